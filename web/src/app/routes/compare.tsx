// /compare?ids=a,b,c: the venues side by side, with a venue pack of them and, from two venues on,
// the AI assistant in CompareView's `assistant` slot.
import { VenuePackButton } from '../../components/venue/venue-pack-button';
import { CompareAssistant } from '../../features/compare/components/compare-assistant';
import { CompareView } from '../../features/compare/components/compare-view';
import { MIN_COMPARE_VENUES } from '../../lib/compare-store';
import type { VenueDetailView } from '@venue-finder/contract';

function CompareAside({ venues }: { venues: VenueDetailView[] }) {
  const ids = venues.map((venue) => venue.id);
  return (
    <div className="compare-page__aside">
      <div className="compare-page__pack">
        <VenuePackButton venueIds={ids} describedBy="compare-pack-note" />
        <p id="compare-pack-note">A PDF of the {ids.length === 1 ? 'venue' : `${ids.length} venues`} compared.</p>
      </div>
      {venues.length >= MIN_COMPARE_VENUES && <CompareAssistant key={ids.join(',')} venueIds={ids} />}
    </div>
  );
}

export function CompareRoute() {
  return <CompareView assistant={(venues) => <CompareAside venues={venues} />} />;
}
