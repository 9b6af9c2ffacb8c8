// The twelve "related searches" a venue page links to (visitor spec, section 9): phrases a planner
// looking at this venue might search next, built from its city, its area, the station nearest
// it, its categories, its size and its styles. Deterministic: the same venue always gets the same
// list; generic event phrases fill the remaining places, rotated by the venue's name so that
// neighbouring venues do not all end with the same ones.
//
// Each phrase carries the search it means as filters — city, category, capacity bucket, style,
// bedrooms, or the venue's own postcode with a radius for an area or a station — never its words
// as free text, so every link finds at least the venue it is shown on.
import {
  CAPACITY_BUCKETS,
  CATEGORIES,
  type CapacityValue,
  type CategorySlug,
  type RadiusKm,
  type RelatedSearch,
  type RelatedSearchQuery,
  type Style,
  cityName,
} from '@venue-finder/contract';

export const RELATED_SEARCH_COUNT = 12;

export interface RelatedSearchInput {
  name: string;
  city: string;
  /** The district's area name, e.g. 'Shoreditch'; 'City Centre' reads as "Leeds city centre". */
  area: string | null;
  central: boolean;
  /** The nearest station within walking distance, if any. */
  station: string | null;
  primaryCategory: string;
  categories: readonly string[];
  capacityMin: number;
  capacityMax: number;
  styles: readonly string[];
  bedroomsTotal: number;
  /**
   * The venue's postcode and the smallest search radius around it that reaches the venue (the
   * postcode's district centre may lie a little away): how "in Shoreditch" and "near Old Street"
   * search. Null when the venue has no point or no postcode a search can locate.
   */
  near: { postcode: string; radiusKm: RadiusKm } | null;
}

const CATEGORY_PHRASES: Record<CategorySlug, string> = {
  'meeting-room': 'Meeting rooms',
  conference: 'Conference venues',
  training: 'Training rooms',
  'private-dining': 'Private dining rooms',
  'hotel-function-room': 'Hotel function rooms',
};

const STYLE_PHRASES: Record<Style, string> = {
  banqueting: 'Banqueting suites',
  boardroom: 'Boardrooms',
  conference: 'Conference centres',
  creative: 'Creative event spaces',
  heritage: 'Historic venues',
  hotel: 'Hotel meeting rooms',
  modern: 'Modern event spaces',
  outdoor: 'Venues with outdoor space',
  private_dining: 'Private dining venues',
  training: 'Training venues',
  unusual: 'Unusual venues',
};

/** Group sizes people search for; a venue is offered the largest it can hold. */
const GROUP_SIZES = [10, 20, 30, 50, 80, 100, 150, 200, 300, 500, 1000, 2000];

/** Occasions, each for a range of group sizes [min, max]. */
const OCCASIONS: readonly [phrase: string, min: number, max: number][] = [
  ['Corporate event venues', 1, Infinity],
  ['Away day venues', 6, 300],
  ['Team building venues', 8, 500],
  ['Christmas party venues', 20, Infinity],
  ['Product launch venues', 30, Infinity],
  ['Networking event venues', 20, Infinity],
  ['Workshop venues', 6, 200],
  ['Seminar rooms', 10, 300],
  ['Awards dinner venues', 100, Infinity],
  ['Interview rooms', 1, 30],
  ['Board meeting venues', 4, 60],
  ['Launch party venues', 50, Infinity],
  ['Day conference venues', 30, Infinity],
  ['Offsite meeting venues', 4, 150],
];

/** Always applicable, so that every venue gets its twelve even with nothing else known. */
const FALLBACKS = [
  'Event venues',
  'Venues to hire',
  'Function rooms',
  'Meeting spaces',
  'Event spaces',
  'Conference rooms',
  'Rooms to hire',
  'Business meeting venues',
  'Corporate hospitality venues',
  'Venue hire',
];

export function buildRelatedSearches(input: RelatedSearchInput): RelatedSearch[] {
  const city = input.city ? cityName(input.city) : 'the UK';
  // Londoners say "central London"; everywhere else "the city centre".
  const centre = input.city === 'london' ? 'central London' : `${city} city centre`;
  const place = input.area && input.area !== 'City Centre' ? input.area : input.central ? centre : null;
  const primarySlug = categoryPhrase(input.primaryCategory) ? input.primaryCategory : null;
  const primary = primarySlug ? categoryPhrase(primarySlug)! : 'Event venues';
  const others = input.categories
    .filter((slug) => slug !== primarySlug && categoryPhrase(slug))
    .map((slug) => ({ slug, phrase: categoryPhrase(slug)! }));
  const styles = input.styles
    .filter((s): s is Style => s in STYLE_PHRASES)
    .map((style) => ({ style, phrase: STYLE_PHRASES[style] }));
  const size = groupSize(input.capacityMin, input.capacityMax);
  // 'Canary Wharf (Elizabeth line)' and 'Shadwell DLR' read as the place they are in.
  const stationName = input.station?.replace(/\s*\(.*\)$/, '').replace(/ DLR$/, '') || null;
  // A station named after the area ('Titanic Quarter') would only repeat the area's phrases.
  const station = stationName && stationName.toLowerCase() !== place?.toLowerCase() ? stationName : null;

  // The searches the phrases mean.
  const inCity: RelatedSearchQuery = input.city ? { city: input.city } : {};
  const nearby: RelatedSearchQuery = input.near
    ? { ...inCity, near: input.near.postcode, radius_km: input.near.radiusKm }
    : inCity;
  const primaryFilter: RelatedSearchQuery = primarySlug ? { category: primarySlug } : {};

  const picked: RelatedSearch[] = [];
  const seen = new Set<string>();
  const add = (phrase: string | null | false | undefined, query: RelatedSearchQuery) => {
    if (!phrase || picked.length >= RELATED_SEARCH_COUNT) return;
    const key = phrase.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    picked.push({ phrase, query });
  };

  add(`${primary} in ${city}`, { ...inCity, ...primaryFilter });
  add(place && `${primary} in ${place}`, { ...nearby, ...primaryFilter });
  if (size) add(`Venues for ${size.people} people in ${city}`, { ...inCity, capacity: size.bucket });
  else add(input.capacityMax > 0 && `Venues for small groups in ${city}`, { ...inCity, capacity: smallest(input) });
  add(station && `${primary} near ${station}`, { ...nearby, ...primaryFilter });
  for (const other of others.slice(0, 2)) add(`${other.phrase} in ${city}`, { ...inCity, category: other.slug });
  for (const style of styles.slice(0, 2)) add(`${style.phrase} in ${city}`, { ...inCity, styles: [style.style] });
  if (place && styles[0]) add(`${styles[0].phrase} in ${place}`, { ...nearby, styles: [styles[0].style] });
  add(input.capacityMax > 0 && input.capacityMax <= 25 && `Small meeting rooms in ${city}`, {
    ...inCity,
    capacity: smallest(input),
  });
  add(input.capacityMax >= 300 && `Large conference venues in ${city}`, { ...inCity, capacity: largest(input) });
  add(input.bedroomsTotal > 0 && `Venues with accommodation in ${city}`, { ...inCity, bedrooms_total_min: 1 });
  add(input.central && place !== centre && `${primary} in ${centre}`, { ...nearby, ...primaryFilter });
  if (place && others[0]) add(`${others[0].phrase} in ${place}`, { ...nearby, category: others[0].slug });
  add(station && `Event venues near ${station}`, nearby);

  const occasions = OCCASIONS.filter(([, min, max]) => fits(input.capacityMax, min, max)).map(([p]) => p);
  const start = occasions.length ? hash(`${input.name}|${input.city}`) % occasions.length : 0;
  for (let i = 0; i < occasions.length; i++) add(`${occasions[(start + i) % occasions.length]} in ${city}`, inCity);
  for (const fallback of FALLBACKS) add(`${fallback} in ${city}`, inCity);
  for (const fallback of FALLBACKS) add(place && `${fallback} in ${place}`, nearby);
  return picked;
}

function categoryPhrase(slug: string): string | null {
  return CATEGORIES.some((c) => c.slug === slug) ? CATEGORY_PHRASES[slug as CategorySlug] : null;
}

/**
 * The largest searched-for group size the venue holds (no smaller than its minimum), with the
 * capacity bucket that finds the venue for it; null below the smallest size.
 */
function groupSize(capacityMin: number, capacityMax: number): { people: number; bucket: CapacityValue } | null {
  let size: number | null = null;
  for (const s of GROUP_SIZES) if (s <= capacityMax && s >= Math.min(capacityMin, capacityMax)) size = s;
  if (size === null) return null;
  const bucket = bucketOf(size);
  return bucket !== undefined && holds(capacityMin, capacityMax, bucket) ? { people: size, bucket } : null;
}

const bucketOf = (people: number) =>
  CAPACITY_BUCKETS.find((b) => people >= b.min && (b.max === null || people <= b.max))?.value;

/** A capacity bucket finds a venue when the group sizes it hosts overlap the bucket. */
function holds(capacityMin: number, capacityMax: number, value: CapacityValue): boolean {
  const bucket = CAPACITY_BUCKETS.find((b) => b.value === value)!;
  return capacityMax >= bucket.min && (bucket.max === null || capacityMin <= bucket.max);
}

/** The smallest and the largest bucket that find the venue. */
const smallest = (input: RelatedSearchInput) =>
  CAPACITY_BUCKETS.find((b) => holds(input.capacityMin, input.capacityMax, b.value))?.value;
const largest = (input: RelatedSearchInput) =>
  [...CAPACITY_BUCKETS].reverse().find((b) => holds(input.capacityMin, input.capacityMax, b.value))?.value;

/**
 * Whether an occasion suits the venue: it holds the smallest such group, and it is not more than
 * four times the largest (a 2,000-seat hall is no interview room). Unknown sizes suit everything.
 */
function fits(capacityMax: number, min: number, max: number): boolean {
  return !(capacityMax > 0) || (capacityMax >= min && capacityMax / 4 <= max);
}

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
