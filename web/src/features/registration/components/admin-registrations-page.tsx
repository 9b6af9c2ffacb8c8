// /admin/registrations: registrations by status (submitted, i.e. pending review, by default), each
// pending one approved — the venue goes live — or rejected with a reason the owner is mailed.
import { REGISTRATION_CATEGORIES, cityName } from '@venue-finder/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OutcomeMessage, type QueueOutcome, StatusFilter, useQueueStatus } from '../../../components/ui/admin-queue';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatDateEnGb } from '../../../lib/format-en-gb';
import {
  type AdminRegistration,
  type RegistrationFilter,
  type RegistrationStatus,
  useAdminRegistrations,
  useReviewRegistration,
} from '../api/registrations';
import '../../../components/venue-form/venue-form.css';

const FILTERS: { value: RegistrationFilter; label: string }[] = [
  { value: 'submitted', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'draft', label: 'Drafts' },
  { value: 'all', label: 'All' },
];

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  draft: 'Draft',
  submitted: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function AdminRegistrationsPage() {
  useDocumentTitle(pageTitle('Registrations'));
  const [status, setStatus] = useQueueStatus<RegistrationFilter>(
    FILTERS.map((f) => f.value),
    'submitted',
  );
  const registrations = useAdminRegistrations(status);
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);

  return (
    <div className="container page admin-registrations">
      <p>
        <Link to={paths.adminDashboard.getHref()}>← Back to the dashboard</Link>
      </p>
      <h1>Registrations</h1>
      <StatusFilter
        filters={FILTERS}
        value={status}
        onChange={(next) => {
          setOutcome(null);
          setStatus(next);
        }}
        total={registrations.data && `${registrations.data.total} in all`}
      />
      <OutcomeMessage outcome={outcome} />
      {registrations.isPending && <p role="status">Loading registrations…</p>}
      {registrations.isError && (
        <p role="alert" className="field__error">
          Error: {messageOf(registrations.error, 'the registrations could not be loaded')}
        </p>
      )}
      {registrations.data?.registrations.length === 0 && (
        <p className="notice">No registrations {status === 'submitted' ? 'are waiting for review' : 'to show'}.</p>
      )}
      {registrations.data && registrations.data.registrations.length > 0 && (
        <table className="admin-table">
          <caption className="visually-hidden">Registrations</caption>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Venue</th>
              <th scope="col">Owner</th>
              <th scope="col">Status</th>
              <th scope="col">Submitted</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {registrations.data.registrations.map((registration) => (
              <RegistrationRow key={registration.id} registration={registration} onOutcome={setOutcome} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function RegistrationRow({
  registration,
  onOutcome,
}: {
  registration: AdminRegistration;
  onOutcome: (outcome: QueueOutcome) => void;
}) {
  const review = useReviewRegistration();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const data = registration.venue_data;
  const name = registration.venue_name || 'Untitled venue';

  const approve = () =>
    // A promise, not per-call callbacks: the row leaves the list when the queue refreshes.
    review.mutateAsync({ id: registration.id, decision: 'approve' }).then(
      () => onOutcome({ kind: 'ok', text: `Approved: ${name} is live.` }),
      (error: unknown) => onOutcome({ kind: 'error', text: messageOf(error, 'Error approving registration') }),
    );
  const reject = () => {
    if (reason.trim().length < 3) {
      setReasonError('Please give the reason for rejecting: the owner will read it');
      return;
    }
    review.mutateAsync({ id: registration.id, decision: 'reject', reason: reason.trim() }).then(
      () => onOutcome({ kind: 'ok', text: `Rejected: ${name}. The owner has been e-mailed the reason.` }),
      (error: unknown) => onOutcome({ kind: 'error', text: messageOf(error, 'Error rejecting registration') }),
    );
  };

  return (
    <tr>
      <td>
        <code title={registration.id}>{registration.id.slice(0, 8)}</code>
      </td>
      <td>
        <strong>{name}</strong>
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
            <button type="button" className="button button--primary" disabled={review.isPending} onClick={approve}>
              Approve<span className="visually-hidden"> {name}</span>
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={review.isPending}
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
              onValueChange={(value) => {
                setReason(value);
                setReasonError(null);
              }}
            />
            <div className="admin-table__actions">
              <button type="button" className="button button--primary" disabled={review.isPending} onClick={reject}>
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
