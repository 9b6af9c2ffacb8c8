// Progress of the indexer's two background enrichment phases, polled while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import { queryKeys } from '../../../lib/query-keys';

export const ENRICHMENT_POLL_INTERVAL_MS = 30_000;

export type EnrichmentPhase = 'details' | 'nearby';

export interface EnrichmentProgress {
  is_active: boolean;
  progress_percentage: number;
  /** Venues done so far: `enriched` in phase 1, `complete` in phase 2. */
  enriched?: number;
  complete?: number;
  total_venues: number;
  status_message: string;
  eta_message: string;
}

const ENDPOINTS: Record<EnrichmentPhase, string> = {
  details: '/api/v2/enrichment-progress',
  nearby: '/api/v2/phase2-progress',
};

export function getEnrichmentProgress(phase: EnrichmentPhase, signal?: AbortSignal): Promise<EnrichmentProgress> {
  return apiGet<EnrichmentProgress>(ENDPOINTS[phase], { signal });
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
