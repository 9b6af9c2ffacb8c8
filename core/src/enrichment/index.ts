// Enrichment: the two phases the indexer runs over each venue, as pure functions.
export * from './phase1';
export * from './phase2';
export { QUALITY_SCORE_WEIGHTS, VERIFIED_QUALITY_SCORE, scoreQuality } from './quality-score';
export type { QualityBreakdown, QualityFactor, QualityScoreInput } from './quality-score';
export { RELATED_SEARCH_COUNT } from './related-searches';
