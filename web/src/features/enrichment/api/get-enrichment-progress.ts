// Progress of the indexer's two background enrichment phases, polled while the page is open.
import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api-client';

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

/** The latest progress of a phase, or null until one answer arrived. Failures are ignored. */
export function useEnrichmentProgress(phase: EnrichmentPhase): EnrichmentProgress | null {
  const [progress, setProgress] = useState<EnrichmentProgress | null>(null);

  useEffect(() => {
    let controller: AbortController | undefined;
    const poll = () => {
      controller?.abort();
      controller = new AbortController();
      getEnrichmentProgress(phase, controller.signal).then(setProgress, () => {
        // The banner is a nicety: an absent or failing endpoint simply shows nothing new.
      });
    };
    poll();
    const timer = window.setInterval(poll, ENRICHMENT_POLL_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, [phase]);

  return progress;
}
