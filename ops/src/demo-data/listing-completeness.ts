// Real listings differ in how much their owners have filled in. About a third of demo venues
// are left partly done (no long description, no FAQs, fewer photos, layouts or rates), so the
// quality score spreads the way it would and 'Verified' (80+) means something.
import type { VenueDetails } from '@venue-finder/core';
import type { DemoVenue } from './venue-builder';
import type { RandomSource } from './random-source';

const SPARSE_SHARE = 0.35;
const MIN_IMAGES = 3;

export function thinOutListing(r: RandomSource, venue: DemoVenue): DemoVenue {
  if (!r.chance(SPARSE_SHARE)) return venue;
  const thinned: DemoVenue = { ...venue, details: { ...venue.details } as VenueDetails };
  const details = thinned.details as VenueDetails;
  if (r.chance(0.7)) thinned.descriptionLong = '';
  if (r.chance(0.7)) delete details.faqs;
  if (r.chance(0.6)) delete details.social_media;
  if (r.chance(0.5)) delete details.rooms;
  if (r.chance(0.5)) {
    thinned.images = (venue.images ?? []).slice(0, MIN_IMAGES);
    thinned.photoMain = thinned.images[0] ?? null;
  }
  if (r.chance(0.5)) {
    thinned.hourRatePence = null;
    thinned.personRatePence = null;
  }
  if (r.chance(0.5)) {
    thinned.capacityUShape = null;
    thinned.capacityClassroom = null;
    thinned.capacityCabaret = null;
    thinned.capacityReception = null;
  }
  if (r.chance(0.4)) thinned.website = null;
  if (r.chance(0.4)) delete details.accessibility;
  return thinned;
}
