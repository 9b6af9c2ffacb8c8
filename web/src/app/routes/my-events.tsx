// /v2/my-events and /v2/my-events/{id}: a signed-in planner's events (not indexed), behind the
// route table's planner guard.
import { ROUTES } from '@venue-finder/contract';
import { RequireAccess } from '../../features/auth/components/require-access';
import { MyEventPage, MyEventsPage } from '../../features/proposals/components/my-events-page';

export function MyEventsRoute() {
  return (
    <RequireAccess guard={ROUTES.myEvents.guard}>
      <MyEventsPage />
    </RequireAccess>
  );
}

export function MyEventRoute() {
  return (
    <RequireAccess guard={ROUTES.myEvent.guard}>
      <MyEventPage />
    </RequireAccess>
  );
}
