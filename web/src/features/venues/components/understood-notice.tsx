// Under the results heading after a text search that named a city or a head count: says which
// of the planner's words became filters (still in effect), and offers the words as typed.
import { Link, useLocation } from 'react-router-dom';
import { cityName, understandQuery } from '@venue-finder/contract';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format-en-gb';
import type { TypedSearchState } from '../../../lib/typed-search-state';
import type { VenueSearchState } from '../search/venue-search-state';

export function UnderstoodNotice({ state }: { state: VenueSearchState }) {
  const typed = (useLocation().state as TypedSearchState | null)?.typed;
  if (!typed) return null;
  const understood = understandQuery(typed);
  const parts = [
    understood.city && state.city === understood.city ? `in ${cityName(understood.city)}` : null,
    understood.guests && state.capacity === understood.capacity ? `for ${formatCount(understood.guests)} guests` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="results-header__understood" role="status">
      From “{typed}” we searched venues {parts.join(' ')}, set in the filters below.{' '}
      <Link to={paths.venues.getHref({ q: typed })}>Search the exact words instead</Link>
    </p>
  );
}
