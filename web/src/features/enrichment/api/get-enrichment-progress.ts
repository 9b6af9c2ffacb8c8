// Progress of the indexer's two background enrichment phases, polled while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import { queryKeys } from '../../../lib/query-keys';

export const ENRICHMENT_POLL_INTERVAL_MS = 30_000;

export type EnrichmentPhase = 'details' | 'nearby';

/** Either phase's progress: `enriched` venues so far in phase 1, `complete` ones in phase 2. */
export type EnrichmentProgress = Partial<ApiSchema<'Phase1Progress'> & ApiSchema<'Phase2Progress'>> &
  (ApiSchema<'Phase1Progress'> | ApiSchema<'Phase2Progress'>);

export function getEnrichmentProgress(phase: EnrichmentPhase, signal?: AbortSignal): Promise<EnrichmentProgress> {
  return phase === 'details'
    ? api('get', '/api/v2/enrichment-progress', { signal })
    : api('get', '/api/v2/phase2-progress', { signal });
}

export function enrichmentProgressQueryOptions(phase: EnrichmentPhase) {
  return queryOptions({
    queryKey: queryKeys.enrichmentProgress(phase),
    queryFn: ({ signal }) => getEnrichmentProgress(phase, signal),
    refetchInterval: ENRICHMENT_POLL_INTERVAL_MS,
    // The banner is a nicety: a failing endpoint is asked again at the next poll, not at once.
    retry: false,
  });
}

/**
 * The latest progress of a phase, or null until one answer arrived; a failed poll keeps the last
 * one. The first poll waits for the browser to be idle: the page it sits on comes first.
 */
export function useEnrichmentProgress(phase: EnrichmentPhase): EnrichmentProgress | null {
  return useQuery({ ...enrichmentProgressQueryOptions(phase), enabled: useBrowserIdle() }).data ?? null;
}
