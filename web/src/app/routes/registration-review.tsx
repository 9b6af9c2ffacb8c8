// The registration review page with the venue page's own listing in it: the app composes the
// two features, neither imports the other.
import type { VenueDetailView } from '@venue-finder/contract';
import { RegistrationReviewPage } from '../../features/registration/components/registration-review-page';
import { VenuePage } from '../../features/venue-detail/components/venue-page';

const renderListing = (listing: VenueDetailView) => <VenuePage venue={listing} preview />;

export function RegistrationReviewRoute() {
  return <RegistrationReviewPage renderListing={renderListing} />;
}
