// The query of GET /api/v2/venues, validated and normalised here and trusted after. Parameter
// names are the visitor spec's, dotted ones included (budget.min, capacity.theatre_min…).
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESSIBILITY_FACET_VALUES,
  AMENITIES,
  BEDROOM_FACILITIES,
  BUDGET_UNITS,
  CAPACITY_BUCKETS,
  CAPACITY_VALUES,
  CATEGORY_SLUGS,
  CHAINS,
  TIER_NAMES,
  type Tier,
  CITY_SLUGS,
  DEFAULT_RADIUS_KM,
  EQUIPMENT,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_DATE_DAYS,
  PAGE_SIZE,
  RADIUS_KM_VALUES,
  SEATING_LAYOUTS,
  SORT_VALUES,
  STYLES,
  UK_POSTCODE,
  type AccessibilityFacetValue,
  type AccessibilityFeature,
  type Amenity,
  type BedroomFacility,
  type BudgetUnit,
  type CapacityValue,
  type CategorySlug,
  type Chain,
  type CitySlug,
  type Equipment,
  type RadiusKm,
  type SeatingLayout,
  type SortValue,
  type Style,
  type VenueSearchFilters,
} from '@venue-finder/core';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/** Turns a whole-number string into a number; anything else is left for the validator to name. */
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
/** Repeated parameters arrive as arrays, single ones as strings; comma lists are accepted too. */
const toList = ({ value }: { value: unknown }) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .filter((v) => v !== '');

const oneOf = (name: string, values: readonly (string | number)[]) => `${name} must be one of: ${values.join(', ')}`;
const eachOneOf = (name: string, values: readonly string[]) => `each ${name} must be one of: ${values.join(', ')}`;
const wholeAtLeast1 = (name: string) => `${name} must be a whole number of 1 or more`;
const atMost = (name: string, max: number) => `${name} must be at most ${max.toLocaleString('en-GB')}`;
/** Beyond any venue in the country: larger minimums would only overflow the database's integers. */
const MAX_GUESTS = 100_000;
const MAX_BEDROOMS = 10_000;
const MAX_BUDGET_POUNDS = 10_000_000;

export const MAX_PAGE = 10_000;
/** A calendar day as the query writes it; search-dates.ts checks it is a real one, in range. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (name: string) => `${name} must be a day written YYYY-MM-DD, e.g. 2027-03-18`;
export const MAX_IDS = 50;

export class VenueSearchParams {
  @ApiPropertyOptional({ description: 'Free text: venue names, places, categories', maxLength: MAX_QUERY_LENGTH })
  @IsOptional()
  @MaxLength(MAX_QUERY_LENGTH, { message: `q must be at most ${MAX_QUERY_LENGTH} characters` })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: CITY_SLUGS })
  @IsOptional()
  @IsIn(CITY_SLUGS, { message: oneOf('city', CITY_SLUGS) })
  city?: CitySlug;

  @ApiPropertyOptional({ enum: CATEGORY_SLUGS })
  @IsOptional()
  @IsIn(CATEGORY_SLUGS, { message: oneOf('category', CATEGORY_SLUGS) })
  category?: CategorySlug;

  @ApiPropertyOptional({
    enum: CAPACITY_VALUES,
    description: `Group-size bucket; a venue matches when the range of group sizes it hosts overlaps the bucket: ${CAPACITY_BUCKETS.map((b) => `${b.value} = ${b.label}`).join(', ')}`,
  })
  @IsOptional()
  @Transform(toInteger)
  @IsIn(CAPACITY_VALUES, { message: oneOf('capacity', CAPACITY_VALUES) })
  capacity?: CapacityValue;

  @ApiPropertyOptional({ enum: STYLES, isArray: true, description: 'Any of these styles (repeat the parameter)' })
  @IsOptional()
  @Transform(toList)
  @IsIn(STYLES, { each: true, message: eachOneOf('style', STYLES) })
  styles?: Style[];

  @ApiPropertyOptional({ enum: AMENITIES, isArray: true, description: 'All of these facilities' })
  @IsOptional()
  @Transform(toList)
  @IsIn(AMENITIES, { each: true, message: eachOneOf('meeting facility', AMENITIES) })
  meeting_facilities?: Amenity[];

  @ApiPropertyOptional({ enum: EQUIPMENT, isArray: true, description: 'All of this equipment' })
  @IsOptional()
  @Transform(toList)
  @IsIn(EQUIPMENT, { each: true, message: eachOneOf('conference equipment', EQUIPMENT) })
  conference_equipment?: Equipment[];

  @ApiPropertyOptional({ enum: SEATING_LAYOUTS, isArray: true, description: 'All of these layouts' })
  @IsOptional()
  @Transform(toList)
  @IsIn(SEATING_LAYOUTS, { each: true, message: eachOneOf('seating layout', SEATING_LAYOUTS) })
  seating_layouts?: SeatingLayout[];

  @ApiPropertyOptional({ enum: BEDROOM_FACILITIES, isArray: true, description: 'All of these bedroom facilities' })
  @IsOptional()
  @Transform(toList)
  @IsIn(BEDROOM_FACILITIES, { each: true, message: eachOneOf('bedroom facility', BEDROOM_FACILITIES) })
  bedroom_facilities?: BedroomFacility[];

  @ApiPropertyOptional({
    enum: ACCESSIBILITY_FACET_VALUES,
    isArray: true,
    description: 'All of these accessibility facts (wheelchair_accessible as wheelchair_accessible=true)',
  })
  @IsOptional()
  @Transform(toList)
  @IsIn(ACCESSIBILITY_FACET_VALUES, {
    each: true,
    message: eachOneOf('accessibility fact', ACCESSIBILITY_FACET_VALUES),
  })
  accessibility?: AccessibilityFacetValue[];

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Transform(toInteger)
  @Max(MAX_BEDROOMS, { message: atMost('bedrooms_total_min', MAX_BEDROOMS) })
  @Min(1, { message: wholeAtLeast1('bedrooms_total_min') })
  @IsInt({ message: wholeAtLeast1('bedrooms_total_min') })
  bedrooms_total_min?: number;

  @ApiPropertyOptional({ name: 'budget.min', minimum: 0, description: 'Pounds, for budget.unit' })
  @IsOptional()
  @Transform(toNumber)
  @Max(MAX_BUDGET_POUNDS, { message: atMost('budget.min', MAX_BUDGET_POUNDS) })
  @Min(0, { message: 'budget.min must be an amount in pounds of 0 or more' })
  @IsInt({ message: 'budget.min must be a whole number of pounds' })
  'budget.min'?: number;

  @ApiPropertyOptional({ name: 'budget.max', minimum: 0, description: 'Pounds, for budget.unit' })
  @IsOptional()
  @Transform(toNumber)
  @Max(MAX_BUDGET_POUNDS, { message: atMost('budget.max', MAX_BUDGET_POUNDS) })
  @Min(0, { message: 'budget.max must be an amount in pounds of 0 or more' })
  @IsInt({ message: 'budget.max must be a whole number of pounds' })
  'budget.max'?: number;

  @ApiPropertyOptional({ name: 'budget.unit', enum: BUDGET_UNITS, default: 'day' })
  @IsOptional()
  @IsIn(BUDGET_UNITS, { message: oneOf('budget.unit', BUDGET_UNITS) })
  'budget.unit'?: BudgetUnit;

  @ApiPropertyOptional({ enum: CHAINS })
  @IsOptional()
  @IsIn(CHAINS, { message: oneOf('chain', CHAINS) })
  chain?: Chain;

  @ApiPropertyOptional({
    enum: TIER_NAMES,
    description: 'Venues that reached this tier of the verification programme or a higher one',
  })
  @IsOptional()
  @IsIn(TIER_NAMES, { message: oneOf('verified', TIER_NAMES) })
  verified?: Tier;

  @ApiPropertyOptional({ description: "'true' for wheelchair-accessible venues only" })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: "wheelchair_accessible must be 'true' or 'false'" })
  wheelchair_accessible?: boolean;

  @ApiPropertyOptional({ name: 'capacity.theatre_min', minimum: 1 })
  @IsOptional()
  @Transform(toInteger)
  @Max(MAX_GUESTS, { message: atMost('capacity.theatre_min', MAX_GUESTS) })
  @Min(1, { message: wholeAtLeast1('capacity.theatre_min') })
  @IsInt({ message: wholeAtLeast1('capacity.theatre_min') })
  'capacity.theatre_min'?: number;

  @ApiPropertyOptional({ name: 'capacity.cabaret_min', minimum: 1 })
  @IsOptional()
  @Transform(toInteger)
  @Max(MAX_GUESTS, { message: atMost('capacity.cabaret_min', MAX_GUESTS) })
  @Min(1, { message: wholeAtLeast1('capacity.cabaret_min') })
  @IsInt({ message: wholeAtLeast1('capacity.cabaret_min') })
  'capacity.cabaret_min'?: number;

  @ApiPropertyOptional({ name: 'capacity.standing_min', minimum: 1 })
  @IsOptional()
  @Transform(toInteger)
  @Max(MAX_GUESTS, { message: atMost('capacity.standing_min', MAX_GUESTS) })
  @Min(1, { message: wholeAtLeast1('capacity.standing_min') })
  @IsInt({ message: wholeAtLeast1('capacity.standing_min') })
  'capacity.standing_min'?: number;

  @ApiPropertyOptional({ description: 'A UK postcode to search around, e.g. EC2A 3BP' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(UK_POSTCODE, { message: 'Please enter a valid UK postcode (e.g. EC2A 3BP)' })
  @IsString({ message: 'Please enter a valid UK postcode (e.g. EC2A 3BP)' })
  near?: string;

  @ApiPropertyOptional({ enum: RADIUS_KM_VALUES, default: DEFAULT_RADIUS_KM })
  @IsOptional()
  @Transform(toInteger)
  @IsIn(RADIUS_KM_VALUES, { message: oneOf('radius_km', RADIUS_KM_VALUES) })
  radius_km?: RadiusKm;

  @ApiPropertyOptional({
    description: 'Comma-separated venue ids or slugs: their cards, in this order',
    example: 'a,b,c',
  })
  @IsOptional()
  @Transform(toList)
  @ArrayMaxSize(MAX_IDS, { message: `ids may name at most ${MAX_IDS} venues` })
  @MaxLength(200, { each: true, message: 'each of ids must be a venue id or slug' })
  ids?: string[];

  @ApiPropertyOptional({ description: 'A venue left out of the results (similar venues)' })
  @IsOptional()
  @IsUUID('all', { message: 'exclude_id must be a venue id' })
  exclude_id?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, description: 'A short list instead of a page (similar venues)' })
  @IsOptional()
  @Transform(toInteger)
  @Max(50, { message: 'limit must be a whole number from 1 to 50' })
  @Min(1, { message: 'limit must be a whole number from 1 to 50' })
  @IsInt({ message: 'limit must be a whole number from 1 to 50' })
  limit?: number;

  @ApiPropertyOptional({
    format: 'date',
    example: '2027-03-18',
    description:
      "The event's day (London), YYYY-MM-DD, from today up to three years ahead. Venues marked unavailable, held or booked that day are left out; venues whose owners keep their calendar come first (each card's availability: free), then those that keep none (availability: not_confirmed). For several days use date_from and date_to instead.",
  })
  @IsOptional()
  @Matches(DAY, { message: DAY_MESSAGE('date') })
  @IsString({ message: DAY_MESSAGE('date') })
  date?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2027-03-18',
    description: `The first day of a multi-day event (with date_to; at most ${MAX_SEARCH_DATE_DAYS} days in all): as date, for every day of the range.`,
  })
  @IsOptional()
  @Matches(DAY, { message: DAY_MESSAGE('date_from') })
  @IsString({ message: DAY_MESSAGE('date_from') })
  date_from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2027-03-19',
    description: 'The last day of a multi-day event (with date_from), included',
  })
  @IsOptional()
  @Matches(DAY, { message: DAY_MESSAGE('date_to') })
  @IsString({ message: DAY_MESSAGE('date_to') })
  date_to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Transform(toInteger)
  // Validators run from the property outwards: the type check first.
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @Min(1, { message: wholeAtLeast1('page') })
  @IsInt({ message: wholeAtLeast1('page') })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: PAGE_SIZE })
  @IsOptional()
  @Transform(toInteger)
  @Max(100, { message: 'pageSize must be a whole number from 1 to 100' })
  @Min(1, { message: 'pageSize must be a whole number from 1 to 100' })
  @IsInt({ message: 'pageSize must be a whole number from 1 to 100' })
  pageSize: number = PAGE_SIZE;

  @ApiPropertyOptional({ enum: SORT_VALUES, default: 'relevance', description: 'Unknown values sort by relevance' })
  @IsOptional()
  @Transform(({ value }) => ((SORT_VALUES as readonly unknown[]).includes(value) ? value : 'relevance'))
  sort: SortValue = 'relevance';

  @ApiPropertyOptional({ description: "Facet counts are included unless this is 'false'" })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: "with_facets must be 'true' or 'false'" })
  with_facets?: boolean;

  /** The structured facts asked for; the wheelchair flag, also a value of the facet, is a filter of its own. */
  private accessibilityFacts(): AccessibilityFeature[] | undefined {
    const facts = this.accessibility?.filter(
      (value): value is AccessibilityFeature => value !== 'wheelchair_accessible',
    );
    return facts?.length ? facts : undefined;
  }

  /** The filters, without `near`: the service geocodes the postcode first. */
  toFilters(): VenueSearchFilters {
    const budgetSet = this['budget.min'] !== undefined || this['budget.max'] !== undefined;
    return {
      q: this.q?.trim() || undefined,
      city: this.city,
      category: this.category,
      capacity: this.capacity,
      styles: this.styles,
      meeting_facilities: this.meeting_facilities,
      conference_equipment: this.conference_equipment,
      seating_layouts: this.seating_layouts,
      bedroom_facilities: this.bedroom_facilities,
      accessibility: this.accessibilityFacts(),
      bedroomsTotalMin: this.bedrooms_total_min,
      budget: budgetSet
        ? { min: this['budget.min'], max: this['budget.max'], unit: this['budget.unit'] ?? 'day' }
        : undefined,
      chain: this.chain,
      verified: this.verified,
      wheelchairAccessible:
        this.wheelchair_accessible === true || this.accessibility?.includes('wheelchair_accessible') ? true : undefined,
      capacityTheatreMin: this['capacity.theatre_min'],
      capacityCabaretMin: this['capacity.cabaret_min'],
      capacityStandingMin: this['capacity.standing_min'],
      excludeIds: this.exclude_id ? [this.exclude_id] : undefined,
    };
  }
}
