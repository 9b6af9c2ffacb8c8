// The quality score of a venue listing: 0–100, from how complete its data is, never from how good
// the venue is. A venue scoring 80 or more is shown as 'Verified' (visitor spec, section 2).
//
// Each factor earns a share (0–1) of its weight; the score is the rounded sum. Weights sum to 100.
//
// | factor              | weight | full marks when                                               |
// |---------------------|-------:|---------------------------------------------------------------|
// | photos              |     15 | 5 or more distinct photos (3 points each)                     |
// | description_short   |      5 | a short description of 80+ characters (pro rata below)       |
// | description_long    |     10 | a long description of 800+ characters (pro rata below)       |
// | capacities          |     10 | capacities for 6+ of the 8 layouts (pro rata below)           |
// | rooms               |      8 | rooms listed (half), each with an area and a capacity (half)  |
// | pricing             |      8 | a day rate (half), an hourly rate (quarter) and a per-person  |
// |                     |        | (day delegate) rate (quarter)                                 |
// | contact             |      6 | a valid e-mail (half) and a valid UK phone number (half)      |
// | website             |      3 | a valid website                                               |
// | social_links        |      2 | at least one social media profile                             |
// | accessibility       |      6 | a structured fact such as step-free access (half) and a       |
// |                     |        | written accessibility statement of 20+ characters (half)      |
// | faqs                |      6 | 5+ answered FAQs (pro rata below)                             |
// | amenities_equipment |      8 | 6+ amenities (half) and 6+ pieces of equipment (half)         |
// | coordinates         |      4 | a map position (the venue's own or geocoded)                  |
// | ratings             |      5 | a rating (40%) and 25+ reviews (60%, pro rata below)          |
// | practical_details   |      4 | catering details, travel or parking notes, and features or    |
// |                     |        | highlights (a third each)                                     |
import type { Venue } from '../entities/venue.entity';

export const QUALITY_SCORE_WEIGHTS = {
  photos: 15,
  description_short: 5,
  description_long: 10,
  capacities: 10,
  rooms: 8,
  pricing: 8,
  contact: 6,
  website: 3,
  social_links: 2,
  accessibility: 6,
  faqs: 6,
  amenities_equipment: 8,
  coordinates: 4,
  ratings: 5,
  practical_details: 4,
} as const;

export type QualityFactor = keyof typeof QUALITY_SCORE_WEIGHTS;
/** Points earned per factor (to one decimal), out of its weight. */
export type QualityBreakdown = Record<QualityFactor, number>;

/** The score a listing needs for the 'Verified' label. */
export const VERIFIED_QUALITY_SCORE = 80;

/** The venue facts the score reads; contact details and position as phase 1 resolved them. */
export type QualityScoreInput = Pick<
  Venue,
  | 'images'
  | 'photoMain'
  | 'descriptionShort'
  | 'descriptionLong'
  | 'capacityTheatre'
  | 'capacityBoardroom'
  | 'capacityUShape'
  | 'capacityClassroom'
  | 'capacityBanquet'
  | 'capacityCabaret'
  | 'capacityStanding'
  | 'capacityReception'
  | 'dayRatePence'
  | 'hourRatePence'
  | 'personRatePence'
  | 'amenities'
  | 'equipment'
  | 'wheelchairAccessible'
  | 'stepFreeAccess'
  | 'accessibleToilet'
  | 'hearingLoop'
  | 'lift'
  | 'accessibleParking'
  | 'rating'
  | 'reviewCount'
  | 'details'
> & {
  hasCoordinates: boolean;
  hasValidEmail: boolean;
  hasValidPhone: boolean;
  hasValidWebsite: boolean;
};

const FULL_PHOTOS = 5;
const FULL_SHORT_DESCRIPTION = 80;
const FULL_LONG_DESCRIPTION = 800;
const FULL_LAYOUTS = 6;
const FULL_FAQS = 5;
const FULL_AMENITIES = 6;
const FULL_EQUIPMENT = 6;
const FULL_REVIEWS = 25;
const MIN_ACCESSIBILITY_TEXT = 20;

const share = (have: number, full: number) => Math.max(0, Math.min(1, have / full));
const present = (value: number | null | undefined) => typeof value === 'number' && value > 0;
const filled = (text: string | null | undefined) => (text ?? '').trim().length;
const any = (list: readonly unknown[] | null | undefined) => (list ?? []).length > 0;

function shares(v: QualityScoreInput): Record<QualityFactor, number> {
  const d = v.details ?? {};
  const photos = new Set([...(v.images ?? []), ...(v.photoMain ? [v.photoMain] : [])].filter(Boolean));
  const layouts = [
    v.capacityTheatre,
    v.capacityBoardroom,
    v.capacityUShape,
    v.capacityClassroom,
    v.capacityBanquet,
    v.capacityCabaret,
    v.capacityStanding,
    v.capacityReception,
  ].filter(present).length;
  const rooms = d.rooms ?? [];
  const completeRooms = rooms.filter(
    (r) => present(r.area_sqm) && Object.values(r.capacities ?? {}).some((n) => present(n)),
  ).length;
  const faqs = (d.faqs ?? []).filter((f) => filled(f.question) > 0 && filled(f.answer) > 0).length;
  const structuredAccess =
    v.wheelchairAccessible || v.stepFreeAccess || v.accessibleToilet || v.hearingLoop || v.lift || v.accessibleParking;
  const travelNotes = filled(d.access_public_transport) + filled(d.parking_notes) + filled(d.parking_nearby) > 0;
  const features = any(d.features) || any(d.venue_highlights) || any(d.unique_selling_points);
  return {
    photos: share(photos.size, FULL_PHOTOS),
    description_short: share(filled(v.descriptionShort), FULL_SHORT_DESCRIPTION),
    description_long: share(filled(v.descriptionLong), FULL_LONG_DESCRIPTION),
    capacities: share(layouts, FULL_LAYOUTS),
    rooms: rooms.length === 0 ? 0 : 0.5 + 0.5 * (completeRooms / rooms.length),
    pricing:
      (present(v.dayRatePence) ? 0.5 : 0) +
      (present(v.hourRatePence) ? 0.25 : 0) +
      (present(v.personRatePence) ? 0.25 : 0),
    contact: (v.hasValidEmail ? 0.5 : 0) + (v.hasValidPhone ? 0.5 : 0),
    website: v.hasValidWebsite ? 1 : 0,
    social_links: Object.values(d.social_media ?? {}).some((url) => filled(url) > 0) ? 1 : 0,
    accessibility: (structuredAccess ? 0.5 : 0) + (filled(d.accessibility) >= MIN_ACCESSIBILITY_TEXT ? 0.5 : 0),
    faqs: share(faqs, FULL_FAQS),
    amenities_equipment:
      0.5 * share((v.amenities ?? []).length, FULL_AMENITIES) + 0.5 * share((v.equipment ?? []).length, FULL_EQUIPMENT),
    coordinates: v.hasCoordinates ? 1 : 0,
    ratings: (v.rating !== null && v.rating !== undefined ? 0.4 : 0) + 0.6 * share(v.reviewCount ?? 0, FULL_REVIEWS),
    practical_details: ((d.food_catering ? 1 : 0) + (travelNotes ? 1 : 0) + (features ? 1 : 0)) / 3,
  };
}

/** The listing's quality score (0–100) and the points each factor earned. */
export function scoreQuality(venue: QualityScoreInput): { score: number; breakdown: QualityBreakdown } {
  const earned = shares(venue);
  let total = 0;
  const breakdown = {} as QualityBreakdown;
  for (const factor of Object.keys(QUALITY_SCORE_WEIGHTS) as QualityFactor[]) {
    const points = QUALITY_SCORE_WEIGHTS[factor] * earned[factor];
    total += points;
    breakdown[factor] = Math.round(points * 10) / 10;
  }
  return { score: Math.max(0, Math.min(100, Math.round(total))), breakdown };
}
