// The geocoding port: a UK postcode in, a point (or the reason there is none) out. Adapters: the
// offline district centroids shipped with the project (embedded default) and postcodes.io
// (production), the latter behind a PostgreSQL cache. Also owns what every adapter shares: how a
// postcode is validated and normalised, and the words a planner sees when it cannot be located.
import { CITIES, normalisePostcode, UK_POSTCODE } from '@venue-finder/contract';

/** How exact a point is: the postcode itself, or the centroid of its outward district. */
export type GeocodePrecision = 'postcode' | 'district';

export interface GeocodeFound {
  found: true;
  /** Normalised: upper case, one space before the inward code ('EC2A 3BP'). */
  postcode: string;
  lat: number;
  lng: number;
  /** Where the point came from, e.g. 'offline' or 'postcodes_io'. */
  source: string;
  precision: GeocodePrecision;
}

/**
 * Why a well-formed postcode has no point: `unknown_postcode` — the geocoder knows the postcode
 * does not exist (mistyped or never issued); `outside_coverage` — it lies in a district the
 * geocoder has no data for (the offline dataset holds only the ten cities' districts).
 */
export type GeocodeNotFoundReason = 'unknown_postcode' | 'outside_coverage';

export interface GeocodeNotFound {
  found: false;
  postcode: string;
  reason: GeocodeNotFoundReason;
}

export type GeocodeResult = GeocodeFound | GeocodeNotFound;

export interface Geocoder {
  /** The adapter, for logs and health checks: 'offline', 'postcodes_io', … */
  readonly name: string;
  /**
   * Locates a postcode in any spelling UK_POSTCODE accepts ('ec2a3bp', ' EC2A 3BP ').
   * @throws InvalidPostcodeError when the input is not a UK postcode at all.
   */
  locate(postcode: string): Promise<GeocodeResult>;
}

/** Nest injection token of the configured Geocoder. */
export const GEOCODER = Symbol('Geocoder');

export const INVALID_POSTCODE_MESSAGE = 'Please enter a valid UK postcode (e.g. EC2A 3BP)';

/** The input is not shaped like a UK postcode; the API maps `code` to a 400. */
export class InvalidPostcodeError extends Error {
  readonly code = 'invalid_postcode' as const;

  constructor(readonly input: unknown) {
    super(INVALID_POSTCODE_MESSAGE);
    this.name = 'InvalidPostcodeError';
  }
}

/**
 * Validates a postcode and returns it normalised ('sw1a1aa' → 'SW1A 1AA'). Surrounding and
 * repeated spaces are forgiven (people paste them); anything else UK_POSTCODE rejects throws.
 */
export function parsePostcode(input: unknown): string {
  if (typeof input !== 'string') throw new InvalidPostcodeError(input);
  const tidied = input.trim().replace(/\s+/g, ' ');
  if (!UK_POSTCODE.test(tidied)) throw new InvalidPostcodeError(input);
  return normalisePostcode(tidied);
}

/** The message a planner sees instead of an empty result when a valid postcode has no point. */
export function geocodeFailureMessage(result: GeocodeNotFound): string {
  switch (result.reason) {
    case 'unknown_postcode':
      return `We couldn't find the postcode ${result.postcode}. Please check it and try again.`;
    case 'outside_coverage':
      return `${result.postcode} is outside the areas we cover. We list venues in ${coveredCities()}.`;
  }
}

function coveredCities(): string {
  const names = CITIES.map((c) => c.name);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
