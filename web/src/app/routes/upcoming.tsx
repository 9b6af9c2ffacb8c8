// Routes of the route table whose screens arrive with their own releases: each says plainly
// what it will do, inside its branch's layout, instead of a Page Not Found.
import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export const AdminVenuesRoute = () => (
  <ComingSoonPage title="Venues">Venue management opens with the change-requests queue.</ComingSoonPage>
);
