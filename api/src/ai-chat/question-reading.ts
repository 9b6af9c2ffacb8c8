// Reads what a planner's question is about, for the built-in answerer: the topic, and the
// details that shape the answer — a head count ('80 people'), a layout ('cabaret'), a price unit
// ('per hour'), a postcode to measure from. Plain keyword rules: predictable and testable.
import { UK_POSTCODE } from '@venue-finder/core';
import type { AccessibilityFeature, BudgetUnit } from '@venue-finder/contract';
import type { Layout } from './venue-facts';

export type QuestionTopic =
  | 'fit'
  | 'price'
  | 'capacity'
  | 'accessibility'
  | 'distance_to_postcode'
  | 'distance_between'
  | 'stations'
  | 'location'
  | 'catering'
  | 'equipment'
  | 'rating'
  | 'amenity'
  | 'bedrooms'
  | 'availability'
  | 'parking'
  | 'overview'
  | 'event_type'
  | 'unknown';

/** Which stations a question means: 'a train station', 'a tram stop', 'the tube', or any. */
export type StationMode = 'any' | 'train' | 'tram' | 'underground';

export type RateUnit = BudgetUnit;

export type AccessFeature = 'wheelchair_accessible' | AccessibilityFeature;

const ACCESS_WORDS: [AccessFeature, RegExp][] = [
  ['step_free_access', /\bstep[- ]free\b|\bsteps\b/],
  ['accessible_toilet', /\btoilets?\b|\bwc\b|\bloos?\b/],
  ['hearing_loop', /\bhearing\b|\bloop\b|\bdeaf\b/],
  ['lift', /\blifts?\b|\belevators?\b/],
  ['accessible_parking', /\bparking\b|\bblue badge\b/],
];

export interface ReadQuestion {
  topic: QuestionTopic;
  people: number | null;
  layout: Layout | null;
  unit: RateUnit;
  /** Whether the question asks for the least (cheapest, smallest) or the most (largest, best). */
  extreme: 'least' | 'most' | null;
  /** For 'accessibility': the feature asked about. */
  accessFeature: AccessFeature;
  postcode: string | null;
  /** For 'amenity', 'equipment' and 'event_type': the thing asked about ('wifi', 'projector', 'training'). */
  thing: string | null;
  stationMode: StationMode;
}

const LAYOUT_WORDS: [Layout, RegExp][] = [
  ['theatre', /\btheat(?:re|er)\b/],
  ['cabaret', /\bcabaret\b/],
  ['classroom', /\bclassroom\b/],
  ['boardroom', /\bboardroom\b/],
  ['u_shape', /\bu[- ]?shape[d]?\b/],
  ['banquet', /\bbanquet(?:ing)?\b/],
  ['standing', /\bstanding\b/],
  ['reception', /\b(?:drinks )?reception\b/],
];
const DINING = /\b(?:dinner|dining|gala|seated meal)\b/;
const PEOPLE =
  /\b(\d[\d,]*)\s*(?:people|persons?|guests?|delegates?|attendees?|pax|participants?|of us|seated|standing)\b/;
const BARE_NUMBER = /\b(?:for|of|seat|hold|fit|host|accommodate)\s+(\d[\d,]*)\b/;
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/i;

export const AMENITY_WORDS: [string, RegExp][] = [
  ['wifi', /\bwi-?fi\b|\binternet\b/],
  ['natural light', /\bnatural light|daylight|windows\b/],
  ['air conditioning', /\bair[- ]?con(?:ditioning|ditioned)?\b/],
  ['breakout space', /\bbreak-?out\b/],
  ['outdoor space', /\boutdoor|garden|terrace\b/],
  ['reception', /\breception (?:desk|area)\b/],
  ['security', /\bsecurity\b/],
];

/** Kinds of event, and the words a venue's categories, styles or suitable events use for them. */
export const EVENT_WORDS: [string, RegExp, string[]][] = [
  ['conferences', /\bconferences?\b/, ['conference']],
  ['training', /\btraining\b|\bcourses?\b/, ['training']],
  ['meetings', /\bmeetings?\b|\bboard meetings?\b/, ['meeting', 'boardroom']],
  ['workshops', /\bworkshops?\b|\bseminars?\b/, ['workshop', 'seminar', 'training']],
  ['dinners', /\bdinners?\b|\bdining\b|\bbanquets?\b/, ['dinner', 'dining', 'banquet']],
  ['parties', /\bpart(?:y|ies)\b|\bcelebrations?\b/, ['party', 'parties', 'celebration', 'reception']],
  ['weddings', /\bweddings?\b/, ['wedding']],
  ['awards', /\bawards?\b|\bgalas?\b/, ['award', 'gala']],
  ['launches', /\blaunch(?:es)?\b/, ['launch']],
  ['exhibitions', /\bexhibitions?\b|\bexpos?\b/, ['exhibition']],
];

export const EQUIPMENT_WORDS: [string, RegExp][] = [
  ['projector', /\bprojectors?\b/],
  ['screens', /\bscreens?\b/],
  ['microphones', /\bmic(?:rophone)?s?\b/],
  ['speakers', /\bspeakers?\b|\bpa system\b/],
  ['flipchart', /\bflip ?charts?\b/],
  ['whiteboard', /\bwhite ?boards?\b/],
  ['video conferencing', /\bvideo ?conferenc\w*|\bzoom\b|\bteams\b/],
  ['lighting control', /\blighting\b/],
  ['staging', /\bstag(?:e|ing)\b/],
  ['lectern', /\blecterns?\b|\bpodium\b/],
  ['recording', /\brecord(?:ing)?\b/],
  ['translation', /\btranslation|interpret\w*\b/],
];

const TOPICS: [QuestionTopic, RegExp][] = [
  ['availability', /\bavailab\w*|\bdates?\b|\bbook(?:ed|ing)?\b|\bfree on\b|\bnext (?:week|month)\b/],
  ['price', /\bcheap\w*|\bexpensive|\bprice\w*|\bcosts?\b|\brates?\b|\bbudget|\bafford\w*|£|\bspend\b|\bvalue\b/],
  ['accessibility', /\bwheelchair|\baccessib\w*|\bstep[- ]free|\bdisab\w*|\bhearing loop|\blifts?\b|\belevator/],
  ['rating', /\bratings?\b|\brated\b|\breviews?\b|\bstars?\b|\bscore\b/],
  [
    'catering',
    /\bcater\w*|\bfood\b|\bmenus?\b|\brestaurant|\bbar\b|\bdrinks\b|\bdietary|\bvegan|\bvegetarian|\bhalal|\bkosher|\bgluten|\blunch|\bbreakfast/,
  ],
  ['equipment', /\bav\b|\baudio|\bvisual|\bequipment|\btech\w*\b|\bkit\b/],
  [
    'stations',
    /\bstations?\b|\btrains?\b|\btube\b|\bunderground|\brail\w*|\bpublic transport|\btransport links|\bmetro\b|\btram\b/,
  ],
  ['distance_between', /\bbetween\b|\bapart\b|\bfrom each other\b/],
  ['location', /\bwhere\b|\blocat\w*|\baddress|\bpostcode|\bcity\b|\bdistance|\bhow far|\bclosest|\bnearest|\bcentral/],
  ['parking', /\bpark(?:ing)?\b|\bcar\b/],
  ['bedrooms', /\bbedrooms?\b|\baccommodation|\bovernight|\bstay\b|\bhotel rooms?\b/],
  [
    'capacity',
    /\bcapacit\w*|\blargest|\bbiggest|\bsmallest|\bhow many (?:people|guests)|\bseat\w*|\bhold\b|\bfit\b|\bsize\b/,
  ],
  [
    'overview',
    /\bcompare|\bcomparison|\bsummar\w*|\boverview|\bdifference|\btell me about|\bwhich (?:is|one is) best\b/,
  ],
];

export function readQuestion(question: string): ReadQuestion {
  const text = question.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
  const people = headCount(text);
  const layout = layoutOf(text);
  const postcode = postcodeOf(question);
  const amenity = AMENITY_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  const equipment = EQUIPMENT_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  const base = {
    people,
    layout,
    unit: rateUnit(text),
    extreme: extremeOf(text),
    accessFeature: ACCESS_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'wheelchair_accessible',
    postcode,
    thing: null,
    stationMode: stationModeOf(text),
  };
  if (postcode) return { ...base, topic: 'distance_to_postcode' };
  if (people !== null && !/\bbedrooms?\b/.test(text)) return { ...base, topic: 'fit' };
  const topic = TOPICS.find(([, pattern]) => pattern.test(text))?.[0];
  if (topic === 'equipment' || (!topic && equipment)) return { ...base, topic: 'equipment', thing: equipment };
  // 'Which is best for training?' asks about a kind of event, not for an overview.
  const event = /\b(?:for|suit\w*|good|best|ideal|host\w*|right)\b/.test(text)
    ? EVENT_WORDS.find(([, pattern]) => pattern.test(text))?.[0]
    : undefined;
  if (event && (!topic || topic === 'overview')) return { ...base, topic: 'event_type', thing: event };
  if (topic) return { ...base, topic, thing: topic === 'capacity' ? null : amenity };
  if (amenity) return { ...base, topic: 'amenity', thing: amenity };
  if (layout) return { ...base, topic: 'capacity' };
  return { ...base, topic: 'unknown' };
}

function stationModeOf(text: string): StationMode {
  if (/\btram\w*|\bmetrolink\b/.test(text)) return 'tram';
  if (/\btube\b|\bunderground\b/.test(text)) return 'underground';
  if (/\btrains?\b|\brail\w*/.test(text)) return 'train';
  return 'any';
}

function extremeOf(text: string): ReadQuestion['extreme'] {
  if (/\b(?:cheap\w*|smallest|least|lowest|fewest|min(?:imum)?|worst|lower)\b/.test(text)) return 'least';
  if (/\b(?:largest|biggest|most|highest|max(?:imum)?|best|expensive|dearest|priciest|greatest)\b/.test(text)) {
    return 'most';
  }
  return null;
}

function headCount(text: string): number | null {
  const match = PEOPLE.exec(text) ?? BARE_NUMBER.exec(text);
  if (!match) return null;
  const n = Number(match[1]!.replace(/,/g, ''));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function layoutOf(text: string): Layout | null {
  const named = LAYOUT_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
  if (named) return named;
  return DINING.test(text) ? 'banquet' : null;
}

function rateUnit(text: string): RateUnit {
  if (/\bper (?:hour|hr)\b|\bhourly\b|\ban hour\b/.test(text)) return 'hour';
  if (/\bper (?:person|head|delegate|guest)\b|\bdelegate rate\b|\ba head\b/.test(text)) return 'person';
  return 'day';
}

function postcodeOf(question: string): string | null {
  const match = POSTCODE.exec(question);
  return match && UK_POSTCODE.test(match[1]!) ? match[1]!.toUpperCase() : null;
}
