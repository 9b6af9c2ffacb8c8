// Download Venue Pack: asks for a PDF of these venues and opens it; when none comes back, the
// spec's 'coming soon' alert.
import { useState } from 'react';
import {
  createVenuePack,
  MAX_VENUE_PACK_VENUES,
  openVenuePack,
  VENUE_PACK_FAILURE_MESSAGE,
} from '../../lib/venue-pack';

interface VenuePackButtonProps {
  venueIds: readonly string[];
  className?: string;
  describedBy?: string;
}

export function VenuePackButton({
  venueIds,
  className = 'button button--secondary',
  describedBy,
}: VenuePackButtonProps) {
  const [busy, setBusy] = useState(false);
  const packIds = venueIds.slice(0, MAX_VENUE_PACK_VENUES);

  async function downloadPack() {
    setBusy(true);
    try {
      const url = await createVenuePack(packIds);
      if (url) openVenuePack(url);
      else window.alert(VENUE_PACK_FAILURE_MESSAGE);
    } catch (error) {
      console.error('Venue pack failed', error);
      window.alert(VENUE_PACK_FAILURE_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      className={className}
      type="button"
      onClick={downloadPack}
      disabled={busy || packIds.length === 0}
      aria-busy={busy}
      aria-describedby={describedBy}
    >
      {busy ? 'Preparing Venue Pack…' : 'Download Venue Pack'}
    </button>
  );
}
