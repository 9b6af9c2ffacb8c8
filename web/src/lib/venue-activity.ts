// Tells the api what a visitor was shown and did with venues, for their owners' analytics: the
// venue page shown, the venues on a results page shown, a venue added to the brief or to the
// comparison. Events wait here a moment and go in one small request (`fetch` with keepalive, so
// the last batch still goes as the visitor leaves the page); a failure is dropped, never retried
// or shown: analytics must never get in a visitor's way. Nothing personal is sent: kinds and
// venue ids only (the api counts bots and a visitor's repeats once, by itself). The stores that
// report additions are also read where the api client is not loaded (their specs), so the client
// is imported only when something is sent.
import { MAX_ACTIVITY_EVENTS, type VenueActivityKind } from '@venue-finder/contract';

/** How long events gather before they are sent together. */
const BATCH_MS = 1_000;

let queued: { kind: VenueActivityKind; venue_id: string }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Reports that the visitor was shown, or did, `kind` with each of the venues. */
export function recordVenueActivity(kind: VenueActivityKind, venueIds: readonly string[]): void {
  if (typeof window === 'undefined' || venueIds.length === 0) return; // the server renders; it reports nothing
  for (const venueId of venueIds) queued.push({ kind, venue_id: venueId });
  if (!listening) {
    listening = true;
    // Leaving or hiding the page: send at once, the timer may never fire.
    window.addEventListener('pagehide', sendVenueActivity);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') sendVenueActivity();
    });
  }
  timer ??= setTimeout(sendVenueActivity, BATCH_MS);
}

/** Sends what is queued now (in beacons of at most the api's limit). */
export function sendVenueActivity(): void {
  clearTimeout(timer);
  timer = undefined;
  const events = queued;
  queued = [];
  if (events.length === 0) return;
  void import('./api-client')
    .then(({ api }) => {
      for (let start = 0; start < events.length; start += MAX_ACTIVITY_EVENTS) {
        api('post', '/api/v2/activity', {
          body: { events: events.slice(start, start + MAX_ACTIVITY_EVENTS) },
          keepalive: true,
        }).catch(() => undefined);
      }
    })
    .catch(() => undefined);
}
