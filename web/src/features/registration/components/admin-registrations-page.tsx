// /admin/registrations: registrations by status (submitted, i.e. pending review, by default),
// searched and paged on the shared queue; each pending one approved — the venue goes live — or
// rejected with a reason the owner is mailed, one at a time or several at once; Review the
// listing opens the full preview (/admin/registrations/{id}).
import {
  REGISTRATION_CATEGORIES,
  type RegistrationFilter,
  type RegistrationStatus,
  cityName,
} from '@venue-finder/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminQueue, type QueueOutcome, useAdminQueue } from '../../../components/ui/admin-queue';
import { BulkDecisions, RowSelect, useBulkSelection } from '../../../components/ui/admin-queue-bulk';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { paths } from '../../../config/paths';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatDateEnGb } from '../../../lib/format-en-gb';
import { type AdminRegistration, useAdminRegistrations, useBulkReviewRegistrations } from '../api/registrations';
import '../../../components/venue-form/venue-form.css';
import { useRegistrationDecision } from './use-registration-decision';

const FILTERS: { value: RegistrationFilter; label: string }[] = [
  { value: 'submitted', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'draft', label: 'Drafts' },
  { value: 'all', label: 'All' },
];

const FILTER_WORDS: Record<RegistrationStatus, string> = {
  draft: 'draft',
  submitted: 'pending',
  approved: 'approved',
  rejected: 'rejected',
};

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  draft: 'Draft',
  submitted: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function AdminRegistrationsPage() {
  useDocumentTitle(pageTitle('Registrations'));
  const queue = useAdminQueue<RegistrationFilter>(
    FILTERS.map((f) => f.value),
    'submitted',
  );
  const registrations = useAdminRegistrations(queue.status, queue.paging);
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);
  const rows = registrations.data?.registrations ?? [];
  const pending = rows.filter((registration) => registration.status === 'submitted');
  const selection = useBulkSelection(pending.map((registration) => registration.id));
  const bulk = useBulkReviewRegistrations();
  const nameOf = (id: string) => rows.find((r) => r.id === id)?.venue_name || 'Untitled venue';

  return (
    <div className="container page admin-registrations">
      <p>
        <Link to={paths.adminDashboard.getHref()}>← Back to the dashboard</Link>
      </p>
      <h1>Registrations</h1>
      <AdminQueue
        queue={queue}
        filters={FILTERS}
        load={registrations}
        noun={['registration', 'registrations']}
        countLabel={(status) => (status === 'all' ? '' : FILTER_WORDS[status])}
        empty={(status) => (
          <p className="notice">No registrations {status === 'submitted' ? 'are waiting for review' : 'to show'}.</p>
        )}
        outcome={outcome}
        onStatusChange={() => setOutcome(null)}
        actions={
          (queue.status === 'submitted' || queue.status === 'all') && (
            <BulkDecisions
              selection={selection}
              nameOf={nameOf}
              reason={{
                label: 'Reason for rejecting the selected registrations',
                required: true,
                hint: 'Each owner is e-mailed this.',
              }}
              decide={(decision, ids, reason) => bulk.mutateAsync({ decision, ids, reason })}
            />
          )
        }
      >
        {(data) => (
          <>
            <table className="admin-table">
              <caption className="visually-hidden">Registrations</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
                  <th scope="col">ID</th>
                  <th scope="col">Venue</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Status</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.registrations.map((registration) => (
                  <RegistrationRow
                    key={registration.id}
                    registration={registration}
                    select={
                      registration.status === 'submitted' ? (
                        <RowSelect
                          selection={selection}
                          id={registration.id}
                          label={`Select ${registration.venue_name || 'Untitled venue'}`}
                        />
                      ) : null
                    }
                    onOutcome={setOutcome}
                  />
                ))}
              </tbody>
            </table>
          </>
        )}
      </AdminQueue>
    </div>
  );
}

function RegistrationRow({
  registration,
  select,
  onOutcome,
}: {
  registration: AdminRegistration;
  /** The row's checkbox for deciding several at once; none when it cannot be decided. */
  select: ReactNode;
  onOutcome: (outcome: QueueOutcome) => void;
}) {
  const { name, pending, rejecting, setRejecting, reason, reasonError, changeReason, approve, reject } =
    useRegistrationDecision(registration, onOutcome);
  const data = registration.venue_data;

  return (
    <tr>
      <td>{select}</td>
      <td>
        <code title={registration.id}>{registration.id.slice(0, 8)}</code>
      </td>
      <td>
        <strong>{name}</strong>
        <br />
        <Link to={paths.adminRegistration.getHref(registration.id)}>
          Review the listing<span className="visually-hidden">: {name}</span>
        </Link>
        <br />
        {[data.address?.city && cityName(data.address.city), data.address?.postcode].filter(Boolean).join(' ')}
        <br />
        <small>
          {(data.categories ?? [])
            .map((c) => REGISTRATION_CATEGORIES.find((option) => option.value === c)?.label ?? c)
            .join(', ')}
        </small>
        {registration.live_path && (
          <>
            <br />
            <Link to={registration.live_path}>
              View Live<span className="visually-hidden">: {name}</span>
            </Link>
          </>
        )}
      </td>
      <td>{registration.owner_email}</td>
      <td>
        {STATUS_LABELS[registration.status]}
        {registration.rejection_reason && (
          <>
            <br />
            <small>{registration.rejection_reason}</small>
          </>
        )}
      </td>
      <td>{registration.submitted_at ? formatDateEnGb(registration.submitted_at) : '—'}</td>
      <td>
        {registration.status === 'submitted' && !rejecting && (
          <div className="admin-table__actions">
            <button type="button" className="button button--primary" disabled={pending} onClick={approve}>
              Approve<span className="visually-hidden"> {name}</span>
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={pending}
              onClick={() => setRejecting(true)}
            >
              Reject<span className="visually-hidden"> {name}</span>
            </button>
          </div>
        )}
        {registration.status === 'submitted' && rejecting && (
          <div className="admin-table__reject">
            <TextAreaField
              label={`Reason for rejecting ${name}`}
              value={reason}
              rows={3}
              maxLength={2000}
              error={reasonError}
              hint="The owner is e-mailed this."
              onValueChange={changeReason}
            />
            <div className="admin-table__actions">
              <button type="button" className="button button--primary" disabled={pending} onClick={reject}>
                Reject Registration
              </button>
              <button type="button" className="button button--quiet" onClick={() => setRejecting(false)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </td>
    </tr>
  );
}
