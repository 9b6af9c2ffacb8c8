export { startEnrichmentRuns, type RunningEnrichment } from './enrichment/enrichment-runs';
export { VenueEnricher, type EnrichOptions, type EnrichOutcome } from './enrichment/venue-enricher';
export { reindexAll, type ReindexResult } from './reindex';
