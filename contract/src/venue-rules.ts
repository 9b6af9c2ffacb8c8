// What an owner may say about a venue, and the rules it must meet (owner-admin spec §3, §5, §9):
// one copy for the registration wizard, which checks each step as the owner types, and for the
// api, which checks every save and submission with the same rules, so a raw request cannot store
// what the wizard would refuse. Field rules are separate from steps so that change requests can
// check the fields an owner proposes to change with the same rules.
import { groupThousands } from './numbers-en-gb.js';
import { CITIES, UK_POSTCODE } from './search-schema.js';

/** The wizard's categories (spec §3): what owners choose from, mapped to search categories on approval. */
export const REGISTRATION_CATEGORIES = [
  { value: 'conference-venues', label: 'Conference venues' },
  { value: 'meeting-rooms', label: 'Meeting rooms' },
  { value: 'banqueting-halls', label: 'Banqueting halls' },
  { value: 'ballrooms', label: 'Ballrooms' },
  { value: 'exhibition-centres', label: 'Exhibition centres' },
  { value: 'hotels-with-meeting-rooms', label: 'Hotels with meeting rooms' },
  { value: 'unique-venues', label: 'Unique venues' },
] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number]['value'];

/** The wizard's amenities (spec §3). */
export const REGISTRATION_AMENITIES = [
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'projector', label: 'Projector' },
  { value: 'screen', label: 'Screen' },
  { value: 'stage', label: 'Stage' },
  { value: 'pa-system', label: 'PA system' },
  { value: 'natural-light', label: 'Natural light' },
  { value: 'wheelchair-access', label: 'Wheelchair access' },
  { value: 'air-conditioning', label: 'Air conditioning' },
  { value: 'breakout-rooms', label: 'Breakout rooms' },
  { value: 'catering', label: 'Catering' },
  { value: 'parking', label: 'Parking' },
  { value: 'on-site-accommodation', label: 'On-site accommodation' },
] as const;
export type RegistrationAmenity = (typeof REGISTRATION_AMENITIES)[number]['value'];

/** The capacities an owner states (spec §3): the layouts planners ask about most. */
export const REGISTRATION_CAPACITIES = [
  { value: 'theatre', label: 'Theatre' },
  { value: 'banquet', label: 'Banquet' },
  { value: 'standing', label: 'Standing' },
] as const;
export type RegistrationCapacity = (typeof REGISTRATION_CAPACITIES)[number]['value'];

export const VENUE_NAME_LENGTH = { min: 3, max: 120 } as const;
export const SHORT_DESCRIPTION_LENGTH = { min: 50, max: 240 } as const;
/** The long description as owners may format it; longer is refused rather than cut. */
export const DESCRIPTION_HTML_MAX_LENGTH = 20_000;
export const ADDRESS_LINE_MAX_LENGTH = 200;
/** A capacity above this is a typing slip: the largest UK arenas seat about 21,000. */
export const CAPACITY_MAX = 100_000;
/** £1,000,000 in pence: a day or hour rate above it is a typing slip. */
export const RATE_MAX_PENCE = 100_000_000;
export const IMAGES_MAX = 20;
export const URL_MAX_LENGTH = 2_000;

/** The messages a person sees; the spec's own words where it has them. */
export const VENUE_RULE_MESSAGES = {
  name: 'Name must be 3-120 characters',
  shortDescription: 'Short description must be 50-240 characters',
  categories: 'Select at least one category',
  city: 'Please select a valid city',
  postcode: 'Please enter a valid UK postcode',
  capacities: 'At least one capacity must be greater than 0',
  images: 'Upload at least one image',
  imageUrl: 'Invalid URL format. Please enter a valid image URL.',
  capacity: 'Capacities must be whole numbers from 0 to 100,000',
  rate: 'Rates must be amounts in pounds from £0 to £1,000,000',
  website: 'Please enter a website address such as https://www.example.co.uk',
  addressLine: `Address lines must be at most ${ADDRESS_LINE_MAX_LENGTH} characters`,
  descriptionHtml: `The description must be at most ${groupThousands(DESCRIPTION_HTML_MAX_LENGTH)} characters`,
  tooManyImages: `Add at most ${IMAGES_MAX} images`,
  unknownAmenity: 'Choose amenities from the list',
  unknownCategory: 'Choose categories from the list',
} as const;

/** What an owner enters about a venue: the spec's `venue_data`, all of it optional while a draft. */
export interface VenueData {
  name?: string;
  short_description?: string;
  description_html?: string;
  categories?: string[];
  address?: { line1?: string; line2?: string; city?: string; postcode?: string };
  capacities?: { theatre?: number; banquet?: number; standing?: number };
  amenities?: string[];
  /** Pounds (GBP), as owners think of them; stored in pence on the venue. */
  pricing?: { day_rate?: number | null; hour_rate?: number | null; currency?: 'GBP' };
  contact?: { website?: string };
  images?: string[];
}

/** A problem with one field, by its path in VenueData (e.g. 'address.postcode', 'images.2'). */
export type FieldErrors = Record<string, string>;

/** Checks one value; answers the message when it breaks a rule. */
type Rule = (data: VenueData) => FieldErrors;

const CITY_VALUES: readonly string[] = CITIES.map((c) => c.slug);
const CATEGORY_VALUES: readonly string[] = REGISTRATION_CATEGORIES.map((c) => c.value);
const AMENITY_VALUES: readonly string[] = REGISTRATION_AMENITIES.map((a) => a.value);

const textLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : 0);
const one = (path: string, message: string, broken: boolean): FieldErrors => (broken ? { [path]: message } : {});

/** An absolute http(s) address (what the browser can load); not a check that it is reachable. */
export function isHttpUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An image the product stores itself (an upload), or an absolute http(s) address. */
export function isImageReference(value: string): boolean {
  return /^\/uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/.test(value) || isHttpUrl(value);
}

/** A website as owners type it: 'grand-hotel.co.uk' is read as https://grand-hotel.co.uk. */
export function websiteUrl(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const wholeCapacity = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= CAPACITY_MAX);
const rate = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value * 100 <= RATE_MAX_PENCE);

/** The rules of each field an owner controls, by the field's name in VenueData. */
export const VENUE_FIELD_RULES = {
  name: (d) => {
    const n = textLength(d.name);
    return one('name', VENUE_RULE_MESSAGES.name, n < VENUE_NAME_LENGTH.min || n > VENUE_NAME_LENGTH.max);
  },
  short_description: (d) => {
    const n = textLength(d.short_description);
    return one(
      'short_description',
      VENUE_RULE_MESSAGES.shortDescription,
      n < SHORT_DESCRIPTION_LENGTH.min || n > SHORT_DESCRIPTION_LENGTH.max,
    );
  },
  description_html: (d) =>
    one(
      'description_html',
      VENUE_RULE_MESSAGES.descriptionHtml,
      d.description_html !== undefined &&
        (typeof d.description_html !== 'string' || d.description_html.length > DESCRIPTION_HTML_MAX_LENGTH),
    ),
  categories: (d) => {
    const chosen = d.categories ?? [];
    if (!Array.isArray(chosen) || chosen.length === 0) return { categories: VENUE_RULE_MESSAGES.categories };
    return one('categories', VENUE_RULE_MESSAGES.unknownCategory, !chosen.every((c) => CATEGORY_VALUES.includes(c)));
  },
  address: (d) => {
    const address = d.address ?? {};
    return {
      ...one('address.city', VENUE_RULE_MESSAGES.city, !CITY_VALUES.includes(address.city ?? '')),
      ...one(
        'address.postcode',
        VENUE_RULE_MESSAGES.postcode,
        typeof address.postcode !== 'string' || !UK_POSTCODE.test(address.postcode.trim()),
      ),
      ...one('address.line1', VENUE_RULE_MESSAGES.addressLine, textLength(address.line1) > ADDRESS_LINE_MAX_LENGTH),
      ...one('address.line2', VENUE_RULE_MESSAGES.addressLine, textLength(address.line2) > ADDRESS_LINE_MAX_LENGTH),
    };
  },
  capacities: (d) => {
    const capacities = d.capacities ?? {};
    const errors: FieldErrors = {};
    for (const { value } of REGISTRATION_CAPACITIES) {
      if (!wholeCapacity(capacities[value])) errors[`capacities.${value}`] = VENUE_RULE_MESSAGES.capacity;
    }
    if (Object.keys(errors).length > 0) return errors;
    const anyAboveZero = REGISTRATION_CAPACITIES.some(({ value }) => (capacities[value] ?? 0) > 0);
    return one('capacities', VENUE_RULE_MESSAGES.capacities, !anyAboveZero);
  },
  amenities: (d) =>
    one(
      'amenities',
      VENUE_RULE_MESSAGES.unknownAmenity,
      !Array.isArray(d.amenities ?? []) || !(d.amenities ?? []).every((a) => AMENITY_VALUES.includes(a)),
    ),
  pricing: (d) => {
    const pricing = d.pricing ?? {};
    return {
      ...one('pricing.day_rate', VENUE_RULE_MESSAGES.rate, !rate(pricing.day_rate)),
      ...one('pricing.hour_rate', VENUE_RULE_MESSAGES.rate, !rate(pricing.hour_rate)),
    };
  },
  contact: (d) => {
    const website = d.contact?.website?.trim();
    return one('contact.website', VENUE_RULE_MESSAGES.website, !!website && !isHttpUrl(websiteUrl(website)));
  },
  images: (d) => {
    const images = d.images ?? [];
    if (!Array.isArray(images) || images.length === 0) return { images: VENUE_RULE_MESSAGES.images };
    if (images.length > IMAGES_MAX) return { images: VENUE_RULE_MESSAGES.tooManyImages };
    const errors: FieldErrors = {};
    images.forEach((image, index) => {
      if (typeof image !== 'string' || !isImageReference(image))
        errors[`images.${index}`] = VENUE_RULE_MESSAGES.imageUrl;
    });
    return errors;
  },
} satisfies Record<string, Rule>;
export type VenueField = keyof typeof VENUE_FIELD_RULES;

/**
 * Reads venue data as it arrives from outside (a request body): keeps the known fields of the
 * right shape and answers a problem for every field of the wrong shape, so the rules above only
 * ever see well-typed data and nothing unknown is stored.
 */
export function readVenueData(raw: unknown): { data: VenueData; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const data: VenueData = {};
  if (!isRecord(raw)) return { data, errors: { venue_data: 'venue_data must be an object' } };
  const text = (path: string, value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    errors[path] = `${path} must be text`;
    return undefined;
  };
  const texts = (path: string, value: unknown): string[] | undefined => {
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
    errors[path] = `${path} must be a list of text`;
    return undefined;
  };
  const number = (path: string, value: unknown, nullable: boolean): number | null | undefined => {
    if (value === undefined || (value === null && !nullable)) return undefined;
    if (value === null || (typeof value === 'number' && Number.isFinite(value))) return value;
    errors[path] = `${path} must be a number`;
    return undefined;
  };
  const group = (path: string, value: unknown): Record<string, unknown> | undefined => {
    if (value === undefined || value === null) return undefined;
    if (isRecord(value)) return value;
    errors[path] = `${path} must be an object`;
    return undefined;
  };
  const defined = <T extends object>(value: T): T | undefined => {
    const kept = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
    return Object.keys(kept).length > 0 ? kept : undefined;
  };

  data.name = text('name', raw.name);
  data.short_description = text('short_description', raw.short_description);
  data.description_html = text('description_html', raw.description_html);
  data.categories = texts('categories', raw.categories);
  const address = group('address', raw.address);
  if (address)
    data.address =
      defined({
        line1: text('address.line1', address.line1),
        line2: text('address.line2', address.line2),
        city: text('address.city', address.city),
        postcode: text('address.postcode', address.postcode),
      }) ?? {};
  const capacities = group('capacities', raw.capacities);
  if (capacities)
    data.capacities =
      defined(
        Object.fromEntries(
          REGISTRATION_CAPACITIES.map(({ value }) => [
            value,
            number(`capacities.${value}`, capacities[value], false) ?? undefined,
          ]),
        ),
      ) ?? {};
  data.amenities = texts('amenities', raw.amenities);
  const pricing = group('pricing', raw.pricing);
  if (pricing) {
    if (pricing.currency !== undefined && pricing.currency !== 'GBP') errors['pricing.currency'] = 'Prices are in GBP';
    data.pricing =
      defined({
        day_rate: number('pricing.day_rate', pricing.day_rate, true),
        hour_rate: number('pricing.hour_rate', pricing.hour_rate, true),
        currency: 'GBP' as const,
      }) ?? {};
  }
  const contact = group('contact', raw.contact);
  if (contact) data.contact = defined({ website: text('contact.website', contact.website) }) ?? {};
  data.images = texts('images', raw.images);
  return { data: defined(data) ?? {}, errors };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields an owner may ask to change on a listed venue (change requests), in page order. */
export const EDITABLE_VENUE_FIELDS = [
  'short_description',
  'description_html',
  'amenities',
  'capacities',
  'pricing',
  'contact',
  'images',
] as const satisfies readonly VenueField[];
export type EditableVenueField = (typeof EDITABLE_VENUE_FIELDS)[number];

/** Field names as people read them (the change-requests queue, the owner's mails). */
export const VENUE_FIELD_LABELS: Record<EditableVenueField, string> = {
  short_description: 'Short description',
  description_html: 'Description',
  amenities: 'Amenities',
  capacities: 'Capacities',
  pricing: 'Pricing',
  contact: 'Website',
  images: 'Images',
};

/** The wizard's steps (spec §2) and the fields each one checks when the owner presses Continue. */
export const REGISTRATION_STEPS = [
  { title: 'Basics', fields: ['name', 'short_description', 'description_html', 'categories'] },
  { title: 'Location', fields: ['address'] },
  { title: 'Capacity & Amenities', fields: ['capacities', 'amenities', 'pricing', 'contact'] },
  { title: 'Images', fields: ['images'] },
  { title: 'Review', fields: [] },
] as const satisfies readonly { title: string; fields: readonly VenueField[] }[];
export const REGISTRATION_STEP_COUNT = REGISTRATION_STEPS.length;

/** Checks the given fields; answers every problem, keyed by field path (empty when all is well). */
export function checkVenueFields(data: VenueData, fields: readonly VenueField[]): FieldErrors {
  return Object.assign({}, ...fields.map((field) => VENUE_FIELD_RULES[field](data)));
}

/** Checks one wizard step (0-based). */
export function checkRegistrationStep(data: VenueData, step: number): FieldErrors {
  return checkVenueFields(data, REGISTRATION_STEPS[step]?.fields ?? []);
}

/**
 * Checks what a submission needs, steps 1 to 4 in order: answers the first failing step (0-based)
 * and its problems, or null when the registration can be submitted.
 */
export function firstFailingStep(data: VenueData): { step: number; errors: FieldErrors } | null {
  for (let step = 0; step < REGISTRATION_STEP_COUNT - 1; step += 1) {
    const errors = checkRegistrationStep(data, step);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}

/**
 * Checks a draft as it is saved: fields may be missing or incomplete, but nothing present may be
 * malformed beyond what a person is still typing (lengths, list choices and numbers are checked
 * only for what is there), so that a draft never holds what no step would accept.
 */
export function checkDraft(data: VenueData): FieldErrors {
  const errors: FieldErrors = {};
  const present = (field: VenueField) => data[field as keyof VenueData] !== undefined;
  if (present('name') && textLength(data.name) > VENUE_NAME_LENGTH.max) errors.name = VENUE_RULE_MESSAGES.name;
  if (present('short_description') && textLength(data.short_description) > SHORT_DESCRIPTION_LENGTH.max)
    errors.short_description = VENUE_RULE_MESSAGES.shortDescription;
  for (const field of ['description_html', 'amenities', 'pricing', 'contact'] as const)
    if (present(field)) Object.assign(errors, VENUE_FIELD_RULES[field](data));
  if (present('categories')) {
    const { categories = [] } = data;
    if (!Array.isArray(categories) || !categories.every((c) => CATEGORY_VALUES.includes(c)))
      errors.categories = VENUE_RULE_MESSAGES.unknownCategory;
  }
  if (present('capacities')) {
    const capacities = VENUE_FIELD_RULES.capacities(data);
    delete capacities.capacities; // all zero is fine while typing
    Object.assign(errors, capacities);
  }
  if (present('images')) {
    const images = VENUE_FIELD_RULES.images(data);
    delete images.images; // none yet is fine while typing
    Object.assign(errors, images);
  }
  if (present('address')) {
    const address = VENUE_FIELD_RULES.address(data);
    for (const path of ['address.line1', 'address.line2'] as const) if (address[path]) errors[path] = address[path];
  }
  return errors;
}

/** The postcode as the wizard shows it while typing: upper case, nothing else changed. */
export const postcodeAsTyped = (value: string) => value.toUpperCase();
