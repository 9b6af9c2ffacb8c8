// The AI assistant without a model: answers a planner's question from the venues' facts alone,
// with plain rules per topic, and says plainly when the facts do not answer it. Pure: the one
// input that needs I/O (a postcode's location) is resolved by the caller.
import { gbp, layoutName, names, number, withLines } from './answer-format';
import {
  accessibilityAnswer,
  availabilityAnswer,
  amenityAnswer,
  bedroomsAnswer,
  cateringAnswer,
  equipmentAnswer,
  eventTypeAnswer,
  parkingAnswer,
} from './builtin-facility-answers';
import { distanceBetweenAnswer, distanceToOriginAnswer, locationAnswer, stationsAnswer } from './builtin-place-answers';
import { type RateUnit, type ReadQuestion, readQuestion } from './question-reading';
import type { VenueFacts } from './venue-facts';

/** A place the question measures from: located, or why it could not be. */
export type QuestionOrigin = { label: string; lat: number; lng: number } | { label: string; failure: string };

export function builtInAnswer(question: string, venues: VenueFacts[], origin?: QuestionOrigin): string {
  const read = readQuestion(question);
  switch (read.topic) {
    case 'fit':
      return fitAnswer(read, venues);
    case 'capacity':
      return capacityAnswer(read, venues);
    case 'price':
      return priceAnswer(read, venues);
    case 'rating':
      return ratingAnswer(venues);
    case 'accessibility':
      return accessibilityAnswer(read.accessFeature, venues);
    case 'stations':
      return stationsAnswer(venues, read.stationMode);
    case 'location':
      return locationAnswer(venues);
    case 'distance_between':
      return distanceBetweenAnswer(venues);
    case 'distance_to_postcode':
      return distanceToOriginAnswer(origin, venues);
    case 'catering':
      return cateringAnswer(venues);
    case 'equipment':
      return equipmentAnswer(read.thing, venues);
    case 'amenity':
      return amenityAnswer(read.thing!, venues);
    case 'parking':
      return parkingAnswer(venues);
    case 'bedrooms':
      return bedroomsAnswer(venues);
    case 'availability':
      return availabilityAnswer(venues);
    case 'overview':
      return overviewAnswer(venues);
    case 'event_type':
      return eventTypeAnswer(read.thing!, venues);
    case 'unknown':
      return faqAnswer(question, venues) ?? CANNOT_ANSWER;
  }
}

export const CANNOT_ANSWER =
  "I can't answer that from the facts these venues list. I can compare capacities by layout, prices " +
  '(per day, hour or person), location and nearest stations, amenities, AV equipment, accessibility, ' +
  'catering, bedrooms and guest ratings. For anything else, add your question to your brief and the venues will reply.';

function fitAnswer(read: ReadQuestion, venues: VenueFacts[]): string {
  const people = read.people!;
  const layout = read.layout;
  const how = layout ? ` in a ${layoutName(layout)} layout` : '';
  const capacityOf = (v: VenueFacts) => (layout ? (v.capacity.by_layout[layout] ?? null) : v.capacity.max);
  const verdict = (v: VenueFacts) => {
    const capacity = capacityOf(v);
    if (capacity === null)
      return {
        fits: false,
        line: `${v.name}: no ${layoutName(layout!)} capacity listed (holds up to ${number(v.capacity.max)} in total)`,
      };
    if (capacity < people) return { fits: false, line: `${v.name}: up to ${number(capacity)}${how} — too small` };
    if (!layout && v.capacity.min > people)
      return { fits: false, line: `${v.name}: for groups of ${number(v.capacity.min)} or more` };
    return { fits: true, line: `${v.name}: up to ${number(capacity)}${how} — suitable` };
  };
  const ranked = [...venues].sort((a, b) => (capacityOf(a) ?? Infinity) - (capacityOf(b) ?? Infinity));
  const fitting = ranked.filter((v) => verdict(v).fits);
  const lines = [...fitting, ...ranked.filter((v) => !verdict(v).fits)].map((v) => verdict(v).line);
  if (fitting.length === 0) {
    return withLines(`None of these venues lists room for ${number(people)} people${how}.`, lines);
  }
  const best = fitting[0]!;
  return withLines(
    `${best.name} suits ${number(people)} people${how} best: it holds up to ${number(capacityOf(best)!)}, ` +
      `the closest fit without being too small.`,
    lines,
  );
}

function capacityAnswer(read: ReadQuestion, venues: VenueFacts[]): string {
  const layout = read.layout;
  const least = read.extreme === 'least';
  const what = layout ? `${layoutName(layout)} capacity` : 'overall capacity';
  const capacityOf = (v: VenueFacts) => (layout ? (v.capacity.by_layout[layout] ?? null) : v.capacity.max);
  const listed = venues.filter((v) => capacityOf(v) !== null);
  const ranked = [...listed].sort((a, b) => (least ? -1 : 1) * (capacityOf(b)! - capacityOf(a)!));
  const lines = [
    ...ranked.map((v) => `${v.name}: ${number(capacityOf(v)!)}${layout ? '' : ` (${layoutsOf(v)})`}`),
    ...venues.filter((v) => capacityOf(v) === null).map((v) => `${v.name}: no ${what} listed`),
  ];
  const top = ranked[0];
  if (!top)
    return withLines(
      `None of these venues lists a ${what}.`,
      venues.map((v) => `${v.name}: ${layoutsOf(v)}`),
    );
  return withLines(
    `${top.name} has the ${least ? 'smallest' : 'largest'} ${what}: ${number(capacityOf(top)!)} people.`,
    lines,
  );
}

function layoutsOf(v: VenueFacts): string {
  const entries = Object.entries(v.capacity.by_layout) as [Parameters<typeof layoutName>[0], number][];
  if (entries.length === 0) return `up to ${number(v.capacity.max)} people`;
  return entries.map(([layout, n]) => `${layoutName(layout)} ${number(n)}`).join(', ');
}

const RATE_KEYS: Record<RateUnit, keyof VenueFacts['pricing_gbp']> = {
  day: 'per_day',
  hour: 'per_hour',
  person: 'per_person',
};

function priceAnswer(read: ReadQuestion, venues: VenueFacts[]): string {
  const key = RATE_KEYS[read.unit];
  const most = read.extreme === 'most';
  const priced = venues.filter((v) => v.pricing_gbp[key] !== null);
  const ranked = [...priced].sort((a, b) => (most ? -1 : 1) * (a.pricing_gbp[key]! - b.pricing_gbp[key]!));
  const otherRates = (v: VenueFacts) =>
    (Object.keys(RATE_KEYS) as RateUnit[])
      .filter((unit) => v.pricing_gbp[RATE_KEYS[unit]] !== null)
      .map((unit) => `${gbp(v.pricing_gbp[RATE_KEYS[unit]]!)} per ${unit}`);
  const lines = [
    ...ranked.map((v) => `${v.name}: ${gbp(v.pricing_gbp[key]!)} per ${read.unit}`),
    ...venues
      .filter((v) => v.pricing_gbp[key] === null)
      .map((v) => {
        const others = otherRates(v);
        return `${v.name}: no ${read.unit} rate listed${others.length ? ` (${others.join(', ')})` : ''}`;
      }),
  ];
  const top = ranked[0];
  if (!top) return withLines(`None of these venues lists a rate per ${read.unit}.`, lines);
  return withLines(
    `${top.name} is the ${most ? 'most expensive' : 'cheapest'} per ${read.unit}, at ${gbp(top.pricing_gbp[key]!)}. ` +
      'Rates are the venues’ listed starting prices in GBP; your quote depends on dates and requirements.',
    lines,
  );
}

function ratingAnswer(venues: VenueFacts[]): string {
  const rated = venues.filter((v) => v.guest_rating.score !== null);
  const ranked = [...rated].sort(
    (a, b) => b.guest_rating.score! - a.guest_rating.score! || b.guest_rating.reviews - a.guest_rating.reviews,
  );
  const describe = (v: VenueFacts) =>
    `${v.guest_rating.score!.toFixed(1)} out of 5 from ${number(v.guest_rating.reviews)} review${v.guest_rating.reviews === 1 ? '' : 's'}`;
  const lines = [
    ...ranked.map((v) => `${v.name}: ${describe(v)}`),
    ...venues.filter((v) => v.guest_rating.score === null).map((v) => `${v.name}: no guest rating yet`),
  ];
  const top = ranked[0];
  if (!top) return withLines('None of these venues has a guest rating yet.', lines);
  return withLines(`${top.name} has the best guest rating: ${describe(top)}.`, lines);
}

function overviewAnswer(venues: VenueFacts[]): string {
  return withLines(
    `Here is how the ${venues.length} venues compare:`,
    venues.map((v) => {
      const price =
        v.pricing_gbp.per_day !== null ? `from ${gbp(v.pricing_gbp.per_day)} per day` : 'no day rate listed';
      const rating = v.guest_rating.score !== null ? `rated ${v.guest_rating.score.toFixed(1)}` : 'not yet rated';
      return `${v.name} (${v.city}): up to ${number(v.capacity.max)} people, ${price}, ${rating}`;
    }),
  );
}

const STOP_WORDS = new Set([
  'which',
  'what',
  'does',
  'there',
  'their',
  'venue',
  'venues',
  'have',
  'with',
  'this',
  'that',
  'about',
  'they',
  'from',
  'your',
  'will',
  'would',
  'could',
  'should',
  'each',
]);

/** When a venue's FAQ asks much the same thing, its answer (quoted as the venue's). */
function faqAnswer(question: string, venues: VenueFacts[]): string | null {
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 4 && !STOP_WORDS.has(w)),
    );
  const asked = words(question);
  const matches = venues.flatMap((v) =>
    v.faqs
      .map((faq) => ({ v, faq, overlap: [...words(faq.question)].filter((w) => asked.has(w)).length }))
      .filter((m) => m.overlap >= 2),
  );
  if (matches.length === 0) return null;
  const byVenue = new Map(matches.sort((a, b) => b.overlap - a.overlap).map((m) => [m.v.name, m] as const));
  const missing = venues.filter((v) => !byVenue.has(v.name)).map((v) => v.name);
  return (
    withLines(
      'From the venues’ own FAQs:',
      [...byVenue.values()].map(({ v, faq }) => `${v.name} — ${faq.question} ${faq.answer}`),
    ) +
    (missing.length
      ? `\n${names(missing)} ${missing.length === 1 ? 'does' : 'do'} not answer this in their facts.`
      : '')
  );
}
