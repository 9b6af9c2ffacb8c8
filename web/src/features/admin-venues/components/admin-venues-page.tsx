// /admin/venues: the directory for administrators — find venues by name, city, status and owner,
// page through them, and open one to manage it.
import { CITIES, VENUE_STATUSES, type VenueStatus, cityName } from '@venue-finder/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/choice-fields';
import { CursorPagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatCount, formatDateEnGb } from '../../../lib/format-en-gb';
import { type AdminVenueFilter, useAdminVenues } from '../api/admin-venues';

export const STATUS_LABELS: Record<VenueStatus, string> = {
  published: 'Published',
  review: 'In review',
  draft: 'Draft',
};

/** The filter as the page's query string: only what is set, the first page unnamed. */
function queryOf(filter: AdminVenueFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
}

const hrefOf = (filter: AdminVenueFilter, cursor: string | null) =>
  cursor === null ? null : paths.adminVenues.getHref(queryOf({ ...filter, cursor }));

export function AdminVenuesPage() {
  useDocumentTitle(pageTitle('Venues'));
  const [params, setParams] = useSearchParams();
  const filter: AdminVenueFilter = {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    status: params.get('status') ?? '',
    owner: params.get('owner') ?? '',
    cursor: params.get('cursor') ?? '',
  };
  const [draft, setDraft] = useState(filter);
  const venues = useAdminVenues(filter);
  const apply = (next: AdminVenueFilter) => setParams(queryOf(next));

  return (
    <div className="container page admin-venues">
      <p>
        <Link to={paths.adminDashboard.getHref()}>← Back to the dashboard</Link>
      </p>
      <h1>Venues</h1>
      <form
        className="admin-venues__filters"
        role="search"
        aria-label="Find venues"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ ...draft, cursor: '' });
        }}
      >
        <TextField label="Name" value={draft.q} onValueChange={(q) => setDraft({ ...draft, q })} />
        <SelectField
          label="City"
          value={draft.city}
          placeholder="Any city"
          options={CITIES.map((c) => ({ value: c.slug, label: c.name }))}
          onValueChange={(city) => setDraft({ ...draft, city })}
        />
        <SelectField
          label="Status"
          value={draft.status}
          placeholder="Any status"
          options={VENUE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s }))}
          onValueChange={(status) => setDraft({ ...draft, status })}
        />
        <TextField
          label="Owner e-mail"
          value={draft.owner}
          hint="‘none’ for venues without an owner"
          onValueChange={(owner) => setDraft({ ...draft, owner })}
        />
        <p>
          <button type="submit" className="button button--primary">
            Find
          </button>
        </p>
      </form>
      {venues.isError && (
        <p role="alert" className="field__error">
          The venues could not be loaded. Please try again.
        </p>
      )}
      {venues.data && (
        <>
          <p role="status">{formatCount(venues.data.total)} venues</p>
          <table className="admin-table">
            <caption className="visually-hidden">Venues</caption>
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">City</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {venues.data.venues.map((venue) => (
                <tr key={venue.id}>
                  <td>
                    <Link to={paths.adminVenue.getHref(venue.id)}>{venue.name}</Link>
                  </td>
                  <td>{cityName(venue.city)}</td>
                  <td>{STATUS_LABELS[venue.status] ?? venue.status}</td>
                  <td>{venue.owner_email ?? 'None'}</td>
                  <td>{formatDateEnGb(venue.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CursorPagination
            prevHref={hrefOf(filter, venues.data.prev_cursor)}
            nextHref={hrefOf(filter, venues.data.next_cursor)}
          />
        </>
      )}
    </div>
  );
}
