// /admin/claims: the pending ownership claims with a count, fast-tracked first, searched and paged
// on the shared queue, several approved or rejected at once if need be; Review opens a
// dialog with the proof (the domain, the DNS record with Verify DNS Now, or the document), the
// claim's notes and audit trail, a notes box, Approve and Reject (owner-admin spec §2, §8).
import { type ClaimFilter, type ClaimProofType, type ClaimStatus, cityName } from '@venue-finder/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminQueue, type QueueOutcome, useAdminQueue } from '../../../components/ui/admin-queue';
import { BulkDecisions, RowSelect, useBulkSelection } from '../../../components/ui/admin-queue-bulk';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatDateEnGb, formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { type AdminClaim, useAdminClaims, useBulkDecideClaims, useDecideClaim, useVerifyDns } from '../api/claims';
import '../claims.css';

const PROOF_LABELS: Record<ClaimProofType, string> = {
  email_domain: 'Email domain',
  dns_txt: 'DNS TXT',
  doc: 'Document',
};

const STATUS_LABELS: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  'under-review': 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn by the claimant',
};

const CLAIM_FILTERS: { value: ClaimFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'under-review', label: 'Under review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'all', label: 'All' },
];

const EVENT_LABELS: Record<string, string> = {
  submitted: 'Claim submitted',
  email_domain_checked: 'E-mail domain checked',
  dns_verified: 'DNS TXT record verified',
  dns_check_failed: 'DNS TXT record not found',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function AdminClaimsPage() {
  useDocumentTitle(pageTitle('Claims'));
  const queue = useAdminQueue(
    CLAIM_FILTERS.map((f) => f.value),
    'pending',
  );
  const claims = useAdminClaims(queue.status, queue.paging);
  const [reviewing, setReviewing] = useState<AdminClaim | null>(null);
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);
  const rows = claims.data?.claims ?? [];
  const open = rows.filter((claim) => claim.status === 'submitted' || claim.status === 'under-review');
  const selection = useBulkSelection(open.map((claim) => claim.id));
  const bulk = useBulkDecideClaims();
  const describe = (claim: AdminClaim) => `${claim.venue_name ?? 'Unknown Venue'} by ${claim.email}`;
  const nameOf = (id: string) => {
    const claim = rows.find((c) => c.id === id);
    return claim ? describe(claim) : id;
  };

  return (
    <div className="container page admin-claims">
      <p>
        <Link to={paths.adminDashboard.getHref()}>← Back to the dashboard</Link>
      </p>
      <h1>Ownership claims</h1>
      <AdminQueue
        queue={queue}
        filters={CLAIM_FILTERS}
        load={claims}
        noun={['claim', 'claims']}
        countLabel={(status) => (status === 'pending' ? 'pending' : '')}
        empty={(status) =>
          status === 'pending' ? (
            <div className="empty-state">
              <p className="empty-state__title">No Pending Claims</p>
              <p>All ownership claims have been reviewed.</p>
            </div>
          ) : (
            <p>No claims match.</p>
          )
        }
        outcome={outcome}
        onStatusChange={() => setOutcome(null)}
        actions={
          queue.status !== 'approved' &&
          queue.status !== 'rejected' && (
            <BulkDecisions
              selection={selection}
              nameOf={nameOf}
              reason={{
                label: 'Admin notes for the selected claims',
                required: false,
                hint: 'Each claimant is e-mailed why; without notes they read “Could not verify ownership”.',
              }}
              decide={(decision, ids, notes) => bulk.mutateAsync({ decision, ids, notes })}
            />
          )
        }
      >
        {(data) => (
          <>
            <table className="admin-table">
              <caption className="visually-hidden">Claims</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
                  <th scope="col">Venue</th>
                  <th scope="col">Claimant</th>
                  <th scope="col">Proof</th>
                  <th scope="col">Risk</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Status</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.claims.map((claim) => (
                  <tr key={claim.id}>
                    <td>
                      {open.includes(claim) && (
                        <RowSelect
                          selection={selection}
                          id={claim.id}
                          label={`Select the claim of ${describe(claim)}`}
                        />
                      )}
                    </td>
                    <td>
                      {claim.venue_name ?? 'Unknown Venue'}
                      {claim.venue_city && (
                        <>
                          <br />
                          <small>{cityName(claim.venue_city)}</small>
                        </>
                      )}
                    </td>
                    <td>{claim.email}</td>
                    <td>{PROOF_LABELS[claim.proof.type]}</td>
                    <td>
                      <RiskFlag claim={claim} />
                    </td>
                    <td>{formatDateEnGb(claim.created_at)}</td>
                    <td>{STATUS_LABELS[claim.status]}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setOutcome(null);
                          setReviewing(claim);
                        }}
                      >
                        Review
                        <span className="visually-hidden"> the claim of {describe(claim)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </AdminQueue>
      {reviewing && (
        <ReviewDialog
          claim={rows.find((c) => c.id === reviewing.id) ?? reviewing}
          onClose={() => setReviewing(null)}
          onDecided={(text) => {
            setReviewing(null);
            setOutcome({ kind: 'ok', text });
          }}
          onFailed={(text) => setOutcome({ kind: 'error', text })}
        />
      )}
    </div>
  );
}

function RiskFlag({ claim }: { claim: AdminClaim }) {
  return claim.auto_fast_tracked ? (
    <span className="risk-flag risk-flag--fast">Fast-tracked</span>
  ) : (
    <span className="risk-flag">Manual review</span>
  );
}

function ReviewDialog({
  claim,
  onClose,
  onDecided,
  onFailed,
}: {
  claim: AdminClaim;
  onClose: () => void;
  onDecided: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [notes, setNotes] = useState('');
  const [dnsResult, setDnsResult] = useState<{ ok: boolean; text: string } | null>(null);
  const decide = useDecideClaim();
  const verify = useVerifyDns();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const act = (status: 'approved' | 'rejected') =>
    // A promise, not per-call callbacks: the claim leaves the queue when it refreshes.
    decide.mutateAsync({ id: claim.id, status, notes: notes.trim() }).then(
      () => onDecided(`Claim ${status} successfully!`),
      () => onFailed(`Failed to ${status} claim`),
    );

  const verifyDns = () =>
    verify.mutate(claim.id, {
      onSuccess: (answer) => setDnsResult({ ok: answer.verified, text: answer.message }),
      onError: (error) =>
        setDnsResult({
          ok: false,
          text: error instanceof ApiError && error.status > 0 ? error.message : 'Failed to verify DNS TXT record',
        }),
    });

  return (
    <dialog ref={dialog} className="claims-review" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Review claim: {claim.venue_name ?? 'Unknown Venue'}</h2>
      <p>
        {claim.email} · <RiskFlag claim={claim} />
      </p>
      <h3>Proof: {PROOF_LABELS[claim.proof.type]}</h3>
      {claim.proof.type === 'email_domain' && (
        <p>
          E-mail domain: <strong>{claim.domain ?? claim.proof.value ?? '—'}</strong>
          {claim.auto_fast_tracked && <> — matches the venue’s website and was verified with valid MX records.</>}
        </p>
      )}
      {claim.dns && (
        <div>
          <p>
            Record: <code>{claim.dns.record_name}</code>
            <br />
            Value: <code>{claim.dns.value}</code>
            {claim.dns.verified && <> — verified</>}
          </p>
          <button type="button" className="button button--secondary" disabled={verify.isPending} onClick={verifyDns}>
            {verify.isPending ? 'Checking…' : 'Verify DNS Now'}
          </button>
          <div role="status">
            {dnsResult && (
              <p className={dnsResult.ok ? 'dns-result dns-result--ok' : 'dns-result field__error'}>
                <span aria-hidden="true">{dnsResult.ok ? '✓ ' : '✗ '}</span>
                {dnsResult.text}
              </p>
            )}
          </div>
        </div>
      )}
      {claim.document_url && (
        <p>
          {/* Served as an attachment: the document is downloaded, never rendered in our origin. */}
          <a href={claim.document_url} download>
            Download the document
          </a>
        </p>
      )}
      {claim.notes && claim.proof.type !== 'dns_txt' && (
        <>
          <h3>Notes</h3>
          <p>{claim.notes}</p>
        </>
      )}
      <h3>Audit trail</h3>
      <ol className="claims-review__audit">
        {claim.audit.map((entry, index) => (
          <li key={`${entry.event}-${index}`}>
            {EVENT_LABELS[entry.event] ?? entry.event} — {formatDateTimeEnGb(entry.at)}
          </li>
        ))}
      </ol>
      <TextAreaField
        label="Admin notes"
        value={notes}
        rows={3}
        maxLength={2000}
        placeholder="Required when rejecting: why the claim could not be verified"
        onValueChange={setNotes}
      />
      <div className="admin-table__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={decide.isPending}
          onClick={() => act('approved')}
        >
          Approve
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={decide.isPending}
          onClick={() => act('rejected')}
        >
          Reject
        </button>
        <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
