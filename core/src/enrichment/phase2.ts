// Enrichment phase 2: what is around a venue — the nearest stops and stations, attractions and
// shopping — and the twelve related searches its page links to. Pure and fast: the spatial
// indexes over the shipped datasets are built once, when this module is first loaded, and each
// call only looks at the grid cells around the venue.
//
// Times are estimates from straight-line distance: routes are taken as ROUTE_FACTOR times the
// straight line; walking at WALKING_SPEED_KMH (5 km/h), beyond WALKING_LIMIT_KM by taxi at an
// average urban TAXI_SPEED_KMH (20 km/h, city-centre traffic included).
import {
  type NearbyPlace,
  type NearbyStation,
  RADIUS_KM_VALUES,
  type RadiusKm,
  UK_POSTCODE,
  type VenueDetails,
  normalisePostcode,
} from '@venue-finder/contract';
import { type GeoPoint, haversineKm, isGeoPoint, kmToMiles } from '../geo/distance';
import { POINTS_OF_INTEREST, type PointOfInterest } from '../geo/points-of-interest';
import { districtOfPostcode, POSTCODE_DISTRICTS, type PostcodeDistrict } from '../geo/postcode-districts';
import { isStationType, TRANSPORT_STOPS, type TransportStop } from '../geo/transport-stops';
import { NearestPlaces } from './nearest-places';
import { buildRelatedSearches } from './related-searches';

export const WALKING_SPEED_KMH = 5;
export const TAXI_SPEED_KMH = 20;
export const ROUTE_FACTOR = 1.25;
/** Beyond this a place is shown as a taxi ride rather than a walk. */
export const WALKING_LIMIT_KM = 1.5;

/** How far each list looks and how many it keeps. */
export const NEARBY_LIMITS = {
  transport: { radiusKm: 2, count: 5 },
  stations: { radiusKm: 5, count: 3 },
  attractions: { radiusKm: 3, count: 5 },
  shopping: { radiusKm: 3, count: 5 },
} as const;

/** A district centroid further than this from the venue does not name its area. */
const AREA_RADIUS_KM = 3;

export interface Phase2Input {
  city: string;
  lat: number | null;
  lng: number | null;
  name: string;
  /** Names the area when it is a known district; else the nearest district centroid does. */
  postcode?: string | null;
  primaryCategory: string;
  categories: readonly string[];
  /** The smallest group the venue hosts (0 or unknown: any). */
  capacityMin?: number;
  capacityMax: number;
  styles: readonly string[];
  bedroomsTotal?: number;
}

/** The `details` keys phase 2 owns, ready to merge into `details`. */
export type Phase2Result = Required<
  Pick<
    VenueDetails,
    'nearby_transport' | 'nearby_stations' | 'nearby_attractions' | 'nearby_shopping' | 'related_searches'
  >
>;

const ALL_STOPS = new NearestPlaces<TransportStop>(TRANSPORT_STOPS);
const STATIONS = new NearestPlaces<TransportStop>(TRANSPORT_STOPS.filter((s) => isStationType(s.type)));
const ATTRACTIONS = new NearestPlaces<PointOfInterest>(POINTS_OF_INTEREST.filter((p) => p.kind === 'attraction'));
const SHOPPING = new NearestPlaces<PointOfInterest>(POINTS_OF_INTEREST.filter((p) => p.kind === 'shopping'));
const DISTRICTS = new NearestPlaces<PostcodeDistrict>(POSTCODE_DISTRICTS, 2);
const COMPARABLE_NAMES = new Map(POINTS_OF_INTEREST.map((p) => [p, comparable(p.name)]));

export function enrichPhase2(input: Phase2Input): Phase2Result {
  const point = isGeoPoint(input.lat, input.lng) ? { lat: input.lat as number, lng: input.lng as number } : null;
  const notTheVenue = notNamed(input.name);

  const transport = point
    ? ALL_STOPS.nearest(point, NEARBY_LIMITS.transport.radiusKm, NEARBY_LIMITS.transport.count)
    : [];
  const stations = point ? STATIONS.nearest(point, NEARBY_LIMITS.stations.radiusKm, NEARBY_LIMITS.stations.count) : [];
  const attractions = point
    ? ATTRACTIONS.nearest(point, NEARBY_LIMITS.attractions.radiusKm, NEARBY_LIMITS.attractions.count, notTheVenue)
    : [];
  const shopping = point
    ? SHOPPING.nearest(point, NEARBY_LIMITS.shopping.radiusKm, NEARBY_LIMITS.shopping.count, notTheVenue)
    : [];

  const district = districtOf(input, point);
  const walkable = stations.find((s) => s.distanceKm <= WALKING_LIMIT_KM);
  return {
    nearby_transport: transport.map((h) => nearbyPlace(h.place.name, h.place.type, h.distanceKm)),
    nearby_stations: stations.map((h) => nearbyStation(h.place, h.distanceKm)),
    nearby_attractions: attractions.map((h) => nearbyPlace(h.place.name, h.place.type, h.distanceKm)),
    nearby_shopping: shopping.map((h) => nearbyPlace(h.place.name, h.place.type, h.distanceKm)),
    related_searches: buildRelatedSearches({
      name: input.name,
      city: input.city,
      area: district?.area ?? null,
      central: district?.zone === 'central',
      station: walkable?.place.name ?? null,
      primaryCategory: input.primaryCategory,
      categories: input.categories,
      capacityMin: input.capacityMin ?? 0,
      capacityMax: input.capacityMax,
      styles: input.styles,
      bedroomsTotal: input.bedroomsTotal ?? 0,
      near: searchableNear(input.postcode, point),
    }),
  };
}

/** Minutes on foot for a straight-line distance, rounded up (at least 1). */
export function walkingMinutes(distanceKm: number): number {
  return minutes((distanceKm * ROUTE_FACTOR) / WALKING_SPEED_KMH);
}

/** Minutes by taxi for a straight-line distance, rounded up (at least 1). */
export function taxiMinutes(distanceKm: number): number {
  return minutes((distanceKm * ROUTE_FACTOR) / TAXI_SPEED_KMH);
}

/** '4 min walk' up to WALKING_LIMIT_KM, else '12 min by taxi'. */
export function travelTime(distanceKm: number): string {
  return distanceKm <= WALKING_LIMIT_KM
    ? `${walkingMinutes(distanceKm)} min walk`
    : `${taxiMinutes(distanceKm)} min by taxi`;
}

/** '350 m' below a kilometre (to 10 m), else '1.2 km'. */
export function distanceText(distanceKm: number): string {
  const metres = Math.round(distanceKm * 100) * 10;
  return metres < 1000 ? `${metres} m` : `${distanceKm.toFixed(1)} km`;
}

function nearbyPlace(name: string, type: string, distanceKm: number): NearbyPlace {
  return {
    type,
    name,
    distance_km: round2(distanceKm),
    distance_mi: round2(kmToMiles(distanceKm)),
    travel_time: travelTime(distanceKm),
  };
}

function nearbyStation(stop: TransportStop, distanceKm: number): NearbyStation {
  return {
    type: stop.type,
    name: stop.name,
    distance: distanceText(distanceKm),
    walk_time: `${walkingMinutes(distanceKm)} min`,
    travel_time: travelTime(distanceKm),
  };
}

/** The venue's district: by postcode when it is a known one in the venue's city, else nearest. */
function districtOf(input: Phase2Input, point: GeoPoint | null): PostcodeDistrict | null {
  const byPostcode = input.postcode ? districtOfPostcode(input.postcode) : undefined;
  if (byPostcode && byPostcode.city === input.city) return byPostcode;
  if (!point) return null;
  const [nearest] = DISTRICTS.nearest(point, AREA_RADIUS_KM, 1, (d) => d.city === input.city);
  return nearest?.place ?? null;
}

/**
 * The venue's postcode as a search near it locates it (its district's centre), with the smallest
 * radius that still reaches the venue, half a kilometre to spare.
 */
function searchableNear(
  postcode: string | null | undefined,
  point: GeoPoint | null,
): { postcode: string; radiusKm: RadiusKm } | null {
  if (!postcode || !point || !UK_POSTCODE.test(postcode.trim())) return null;
  const district = districtOfPostcode(postcode);
  if (!district) return null;
  const km = haversineKm(point, district);
  const radiusKm = RADIUS_KM_VALUES.find((radius) => km <= radius - 0.5);
  return radiusKm ? { postcode: normalisePostcode(postcode), radiusKm } : null;
}

/** Skips a place that is the venue itself (a venue at the Royal Albert Hall is not near it). */
function notNamed(venueName: string): (place: PointOfInterest) => boolean {
  const own = comparable(venueName);
  return (place) => COMPARABLE_NAMES.get(place) !== own;
}

function comparable(name: string): string {
  return name
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]+/g, '');
}

function minutes(hours: number): number {
  return Math.max(1, Math.ceil(hours * 60 - 1e-9));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
