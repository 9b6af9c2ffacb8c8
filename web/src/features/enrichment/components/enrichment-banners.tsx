// Banners that tell visitors venue data is being improved, shown only while a phase runs.
import { useId } from 'react';
import { formatCount } from '../../../lib/format-en-gb';
import { useEnrichmentProgress, type EnrichmentPhase } from '../api/get-enrichment-progress';

const TITLES: Record<EnrichmentPhase, string> = {
  details: 'Updating venue details',
  nearby: 'Adding nearby transport and places',
};

function EnrichmentBanner({ phase }: { phase: EnrichmentPhase }) {
  const titleId = useId();
  const progress = useEnrichmentProgress(phase);
  if (!progress?.is_active) return null;

  const percentage = Math.min(100, Math.max(0, Math.round(progress.progress_percentage)));
  const done = progress.enriched ?? progress.complete ?? 0;

  return (
    <section className="enrichment-banner" aria-labelledby={titleId}>
      <div className="container enrichment-banner__inner">
        <h2 className="enrichment-banner__title" id={titleId}>
          {TITLES[phase]}
        </h2>
        {progress.status_message && <p className="enrichment-banner__status">{progress.status_message}</p>}
        <div className="enrichment-banner__bar">
          <progress max={100} value={percentage} aria-labelledby={titleId} />
          <span>
            {percentage}% · {formatCount(done)} of {formatCount(progress.total_venues)} venues
          </span>
        </div>
        {progress.eta_message && <p className="enrichment-banner__eta">{progress.eta_message}</p>}
      </div>
    </section>
  );
}

export function EnrichmentBanners() {
  return (
    <>
      <EnrichmentBanner phase="details" />
      <EnrichmentBanner phase="nearby" />
    </>
  );
}
