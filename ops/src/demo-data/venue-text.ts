// The words of a demo venue: short and long descriptions, features, AV list, suitable events,
// selling points and highlights — all built from the venue's facts so nothing contradicts the columns.
import type { Equipment } from '@venue-finder/core';
import type { RandomSource } from './random-source';
import { type DemoVenueFacts, formatCount, formatPounds } from './venue-facts';

const ADJECTIVES: Record<string, readonly string[]> = {
  hotel: ['contemporary', 'stylish', 'well-connected', 'elegant', 'comfortable'],
  conference_centre: ['purpose-built', 'modern', 'flexible', 'well-equipped'],
  meeting_space: ['bright', 'modern', 'flexible', 'well-equipped', 'stylish'],
  training_centre: ['purpose-built', 'bright', 'practical', 'well-equipped'],
  restaurant: ['independent', 'much-loved', 'stylish', 'relaxed'],
  historic_building: ['historic', 'characterful', 'Grade II listed', 'restored Victorian'],
  unique_venue: ['converted', 'characterful', 'one-of-a-kind', 'industrial-style'],
  academic_venue: ['modern', 'award-winning', 'well-equipped'],
  sports_venue: ['landmark', 'modern', 'spacious'],
};

const AV_TEXT: Record<Equipment, string> = {
  projector: 'HD projector with drop-down screen',
  screens: 'Wall-mounted LED screens',
  microphones: 'Wireless handheld and lapel microphones',
  speakers: 'Built-in PA system',
  flipchart: 'Flipcharts and pens',
  whiteboard: 'Whiteboards',
  video_conferencing: 'Video-conferencing system (Teams and Zoom)',
  lighting_control: 'Programmable lighting control',
  staging: 'Modular staging',
  lectern: 'Lectern with microphone',
  recording: 'Audio and video recording',
  translation: 'Interpretation booths and headsets',
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
/** Areas that read with "the": "in the Northern Quarter", but "in Shoreditch". */
const AREAS_WITH_THE =
  /(Quarter|District|Docks|Waterfront|Harbourside|Olympic Park|City Centre|West End|Old Town|New Town|Merchant City|City of London)$|^(Barbican|Gorbals|Strand|Ropewalks)$/;

const WHERE_IN_TOWN = {
  central: ', in the heart of the city.',
  inner: ', a short hop from the city centre.',
  outer: ', with easy links into the city centre.',
} as const;

export function areaPhrase(area: string): string {
  return AREAS_WITH_THE.test(area) ? `the ${area}` : area;
}
const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function roomsPhrase(facts: DemoVenueFacts): string {
  const n = facts.spaces.rooms.length;
  const noun = facts.kind.tablesOnly ? 'private dining room' : 'event space';
  return n === 1 ? `one ${noun}` : `${NUMBER_WORDS[n] ?? n} ${noun}s`;
}

export function adjectiveOf(r: RandomSource, facts: DemoVenueFacts): string {
  return r.pick(ADJECTIVES[facts.kind.venueType] ?? ['modern']);
}

export function shortDescription(r: RandomSource, facts: DemoVenueFacts, adjective: string): string {
  const { name, kind, district, city, spaces, facilities } = facts;
  const cap = formatCount(spaces.capacityMax);
  const candidates = [
    `${name} is ${article(adjective)} ${adjective} ${kind.phrase} in ${areaPhrase(district.area)}, ${city.name}, with ${roomsPhrase(facts)} for up to ${cap} guests.`,
    `${sentenceCase(adjective)} ${kind.phrase} in ${areaPhrase(district.area)}, ${city.name}: ${roomsPhrase(facts)} for meetings and events of up to ${cap} people.`,
    `${sentenceCase(roomsPhrase(facts))} for up to ${cap} guests in ${areaPhrase(district.area)}, ${city.name}` +
      (facilities.bedroomsTotal > 0
        ? `, with ${facilities.bedroomsTotal} bedrooms upstairs.`
        : WHERE_IN_TOWN[district.zone]),
  ];
  let text = r.pick(candidates);
  if (text.length > 200) text = candidates.reduce((a, b) => (a.length <= b.length ? a : b));
  if (text.length > 200)
    text = `${sentenceCase(kind.phrase)} in ${city.name} for up to ${cap} guests, with ${roomsPhrase(facts)}.`;
  if (text.length < 80)
    text += facilities.cateringAvailable ? ' Catering and AV support on site.' : ' AV support and Wi-Fi included.';
  return text;
}

function transportSentence(facts: DemoVenueFacts): string {
  if (facts.station) return `${facts.station} is ${facts.walkMinutes} minutes' walk away`;
  return `local buses stop close by and ${facts.city.stations[0]} is a short taxi ride away`;
}

export function longDescription(r: RandomSource, facts: DemoVenueFacts, adjective: string): string {
  const { name, kind, district, city, spaces, facilities } = facts;
  const [main] = spaces.rooms;
  const caps = spaces.capacities;
  const paragraphs: string[] = [];

  paragraphs.push(
    `${name} is ${article(adjective)} ${adjective} ${kind.phrase} on ${facts.street} in ${areaPhrase(district.area)}, ${city.name}. ` +
      `${sentenceCase(transportSentence(facts))}${facts.landmark ? `, and ${facts.landmark} is a short walk away` : ''}, so guests arriving from out of town find it easily.`,
  );

  const seated =
    caps.theatre !== null
      ? `${formatCount(caps.theatre)} theatre-style`
      : `${formatCount(caps.banquet ?? 0)} for dinner`;
  const others = spaces.rooms.length - 1;
  const smaller =
    others === 0
      ? ''
      : others === 1
        ? ' A smaller room suits breakouts, interviews and board meetings.'
        : ` ${sentenceCase(NUMBER_WORDS[others] ?? String(others))} smaller rooms suit breakouts, interviews and board meetings.`;
  const light = facilities.amenities.includes('natural_light')
    ? ' Rooms have natural daylight'
    : ' Rooms can be fully blacked out';
  const mainRoom = main?.name ?? 'the main room';
  paragraphs.push(
    `The venue has ${roomsPhrase(facts)}. ${others === 0 ? `${mainRoom} seats` : `The largest, ${mainRoom}, seats`} ${seated} and holds ` +
      `${formatCount(caps.standing ?? spaces.capacityMax)} for a standing reception.${smaller}` +
      `${light}, ceilings are ${spaces.ceilingHeightM} m high, and the team can set up ${spaces.seatingLayouts.length} different layouts.`,
  );

  if (facilities.cateringAvailable) {
    const kitchen = facts.restaurantName
      ? `${facts.restaurantName}, the in-house kitchen, cooks everything on site`
      : 'Catering is prepared by a trusted local partner';
    paragraphs.push(
      `${kitchen}, from working lunches and bacon rolls to three-course dinners. Vegetarian, vegan, halal and gluten-free menus are available on request` +
        `${facilities.barOnsite ? ', and the bar can host a drinks reception after the last session' : ''}. Day-delegate packages start at ${formatPounds(facts.prices.personRatePence)} per person.`,
    );
  }

  if (facilities.bedroomsTotal > 0) {
    paragraphs.push(
      `With ${facilities.bedroomsTotal} bedrooms on site, residential conferences and overnight stays are simple to arrange, and group rates are available for delegates.`,
    );
  } else if (r.chance(0.5)) {
    paragraphs.push(
      `A dedicated event coordinator looks after each booking from the first enquiry to the day itself, with an AV technician on hand for larger events.`,
    );
  }
  return paragraphs.slice(0, 4).join('\n\n');
}

export function avEquipmentText(equipment: readonly Equipment[]): string[] {
  return equipment.map((e) => AV_TEXT[e]);
}

export function featuresOf(r: RandomSource, facts: DemoVenueFacts): string[] {
  const { amenities, accessibility } = facts.facilities;
  const features = [
    amenities.includes('wifi') && 'Free high-speed Wi-Fi',
    amenities.includes('natural_light') && 'Natural daylight',
    amenities.includes('air_conditioning') && 'Air conditioning',
    amenities.includes('breakout_space') && 'Breakout areas',
    amenities.includes('outdoor_space') && r.pick(['Outdoor terrace', 'Private garden', 'Roof terrace', 'Courtyard']),
    amenities.includes('reception') && 'Staffed reception',
    accessibility.stepFreeAccess && 'Step-free access',
    facts.facilities.parkingOnSite && 'On-site car park',
    'Cloakroom',
    r.chance(0.5) && 'Exclusive hire available',
    r.chance(0.4) && 'Blackout blinds',
  ];
  return features.filter((f): f is string => typeof f === 'string');
}

export function suitableEventsOf(r: RandomSource, facts: DemoVenueFacts): string[] {
  const big = facts.spaces.capacityMax >= 150;
  const base = facts.kind.tablesOnly
    ? [
        'Private dinners',
        'Client entertaining',
        'Christmas parties',
        'Drinks receptions',
        'Breakfast meetings',
        'Team celebrations',
      ]
    : [
        'Meetings',
        'Training courses',
        'Workshops',
        'Seminars',
        'Away days',
        'Interviews',
        'Board meetings',
        'Networking events',
      ];
  const extra = big
    ? ['Conferences', 'Product launches', 'Awards dinners', 'Gala dinners', 'Exhibitions', 'Christmas parties', 'AGMs']
    : ['Team building', 'Press conferences', 'Hackathons', 'Focus groups'];
  return [...r.sample(base, r.int(3, 5)), ...r.sample(extra, r.int(1, 3))];
}

export function sellingPointsOf(r: RandomSource, facts: DemoVenueFacts): string[] {
  const { facilities, spaces, prices } = facts;
  const points = [
    facts.station && `${facts.walkMinutes} minutes' walk from ${facts.station}`,
    `Largest room holds ${formatCount(spaces.capacityMax)} standing`,
    facilities.bedroomsTotal > 0 && `${facilities.bedroomsTotal} bedrooms on site`,
    facts.restaurantName && 'Award-winning in-house catering',
    facts.landmark && r.chance(0.5) && `Views of ${facts.landmark}`,
    'Dedicated event manager for every booking',
    `Day-delegate packages from ${formatPounds(prices.personRatePence)}`,
    facts.kind.venueType === 'historic_building' && 'Grade II listed interiors',
  ].filter((p): p is string => typeof p === 'string');
  return r.sample(points, r.int(2, 4));
}

export function highlightsOf(r: RandomSource, facts: DemoVenueFacts): string[] {
  const { spaces, facilities } = facts;
  const highlights = [
    `${spaces.rooms.length} event space${spaces.rooms.length === 1 ? '' : 's'}`,
    `Up to ${formatCount(spaces.capacityMax)} guests`,
    facilities.accessibility.wheelchairAccessible && 'Fully wheelchair accessible',
    facilities.equipment.includes('video_conferencing') && 'Hybrid-ready video conferencing',
    facilities.barOnsite && 'Bar on site',
    facilities.amenities.includes('natural_light') && 'Natural daylight',
    facilities.parkingOnSite && 'Car park on site',
    `In ${areaPhrase(facts.district.area)}`,
  ].filter((h): h is string => typeof h === 'string');
  return r.sample(highlights, r.int(3, 5));
}
