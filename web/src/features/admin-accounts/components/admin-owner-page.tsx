// /admin/owners/{id}: one owner — their standing (suspend with a reason, or restore), their
// venues (each may be moved to another owner), their claims with their state, and their latest
// sign-ins as the audit log has them.
import { cityName } from '@venue-finder/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OutcomeMessage, type QueueOutcome } from '../../../components/ui/admin-queue';
import { SelectField, TextAreaField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatCount, formatDateEnGb, formatDateTimeEnGb, humanise } from '../../../lib/format-en-gb';
import { type OwnerDetail, useOwner, useOwnerStanding, useTransferVenue } from '../api/owners';
import { actionLabel } from './audit-values';
import { OWNER_STATUS_LABELS } from './admin-owners-page';

const VENUE_STATUS_LABELS: Record<string, string> = { published: 'Published', review: 'In review', draft: 'Draft' };
const CLAIM_STATUS_LABELS: Record<string, string> = {
  submitted: 'Pending',
  'under-review': 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const METHOD_LABELS: Record<string, string> = { password: 'Password', magic_link: 'E-mailed link' };

export function AdminOwnerPage() {
  const { id = '' } = useParams();
  const owner = useOwner(id);
  useDocumentTitle(pageTitle(owner.data?.email ?? 'Owner'));
  if (owner.isPending)
    return (
      <p className="container page" role="status">
        Loading the owner…
      </p>
    );
  if (owner.isError)
    return (
      <div className="container page">
        <h1>Owner not found</h1>
        <p>{messageOf(owner.error, 'This owner could not be loaded.')}</p>
        <p>
          <Link to={paths.adminOwners.getHref()}>Back to Owners</Link>
        </p>
      </div>
    );
  return <OwnerAdmin owner={owner.data} />;
}

function OwnerAdmin({ owner }: { owner: OwnerDetail }) {
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);
  const report = (work: Promise<unknown>, text: string, fallback: string) => {
    setOutcome(null);
    return work.then(
      () => {
        setOutcome({ kind: 'ok', text });
        return true;
      },
      (error: unknown) => {
        setOutcome({ kind: 'error', text: messageOf(error, fallback) });
        return false;
      },
    );
  };

  return (
    <div className="container page admin-owner">
      <p>
        <Link to={paths.adminOwners.getHref()}>← Back to Owners</Link>
      </p>
      <h1>{owner.email}</h1>
      <p>
        {owner.name ? `${owner.name} · ` : ''}
        {OWNER_STATUS_LABELS[owner.status]} · joined {formatDateEnGb(owner.created_at)} · last signed in{' '}
        {owner.last_signed_in_at ? formatDateTimeEnGb(owner.last_signed_in_at) : 'never recorded'}
      </p>
      <OutcomeMessage outcome={outcome} />
      <StandingForm key={owner.status} owner={owner} report={report} />
      <VenuesSection owner={owner} report={report} />

      <section aria-labelledby="claims-heading">
        <h2 id="claims-heading">Claims ({formatCount(owner.claim_count)})</h2>
        {owner.claims.length === 0 ? (
          <p>No claims.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">Proof</th>
                <th scope="col">Status</th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {owner.claims.map((claim) => (
                <tr key={claim.id}>
                  <td>{claim.venue_name ?? 'Unknown Venue'}</td>
                  <td>{humanise(claim.proof_type)}</td>
                  <td>{CLAIM_STATUS_LABELS[claim.status] ?? humanise(claim.status)}</td>
                  <td>{formatDateEnGb(claim.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="sign-ins-heading">
        <h2 id="sign-ins-heading">Latest sign-ins</h2>
        {owner.sign_ins.length === 0 ? (
          <p>No sign-ins recorded.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">How</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {owner.sign_ins.map((signIn, n) => (
                <tr key={`${signIn.at}-${n}`}>
                  <td>{actionLabel(signIn.action)}</td>
                  <td>{signIn.method ? (METHOD_LABELS[signIn.method] ?? humanise(signIn.method)) : '—'}</td>
                  <td>{formatDateTimeEnGb(signIn.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** Shows the outcome of the work; answers whether it succeeded. */
type Report = (work: Promise<unknown>, text: string, fallback: string) => Promise<boolean>;

function StandingForm({ owner, report }: { owner: OwnerDetail; report: Report }) {
  const standing = useOwnerStanding(owner.id);
  const [reason, setReason] = useState('');
  const suspended = owner.status === 'suspended';
  return (
    <section aria-labelledby="standing-heading">
      <h2 id="standing-heading">{suspended ? 'Suspended' : 'Suspend this owner'}</h2>
      {suspended ? (
        <p>
          Suspended {owner.suspended_at && formatDateTimeEnGb(owner.suspended_at)}: {owner.suspended_reason}. They
          cannot sign in; their listings stay published.
        </p>
      ) : (
        <p>Suspending signs them out everywhere at once and stops every sign-in. Their listings stay published.</p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void report(
            standing.mutateAsync({ action: suspended ? 'restore' : 'suspend', reason }),
            suspended ? `${owner.email} is restored and may sign in again.` : `${owner.email} is suspended.`,
            'The change could not be saved',
          );
        }}
      >
        <TextAreaField
          label={suspended ? 'Reason for restoring' : 'Reason for suspending'}
          value={reason}
          rows={2}
          maxLength={500}
          onValueChange={setReason}
        />
        <p>
          <button type="submit" className="button button--primary" disabled={standing.isPending}>
            {suspended ? 'Restore owner' : 'Suspend owner'}
          </button>
        </p>
      </form>
    </section>
  );
}

function VenuesSection({ owner, report }: { owner: OwnerDetail; report: Report }) {
  const transfer = useTransferVenue();
  const [venueId, setVenueId] = useState('');
  const [toEmail, setToEmail] = useState('');
  const chosen = owner.venues.find((venue) => venue.id === venueId);
  return (
    <section aria-labelledby="venues-heading">
      <h2 id="venues-heading">Venues ({formatCount(owner.venue_count)})</h2>
      {owner.venues.length === 0 ? (
        <p>No venues.</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">City</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {owner.venues.map((venue) => (
                <tr key={venue.id}>
                  <td>
                    <Link to={paths.adminVenue.getHref(venue.id)}>{venue.name}</Link>
                  </td>
                  <td>{cityName(venue.city)}</td>
                  <td>{VENUE_STATUS_LABELS[venue.status] ?? humanise(venue.status)}</td>
                  <td>{formatDateEnGb(venue.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {owner.venue_count > owner.venues.length && (
            <p>
              <Link to={paths.adminVenues.getHref({ owner: owner.email })}>
                All {formatCount(owner.venue_count)} venues
              </Link>
            </p>
          )}
          <h3>Transfer a venue to another owner</h3>
          <p>
            Both owners are e-mailed. Open claims on the venue are settled, and this owner’s pending change requests for
            it are closed.
          </p>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!chosen) return;
              void report(
                transfer.mutateAsync({ venueId: chosen.id, toEmail }),
                `${chosen.name} now belongs to ${toEmail.trim()}.`,
                'The venue could not be transferred',
              ).then((done) => done && setToEmail(''));
            }}
          >
            <SelectField
              label="Venue to transfer"
              value={venueId}
              placeholder="Choose a venue"
              options={owner.venues.map((venue) => ({ value: venue.id, label: venue.name }))}
              onValueChange={setVenueId}
            />
            <TextField
              label="New owner’s e-mail"
              type="email"
              autoComplete="off"
              value={toEmail}
              onValueChange={setToEmail}
            />
            <p>
              <button type="submit" className="button button--primary" disabled={transfer.isPending || !chosen}>
                Transfer venue
              </button>
            </p>
          </form>
        </>
      )}
    </section>
  );
}
