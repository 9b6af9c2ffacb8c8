// What a planner means by the words typed into the search box, beyond the words themselves:
// a city named ("… in Leeds") becomes the City filter and a head count ("for 80", "80 people")
// the Capacity filter, so "conference venue for 80 in Leeds" searches conference venues in
// Leeds that hold 80 — shown in the filters, where the planner can change or remove each.
// Kept predictable: one city at most (two named is no city), whole words only, a city's name
// that begins the name of a place elsewhere ("Liverpool Street", in London) names that place,
// and a number counts as a head count only with "for" before it or a word for people after it.
import { CITIES, type CapacityValue, type CitySlug, capacityBucketForGuests } from './search-schema.js';
import { normaliseText } from './text.js';

export interface UnderstoodQuery {
  /** The words left to search for, as typed (empty when the filters say it all). */
  text: string;
  city?: CitySlug;
  /** The group size named, and the Capacity filter's bucket that holds it. */
  guests?: number;
  capacity?: CapacityValue;
}

/** Words for the people a head count counts: "80 delegates", "120 guests". */
const PEOPLE = new Set([
  'people',
  'person',
  'persons',
  'guests',
  'guest',
  'delegates',
  'delegate',
  'attendees',
  'pax',
  'covers',
  'staff',
  'colleagues',
]);
/** Words that only join a filter to the rest ("in Leeds", "for up to 80"), dropped with it. */
const LINKS = new Set(['in', 'for', 'up', 'to', 'of', 'around', 'about']);
const MAX_GUESTS = 100_000;

/** A typed token as one word: "Leeds," → "leeds", "1,200" → "1200". */
const key = (token: string) => normaliseText(token).replaceAll(' ', '');
// Made on first use, not when the module loads: normalising text has the JavaScript engine
// build its Unicode tables, which a page that reads no query (every page imports this module)
// should not pay for while it starts.
let cityByWord: Map<string, CitySlug> | undefined;

/** The city a word of a query names ("leeds", "Leeds"), if any. */
export function cityNamedBy(word: string): CitySlug | undefined {
  cityByWord ??= new Map(CITIES.map((city) => [key(city.name), city.slug]));
  return cityByWord.get(key(word));
}
/**
 * Places whose names begin with another city's name: typed together, the words mean the place,
 * not that city. `stop` is its name in core's transport stops (core/src/geo/transport-stops.ts,
 * whose spec keeps this list complete).
 */
export const PLACES_NAMED_LIKE_CITIES: readonly { words: readonly string[]; city: CitySlug; stop: string }[] = [
  { words: ['liverpool', 'street'], city: 'london', stop: 'London Liverpool Street' },
];

/** The place of PLACES_NAMED_LIKE_CITIES whose words begin at `keys[i]`, if any. */
export function placeNamedAt(
  keys: readonly string[],
  i: number,
): (typeof PLACES_NAMED_LIKE_CITIES)[number] | undefined {
  return PLACES_NAMED_LIKE_CITIES.find((place) => place.words.every((word, j) => keys[i + j] === word));
}

const number = (word: string) => (/^\d{1,3}(,?\d{3})*$/.test(word) ? Number(word.replaceAll(',', '')) : NaN);

/** The filters a query names, and the words left to search for. */
export function understandQuery(query: string): UnderstoodQuery {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const keys = words.map(key);
  const used = new Set<number>();
  const understood: UnderstoodQuery = { text: '' };

  // A city's name beginning a place's name ("liverpool street") names the place, not the city.
  const inPlace = new Set<number>();
  keys.forEach((_, i) => placeNamedAt(keys, i)?.words.forEach((_, j) => inPlace.add(i + j)));
  const namesCity = (word: string, i: number) => !inPlace.has(i) && cityNamedBy(word) !== undefined;
  const cities = [...new Set(keys.flatMap((word, i) => (namesCity(word, i) ? [cityNamedBy(word)!] : [])))];
  if (cities.length === 1) {
    understood.city = cities[0];
    keys.forEach((word, i) => namesCity(word, i) && used.add(i));
  }

  for (const [i, word] of keys.entries()) {
    const guests = number(word);
    if (!(guests >= 1 && guests <= MAX_GUESTS) || understood.guests !== undefined) continue;
    const afterFor = keys[i - 1] === 'for' || (keys[i - 1] === 'to' && keys[i - 2] === 'up');
    const people = PEOPLE.has(keys[i + 1] ?? '');
    if (!afterFor && !people) continue;
    understood.guests = guests;
    understood.capacity = capacityBucketForGuests(guests)?.value;
    used.add(i);
    if (people) used.add(i + 1);
  }

  // A joining word goes with the filter it joins: "in" before the city, "for (up to)" before the count.
  for (let i = words.length - 1; i >= 0; i--) {
    if (used.has(i) || !LINKS.has(keys[i]!)) continue;
    let next = i + 1;
    while (next < words.length && LINKS.has(keys[next]!) && !used.has(next)) next++;
    if (used.has(next)) for (let j = i; j < next; j++) used.add(j);
  }
  understood.text = words.filter((_, i) => !used.has(i)).join(' ');
  return understood;
}
