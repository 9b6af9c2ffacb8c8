// Enrichment phase 1: derives what follows from a venue's own data — the map position, the
// quality score, imperial sizes, the canonical path and the directions links. It never rewrites
// what the owner typed (the venue writer tidies that at write time); it only reports what it
// could not read. Pure: the caller reads the venue (and geocodes its postcode through its own
// port), calls enrichPhase1, and writes back only what the result says changed.
import type { Venue } from '../entities/venue.entity';
import { type VenueRoom, venuePath } from '@venue-finder/contract';
import { type GeoPoint, isGeoPoint } from '../geo/distance';
import { collapseWhitespace } from '../venues/contact-normalisation';
import { type TidiedVenueColumn, type VenueInputIssueCode, venueInputIssues } from '../venues/venue-input';
import { type QualityBreakdown, type QualityScoreInput, scoreQuality } from './quality-score';

/** The spec's conversions (section 9). */
export const SQFT_PER_SQM = 10.764;
export const FEET_PER_METRE = 3.281;

/** Roughly Great Britain and Northern Ireland with their islands, to catch swapped coordinates. */
const UK_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 };

/** What phase 1 reads: the owner's columns (as the writer tidied them) and what it derives from. */
export type Phase1Venue = Pick<Venue, TidiedVenueColumn | 'id' | 'slug' | 'lat' | 'lng' | 'qualityScore'> &
  Omit<QualityScoreInput, 'hasCoordinates' | 'hasValidEmail' | 'hasValidPhone' | 'hasValidWebsite'>;

export interface Phase1Input {
  venue: Phase1Venue;
  /** Where the caller's geocoder placed the venue's postcode, if it asked and found it. */
  geocoded?: GeoPoint | null;
}

export interface DirectionsLinks {
  google_maps: string;
  apple_maps: string;
  waze: string;
  uber: string;
}

export interface EnrichedVenueRoom extends VenueRoom {
  area_sqft: number | null;
}

/** The `details` keys phase 1 derives. */
export interface Phase1Details {
  rooms?: EnrichedVenueRoom[];
  venue_size_sqm?: number;
  venue_size_sqft?: number;
  ceiling_height_m?: number;
  ceiling_height_ft?: number;
  directions_links?: DirectionsLinks;
}

/** Keys to set in `details`; null means the key no longer applies and should be removed. */
export type Phase1DetailsPatch = { [K in keyof Phase1Details]?: Phase1Details[K] | null };

/** The only columns enrichment derives (see VenueWriter.writeEnrichment). */
export type Phase1Columns = Partial<Pick<Venue, 'lat' | 'lng' | 'qualityScore'>>;

export type GeoSource = 'venue' | 'geocoder' | 'none';

export type Phase1IssueCode =
  'no_coordinates' | 'coordinates_replaced' | 'coordinates_outside_uk' | VenueInputIssueCode;

export interface Phase1Issue {
  field: string;
  code: Phase1IssueCode;
  message: string;
}

export interface Phase1Result {
  /** Column values that differ from the venue as given: write these (empty when none). */
  columns: Phase1Columns;
  /** `details` keys that differ: merge these (null = remove the key); see applyDetailsPatch. */
  details: Phase1DetailsPatch;
  /** False when there is nothing to write. */
  changed: boolean;
  qualityScore: number;
  qualityBreakdown: QualityBreakdown;
  geo: { point: GeoPoint | null; source: GeoSource };
  canonicalPath: string;
  /** What could not be tidied or found; the venue is still enriched. */
  issues: Phase1Issue[];
}

export function enrichPhase1(input: Phase1Input): Phase1Result {
  const { venue } = input;
  const issues: Phase1Issue[] = [];
  const report = (field: string, code: Phase1IssueCode, message: string) => issues.push({ field, code, message });

  const inputIssues = venueInputIssues(venue);
  for (const found of inputIssues) report(found.field, found.code, found.message);
  const invalid = new Set(inputIssues.map((found) => found.field));
  const geo = locate(venue, input.geocoded ?? null, report);
  const quality = scoreQuality({
    ...venue,
    hasCoordinates: geo.point !== null,
    hasValidEmail: !!venue.contactEmail && !invalid.has('contactEmail'),
    hasValidPhone: !!venue.contactPhone && !invalid.has('contactPhone'),
    hasValidWebsite: !!venue.website && !invalid.has('website'),
  });

  const columns: Phase1Columns = {};
  const target: Required<Phase1Columns> = {
    lat: geo.point?.lat ?? null,
    lng: geo.point?.lng ?? null,
    qualityScore: quality.score,
  };
  for (const key of Object.keys(target) as (keyof typeof target)[]) {
    if (target[key] !== (venue[key] ?? null)) Object.assign(columns, { [key]: target[key] });
  }

  const derived = deriveDetails(venue, geo.point, collapseWhitespace(venue.displayName) || venue.name);
  const current = (venue.details ?? {}) as Record<string, unknown>;
  const details: Phase1DetailsPatch = {};
  for (const key of DERIVED_KEYS) {
    const next = derived[key];
    if (!sameJson(next, current[key])) Object.assign(details, { [key]: next ?? null });
  }

  return {
    columns,
    details,
    changed: Object.keys(columns).length > 0 || Object.keys(details).length > 0,
    qualityScore: quality.score,
    qualityBreakdown: quality.breakdown,
    geo,
    canonicalPath: venuePath(venue),
    issues,
  };
}

/** `details` with a phase-1 patch applied: set keys replaced, null keys removed. */
export function applyDetailsPatch<T extends object>(details: T, patch: Phase1DetailsPatch): T {
  const next = { ...details } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as T;
}

/** Area in m² → ft², rounded to whole square feet. */
export function sqmToSqft(sqm: number): number {
  return Math.round(sqm * SQFT_PER_SQM);
}

/** Height in m → ft, to one decimal. */
export function metresToFeet(metres: number): number {
  // Through exponent notation, so that 11.4835 rounds to 11.5 despite binary floating point.
  return Number(`${Math.round(Number(`${metres * FEET_PER_METRE}e1`))}e-1`);
}

/** Links that open directions to the point in the common map and ride apps. */
export function directionsLinks(point: GeoPoint, name: string): DirectionsLinks {
  const lat = Number(point.lat.toFixed(6));
  const lng = Number(point.lng.toFixed(6));
  return {
    google_maps: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
    apple_maps: `https://maps.apple.com/?daddr=${lat},${lng}&q=${encodeURIComponent(name)}`,
    waze: `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`,
    uber:
      `https://m.uber.com/ul/?action=setPickup&pickup=my_location` +
      `&dropoff[latitude]=${lat}&dropoff[longitude]=${lng}&dropoff[nickname]=${encodeURIComponent(name)}`,
  };
}

const DERIVED_KEYS = [
  'rooms',
  'venue_size_sqm',
  'venue_size_sqft',
  'ceiling_height_m',
  'ceiling_height_ft',
  'directions_links',
] as const satisfies readonly (keyof Phase1Details)[];

function deriveDetails(venue: Phase1Venue, point: GeoPoint | null, name: string): Phase1Details {
  const d = venue.details ?? {};
  const derived: Phase1Details = {};
  if (d.rooms) {
    derived.rooms = d.rooms.map((room) => ({
      ...room,
      area_sqft: positive(room.area_sqm) ? sqmToSqft(room.area_sqm) : null,
    }));
  }
  const sqm = positive(d.venue_size_sqm) ? d.venue_size_sqm : d.space_specifications?.total_space_m2;
  if (positive(sqm)) {
    derived.venue_size_sqm = sqm;
    derived.venue_size_sqft = sqmToSqft(sqm);
  }
  const metres = positive(d.ceiling_height_m) ? d.ceiling_height_m : d.space_specifications?.ceiling_height_m;
  if (positive(metres)) {
    derived.ceiling_height_m = metres;
    derived.ceiling_height_ft = metresToFeet(metres);
  }
  if (point) derived.directions_links = directionsLinks(point, name);
  return derived;
}

function locate(
  venue: Phase1Venue,
  geocoded: GeoPoint | null,
  report: (field: string, code: Phase1IssueCode, message: string) => void,
): { point: GeoPoint | null; source: GeoSource } {
  const fromGeocoder = geocoded && isGeoPoint(geocoded.lat, geocoded.lng) ? rounded(geocoded) : null;
  if (isGeoPoint(venue.lat, venue.lng) && !(venue.lat === 0 && venue.lng === 0)) {
    const own = { lat: venue.lat as number, lng: venue.lng as number };
    if (inUk(own)) return { point: own, source: 'venue' };
    if (fromGeocoder) {
      report('lat', 'coordinates_replaced', "the venue's coordinates lie outside the UK; using its postcode's");
      return { point: fromGeocoder, source: 'geocoder' };
    }
    report('lat', 'coordinates_outside_uk', "the venue's coordinates lie outside the UK");
    return { point: own, source: 'venue' };
  }
  if (fromGeocoder) return { point: fromGeocoder, source: 'geocoder' };
  report('lat', 'no_coordinates', 'the venue has no coordinates and its postcode could not be placed');
  return { point: null, source: 'none' };
}

function inUk(p: GeoPoint): boolean {
  return (
    p.lat >= UK_BOUNDS.minLat && p.lat <= UK_BOUNDS.maxLat && p.lng >= UK_BOUNDS.minLng && p.lng <= UK_BOUNDS.maxLng
  );
}

function rounded(p: GeoPoint): GeoPoint {
  return { lat: Number(p.lat.toFixed(6)), lng: Number(p.lng.toFixed(6)) };
}

function positive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/** Deep equality of JSON values, ignoring key order (jsonb does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return a === b;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = Object.entries(a as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const right = b as Record<string, unknown>;
  const rightSize = Object.values(right).filter((v) => v !== undefined).length;
  return left.length === rightSize && left.every(([k, v]) => sameJson(v, right[k]));
}
