// One tab of the comparison: a row per fact, a column per venue, the best value of a row marked.
import { Link } from 'react-router-dom';
import { VenueImage } from '../../../components/ui/venue-image';
import { venueHref, venueName } from '../../../components/venue/venue-links';
import type { VenueDetailView } from '@venue-finder/contract';
import { bestIndexes, COMPARE_ROWS, type CompareTab } from '../compare-rows';

interface CompareTableProps {
  tab: CompareTab;
  caption: string;
  venues: VenueDetailView[];
  onRemove: (venue: VenueDetailView) => void;
}

export function CompareTable({ tab, caption, venues, onRemove }: CompareTableProps) {
  return (
    <div className="compare-table__scroller" role="region" aria-label={`${caption}, scrollable`} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {venues.map((venue) => (
              <th key={venue.id} scope="col" className="compare-table__venue">
                {tab === 'overview' && (
                  <VenueImage
                    className="compare-table__photo"
                    src={venue.hero_image_url ?? venue.photo_main}
                    alt=""
                    width={240}
                    height={160}
                    sizes="240px"
                    // The table's top row is the page's first view: at most five photos, fetched at once.
                    loading="eager"
                  />
                )}
                <Link to={venueHref(venue)}>{venueName(venue)}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS[tab].map((row) => {
            const best = bestIndexes(row, venues);
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {venues.map((venue, index) => {
                  const text = row.text(venue);
                  return (
                    <td key={venue.id} className={best.has(index) ? 'compare-table__best' : undefined}>
                      {text ?? <span className="compare-table__missing">Not listed</span>}
                      {best.has(index) && row.rank && <span className="compare-table__best-tag">{row.rank.why}</span>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {tab === 'overview' && (
            <tr>
              <th scope="row">
                <span className="visually-hidden">Actions</span>
              </th>
              {venues.map((venue) => (
                <td key={venue.id}>
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Remove ${venueName(venue)} from comparison`}
                    onClick={() => onRemove(venue)}
                  >
                    Remove
                  </button>
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
