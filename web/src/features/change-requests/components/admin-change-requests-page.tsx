// /admin/change-requests, the 'Change Requests Queue' (owner-admin spec §2, §4, §5, §8): requests
// by status with a total, searched and paged on the shared queue, each a card with its fields and warnings; Review Changes shows the
// venue's current values beside the proposed ones, a conflict banner when the venue changed since,
// and a choice per field to approve or reject, applied after a confirmation.
import {
  type ChangeRequestStatus,
  type EditableVenueField,
  VENUE_FIELD_LABELS,
  type VenueData,
} from '@venue-finder/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminQueue, type QueueOutcome, useAdminQueue } from '../../../components/ui/admin-queue';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { htmlToText } from '../../../lib/description-text';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatCount, formatDateTimeEnGb, formatGbp, humanise } from '../../../lib/format-en-gb';
import { type ChangeRequest, useApplyChangeRequest, useChangeRequest, useChangeRequests } from '../api/change-requests';
import { EMPTY_SELECTION, type FieldSelection, choose, selectedCount, warningsOf } from './field-selection';
import '../change-requests.css';

const FILTERS: { value: ChangeRequestStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'partially_approved', label: 'Partially Approved' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  submitted: 'Submitted',
  partially_approved: 'Partially Approved',
  approved: 'Approved',
  rejected: 'Rejected',
  // Shown under All; the spec's filter list stays as it is.
  withdrawn: 'Withdrawn by the owner',
};

const fieldsOf = (patch: VenueData) => Object.keys(patch) as EditableVenueField[];
const label = (field: string) => VENUE_FIELD_LABELS[field as EditableVenueField] ?? humanise(field);

/** A value as the spec shows it: Yes/No, 'None' or 'N/A' when empty, lists comma-separated. */
function Value({ field, value }: { field: string; value: unknown }) {
  if (field === 'description_html') {
    const text = htmlToText(String(value ?? ''));
    return text ? (
      <>
        {text.split('\n\n').map((p) => (
          <p key={p}>{p}</p>
        ))}
      </>
    ) : (
      <>None</>
    );
  }
  if (field === 'images' && Array.isArray(value)) {
    if (value.length === 0) return <>None</>;
    return (
      <ul className="change-card__images" aria-label={`${value.length} images`}>
        {value.map((src, index) => (
          <li key={`${String(src)}-${index}`}>
            <img src={String(src)} alt={`Image ${index + 1}`} width={72} height={54} loading="lazy" />
          </li>
        ))}
      </ul>
    );
  }
  return <>{plain(field, value)}</>;
}

function plain(key: string, value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return /rate/.test(key) ? formatGbp(value) : formatCount(value);
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map((v) => plain(key, v)).join(', ');
  if (typeof value === 'object')
    return (
      Object.entries(value)
        .filter(([k]) => k !== 'currency')
        .map(([k, v]) => `${humanise(k)}: ${plain(k, v)}`)
        .join(', ') || 'None'
    );
  return String(value).trim() || 'None';
}

export function AdminChangeRequestsPage() {
  useDocumentTitle(pageTitle('Change Requests Queue'));
  const queue = useAdminQueue<ChangeRequestStatus | 'all'>(
    FILTERS.map((f) => f.value),
    'submitted',
  );
  const requests = useChangeRequests(queue.status, queue.paging);
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);

  return (
    <div className="container page change-requests">
      <p>
        <Link className="button button--quiet" to={paths.adminDashboard.getHref()}>
          ← Back to the dashboard
        </Link>
      </p>
      <h1>Change Requests Queue</h1>
      <AdminQueue
        queue={queue}
        filters={FILTERS}
        load={requests}
        noun={['change request', 'change requests']}
        totalText={(total) => `Total: ${formatCount(total)}`}
        empty={(status) => (
          <p className="notice">No change requests {status === 'all' ? 'yet' : 'with this status'}.</p>
        )}
        outcome={outcome}
        onStatusChange={() => setOutcome(null)}
        errorClassName="change-requests__error"
      >
        {(data) => (
          <ul className="change-requests__list" aria-label="Change requests">
            {data.change_requests.map((request) => (
              <ChangeCard key={request.id} request={request} onOutcome={setOutcome} />
            ))}
          </ul>
        )}
      </AdminQueue>
    </div>
  );
}

function ChangeCard({ request, onOutcome }: { request: ChangeRequest; onOutcome: (outcome: QueueOutcome) => void }) {
  const [open, setOpen] = useState(false);
  const fields = fieldsOf(request.patch);
  const warnings = warningsOf(request.patch as Record<string, unknown>);
  return (
    <li className="change-card">
      <h2 className="change-card__title">
        <Link to={paths.venue.getHref(request.venue_slug)}>{request.venue_name}</Link>
      </h2>
      <p className="change-card__meta">
        <span className={`badge badge--change-${request.status}`}>{STATUS_LABELS[request.status]}</span> · by{' '}
        {request.owner_email} · {formatDateTimeEnGb(request.created_at)} · {fields.length} changed{' '}
        {fields.length === 1 ? 'field' : 'fields'}
      </p>
      <ul className="change-card__chips" aria-label="Changed fields">
        {fields.map((field) => (
          <li key={field} className="chip">
            {label(field)}
          </li>
        ))}
        {warnings.map((warning) => (
          <li key={warning} className="chip chip--warning">
            {warning}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide Details' : 'Review Changes'}
        <span className="visually-hidden">: {request.venue_name}</span>
      </button>
      {open && <ChangeDetails id={request.id} onOutcome={onOutcome} />}
    </li>
  );
}

function ChangeDetails({ id, onOutcome }: { id: string; onOutcome: (outcome: QueueOutcome) => void }) {
  const detail = useChangeRequest(id);
  const apply = useApplyChangeRequest();
  const [selection, setSelection] = useState<FieldSelection>(EMPTY_SELECTION);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (detail.isPending) return <p role="status">Loading the changes…</p>;
  if (detail.isError)
    return (
      <p role="alert" className="change-requests__error">
        Failed to fetch change request details
      </p>
    );
  const request = detail.data;
  const fields = fieldsOf(request.patch);
  const open = request.status === 'submitted';

  function onApply() {
    if (selectedCount(selection) === 0) {
      setProblem('Please select at least one field to approve or reject.');
      return;
    }
    if (!window.confirm(`Apply your choices for ${selectedCount(selection)} of ${fields.length} fields?`)) return;
    setProblem(null);
    // A promise, not per-call callbacks: the card leaves a filtered queue when it refreshes.
    apply.mutateAsync({ id, approve: selection.approve, reject: selection.reject, note: note.trim() }).then(
      (answer) => onOutcome({ kind: 'ok', text: answer.message || 'Change request processed successfully!' }),
      (error: unknown) =>
        onOutcome({
          kind: 'error',
          text: `Error: ${error instanceof ApiError && error.status > 0 ? error.message : 'Failed to process change request'}`,
        }),
    );
  }

  return (
    <div className="change-card__details">
      {request.has_conflict && (
        <div className="notice notice--warning" role="note">
          <p>
            <strong>This venue has changed since the request was made.</strong>{' '}
            {request.conflict_fields.length > 0
              ? `Changed since: ${request.conflict_fields.map(label).join(', ')}.`
              : 'None of the requested fields changed.'}{' '}
            Applying will replace the current values.
          </p>
        </div>
      )}
      {request.applied_over_conflict && <p className="notice">Applied over a newer version of the venue.</p>}
      <table className="admin-table">
        <caption className="visually-hidden">Current and proposed values</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Current</th>
            <th scope="col">Proposed</th>
            {open && <th scope="col">Decision</th>}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row">{label(field)}</th>
              <td>
                <Value field={field} value={request.current_venue[field]} />
              </td>
              <td>
                <Value field={field} value={request.patch[field]} />
              </td>
              {open && (
                <td>
                  <div className="admin-table__actions" role="group" aria-label={`Decision for ${label(field)}`}>
                    <button
                      type="button"
                      className="button button--toggle"
                      aria-pressed={selection.approve.includes(field)}
                      onClick={() => setSelection(choose(selection, field, 'approve'))}
                    >
                      Approve<span className="visually-hidden"> {label(field)}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--toggle button--toggle-reject"
                      aria-pressed={selection.reject.includes(field)}
                      onClick={() => setSelection(choose(selection, field, 'reject'))}
                    >
                      Reject<span className="visually-hidden"> {label(field)}</span>
                    </button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {open ? (
        <>
          <TextAreaField
            label="Admin notes (optional)"
            value={note}
            rows={2}
            maxLength={2000}
            onValueChange={setNote}
          />
          <p role="status">{selectedCount(selection)} selected</p>
          <div role="alert">{problem && <p className="field__error">{problem}</p>}</div>
          <div className="admin-table__actions">
            <button type="button" className="button button--quiet" onClick={() => setSelection(EMPTY_SELECTION)}>
              Clear Selection
            </button>
            <button type="button" className="button button--primary" disabled={apply.isPending} onClick={onApply}>
              {apply.isPending ? 'Applying…' : 'Apply Changes'}
            </button>
          </div>
        </>
      ) : (
        <p>
          Approved: {request.approved_fields.map(label).join(', ') || 'None'}. Rejected:{' '}
          {request.rejected_fields.map(label).join(', ') || 'None'}.
          {request.admin_note && ` Note: ${request.admin_note}`}
        </p>
      )}
    </div>
  );
}
