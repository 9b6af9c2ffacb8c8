// Add to compare: shows 'Added' for two seconds, and says so with an alert when the venue is
// already in the list or the list is full.
import { useEffect, useRef, useState } from 'react';
import { addToCompare, COMPARE_DUPLICATE_MESSAGE, COMPARE_FULL_MESSAGE } from '../../lib/compare-store';
import { recordVenueActivity } from '../../lib/venue-activity';

export const ADDED_CONFIRMATION_MS = 2_000;

interface AddToCompareButtonProps {
  venueId: string;
  className?: string;
  describedBy?: string;
}

export function AddToCompareButton({
  venueId,
  className = 'button button--quiet',
  describedBy,
}: AddToCompareButtonProps) {
  const [justAdded, setJustAdded] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function add() {
    const outcome = addToCompare(venueId);
    if (outcome === 'duplicate') {
      window.alert(COMPARE_DUPLICATE_MESSAGE);
    } else if (outcome === 'full') {
      window.alert(COMPARE_FULL_MESSAGE);
    } else {
      recordVenueActivity('comparison', [venueId]);
      setJustAdded(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setJustAdded(false), ADDED_CONFIRMATION_MS);
    }
  }

  return (
    <button className={className} type="button" onClick={add} aria-describedby={describedBy}>
      {justAdded ? 'Added' : 'Add to compare'}
    </button>
  );
}
