// /admin/registrations/{id}: a registration as the admin decides it — the listing planners will
// see once it is approved (the venue page's own components, given by the app as `renderListing`:
// a feature does not import another), the published venues it may duplicate, then Approve, or
// Reject with the reason the owner is mailed.
import type { VenueDetailView } from '@venue-finder/contract';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OutcomeMessage, type QueueOutcome } from '../../../components/ui/admin-queue';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatDateEnGb } from '../../../lib/format-en-gb';
import { type RegistrationReview, useRegistrationReview } from '../api/registrations';
import { STATUS_LABELS } from './admin-registrations-page';
import '../../../components/venue-form/venue-form.css';
import { useRegistrationDecision } from './use-registration-decision';

export function RegistrationReviewPage({ renderListing }: { renderListing: (listing: VenueDetailView) => ReactNode }) {
  const { id = '' } = useParams();
  const review = useRegistrationReview(id);
  const name = review.data?.registration.venue_name || 'Untitled venue';
  useDocumentTitle(pageTitle(review.data ? `Review: ${name}` : 'Review a registration'));

  return (
    <div className="container page registration-review">
      <p>
        <Link to={paths.adminRegistrations.getHref()}>← Back to the registrations</Link>
      </p>
      {review.isPending && <p role="status">Loading the registration…</p>}
      {review.isError && (
        <>
          <h1>Review a registration</h1>
          <p role="alert" className="field__error">
            {messageOf(review.error, 'The registration could not be loaded. Please reload the page.')}
          </p>
        </>
      )}
      {review.data && (
        <>
          <h1>Review registration: {name}</h1>
          <p>
            {STATUS_LABELS[review.data.registration.status]} · from {review.data.registration.owner_email}
            {review.data.registration.submitted_at && (
              <> · submitted {formatDateEnGb(review.data.registration.submitted_at)}</>
            )}
          </p>
          <Duplicates duplicates={review.data.duplicates} />
          <Decision review={review.data} />
          <section className="registration-review__listing" aria-label="The listing as planners will see it">
            <p className="notice">The listing as planners will see it once it is approved:</p>
            {review.data.listing ? (
              renderListing(review.data.listing)
            ) : (
              <p className="field__error">
                It cannot be shown: {review.data.problem ?? 'the registration is incomplete'}.
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function Duplicates({ duplicates }: { duplicates: RegistrationReview['duplicates'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Possible duplicates</h2>
      {duplicates.length === 0 ? (
        <p>No published venue has a similar name in the same city or postcode.</p>
      ) : (
        <ul aria-label="Published venues like this one">
          {duplicates.map((venue) => (
            <li key={venue.id}>
              <Link to={venue.path}>{venue.name}</Link>, {venue.postcode}
              {venue.claimed ? ' — already has an owner' : ' — not claimed yet'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Decision({ review }: { review: RegistrationReview }) {
  const { registration } = review;
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);
  const { name, pending, rejecting, setRejecting, reason, reasonError, changeReason, approve, reject } =
    useRegistrationDecision(registration, setOutcome);

  return (
    <section className="registration-review__decision" aria-label="Decision">
      <OutcomeMessage outcome={outcome} />
      {registration.status === 'submitted' && outcome?.kind !== 'ok' && (
        <>
          <div className="admin-table__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={pending || review.listing === null}
              onClick={approve}
            >
              Approve
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={pending}
              aria-expanded={rejecting}
              onClick={() => setRejecting(!rejecting)}
            >
              Reject
            </button>
          </div>
          {rejecting && (
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
              <button type="button" className="button button--primary" disabled={pending} onClick={reject}>
                Reject Registration
              </button>
            </div>
          )}
        </>
      )}
      {registration.live_path && <Link to={registration.live_path}>View Live</Link>}
    </section>
  );
}
