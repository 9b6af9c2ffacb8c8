// /admin/owners: every owner, newest first — found by e-mail or name, active or suspended (both
// kept in the address), paged by cursor with the true total; each opens to their own page.
import type { OwnerStatus } from '@venue-finder/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/choice-fields';
import { CursorPagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatCount, formatDateEnGb, formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { type OwnerFilter, useOwners } from '../api/owners';

export const OWNER_STATUS_LABELS: Record<OwnerStatus, string> = { active: 'Active', suspended: 'Suspended' };

/** The filter as the page's query string: only what is set, the first page unnamed. */
const queryOf = (filter: OwnerFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));

const hrefOf = (filter: OwnerFilter, cursor: string | null) =>
  cursor === null ? null : paths.adminOwners.getHref(queryOf({ ...filter, cursor }));

export function AdminOwnersPage() {
  useDocumentTitle(pageTitle('Owners'));
  const [params, setParams] = useSearchParams();
  const filter: OwnerFilter = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    cursor: params.get('cursor') ?? '',
  };
  const [draft, setDraft] = useState(filter);
  const owners = useOwners(filter);

  return (
    <div className="container page admin-owners">
      <h1>Owners</h1>
      <p>
        <Link to={paths.adminInvite.getHref()}>Invite an administrator</Link>
      </p>
      <form
        className="admin-venues__filters"
        role="search"
        aria-label="Find owners"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(queryOf({ ...draft, q: draft.q.trim(), cursor: '' }));
        }}
      >
        <TextField
          label="E-mail or name"
          type="search"
          maxLength={120}
          value={draft.q}
          onValueChange={(q) => setDraft({ ...draft, q })}
        />
        <SelectField
          label="Status"
          value={draft.status}
          placeholder="Active or suspended"
          options={Object.entries(OWNER_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          onValueChange={(status) => setDraft({ ...draft, status })}
        />
        <p>
          <button type="submit" className="button button--primary">
            Find
          </button>
        </p>
      </form>
      {owners.isError && (
        <p role="alert" className="field__error">
          {messageOf(owners.error, 'The owners could not be loaded. Please try again.')}
        </p>
      )}
      {owners.data && (
        <>
          <p role="status">
            {formatCount(owners.data.total)} {owners.data.total === 1 ? 'owner' : 'owners'}
          </p>
          <table className="admin-table">
            <caption className="visually-hidden">Owners</caption>
            <thead>
              <tr>
                <th scope="col">Owner</th>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Venues</th>
                <th scope="col">Last signed in</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {owners.data.owners.map((owner) => (
                <tr key={owner.id}>
                  <td>
                    <Link to={paths.adminOwner.getHref(owner.id)}>{owner.email}</Link>
                  </td>
                  <td>{owner.name || '—'}</td>
                  <td>{OWNER_STATUS_LABELS[owner.status]}</td>
                  <td>{formatCount(owner.venue_count)}</td>
                  <td>{owner.last_signed_in_at ? formatDateTimeEnGb(owner.last_signed_in_at) : 'Never recorded'}</td>
                  <td>{formatDateEnGb(owner.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CursorPagination
            prevHref={hrefOf(filter, owners.data.prev_cursor)}
            nextHref={hrefOf(filter, owners.data.next_cursor)}
          />
        </>
      )}
    </div>
  );
}
