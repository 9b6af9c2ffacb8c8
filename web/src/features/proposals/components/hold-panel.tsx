// The date held for the planner once they accepted: what is held, until when and as which option,
// with its reference; confirm the booking or release the date (each asked first). Once confirmed
// it is the booking, with the same reference; once released or expired, it says so.
import { formatCalendarDateEnGb, formatDateTimeEnGb } from '../../../lib/format-en-gb';
import type { PlannerHold, PlannerVenueEnquiry } from '../api/planner-proposals';

export function HoldPanel({
  venue,
  hold,
  busy,
  onConfirm,
  onRelease,
}: {
  venue: PlannerVenueEnquiry;
  hold: PlannerHold;
  busy: boolean;
  onConfirm: () => void;
  onRelease: () => void;
}) {
  const heading = {
    held: 'Your date is held',
    confirmed: 'Your booking is confirmed',
    released: 'The hold was released',
    expired: 'The hold has ended',
  }[hold.state];
  return (
    <section className="hold-panel" aria-labelledby="hold-panel-heading">
      <h2 id="hold-panel-heading">{heading}</h2>
      <dl className="hold-panel__facts">
        <dt>Venue</dt>
        <dd>{venue.venue.name}</dd>
        <dt>Room</dt>
        <dd>{hold.room}</dd>
        <dt>Date</dt>
        <dd>{formatCalendarDateEnGb(hold.date)}</dd>
        <dt>Reference</dt>
        <dd>
          <strong>{hold.reference}</strong>
        </dd>
        {hold.state === 'held' && (
          <>
            <dt>Held until</dt>
            <dd>
              {formatDateTimeEnGb(hold.expires_at)}, as the venue’s {hold.option_text}
            </dd>
          </>
        )}
      </dl>
      {hold.state === 'held' && (
        <>
          <p>
            Confirm the booking before the hold ends, or release the date if your plans change. If you do neither, the
            hold ends by itself and the venue may offer the date to others.
          </p>
          <div className="hold-panel__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
              Confirm the booking
            </button>
            <button type="button" className="button button--quiet" disabled={busy} onClick={onRelease}>
              Release the date
            </button>
          </div>
        </>
      )}
      {hold.state === 'confirmed' && <p>Quote {hold.reference} when you write to the venue.</p>}
      {hold.state === 'released' && hold.released_by === 'venue' && hold.release_reason && (
        <p>The venue’s reason: {hold.release_reason}</p>
      )}
    </section>
  );
}
