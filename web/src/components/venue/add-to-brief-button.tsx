// Add to Brief, which becomes a disabled 'Added to Brief' once the venue is in the brief.
import type { VenueCard } from '@venue-finder/contract';
import { addToBrief, isInBrief, useBrief } from '../../lib/brief-store';
import { recordVenueActivity } from '../../lib/venue-activity';

interface AddToBriefButtonProps {
  venue: VenueCard;
  className?: string;
  /** Names the venue for screen readers where several cards sit side by side. */
  describedBy?: string;
}

export function AddToBriefButton({
  venue,
  className = 'button button--secondary',
  describedBy,
}: AddToBriefButtonProps) {
  const inBrief = isInBrief(useBrief(), venue.id);
  return (
    <button
      className={inBrief ? `${className} button--done` : className}
      type="button"
      disabled={inBrief}
      aria-describedby={describedBy}
      onClick={() => recordVenueActivity('brief_addition', addToBrief(venue))}
    >
      {inBrief ? 'Added to Brief' : 'Add to Brief'}
    </button>
  );
}
