// The comparison page: the venues side by side in five tabs. The venues come from ?ids=…, or the
// stored compare list when the address names none.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import {
  MAX_COMPARE_VENUES,
  compareIdsFromAddress,
  removeFromCompare,
  useCompareIds,
} from '../../../lib/compare-store';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import type { VenueDetailView } from '@venue-finder/contract';
import { useCompareVenues } from '../api/get-compare-venues';
import { COMPARE_TABS, type CompareTab } from '../compare-rows';
import { CompareTable } from './compare-table';
import '../compare.css';

function EmptyComparison() {
  return (
    <div className="empty-state">
      <h2 className="empty-state__title">Create a shortlist</h2>
      <p>Pick up to {MAX_COMPARE_VENUES} venues with “Add to compare” to see them side by side.</p>
      <p>
        <Link className="button button--primary" to={paths.venues.getHref()}>
          Browse venues
        </Link>
      </p>
    </div>
  );
}

interface CompareViewProps {
  /** A slot beside the table for the assistant that answers questions about these venues. */
  assistant?: (venues: VenueDetailView[]) => ReactNode;
}

export function CompareView({ assistant }: CompareViewProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const storedIds = useCompareIds();
  const addressIds = compareIdsFromAddress(searchParams.get('ids'));
  const ids = addressIds.length > 0 ? addressIds : storedIds;
  const { data: venues, error, isLoading } = useCompareVenues(ids);
  const [tab, setTab] = useState<CompareTab>('overview');
  useDocumentTitle(pageTitle('Compare venues'));

  function remove(venue: VenueDetailView) {
    removeFromCompare(venue.id);
    if (venue.slug) removeFromCompare(venue.slug);
    if (addressIds.length > 0) {
      const rest = addressIds.filter((id) => id !== venue.id && id !== venue.slug);
      navigate(paths.compare.getHref(rest), { replace: true });
    }
  }

  const label = COMPARE_TABS.find((item) => item.key === tab)?.label ?? '';

  return (
    <div className="container page compare-page">
      <h1>Compare venues</h1>
      {ids.length === 0 ? (
        <EmptyComparison />
      ) : error ? (
        <p className="notice">No venues found for comparison.</p>
      ) : isLoading || !venues ? (
        <p role="status">Loading the venues…</p>
      ) : (
        <div className="compare-page__layout">
          <div className="compare-page__main">
            <p className="lead">
              {venues.length} {venues.length === 1 ? 'venue' : 'venues'} side by side. The best value in each row is
              highlighted.
            </p>
            <Tabs label="Compare venues by" tabs={COMPARE_TABS} selected={tab} onSelect={setTab}>
              <CompareTable tab={tab} caption={`${label} of the venues compared`} venues={venues} onRemove={remove} />
            </Tabs>
            <p className="compare-page__more">
              <Link to={paths.venues.getHref()}>Add more venues</Link> (up to {MAX_COMPARE_VENUES})
            </p>
          </div>
          {assistant?.(venues)}
        </div>
      )}
    </div>
  );
}
