// Tells the api what a visitor was shown and did with venues, for their owners' analytics: the
// venue page shown, the venues on a results page shown, a venue added to the brief or to the
// comparison. Events wait here a moment and go together in one small request (`fetch` with
// keepalive, sent at once when the page is hidden, so the last batch still goes as the visitor
// leaves); a failure is dropped, never retried or shown: analytics must never get in a visitor's
// way. Nothing personal is sent, only kinds and venue ids (the api leaves bots and a visitor's
// repeats out by itself). Every landing page carries this, so it stays small.
import { MAX_ACTIVITY_EVENTS, type VenueActivityKind } from '@venue-finder/contract';
import { api } from './api-client';

/** How long events gather before they are sent together. */
const BATCH_MS = 1_000;

let queued: { kind: VenueActivityKind; venue_id: string }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Reports that the visitor was shown, or did, `kind` with each of the venues. */
export function recordVenueActivity(kind: VenueActivityKind, venueIds: readonly string[]): void {
  // The server renders pages too: it reports nothing.
  if (typeof window === 'undefined' || venueIds.length === 0) return;
  for (const venueId of venueIds) queued.push({ kind, venue_id: venueId });
  if (timer === undefined) {
    timer = setTimeout(sendVenueActivity, BATCH_MS);
    document.addEventListener('visibilitychange', sendVenueActivity);
  }
}

/** Sends what is queued, in beacons of at most the api's limit. */
function sendVenueActivity(): void {
  clearTimeout(timer);
  timer = undefined;
  document.removeEventListener('visibilitychange', sendVenueActivity);
  while (queued.length > 0) {
    api('post', '/api/v2/activity', {
      body: { events: queued.splice(0, MAX_ACTIVITY_EVENTS) },
      keepalive: true,
    }).catch(() => undefined);
  }
  queued = [];
}
