// Three to six FAQs per demo venue, each answered from the venue's own facts (capacity, price,
// parking, access, catering, AV, booking lead time, bedrooms), never with filler.
import type { RandomSource } from './random-source';
import { type DemoVenueFacts, formatCount, formatPounds, hotelTimes } from './venue-facts';
import { avEquipmentText } from './venue-text';

export interface VenueFaq {
  question: string;
  answer: string;
}

type FaqBuilder = (facts: DemoVenueFacts) => VenueFaq | null;

/** "Wireless handheld…" → "wireless handheld…", but "HD projector" stays. */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

const capacity: FaqBuilder = ({ name, spaces }) => {
  const main = spaces.rooms[0];
  const c = spaces.capacities;
  const seated = [
    c.theatre !== null && `${formatCount(c.theatre)} theatre-style`,
    c.banquet !== null && `${formatCount(c.banquet)} for a seated dinner`,
    c.boardroom !== null && `${c.boardroom} around a boardroom table`,
  ].filter((s): s is string => typeof s === 'string');
  return {
    question: `What is the maximum capacity of ${name}?`,
    answer: `Up to ${formatCount(spaces.capacityMax)} guests standing in ${main?.name ?? 'the main room'}. Seated, the largest room takes ${seated.join(', ')}.`,
  };
};

const price: FaqBuilder = ({ prices }) => ({
  question: 'How much does it cost to hire?',
  answer:
    `Day hire starts at ${formatPounds(prices.dayRatePence)}` +
    (prices.hourRatePence !== null ? ` and hourly hire at ${formatPounds(prices.hourRatePence)}` : '') +
    `. Day-delegate packages, including room hire, refreshments and lunch, start at ${formatPounds(prices.personRatePence)} per person. All prices exclude VAT.`,
});

const parking: FaqBuilder = ({ facilities, city }) => ({
  question: 'Is there parking at the venue?',
  answer: facilities.parkingOnSite
    ? `Yes, there are ${facilities.parkingSpaces} spaces on site${facilities.accessibility.accessibleParking ? ', including Blue Badge bays' : ''}. Please book spaces in advance for larger events.`
    : `There is no parking on site, but public car parks are within a few minutes' walk. Most guests arrive by train into ${city.stations[0]}.`,
});

const access: FaqBuilder = ({ name, facilities }) => {
  const a = facilities.accessibility;
  const parts = [
    a.stepFreeAccess
      ? 'step-free access from the main entrance'
      : 'a few steps at the main entrance (a portable ramp is available)',
    a.lift && 'a lift to every floor',
    a.accessibleToilet && 'an accessible toilet',
    a.hearingLoop && 'a hearing loop in the main room',
  ].filter((p): p is string => typeof p === 'string');
  return {
    question: `Is ${name} wheelchair accessible?`,
    answer: `${a.wheelchairAccessible ? 'Yes.' : 'Partly.'} The venue has ${parts.join(', ')}. Let the team know about any access needs when you book.`,
  };
};

const catering: FaqBuilder = ({ facilities, restaurantName }) => ({
  question: 'Do you provide catering?',
  answer: facilities.cateringAvailable
    ? `${restaurantName ? `Yes, ${restaurantName} caters every event in-house` : 'Yes, through our approved catering partner'}, from refreshments and working lunches to formal dinners. Vegetarian, vegan, halal and gluten-free options are available.`
    : 'We do not cater in-house, but you are welcome to bring in a caterer of your choice, and tea and coffee are included with every booking.',
});

const av: FaqBuilder = ({ facilities }) =>
  facilities.equipment.length === 0
    ? null
    : {
        question: 'What AV equipment is included?',
        answer: `Every booking includes ${avEquipmentText(facilities.equipment.slice(0, 4)).map(lowerFirst).join(', ')} and fast Wi-Fi. A technician can be booked for larger events.`,
      };

const leadTime: FaqBuilder = ({ leadTimeDays }) => ({
  question: 'How far in advance should we book?',
  answer:
    leadTimeDays <= 7
      ? `Bookings can often be confirmed within ${leadTimeDays} day${leadTimeDays === 1 ? '' : 's'}, subject to availability.`
      : `We recommend booking at least ${leadTimeDays} days ahead, and earlier for dates in December and June.`,
});

const station: FaqBuilder = ({ station: nearest, walkMinutes, city }) =>
  nearest
    ? {
        question: 'What is the nearest station?',
        answer: `${nearest} is ${walkMinutes} minutes' walk away. ${city.airport} is within easy reach for guests flying in.`,
      }
    : null;

const bedrooms: FaqBuilder = (facts) => {
  if (facts.facilities.bedroomsTotal === 0) return null;
  const { checkIn, checkOut } = hotelTimes(facts);
  return {
    question: 'Do you have bedrooms for delegates?',
    answer: `Yes, the hotel has ${facts.facilities.bedroomsTotal} bedrooms and offers group rates for event guests. Check-in is from ${checkIn} and check-out by ${checkOut}.`,
  };
};

const rooms: FaqBuilder = ({ spaces }) =>
  spaces.rooms.length > 1
    ? {
        question: 'How many rooms do you have?',
        answer: `There are ${spaces.rooms.length}: ${spaces.rooms.map((room) => room.name).join(', ')}. Rooms can be booked individually or together.`,
      }
    : null;

export function buildFaqs(r: RandomSource, facts: DemoVenueFacts): VenueFaq[] {
  const optional = r
    .shuffle([parking, access, catering, av, leadTime, station, bedrooms, rooms])
    .map((build) => build(facts))
    .filter((faq): faq is VenueFaq => faq !== null);
  return [capacity(facts), price(facts), ...optional.slice(0, r.int(1, 4))].filter(
    (faq): faq is VenueFaq => faq !== null,
  );
}
