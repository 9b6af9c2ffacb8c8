// /v2/my-events: a signed-in planner's events, every brief their address sent, newest first, a
// page at a time, each with its venues' states in words; and /v2/my-events/{id}, one event: the
// very page the private link opens, authorised by the session instead of the link's token.
import { Link, useParams } from 'react-router-dom';
import { CursorPager, useCursorPages } from '../../../components/ui/cursor-pages';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { eventDateText, guestsText } from '../../../lib/enquiry-text';
import { formatCount, formatDateEnGb } from '../../../lib/format-en-gb';
import { useSession } from '../../../lib/session';
import { type PlannerEvent, useMyEvents } from '../api/my-events';
import { usePlannerProposals } from '../api/planner-proposals';
import '../proposals.css';
import { Proposals } from './proposals-page';
import { ShareEvent } from './share-event';

export function MyEventsPage() {
  useDocumentTitle(pageTitle('My events'));
  const pages = useCursorPages();
  const events = useMyEvents(pages.cursor);
  const email = useSession().data?.email;
  return (
    <div className="container page my-events">
      <h1 ref={pages.headingRef} tabIndex={-1}>
        My events
      </h1>
      {events.isPending && <p role="status">Loading your events…</p>}
      {events.isError && <p role="alert">We could not load your events. Please reload the page.</p>}
      {events.data && events.data.total === 0 && (
        <p className="notice">
          No briefs from {email ?? 'your address'} yet. Choose venues and send a brief: it will be kept here.
        </p>
      )}
      {events.data && events.data.total > 0 && (
        <>
          <p className="lead">
            {formatCount(events.data.total)} event{events.data.total === 1 ? '' : 's'}, newest first.
          </p>
          <ul className="my-events__list" aria-label="My events">
            {events.data.events.map((event) => (
              <EventCard key={event.enquiry_id} event={event} />
            ))}
          </ul>
          <CursorPager
            pages={pages}
            nextCursor={events.data.next_cursor}
            label="Pages of my events"
            previousLabel="Newer events"
            nextLabel="Older events"
          />
        </>
      )}
    </div>
  );
}

function EventCard({ event }: { event: PlannerEvent }) {
  const title = `Brief of ${formatDateEnGb(event.sent_at)}`;
  return (
    <li className="my-events__event">
      <h2>
        <Link to={paths.myEvent.getHref(event.enquiry_id)}>{title}</Link>
      </h2>
      <p>
        {eventDateText(event.event)} · {guestsText(event.event.guests)}
        {event.shared_by && (
          <>
            {' '}
            · shared with you by {event.shared_by} ({event.permission === 'decide' ? 'view and decide' : 'view'})
          </>
        )}
      </p>
      <ul aria-label={`Venues of the ${title.toLowerCase()}`}>
        {event.venues.map((venue) => (
          <li key={venue.id}>
            <strong>{venue.venue.name}</strong>: {venue.status_text}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MyEventPage() {
  useDocumentTitle(pageTitle('Your event'));
  const { id = '' } = useParams();
  const proposals = usePlannerProposals({ eventId: id });
  const back = (
    <p className="my-event__back">
      <Link to={paths.myEvents.getHref()}>← My events</Link>
    </p>
  );
  if (proposals.isPending)
    return (
      <div className="container page">
        <p role="status">Loading your event…</p>
      </div>
    );
  if (proposals.isError) {
    const missing = proposals.error instanceof ApiError && proposals.error.status === 404;
    return (
      <div className="container page">
        <h1>{missing ? 'This event is not among yours' : 'Your event'}</h1>
        <p role="alert">
          {missing
            ? 'It was sent from another address, or no longer shared with you.'
            : 'We could not load your event. Please reload the page.'}
        </p>
        {back}
      </div>
    );
  }
  // Every answer under the event's address says whose it is (PlannerEventView).
  const event = proposals.data as PlannerEvent;
  return (
    <>
      <div className="container">
        {back}
        {event.shared_by && (
          <p className="notice">
            Shared with you by {event.shared_by}:{' '}
            {event.permission === 'decide'
              ? 'you may view it and decide; what you do is shown under your name.'
              : 'you may view it. To accept, decline or write to a venue, ask them for “view and decide”.'}
          </p>
        )}
      </div>
      <Proposals source={{ eventId: id }} data={proposals.data} />
      {event.permission === 'owner' && <ShareEvent eventId={id} />}
    </>
  );
}
