export { startEnrichmentRuns, type RunningEnrichment } from './enrichment/enrichment-run.repository';
export { VenueEnricher, type EnrichOptions, type EnrichOutcome } from './enrichment/venue-enricher';
export { reindexAll, type ReindexResult } from './reindex';
