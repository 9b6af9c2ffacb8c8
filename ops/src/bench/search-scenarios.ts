// The requests of the search benchmark, drawn from a seeded random source so every run asks
// the same things: the landing page, the three selects with an advanced filter, postcode radius
// searches, type-ahead prefixes (some mistyped) of real venue names and cities, and the words
// planners type into the main search box — alone, with a city or filters, and misspelled.
import {
  AMENITIES,
  CAPACITY_VALUES,
  CATEGORY_SLUGS,
  CITIES,
  CITY_SLUGS,
  RADIUS_KM_VALUES,
  STYLES,
  districtsOfCity,
} from '@venue-finder/core';
import { RandomSource } from '../demo-data/random-source';

export interface Scenario {
  name: string;
  describe: string;
  next: () => string;
}

const INWARD = ['1AA', '2BB', '3DX', '4EF', '5GH', '6JN', '7PQ', '8RS', '9TU'];

/** One letter dropped or two swapped: the mistakes people make in a type-ahead. */
function typo(r: RandomSource, word: string): string {
  if (word.length < 5) return word;
  const at = r.int(1, word.length - 3);
  return r.chance(0.5)
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** What planners type into the main search box: one word, or two. */
export const PLANNER_WORDS = [
  'hotel',
  'conference',
  'boardroom',
  'meeting',
  'wedding',
  'training',
  'dining',
  'theatre',
  'projector',
  'wheelchair',
  'accommodation',
  'rooftop',
  'garden',
  'museum',
  'parking',
  'boardroom london',
  'meeting room',
  'conference centre',
  'private dining',
  'hotel manchester',
  'training room',
  'event space',
  'wedding venue',
  'hotel near kings cross',
  'meeting room bristol',
  'accommodation liverpool',
  'conference venue leeds',
  'disabled access',
  'video conferencing',
  'breakout space',
] as const;

/** The same, as they are often typed. */
export const MISSPELLED_PLANNER_WORDS = [
  'Manchster',
  'confrence',
  'boardrom',
  'wheelchiar',
  'acommodation',
  'Birmingam',
  'Edinbrugh',
  'trainning',
  'semniar',
  'projecter',
  'resturant',
  'hotel manchster',
  'meeting room brstol',
  'confrence london',
  'privte dining',
] as const;

/** The event's day 1-365 days ahead, or 30 % of the time its first of 2-5 days: the API's date parameters. */
function eventDates(r: RandomSource): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const first = r.int(1, 365);
  return r.chance(0.3) ? `date_from=${day(first)}&date_to=${day(first + r.int(1, 4))}` : `date=${day(first)}`;
}

export function searchScenarios(venueNames: string[], seed = 2026): Scenario[] {
  const r = new RandomSource(seed);
  // Each search by date is its undated twin's request (the same draws, from a source of its own)
  // with the event's days added: the rows compare what the date costs, and nothing else.
  const twin = (name: string, describe: string, next: (r: RandomSource) => string): Scenario[] => {
    const own = new RandomSource(seed + name.length);
    const undated = new RandomSource(seed + name.length);
    const dates = new RandomSource(seed * 7);
    return [
      { name: `${name}*`, describe: `${describe} (the date rows' twin)`, next: () => next(undated) },
      {
        name: `${name}+date`,
        describe: `${describe}, on an event's date`,
        next: () => `${next(own)}&${eventDates(dates)}`,
      },
    ];
  };
  const faceted = (r: RandomSource) => {
    const params = new URLSearchParams({
      city: r.pick(CITY_SLUGS),
      category: r.pick(CATEGORY_SLUGS),
      capacity: String(r.pick(CAPACITY_VALUES)),
    });
    if (r.chance(0.25)) params.append('styles', r.pick(STYLES));
    if (r.chance(0.25)) params.append('meeting_facilities', r.pick(AMENITIES));
    if (r.chance(0.2)) params.set('sort', r.pick(['price', 'capacity', 'updated']));
    return `/api/v2/venues?${params}`;
  };
  const postcodes = CITY_SLUGS.flatMap((city) => districtsOfCity(city).map((d) => `${d.district} ${r.pick(INWARD)}`));
  return [
    { name: 'health', describe: 'GET /health', next: () => '/health' },
    {
      name: 'plain',
      describe: 'the results page with no filter, pages 1-5',
      next: () => `/api/v2/venues?page=${r.int(1, 5)}`,
    },
    {
      name: 'faceted',
      describe: 'city, category and capacity with an advanced filter half the time, with all facets',
      next: () => faceted(r),
    },
    ...twin('faceted', 'city, category and capacity with an advanced filter half the time, with all facets', faceted),
    ...twin(
      'words',
      'a word or two planners type, with facets',
      (r) => `/api/v2/venues?q=${encodeURIComponent(r.pick(PLANNER_WORDS))}`,
    ),
    {
      name: 'geo',
      describe: 'a postcode in one of the ten cities, radius 5-50 km, with facets',
      next: () => `/api/v2/venues?near=${encodeURIComponent(r.pick(postcodes))}&radius_km=${r.pick(RADIUS_KM_VALUES)}`,
    },
    {
      name: 'words',
      describe: `a word or two planners type (${PLANNER_WORDS.length} fixed queries), with facets`,
      next: () => `/api/v2/venues?q=${encodeURIComponent(r.pick(PLANNER_WORDS))}`,
    },
    {
      name: 'words+city',
      describe: 'one of those with a city chosen, with facets',
      next: () => `/api/v2/venues?q=${encodeURIComponent(r.pick(PLANNER_WORDS))}&city=${r.pick(CITY_SLUGS)}`,
    },
    {
      name: 'words+filters',
      describe: 'one of those with a category or capacity and an advanced filter, with facets',
      next: () => {
        const params = new URLSearchParams({ q: r.pick(PLANNER_WORDS) });
        if (r.chance(0.5)) params.set('category', r.pick(CATEGORY_SLUGS));
        else params.set('capacity', String(r.pick(CAPACITY_VALUES)));
        if (r.chance(0.5)) params.append('styles', r.pick(STYLES));
        else params.append('meeting_facilities', r.pick(AMENITIES));
        return `/api/v2/venues?${params}`;
      },
    },
    {
      name: 'misspelled',
      describe: `a misspelled word or two (${MISSPELLED_PLANNER_WORDS.length} fixed queries), with facets`,
      next: () => `/api/v2/venues?q=${encodeURIComponent(r.pick(MISSPELLED_PLANNER_WORDS))}`,
    },
    {
      name: 'suggestions',
      describe: 'the first 2-10 letters of a venue name or city, a quarter of them mistyped',
      next: () => {
        const source = r.chance(0.8) ? r.pick(venueNames) : r.pick(CITIES).name;
        let text = source.toLowerCase().slice(0, r.int(2, 10)).trim();
        if (r.chance(0.25)) text = typo(r, text);
        // The web app asks only from 2 characters.
        if (text.length < 2) text = source.toLowerCase().replaceAll(' ', '').slice(0, 2);
        return `/api/v2/search/suggestions?q=${encodeURIComponent(text)}&limit=8`;
      },
    },
    {
      name: 'suggestions-typo',
      describe: 'the first 5-10 letters of a venue name or city, every one mistyped',
      next: () => {
        const source = r.chance(0.8) ? r.pick(venueNames) : r.pick(CITIES).name;
        const text = typo(r, source.toLowerCase().slice(0, r.int(5, 10)).trim());
        return `/api/v2/search/suggestions?q=${encodeURIComponent(text)}&limit=8`;
      },
    },
  ];
}
