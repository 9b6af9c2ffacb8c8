// The twelve "related searches" a venue page links to (visitor spec, section 9): phrases a planner
// looking at this venue might search next, built from its city, its area, the station nearest
// it, its categories, its size and its styles. Deterministic: the same venue always gets the same
// list; generic event phrases fill the remaining places, rotated by the venue's name so that
// neighbouring venues do not all end with the same ones.
import { CATEGORIES, cityName, type CategorySlug, type Style } from '@venue-finder/contract';

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
  capacityMax: number;
  styles: readonly string[];
  bedroomsTotal: number;
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

export function buildRelatedSearches(input: RelatedSearchInput): string[] {
  const city = input.city ? cityName(input.city) : 'the UK';
  // Londoners say "central London"; everywhere else "the city centre".
  const centre = input.city === 'london' ? 'central London' : `${city} city centre`;
  const place = input.area && input.area !== 'City Centre' ? input.area : input.central ? centre : null;
  const primary = categoryPhrase(input.primaryCategory) ?? 'Event venues';
  const others = input.categories.map(categoryPhrase).filter((p): p is string => !!p && p !== primary);
  const styles = input.styles.map((s) => STYLE_PHRASES[s as Style]).filter((p): p is string => !!p);
  const size = groupSize(input.capacityMax);
  // 'Canary Wharf (Elizabeth line)' and 'Shadwell DLR' read as the place they are in.
  const stationName = input.station?.replace(/\s*\(.*\)$/, '').replace(/ DLR$/, '') || null;
  // A station named after the area ('Titanic Quarter') would only repeat the area's phrases.
  const station = stationName && stationName.toLowerCase() !== place?.toLowerCase() ? stationName : null;

  const picked: string[] = [];
  const seen = new Set<string>();
  const add = (phrase: string | null | false | undefined) => {
    if (!phrase || picked.length >= RELATED_SEARCH_COUNT) return;
    const key = phrase.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    picked.push(phrase);
  };

  add(`${primary} in ${city}`);
  add(place && `${primary} in ${place}`);
  add(size ? `Venues for ${size} people in ${city}` : input.capacityMax > 0 && `Venues for small groups in ${city}`);
  add(station && `${primary} near ${station}`);
  for (const other of others.slice(0, 2)) add(`${other} in ${city}`);
  for (const style of styles.slice(0, 2)) add(`${style} in ${city}`);
  add(place && styles[0] && `${styles[0]} in ${place}`);
  add(input.capacityMax > 0 && input.capacityMax <= 25 && `Small meeting rooms in ${city}`);
  add(input.capacityMax >= 300 && `Large conference venues in ${city}`);
  add(input.bedroomsTotal > 0 && `Venues with accommodation in ${city}`);
  add(input.central && place !== centre && `${primary} in ${centre}`);
  add(place && others[0] && `${others[0]} in ${place}`);
  add(station && `Event venues near ${station}`);

  const occasions = OCCASIONS.filter(([, min, max]) => fits(input.capacityMax, min, max)).map(([p]) => p);
  const start = occasions.length ? hash(`${input.name}|${input.city}`) % occasions.length : 0;
  for (let i = 0; i < occasions.length; i++) add(`${occasions[(start + i) % occasions.length]} in ${city}`);
  for (const fallback of FALLBACKS) add(`${fallback} in ${city}`);
  for (const fallback of FALLBACKS) add(place && `${fallback} in ${place}`);
  return picked;
}

function categoryPhrase(slug: string): string | null {
  return CATEGORIES.some((c) => c.slug === slug) ? CATEGORY_PHRASES[slug as CategorySlug] : null;
}

/** The largest searched-for group size the venue holds; null below the smallest. */
function groupSize(capacityMax: number): number | null {
  let size: number | null = null;
  for (const s of GROUP_SIZES) if (s <= capacityMax) size = s;
  return size;
}

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
