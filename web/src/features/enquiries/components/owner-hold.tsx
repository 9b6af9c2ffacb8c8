// The owner's side of an accepted proposal: the date held for the planner (which option, until
// when, its reference), or the confirmed booking; and releasing the date, with a reason the
// planner is mailed, asked once more before it is done.
import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { formatCalendarDateEnGb, formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { useReleaseHold, type VenueEnquiryDetail } from '../api/owner-enquiries';

type Hold = NonNullable<VenueEnquiryDetail['hold']>;

export function OwnerHold({ enquiry, hold }: { enquiry: VenueEnquiryDetail; hold: Hold }) {
  const when = formatCalendarDateEnGb(hold.date);
  switch (hold.state) {
    case 'held':
      return (
        <div className="notice">
          <p>
            The planner accepted revision {hold.revision} of your proposal for {when}, {hold.room}. Reference{' '}
            <strong>{hold.reference}</strong>. Please hold the date for them as your {hold.option_text} until{' '}
            {formatDateTimeEnGb(hold.expires_at)}: they confirm or release it before then. You can reach them at{' '}
            {enquiry.planner_email}.
          </p>
          <ReleaseForm id={enquiry.id} />
        </div>
      );
    case 'confirmed':
      return (
        <p className="notice">
          Booking confirmed for {when}, {hold.room}: reference <strong>{hold.reference}</strong>. Reply to the planner
          at {enquiry.planner_email}.
        </p>
      );
    case 'released':
      return (
        <p>
          The hold on {when} ({hold.reference}) was released{' '}
          {hold.released_by === 'venue' ? 'by you' : 'by the planner'}
          {hold.release_reason ? `: ${hold.release_reason}` : ''}.
        </p>
      );
    case 'expired':
      return (
        <p>
          The hold on {when} ({hold.reference}) ended without a confirmation: the date is yours to offer again.
        </p>
      );
  }
}

function ReleaseForm({ id }: { id: string }) {
  const release = useReleaseHold(id);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  return (
    <form
      className="enquiry-detail__release"
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirming) return setConfirming(true);
        release.mutate(reason.trim(), { onSettled: () => setConfirming(false) });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          Why you release the date (the planner reads this)
        </label>
        <input
          id={reasonId}
          className="field__control"
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {release.isError && (
        <p role="alert" className="field__error">
          {messageOf(release.error, 'The date was not released. Please try again.')}
        </p>
      )}
      {confirming ? (
        <p role="group" aria-label="Release the date held for the planner?">
          Release the date held for the planner? They are told, and it will not become a booking.{' '}
          <button type="submit" className="button button--danger" disabled={release.isPending}>
            Yes, release the date
          </button>{' '}
          <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </p>
      ) : (
        <button type="submit" className="button button--quiet">
          Release the date
        </button>
      )}
    </form>
  );
}
