// The search document: what the indexer writes for each published venue and every engine
// stores. Built from the venue in one place so both engines index the same facts.
import type { Venue } from '../entities/venue.entity';
import { toVenueCard } from '../venues/venue-card';
import type { DataSource, EntityManager } from 'typeorm';
import { programmeStandings } from '../venues/venue-programme.repository';
import { NO_CALENDAR, type VenueAvailabilityFacts, venueAvailability } from '../venues/venue-availability.repository';
import {
  ACCESSIBILITY_FEATURES,
  type AccessibilityFeature,
  type ProgrammeStanding,
  type Tier,
  type VenueCard,
  cityName,
  tiersReached,
} from '@venue-finder/contract';

export interface SearchDocument {
  id: string;
  slug: string;
  name: string;
  city: string;
  primary_category: string;
  categories: string[];
  capacity_min: number;
  capacity_max: number;
  capacity_theatre: number;
  capacity_cabaret: number;
  capacity_standing: number;
  bedrooms_total: number;
  styles: string[];
  amenities: string[];
  equipment: string[];
  seating_layouts: string[];
  bedroom_facilities: string[];
  /** wheelchair_accessible plus the structured facts that hold, e.g. ['hearing_loop', 'lift']. */
  accessibility: string[];
  chain: string | null;
  /** The verification programme's tiers the venue has reached, its own and those below; [] before any. */
  programme_tiers: Tier[];
  day_rate_pence: number | null;
  hour_rate_pence: number | null;
  person_rate_pence: number | null;
  rating: number | null;
  quality_score: number;
  geo: { lat: number; lng: number } | null;
  /** Where it is, in words the query matches: city, street, area and postcode. */
  place_text: string;
  /**
   * What the venue is and has, in words the query matches (query-words.ts, rule 5: ranked after
   * the name and the place, before the description): categories, styles and spaces;
   * facilities, equipment, accessibility and bedroom facts in words; the chain; nearby stations.
   */
  search_text: string;
  /** The short description: the last words the query matches, ranked last. */
  description: string;
  /** The owner keeps the venue's availability calendar (venue-availability.ts). */
  keeps_calendar: boolean;
  /** Days (contract's dayNumber) the venue is marked unavailable, held or booked, ascending. */
  taken_days: number[];
  updated_at: string;
  card: VenueCard;
}

const ACCESSIBILITY_COLUMNS: Record<AccessibilityFeature, keyof Venue> = {
  step_free_access: 'stepFreeAccess',
  accessible_toilet: 'accessibleToilet',
  hearing_loop: 'hearingLoop',
  lift: 'lift',
  accessible_parking: 'accessibleParking',
};

/** Vocabulary slugs as words: ['step_free_access', 'wifi'] is 'step free access wifi'. */
const words = (slugs: readonly string[] | null | undefined) => (slugs ?? []).join(' ').replaceAll('_', ' ');

/**
 * The document of a venue; its programme standing comes from programmeStandings(), its
 * availability from venueAvailability().
 */
export function buildSearchDocument(
  venue: Venue,
  programme: ProgrammeStanding | null | undefined,
  availability: VenueAvailabilityFacts = NO_CALENDAR,
): SearchDocument {
  const accessibility = [
    ...(venue.wheelchairAccessible ? ['wheelchair_accessible'] : []),
    ...ACCESSIBILITY_FEATURES.filter((feature) => venue[ACCESSIBILITY_COLUMNS[feature]] === true),
  ];
  return {
    id: venue.id,
    slug: venue.slug,
    name: venue.displayName || venue.name,
    city: venue.city,
    primary_category: venue.primaryCategory,
    categories: unique([venue.primaryCategory, ...venue.categories]),
    capacity_min: venue.capacityMin,
    capacity_max: venue.capacityMax,
    capacity_theatre: venue.capacityTheatre ?? 0,
    capacity_cabaret: venue.capacityCabaret ?? 0,
    capacity_standing: venue.capacityStanding ?? 0,
    bedrooms_total: venue.bedroomsTotal,
    styles: venue.styles,
    amenities: venue.amenities,
    equipment: venue.equipment,
    seating_layouts: venue.seatingLayouts,
    bedroom_facilities: venue.bedroomFacilities,
    accessibility,
    chain: venue.chain,
    programme_tiers: programme ? tiersReached(programme.tier) : [],
    day_rate_pence: venue.dayRatePence,
    hour_rate_pence: venue.hourRatePence,
    person_rate_pence: venue.personRatePence,
    rating: venue.rating,
    quality_score: venue.qualityScore ?? 0,
    geo: venue.lat !== null && venue.lng !== null ? { lat: venue.lat, lng: venue.lng } : null,
    place_text: [cityName(venue.city), venue.addressLine1, venue.addressLine2, venue.postcode]
      .filter(Boolean)
      .join(' '),
    search_text: [
      venue.categories.join(' ').replaceAll('-', ' '),
      venue.styles.join(' ').replaceAll('_', ' '),
      // The facts planners search by in words: "wheelchair", "projector", "hearing loop".
      ...[venue.seatingLayouts, venue.amenities, venue.equipment, accessibility, venue.bedroomFacilities].map(words),
      venue.wheelchairAccessible ? 'disabled access' : null,
      venue.bedroomsTotal ? 'accommodation bedrooms' : null,
      venue.chain && venue.chain !== 'independent' ? venue.chain.replaceAll('_', ' ') : null,
      // "near King's Cross" finds venues near King's Cross (enrichment phase 2).
      ...(venue.details?.nearby_stations ?? []).map((station) => station.name),
    ]
      .filter(Boolean)
      .join(' '),
    description: venue.descriptionShort,
    keeps_calendar: availability.keepsCalendar,
    taken_days: availability.takenDays,
    updated_at: venue.updatedAt.toISOString(),
    card: toVenueCard(venue, programme ?? null),
  };
}

/** The documents of venues read from the database, each with its programme standing and availability. */
export async function searchDocumentsOf(
  db: Pick<DataSource | EntityManager, 'query' | 'getRepository'>,
  venues: Venue[],
): Promise<SearchDocument[]> {
  const ids = venues.map((venue) => venue.id);
  const [standings, availability] = await Promise.all([programmeStandings(db, ids), venueAvailability(db, ids)]);
  return venues.map((venue) => buildSearchDocument(venue, standings.get(venue.id), availability.get(venue.id)));
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
