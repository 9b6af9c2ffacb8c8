// The relevance test set: what planners type into the search box, some of it misspelled, with
// which of the deterministic demo venues are relevant (and which must not be in the top 10),
// judged by the venues' own facts rather than by hand-picked ids, so the set reads as the
// planner's intent and stays true when the demo data grows. `npm run bench:relevance` scores
// each engine on it (recall@10, nDCG@10) into BENCHMARKS.md.
import type { Venue } from '@venue-finder/core';

export interface Judgement {
  query: string;
  /** What the planner means, for the report. */
  means: string;
  relevant: (venue: Venue) => boolean;
  /** Venues that must not be in the top 10 (a clearly wrong answer), if any. */
  mustNot?: (venue: Venue) => boolean;
}

const inCity = (city: string) => (v: Venue) => v.city === city;
const hasCategory = (category: string) => (v: Venue) => v.categories.includes(category);
const named = (word: string) => (v: Venue) => (v.displayName || v.name).toLowerCase().includes(word);
const nearStation = (station: string) => (v: Venue) =>
  (v.details?.nearby_stations ?? []).some((s) => s.name.toLowerCase().includes(station));
const and =
  (...tests: ((v: Venue) => boolean)[]) =>
  (v: Venue) =>
    tests.every((test) => test(v));
const not = (test: (v: Venue) => boolean) => (v: Venue) => !test(v);
const hotel = (v: Venue) => hasCategory('hotel-function-room')(v) || named('hotel')(v);
const boardroomInLondon = and(
  inCity('london'),
  (v) => v.styles.includes('boardroom') || named('boardroom')(v) || v.seatingLayouts.includes('boardroom'),
);
const hotelNearKingsCross = and(hotel, nearStation("king's cross"));

export const JUDGEMENTS: Judgement[] = [
  { query: 'hotel', means: 'hotels', relevant: hotel },
  // Rule 1 of core's query-words.ts: accents and case fold.
  { query: 'HÔTEL', means: 'hotels (capitals and an accent)', relevant: hotel },
  { query: 'conference', means: 'conference venues', relevant: hasCategory('conference') },
  { query: 'confrence', means: 'conference venues (misspelt)', relevant: hasCategory('conference') },
  {
    query: 'boardroom london',
    means: 'boardrooms in London',
    relevant: boardroomInLondon,
    mustNot: not(inCity('london')),
  },
  // Rule 3b: words split and joined.
  {
    query: 'board room london',
    means: 'boardrooms in London (the word split)',
    relevant: boardroomInLondon,
    mustNot: not(inCity('london')),
  },
  {
    query: 'Manchester',
    means: 'venues in Manchester',
    relevant: inCity('manchester'),
    mustNot: not(inCity('manchester')),
  },
  {
    query: 'Manchster',
    means: 'venues in Manchester (misspelt)',
    relevant: inCity('manchester'),
    mustNot: not(inCity('manchester')),
  },
  {
    query: 'Edinburh',
    means: 'venues in Edinburgh (misspelt)',
    relevant: inCity('edinburgh'),
    mustNot: not(inCity('edinburgh')),
  },
  {
    query: 'hotel near kings cross',
    means: "hotels near King's Cross",
    relevant: hotelNearKingsCross,
    mustNot: not(inCity('london')),
  },
  {
    query: 'hotel near kingscross',
    means: "hotels near King's Cross (the words run together)",
    relevant: hotelNearKingsCross,
    mustNot: not(inCity('london')),
  },
  // Rule 6: a London station that shares a city's name means the station.
  {
    query: 'hotel near liverpool street',
    means: 'hotels near Liverpool Street station, London',
    relevant: and(hotel, nearStation('liverpool street')),
    mustNot: not(inCity('london')),
  },
  {
    query: 'wheelchair',
    means: 'wheelchair-accessible venues',
    relevant: (v) => v.wheelchairAccessible,
    mustNot: (v) => !v.wheelchairAccessible,
  },
  {
    query: 'disabled access',
    means: 'wheelchair-accessible venues',
    relevant: (v) => v.wheelchairAccessible,
    mustNot: (v) => !v.wheelchairAccessible,
  },
  { query: 'hearing loop', means: 'venues with a hearing loop', relevant: (v) => v.hearingLoop },
  { query: 'projector', means: 'venues with a projector', relevant: (v) => v.equipment.includes('projector') },
  // Rule 3: two neighbouring letters swapped are one typo, so two swaps in nine letters still match.
  {
    query: 'prjoetcor',
    means: 'venues with a projector (two swaps)',
    relevant: (v) => v.equipment.includes('projector'),
  },
  {
    query: 'venues with a projector in leeds',
    means: 'Leeds venues with a projector',
    relevant: and(inCity('leeds'), (v) => v.equipment.includes('projector')),
    mustNot: not(inCity('leeds')),
  },
  {
    query: 'private dining birmingham',
    means: 'private dining in Birmingham',
    relevant: and(inCity('birmingham'), hasCategory('private-dining')),
    mustNot: not(inCity('birmingham')),
  },
  {
    query: 'training room glasgow',
    means: 'training rooms in Glasgow',
    relevant: and(inCity('glasgow'), hasCategory('training')),
    mustNot: not(inCity('glasgow')),
  },
  {
    query: 'conference venue in leeds',
    means: 'conference venues in Leeds',
    relevant: and(inCity('leeds'), hasCategory('conference')),
    mustNot: not(inCity('leeds')),
  },
  // Rule 4: a long query is never empty for want of one word (filler, then the rarest, dropped).
  {
    query: 'we are looking for a conference venue in leeds with a helipad',
    means: 'conference venues in Leeds (a word no venue has)',
    relevant: and(inCity('leeds'), hasCategory('conference')),
    mustNot: not(inCity('leeds')),
  },
  {
    query: 'meeting room bristol',
    means: 'meeting rooms in Bristol',
    relevant: and(inCity('bristol'), hasCategory('meeting-room')),
    mustNot: not(inCity('bristol')),
  },
  {
    query: 'heritage venue edinburgh',
    means: 'historic venues in Edinburgh',
    relevant: and(inCity('edinburgh'), (v) => v.styles.includes('heritage')),
    mustNot: not(inCity('edinburgh')),
  },
  {
    query: 'wifi catering cardiff',
    means: 'Cardiff venues with wifi and catering',
    relevant: and(inCity('cardiff'), (v) => v.amenities.includes('wifi') && v.amenities.includes('catering')),
    mustNot: not(inCity('cardiff')),
  },
  // Rule 5: ranking by attribute. The name beats the layouts nearly every venue offers…
  {
    query: 'boardroom',
    means: 'venues named Boardroom (before the many with a boardroom layout)',
    relevant: named('boardroom'),
    mustNot: not(named('boardroom')),
  },
  // …and the facilities beat the description ("AV support and Wi-Fi included" in some without it).
  {
    query: 'wifi',
    means: 'venues with wifi (before descriptions that mention Wi-Fi)',
    relevant: (v) => v.amenities.includes('wifi'),
    mustNot: (v) => !v.amenities.includes('wifi'),
  },
  {
    query: 'accommodation liverpool',
    means: 'Liverpool venues with bedrooms',
    relevant: and(inCity('liverpool'), (v) => v.bedroomsTotal > 0),
    mustNot: not(inCity('liverpool')),
  },
];
