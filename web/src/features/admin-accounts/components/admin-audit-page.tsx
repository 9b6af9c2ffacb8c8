// /admin/audit: the audit log, newest first — who did what, when, with the values before and
// after written out — filtered by actor, venue, action and entity type (all kept in the address),
// paged by cursor with the true total.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/choice-fields';
import { CursorPagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatCount, formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { type AuditEntry, type AuditFilter, useAuditLog } from '../api/audit-log';
import { ACTION_LABELS, AuditValues, actionLabel } from './audit-values';

const ENTITY_TYPE_LABELS: Record<string, string> = {
  venue: 'Venue',
  registration: 'Registration',
  claim: 'Claim',
  change_request: 'Change request',
  venue_enquiry: 'Enquiry',
  user: 'Account',
};

const queryOf = (filter: AuditFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));

const hrefOf = (filter: AuditFilter, cursor: string | null) =>
  cursor === null ? null : paths.adminAudit.getHref(queryOf({ ...filter, cursor }));

/** What a row is about, linked to its page where there is one. */
function Subject({ entry }: { entry: AuditEntry }) {
  const label = entry.entity_label ?? entry.entity_id;
  const kind = ENTITY_TYPE_LABELS[entry.entity_type] ?? entry.entity_type;
  if (entry.entity_type === 'venue')
    return (
      <>
        {kind}: <Link to={paths.adminVenue.getHref(entry.entity_id)}>{label}</Link>
      </>
    );
  return (
    <>
      {kind}: {label}
    </>
  );
}

export function AdminAuditPage() {
  useDocumentTitle(pageTitle('Audit log'));
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    actor: params.get('actor') ?? '',
    venue: params.get('venue') ?? '',
    action: params.get('action') ?? '',
    entity_type: params.get('entity_type') ?? '',
    cursor: params.get('cursor') ?? '',
  };
  const [draft, setDraft] = useState(filter);
  const log = useAuditLog(filter);

  return (
    <div className="container page admin-audit">
      <h1>Audit log</h1>
      <form
        className="admin-venues__filters"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) as AuditFilter;
          setParams(queryOf({ ...trimmed, cursor: '' }));
        }}
      >
        <TextField
          label="Who (e-mail)"
          value={draft.actor}
          maxLength={254}
          onValueChange={(actor) => setDraft({ ...draft, actor })}
        />
        <TextField
          label="Venue (id or address)"
          hint="e.g. the-grand-hall"
          value={draft.venue}
          maxLength={200}
          onValueChange={(venue) => setDraft({ ...draft, venue })}
        />
        <SelectField
          label="Action"
          value={draft.action}
          placeholder="Any action"
          options={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          onValueChange={(action) => setDraft({ ...draft, action })}
        />
        <SelectField
          label="About"
          value={draft.entity_type}
          placeholder="Anything"
          options={Object.entries(ENTITY_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          onValueChange={(entity_type) => setDraft({ ...draft, entity_type })}
        />
        <p>
          <button type="submit" className="button button--primary">
            Filter
          </button>
        </p>
      </form>
      {log.isError && (
        <p role="alert" className="field__error">
          {messageOf(log.error, 'The audit log could not be loaded. Please try again.')}
        </p>
      )}
      {log.data && (
        <>
          <p role="status">
            {formatCount(log.data.total)} {log.data.total === 1 ? 'entry' : 'entries'}
          </p>
          <table className="admin-table">
            <caption className="visually-hidden">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">About</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTimeEnGb(entry.at)}</td>
                  <td>{entry.actor_email ?? 'The system'}</td>
                  <td>{actionLabel(entry.action)}</td>
                  <td>
                    <Subject entry={entry} />
                  </td>
                  <td>
                    <AuditValues value={entry.before} />
                  </td>
                  <td>
                    <AuditValues value={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <CursorPagination
            prevHref={hrefOf(filter, log.data.prev_cursor)}
            nextHref={hrefOf(filter, log.data.next_cursor)}
          />
        </>
      )}
    </div>
  );
}
