// The built-in answerer on what the venues offer: accessibility, catering, AV equipment,
// amenities, parking, bedrooms — and availability, which the facts cannot answer.
import { names, number, withLines } from './answer-format';
import { type AccessFeature, EVENT_WORDS } from './question-reading';
import type { VenueFacts } from './venue-facts';

const ACCESS_NAMES: Record<AccessFeature, string> = {
  wheelchair_accessible: 'wheelchair accessible',
  step_free_access: 'step-free access',
  accessible_toilet: 'an accessible toilet',
  hearing_loop: 'a hearing loop',
  lift: 'a lift',
  accessible_parking: 'accessible parking',
};

/** 'Which have X?' as: those that do, those that don't, then a line per venue with the details. */
function whichHave(
  label: string,
  venues: VenueFacts[],
  has: (v: VenueFacts) => boolean,
  detail: (v: VenueFacts) => string,
  none = `None of these venues lists ${label.toLowerCase()}.`,
): string {
  const yes = venues.filter(has).map((v) => v.name);
  const no = venues.filter((v) => !has(v)).map((v) => v.name);
  const lead = yes.length
    ? `${label}: ${yes.length === venues.length ? 'all of them' : names(yes)}.${no.length ? ` Not listed for ${names(no)}.` : ''}`
    : none;
  return withLines(
    lead,
    venues.map((v) => `${v.name}: ${detail(v)}`),
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function accessibilityAnswer(feature: AccessFeature, venues: VenueFacts[]): string {
  const features = (v: VenueFacts) =>
    (Object.keys(ACCESS_NAMES) as AccessFeature[]).filter((f) => v.accessibility[f]).map((f) => ACCESS_NAMES[f]);
  const answer = whichHave(
    capitalised(ACCESS_NAMES[feature].replace(/^an? /, '')),
    venues,
    (v) => v.accessibility[feature],
    (v) => {
      const listed = features(v);
      return (
        (listed.length ? listed.join(', ') : 'no accessibility features listed') +
        (v.accessibility.notes ? `. ${v.accessibility.notes}` : '')
      );
    },
  );
  return `${answer}\nPlease confirm specific access needs with the venues in your brief.`;
}

export function cateringAnswer(venues: VenueFacts[]): string {
  return whichHave(
    'On-site catering',
    venues,
    (v) => v.catering.on_site,
    (v) => {
      const c = v.catering;
      const offers = [c.on_site && 'on-site catering', c.restaurant && 'a restaurant', c.bar && 'a bar'].filter(
        Boolean,
      );
      const dietary = c.dietary_options.length ? `; dietary options: ${c.dietary_options.join(', ')}` : '';
      return `${offers.length ? offers.join(', ') : 'no catering listed'}${dietary}`;
    },
  );
}

export function equipmentAnswer(thing: string | null, venues: VenueFacts[]): string {
  const listed = (v: VenueFacts) => (v.av_equipment.length ? v.av_equipment.join(', ') : 'no AV equipment listed');
  if (thing) {
    return whichHave(
      capitalised(thing),
      venues,
      (v) => v.av_equipment.some((e) => e.toLowerCase().includes(thing.split(' ')[0]!)),
      listed,
    );
  }
  return withLines(
    'AV equipment each venue lists:',
    venues.map((v) => `${v.name}: ${listed(v)}`),
  );
}

export function amenityAnswer(thing: string, venues: VenueFacts[]): string {
  return whichHave(
    capitalised(thing),
    venues,
    (v) => v.amenities.includes(thing),
    (v) => (v.amenities.length ? v.amenities.join(', ') : 'no amenities listed'),
  );
}

export function parkingAnswer(venues: VenueFacts[]): string {
  const has = (v: VenueFacts) => v.parking.on_site === true || v.amenities.includes('parking');
  return whichHave('Parking on site', venues, has, (v) =>
    [
      has(v) ? 'parking on site' : 'no on-site parking listed',
      v.accessibility.accessible_parking ? 'accessible parking' : null,
      v.parking.nearby ? `nearby: ${v.parking.nearby}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  );
}

export function bedroomsAnswer(venues: VenueFacts[]): string {
  return whichHave(
    'Bedrooms',
    venues,
    (v) => v.bedrooms > 0,
    (v) => (v.bedrooms > 0 ? `${number(v.bedrooms)} bedrooms` : 'no bedrooms'),
  );
}

export function availabilityAnswer(venues: VenueFacts[]): string {
  const lead =
    'I can’t check dates: the listings don’t include live availability. Add your dates to your brief and the venues ' +
    'that answer will tell you their availability.';
  const notice = venues
    .filter((v) => v.availability_lead_time_days !== null)
    .map((v) => `${v.name}: usually books at least ${number(v.availability_lead_time_days!)} days ahead`);
  return notice.length ? withLines(`${lead} Typical notice:`, notice) : lead;
}

/** 'Which is best for training?': the venues whose categories, styles or suitable events say so. */
export function eventTypeAnswer(event: string, venues: VenueFacts[]): string {
  const words = EVENT_WORDS.find(([name]) => name === event)?.[2] ?? [event];
  const listed = (v: VenueFacts) => [...v.categories, ...v.styles, ...v.suitable_for];
  const suits = (v: VenueFacts) => listed(v).some((entry) => words.some((w) => entry.toLowerCase().includes(w)));
  const answer = whichHave(
    `Listed for ${event}`,
    venues,
    suits,
    (v) => {
      const labels = listed(v);
      return `${labels.length ? labels.join(', ') : 'no event types listed'}; up to ${number(v.capacity.max)} people`;
    },
    `None of these venues lists ${event} among its categories or the events it suits.`,
  );
  return `${answer}\nFor the best fit, tell the venues about your ${event.replace(/s$/, '')} in your brief.`;
}
