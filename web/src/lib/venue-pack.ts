// POST /api/v2/venue-pack: a PDF of up to ten venues. One home for the results page and the
// compare page.
import { api } from './api-client';

/** The most venues one pack holds (the API refuses more). */
export const MAX_VENUE_PACK_VENUES = 10;

export const VENUE_PACK_FAILURE_MESSAGE = 'Venue pack generation coming soon!';

/** Asks for a PDF pack of these venues; resolves to its address, or null when none was made. */
export async function createVenuePack(ids: readonly string[]): Promise<string | null> {
  const answer = await api('post', '/api/v2/venue-pack', { body: { ids: [...ids] } });
  return typeof answer?.url === 'string' && answer.url !== '' ? answer.url : null;
}

/** Opens the pack in a new tab, or here when the browser blocks the new tab. */
export function openVenuePack(url: string): void {
  // Not the 'noopener' feature: with it window.open always returns null, hiding a blocked popup.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
