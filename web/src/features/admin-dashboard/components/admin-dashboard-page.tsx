// /admin and /admin/dashboard: what waits for moderation and how the directory stands, each
// count leading to its screen.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatCount } from '../../../lib/format-en-gb';
import { useDashboardStats, useVenueCounts } from '../api/admin-stats';

interface Tile {
  label: string;
  value: number | undefined;
  to: string;
}

export function AdminDashboardPage() {
  useDocumentTitle(pageTitle('Admin dashboard'));
  const stats = useDashboardStats();
  const venues = useVenueCounts();
  const moderation: Tile[] = [
    {
      label: 'Pending registrations',
      value: stats.data?.pending_registrations,
      to: paths.adminRegistrations.getHref(),
    },
    { label: 'Pending claims', value: stats.data?.pending_claims, to: paths.adminClaims.getHref() },
    {
      label: 'Pending change requests',
      value: stats.data?.pending_change_requests,
      to: paths.adminChangeRequests.getHref(),
    },
    { label: 'Total owners', value: stats.data?.total_owners, to: paths.adminOwners.getHref() },
  ];
  const directory: Tile[] = [
    { label: 'Published venues', value: venues.data?.published, to: paths.adminVenues.getHref() },
    { label: 'Total venues', value: venues.data?.total, to: paths.adminVenues.getHref() },
    { label: 'Draft venues', value: venues.data?.draft, to: paths.adminVenues.getHref() },
    { label: 'Venues in review', value: venues.data?.review, to: paths.adminVenues.getHref() },
  ];
  return (
    <div className="container page admin-dashboard">
      <h1>Admin dashboard</h1>
      {(stats.isError || venues.isError) && (
        <p role="alert" className="field__error">
          Some counts could not be loaded. Please reload the page.
        </p>
      )}
      <TileGroup title="Moderation" tiles={moderation} />
      <TileGroup title="Venues" tiles={directory} />
      <p>
        <Link to={paths.adminVerifications.getHref()}>Check recent verification evidence</Link>
      </p>
      <p>
        <Link to={paths.adminReviews.getHref()}>Moderate planners’ reviews of venues</Link>
      </p>
    </div>
  );
}

function TileGroup({ title, tiles }: { title: string; tiles: Tile[] }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className="stat-tiles">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link className="stat-tile" to={tile.to}>
              <span className="stat-tile__value">{tile.value === undefined ? '…' : formatCount(tile.value)}</span>
              <span className="stat-tile__label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
