// /admin/enquiries: how the enquiry loop is doing — volume per day, the share answered and the
// median time to an answer over a window — the enquiries waiting on venues nobody owns (forward
// again, or close), and the venues with many unanswered.
import { describeWait } from '@venue-finder/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminQueue, type QueueOutcome, useAdminQueue } from '../../../components/ui/admin-queue';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { eventDateText, guestsText } from '../../../lib/enquiry-text';
import { formatCalendarDateEnGb, formatCount, formatDecimal, formatHoursAgo } from '../../../lib/format-en-gb';
import {
  useActOnWaitingEnquiry,
  useAdminEnquiriesOverview,
  useAdminWaitingEnquiries,
  type AdminEnquiriesOverview,
  type AdminWaitingEnquiry,
} from '../api/admin-enquiries';
import '../admin-enquiries.css';

const WINDOWS = [7, 30, 90] as const;

const percent = (share: number | null) => (share === null ? '—' : `${formatDecimal(share * 100)}%`);

export function AdminEnquiriesPage() {
  useDocumentTitle(pageTitle('Enquiries'));
  const [params] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = WINDOWS.find((value) => value === asked) ?? 30;
  const overview = useAdminEnquiriesOverview(days);
  const windowId = useId();

  return (
    <div className="container page admin-enquiries">
      <h1>Enquiries</h1>
      <nav aria-labelledby={windowId} className="admin-enquiries__windows">
        <span id={windowId}>Window:</span>
        {WINDOWS.map((value) => (
          <Link
            key={value}
            to={`?days=${value}`}
            aria-current={value === days ? 'true' : undefined}
            className="button button--quiet"
          >
            Last {value} days
          </Link>
        ))}
      </nav>
      {overview.isPending && <p role="status">Loading the figures…</p>}
      {overview.isError && <p role="alert">The figures could not be loaded. Please reload the page.</p>}
      {overview.data && <Figures overview={overview.data} />}
      <WaitingQueue />
      {overview.data && <ManyUnanswered overview={overview.data} />}
    </div>
  );
}

function Figures({ overview }: { overview: AdminEnquiriesOverview }) {
  const figures = [
    { label: 'Enquiries to venues', value: formatCount(overview.enquiries) },
    { label: 'Answered', value: percent(overview.answered_share) },
    {
      label: 'Median time to an answer',
      value: overview.median_answer_seconds === null ? '—' : describeWait(overview.median_answer_seconds),
    },
    { label: 'Waiting on unowned venues', value: formatCount(overview.waiting_on_unowned) },
  ];
  const busiest = overview.per_day.filter((day) => day.enquiries > 0);
  return (
    <>
      <section aria-label={`The last ${overview.days} days`}>
        <h2>The last {overview.days} days</h2>
        <ul className="stat-tiles">
          {figures.map((figure) => (
            <li key={figure.label} className="stat-tile">
              <span className="stat-tile__value">{figure.value}</span>
              <span className="stat-tile__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Volume per day">
        <h2>Volume per day</h2>
        {busiest.length === 0 ? (
          <p>No enquiries in this window.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Enquiries per day, and how many were answered</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="data-table__number">
                  Enquiries
                </th>
                <th scope="col" className="data-table__number">
                  Answered
                </th>
              </tr>
            </thead>
            <tbody>
              {busiest.map((day) => (
                <tr key={day.day}>
                  <td>{formatCalendarDateEnGb(day.day)}</td>
                  <td className="data-table__number">{formatCount(day.enquiries)}</td>
                  <td className="data-table__number">{formatCount(day.answered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

const WAITING: readonly { value: 'waiting'; label: string }[] = [{ value: 'waiting', label: 'Waiting' }];

function WaitingQueue() {
  const queue = useAdminQueue(['waiting'], 'waiting');
  const waiting = useAdminWaitingEnquiries(queue.paging);
  const act = useActOnWaitingEnquiry();
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);

  // Closing cannot be undone: it is asked first, as the portal's other irreversible actions are.
  // The venue's name is read as the action starts: once it succeeds the list is refetched
  // without the closed enquiry, and could no longer name it.
  const close = useMutation<string, Error, string>({
    mutationFn: async (id) => {
      const name = waiting.data?.items.find((item) => item.id === id)?.venue.name ?? 'this venue';
      await act.mutateAsync({ id, action: 'close' });
      return name;
    },
    onSuccess: (name) => {
      setOutcome({ kind: 'ok', text: `The enquiry for ${name} was closed; the planner’s page says so.` });
    },
  });

  function onForward(enquiry: AdminWaitingEnquiry) {
    act.mutate(
      { id: enquiry.id, action: 'forward' },
      {
        onSuccess: () =>
          setOutcome({
            kind: 'ok',
            text: `The enquiry for ${enquiry.venue.name} was forwarded again to ${enquiry.venue_email}.`,
          }),
        onError: (error) =>
          setOutcome({ kind: 'error', text: messageOf(error, 'That did not work. Please try again.') }),
      },
    );
  }

  return (
    <section aria-label="Waiting on unowned venues">
      <h2>Waiting on unowned venues</h2>
      <AdminQueue
        queue={queue}
        filters={WAITING}
        load={waiting}
        noun={['waiting enquiry', 'waiting enquiries']}
        searchLabel="Venue name or planner e-mail"
        empty={() => <p>No enquiry is waiting on a venue nobody owns.</p>}
        outcome={outcome}
      >
        {(data) => (
          <table className="data-table">
            <caption className="visually-hidden">Enquiries waiting on unowned venues, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">Listed e-mail</th>
                <th scope="col">Planner</th>
                <th scope="col">Event</th>
                <th scope="col">Received</th>
                <th scope="col">Forwarded</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((enquiry) => (
                <tr key={enquiry.id}>
                  <td>
                    <Link to={paths.venue.getHref(enquiry.venue.slug || enquiry.venue.id)}>{enquiry.venue.name}</Link>
                  </td>
                  <td>{enquiry.venue_email ?? 'None listed'}</td>
                  <td>{enquiry.planner_email}</td>
                  <td>
                    {eventDateText(enquiry.event)}, {guestsText(enquiry.event.guests)}
                  </td>
                  <td>{formatHoursAgo(enquiry.age_hours)}</td>
                  <td>{enquiry.forwarded_count === 0 ? 'Not yet' : `${formatCount(enquiry.forwarded_count)}×`}</td>
                  <td>
                    <div className="admin-enquiries__actions">
                      {enquiry.can_forward && (
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={act.isPending}
                          onClick={() => onForward(enquiry)}
                        >
                          Forward again<span className="visually-hidden"> to {enquiry.venue.name}</span>
                        </button>
                      )}
                      <ConfirmAction
                        id={enquiry.id}
                        action={close}
                        label="Close"
                        target={` the enquiry for ${enquiry.venue.name}`}
                        question="Close this enquiry?"
                        detail="The planner’s page will say it was closed; it cannot be reopened."
                        confirm="Yes, close it"
                        failure="That did not work. Please try again."
                        inline
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminQueue>
    </section>
  );
}

function ManyUnanswered({ overview }: { overview: AdminEnquiriesOverview }) {
  return (
    <section aria-label="Venues with many unanswered">
      <h2>Venues with many unanswered</h2>
      {overview.venues_with_many_unanswered.length === 0 ? (
        <p>No venue has three or more unanswered enquiries.</p>
      ) : (
        <ul>
          {overview.venues_with_many_unanswered.map((row) => (
            <li key={row.venue.id}>
              <Link to={paths.venue.getHref(row.venue.slug || row.venue.id)}>{row.venue.name}</Link>:{' '}
              {formatCount(row.unanswered)} unanswered{row.owned ? '' : ' (no owner yet)'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
