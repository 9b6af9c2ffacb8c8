// The bar fixed to the bottom of the screen once a venue is picked for comparison: how many,
// which (each removable), Clear All, and Compare from two venues on. Its height is published as
// --compare-bar-height so other bottom bars can sit above it.
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { venueName } from '../../../components/venue/venue-links';
import { paths } from '../../../config/paths';
import {
  clearCompare,
  MAX_COMPARE_VENUES,
  MIN_COMPARE_VENUES,
  removeFromCompare,
  useCompareIds,
} from '../../../lib/compare-store';
import { useVenueCards } from '../api/get-venue-cards';
import '../compare.css';

const HEIGHT_PROPERTY = '--compare-bar-height';

/** Keeps the page's end clear of the fixed bar and tells other fixed bars its height. */
function useBarHeight(bar: RefObject<HTMLElement | null>, spacer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      root.style.setProperty(HEIGHT_PROPERTY, height);
      if (spacer.current) spacer.current.style.height = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [bar, spacer]);
}

function CompareBarContent({ ids }: { ids: string[] }) {
  const navigate = useNavigate();
  const barRef = useRef<HTMLElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);
  useBarHeight(barRef, spacerRef);
  const { data: cards } = useVenueCards(ids);
  const nameOf = (id: string) => {
    const card = cards?.find((venue) => venue.id === id || venue.slug === id);
    return card ? venueName(card) : cards ? 'Unavailable venue' : 'Loading…';
  };
  const canCompare = ids.length >= MIN_COMPARE_VENUES;

  return (
    <>
      <div className="compare-bar-spacer" ref={spacerRef} aria-hidden="true" />
      <section className="compare-bar" ref={barRef} aria-labelledby="compare-bar-title">
        <div className="container compare-bar__inner">
          <h2 className="compare-bar__title" id="compare-bar-title">
            Compare venues{' '}
            <span className="compare-bar__count">
              {ids.length} of {MAX_COMPARE_VENUES} selected
            </span>
          </h2>
          <ul className="compare-bar__venues" aria-label="Selected venues">
            {ids.map((id) => (
              <li key={id} className="compare-bar__venue">
                <span className="compare-bar__name">{nameOf(id)}</span>
                <button
                  type="button"
                  className="compare-bar__remove"
                  aria-label={`Remove ${nameOf(id)} from comparison`}
                  onClick={() => removeFromCompare(id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="compare-bar__actions">
            <button className="button button--quiet" type="button" onClick={clearCompare}>
              Clear All
            </button>
            <button
              className="button button--primary"
              type="button"
              disabled={!canCompare}
              aria-describedby={canCompare ? undefined : 'compare-bar-hint'}
              onClick={() => navigate(paths.compare.getHref(ids))}
            >
              Compare
            </button>
          </div>
          {!canCompare && (
            <p className="compare-bar__hint" id="compare-bar-hint">
              Pick at least {MIN_COMPARE_VENUES} venues to compare.
            </p>
          )}
        </div>
      </section>
    </>
  );
}

export function CompareBar() {
  const ids = useCompareIds();
  return ids.length > 0 ? <CompareBarContent ids={ids} /> : null;
}
