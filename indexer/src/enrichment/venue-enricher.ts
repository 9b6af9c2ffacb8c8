// Runs the enrichment phases a venue is due for and writes their results. A phase is due when
// the venue changed since it last ran (phaseN_version <> version), so re-running is harmless
// and an interrupted run resumes. Results go through VenueWriter.writeEnrichment: derived
// columns only, one version-guarded statement that neither bumps the version nor records an
// outbox message: the caller indexes the venue in the same pass, and an owner's concurrent
// edit wins (its own message brings it back here).
import {
  type Geocoder,
  type Venue,
  type VenueDetails,
  type VenueEnrichment,
  VenueWriter,
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

export class VenueEnricher {
  constructor(private readonly geocoder: Geocoder) {}

  /** Enriches the venues in place (what is indexed next) and stores the results. */
  async enrich(db: Queryable, venues: Venue[], options: EnrichOptions = {}): Promise<EnrichOutcome> {
    const phases = new Set(options.phases ?? [1, 2]);
    const rows: VenueEnrichment[] = [];
    const outcome: EnrichOutcome = { phase1: 0, phase2: 0, failed: new Map() };
    for (const venue of venues) {
      const run1 = phases.has(1) && (options.force?.[1] || venue.phase1Version !== venue.version);
      const run2 = phases.has(2) && (options.force?.[2] || venue.phase2Version !== venue.version);
      if (!run1 && !run2) continue;
      // The derived `details` keys this run sets (null: removes), written without touching the rest.
      const derivedDetails: Record<string, unknown> = {};
      try {
        if (run1) Object.assign(derivedDetails, await this.phase1(venue));
        if (run2) Object.assign(derivedDetails, this.phase2(venue));
      } catch (error) {
        outcome.failed.set(venue.id, `enrichment failed: ${(error as Error).message}`);
        continue;
      }
      outcome.phase1 += run1 ? 1 : 0;
      outcome.phase2 += run2 ? 1 : 0;
      rows.push({
        id: venue.id,
        version: venue.version,
        lat: venue.lat,
        lng: venue.lng,
        qualityScore: venue.qualityScore,
        details: derivedDetails,
        phase1Version: venue.phase1Version,
        phase1Ran: run1,
        phase2Version: venue.phase2Version,
        phase2Ran: run2,
      });
    }
    await VenueWriter.writeEnrichment(db, rows);
    return outcome;
  }

  /** Geocode when the venue has no position, score, convert units, link directions. */
  private async phase1(venue: Venue): Promise<Record<string, unknown>> {
    const needsPoint = (venue.lat === null || venue.lng === null) && venue.postcode.trim() !== '';
    const located = needsPoint ? await this.geocoder.locate(venue.postcode).catch(() => null) : null;
    const geocoded = located?.found ? { lat: located.lat, lng: located.lng } : null;
    const result = enrichPhase1({ venue, geocoded });
    Object.assign(venue, result.columns);
    venue.qualityScore = result.qualityScore;
    venue.details = applyDetailsPatch(venue.details ?? {}, result.details) as VenueDetails;
    venue.phase1Version = venue.version;
    return result.details;
  }

  /** Nearby transport, attractions and shopping, and the related searches. */
  private phase2(venue: Venue): Record<string, unknown> {
    const nearby = enrichPhase2({
      city: venue.city,
      lat: venue.lat,
      lng: venue.lng,
      name: venue.displayName,
      postcode: venue.postcode,
      primaryCategory: venue.primaryCategory,
      categories: venue.categories,
      capacityMin: venue.capacityMin,
      capacityMax: venue.capacityMax,
      styles: venue.styles,
      bedroomsTotal: venue.bedroomsTotal,
    });
    venue.details = { ...venue.details, ...nearby };
    venue.phase2Version = venue.version;
    return nearby;
  }
}
