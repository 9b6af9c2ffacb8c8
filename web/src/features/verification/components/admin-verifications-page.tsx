// /admin/verifications: the evidence of the verification programme (standing, revoked or all),
// searched and paged on the shared queue, each photo beside the item it proves; evidence that does not hold up is revoked with a reason the owner is mailed.
import type { EvidenceStatus } from '@venue-finder/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminQueue, type QueueOutcome, useAdminQueue } from '../../../components/ui/admin-queue';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { type Evidence, useEvidence, useRevokeEvidence } from '../api/verification';
import '../verification.css';

const FILTERS: { value: EvidenceStatus; label: string }[] = [
  { value: 'standing', label: 'Standing' },
  { value: 'revoked', label: 'Revoked' },
  { value: 'all', label: 'All' },
];

export function AdminVerificationsPage() {
  useDocumentTitle(pageTitle('Verifications'));
  const queue = useAdminQueue(
    FILTERS.map((f) => f.value),
    'standing',
  );
  const evidence = useEvidence(queue.status, queue.paging);
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);
  return (
    <div className="container page admin-verifications">
      <p>
        <Link to={paths.adminDashboard.getHref()}>← Back to the dashboard</Link>
      </p>
      <h1>Verifications</h1>
      <AdminQueue
        queue={queue}
        filters={FILTERS}
        load={evidence}
        noun={['verification', 'verifications']}
        countLabel={(status) => (status === 'all' ? '' : status)}
        empty={(status) => (
          <p className="notice">
            {status === 'revoked' ? 'No verifications have been revoked.' : 'No verifications yet.'}
          </p>
        )}
        outcome={outcome}
        onStatusChange={() => setOutcome(null)}
      >
        {(data) => (
          <table className="admin-table">
            <caption className="visually-hidden">Recent verifications</caption>
            <thead>
              <tr>
                <th scope="col">Photo</th>
                <th scope="col">Venue and item</th>
                <th scope="col">Verified by</th>
                <th scope="col">Points</th>
                <th scope="col">When</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {data.verifications.map((item) => (
                <EvidenceRow key={item.id} item={item} onOutcome={setOutcome} />
              ))}
            </tbody>
          </table>
        )}
      </AdminQueue>
    </div>
  );
}

function EvidenceRow({ item, onOutcome }: { item: Evidence; onOutcome: (outcome: QueueOutcome) => void }) {
  const revoke = useRevokeEvidence();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (reason.trim().length < 3) {
      setProblem('Please say why the evidence does not hold up: the owner will read it');
      return;
    }
    revoke.mutateAsync({ id: item.id, reason: reason.trim() }).then(
      () =>
        onOutcome({
          kind: 'ok',
          text: `Revoked: ${item.item_text} at ${item.venue_name}. The owner has been told why.`,
        }),
      (error: unknown) => onOutcome({ kind: 'error', text: messageOf(error, 'The verification could not be revoked') }),
    );
  };
  return (
    <tr>
      <td>
        {item.image_url ? (
          <a href={item.image_url} target="_blank" rel="noreferrer">
            <img src={item.image_url} alt={`Evidence: ${item.item_text}`} width={120} height={80} loading="lazy" />
          </a>
        ) : (
          // Evidence from before uploads were required: its third-party address is never loaded here.
          <small>Not uploaded here: not shown</small>
        )}
      </td>
      <td>
        <strong>{item.venue_name}</strong>
        <br />
        {item.item_text}
        {item.comment && (
          <>
            <br />
            <small>“{item.comment}”</small>
          </>
        )}
      </td>
      <td>{item.owner_email}</td>
      <td>{item.points}</td>
      <td>{formatDateTimeEnGb(item.created_at)}</td>
      <td>
        {item.revoked_at ? (
          <>
            Revoked
            <br />
            <small>{item.revoke_reason}</small>
          </>
        ) : open ? (
          <div>
            <TextAreaField
              label={`Why revoke: ${item.item_text}`}
              value={reason}
              rows={2}
              maxLength={2000}
              error={problem}
              onValueChange={(value) => {
                setReason(value);
                setProblem(null);
              }}
            />
            <div className="admin-table__actions">
              <button type="button" className="button button--primary" disabled={revoke.isPending} onClick={submit}>
                Revoke
              </button>
              <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            Revoke
            <span className="visually-hidden">
              : {item.item_text} at {item.venue_name}
            </span>
          </button>
        )}
      </td>
    </tr>
  );
}
