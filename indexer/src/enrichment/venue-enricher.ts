// Runs the enrichment phases a venue is due for and writes their results. A phase is due when
// the venue changed since it last ran (phaseN_version <> version), so re-running is harmless
// and an interrupted run resumes. Results are written with one version-guarded statement that
// neither bumps the version nor records an outbox message: the caller indexes the venue in
// the same pass, and an owner's concurrent edit wins (its own message brings it back here).
import {
  type Geocoder,
  type Venue,
  type VenueDetails,
  applyDetailsPatch,
  enrichPhase1,
  enrichPhase2,
} from '@venue-finder/core';
import type { EntityManager } from 'typeorm';

export interface EnrichOptions {
  /** Run a phase even where it is not due (`npm run enrich -- --all`). */
  force?: { 1?: boolean; 2?: boolean };
  /** Phases to run at all (default both). */
  phases?: (1 | 2)[];
}

export interface EnrichOutcome {
  phase1: number;
  phase2: number;
  /** Venues whose enrichment threw, with the reason; they are left as they were. */
  failed: Map<string, string>;
}

type Queryable = Pick<EntityManager, 'query'>;

const WRITE_SQL = `
  UPDATE venues v SET
    name = r.name, display_name = r.display_name, address_line1 = r.address_line1,
    address_line2 = r.address_line2, postcode = r.postcode, country = r.country, lat = r.lat, lng = r.lng,
    website = r.website, contact_email = r.contact_email, contact_phone = r.contact_phone,
    quality_score = r.quality_score, details = r.details,
    phase1_version = r.phase1_version, phase1_at = CASE WHEN r.phase1_ran THEN now() ELSE v.phase1_at END,
    phase2_version = r.phase2_version, phase2_at = CASE WHEN r.phase2_ran THEN now() ELSE v.phase2_at END
  FROM jsonb_to_recordset($1::jsonb) AS r(
    id uuid, version integer, name text, display_name text, address_line1 text, address_line2 text,
    postcode text, country text, lat double precision, lng double precision, website text,
    contact_email text, contact_phone text, quality_score integer, details jsonb,
    phase1_version integer, phase1_ran boolean, phase2_version integer, phase2_ran boolean)
  WHERE v.id = r.id AND v.version = r.version`;

export class VenueEnricher {
  constructor(private readonly geocoder: Geocoder) {}

  /** Enriches the venues in place (what is indexed next) and stores the results. */
  async enrich(db: Queryable, venues: Venue[], options: EnrichOptions = {}): Promise<EnrichOutcome> {
    const phases = new Set(options.phases ?? [1, 2]);
    const rows: Record<string, unknown>[] = [];
    const outcome: EnrichOutcome = { phase1: 0, phase2: 0, failed: new Map() };
    for (const venue of venues) {
      const run1 = phases.has(1) && (options.force?.[1] || venue.phase1Version !== venue.version);
      const run2 = phases.has(2) && (options.force?.[2] || venue.phase2Version !== venue.version);
      if (!run1 && !run2) continue;
      try {
        if (run1) await this.phase1(venue);
        if (run2) this.phase2(venue);
      } catch (error) {
        outcome.failed.set(venue.id, `enrichment failed: ${(error as Error).message}`);
        continue;
      }
      outcome.phase1 += run1 ? 1 : 0;
      outcome.phase2 += run2 ? 1 : 0;
      rows.push({
        id: venue.id,
        version: venue.version,
        name: venue.name,
        display_name: venue.displayName,
        address_line1: venue.addressLine1,
        address_line2: venue.addressLine2,
        postcode: venue.postcode,
        country: venue.country,
        lat: venue.lat,
        lng: venue.lng,
        website: venue.website,
        contact_email: venue.contactEmail,
        contact_phone: venue.contactPhone,
        quality_score: venue.qualityScore,
        details: venue.details,
        phase1_version: venue.phase1Version,
        phase1_ran: run1,
        phase2_version: venue.phase2Version,
        phase2_ran: run2,
      });
    }
    if (rows.length > 0) await db.query(WRITE_SQL, [JSON.stringify(rows)]);
    return outcome;
  }

  /** Normalise, geocode when the venue has no position, score, convert units, link directions. */
  private async phase1(venue: Venue): Promise<void> {
    const needsPoint = (venue.lat === null || venue.lng === null) && venue.postcode.trim() !== '';
    const located = needsPoint ? await this.geocoder.locate(venue.postcode).catch(() => null) : null;
    const geocoded = located?.found ? { lat: located.lat, lng: located.lng } : null;
    const result = enrichPhase1({ venue, geocoded });
    Object.assign(venue, result.columns);
    venue.qualityScore = result.qualityScore;
    venue.details = applyDetailsPatch(venue.details ?? {}, result.details) as VenueDetails;
    venue.phase1Version = venue.version;
  }

  /** Nearby transport, attractions and shopping, and the related searches. */
  private phase2(venue: Venue): void {
    const nearby = enrichPhase2({
      city: venue.city,
      lat: venue.lat,
      lng: venue.lng,
      name: venue.displayName,
      postcode: venue.postcode,
      primaryCategory: venue.primaryCategory,
      categories: venue.categories,
      capacityMax: venue.capacityMax,
      styles: venue.styles,
      bedroomsTotal: venue.bedroomsTotal,
    });
    venue.details = { ...venue.details, ...nearby };
    venue.phase2Version = venue.version;
  }
}
