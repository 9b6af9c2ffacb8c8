// The owner portal's My Requests tab (issue #36): the change requests the owner sent, newest
// first, a page at a time from the server, each with its state and every field's outcome
// (applied, not applied, waiting, withdrawn) and the reviewer's note. One still waiting for
// review can be withdrawn; it then leaves the administrators' queue.
import { type ChangeRequestStatus, VENUE_FIELD_LABELS } from '@venue-finder/contract';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { CursorPager, useCursorPages } from '../../../components/ui/cursor-pages';
import { formatCount, formatDateEnGb } from '../../../lib/format-en-gb';
import { type OwnerRequest, useMyRequests, useWithdrawRequest } from '../api/my-requests';
import '../change-requests.css';

const STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  submitted: 'Waiting for review',
  partially_approved: 'Partly approved',
  approved: 'Approved',
  rejected: 'Not approved',
  withdrawn: 'Withdrawn',
};

const OUTCOME_LABELS: Record<OwnerRequest['fields'][number]['outcome'], string> = {
  pending: 'waiting for review',
  applied: 'applied',
  rejected: 'not applied',
  withdrawn: 'withdrawn',
};

export function MyRequestsTab() {
  const pages = useCursorPages();
  const requests = useMyRequests(pages.cursor);
  if (requests.isPending) return <p role="status">Loading your requests…</p>;
  if (requests.isError) return <p role="alert">We could not load your requests. Please reload the page.</p>;
  const { change_requests: items, total, next_cursor: next } = requests.data;
  if (total === 0)
    return (
      <p className="notice">
        You have not asked for changes to a venue. Choose ‘Request Edit’ on one of your venues to ask.
      </p>
    );
  return (
    <section aria-labelledby="my-requests" className="my-requests">
      <h2 id="my-requests" ref={pages.headingRef} tabIndex={-1}>
        My requests
      </h2>
      <p>
        {formatCount(total)} change request{total === 1 ? '' : 's'}, newest first.
      </p>
      <ul className="my-requests__list" aria-label="My requests">
        {items.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
      <CursorPager
        pages={pages}
        nextCursor={next}
        label="Pages of my requests"
        previousLabel="Newer requests"
        nextLabel="Older requests"
      />
    </section>
  );
}

function RequestCard({ request }: { request: OwnerRequest }) {
  const withdraw = useWithdrawRequest();
  const title = `${request.venue_name}, ${formatDateEnGb(request.created_at)}`;
  return (
    <li className="owner-venue-card my-requests__card" aria-label={title}>
      <h3 className="owner-venue-card__name">{request.venue_name}</h3>
      <p>
        <span className={`badge badge--status-${request.status}`}>{STATUS_LABELS[request.status]}</span> Sent{' '}
        {formatDateEnGb(request.created_at)}
        {request.reviewed_at && <>, reviewed {formatDateEnGb(request.reviewed_at)}</>}
        {request.withdrawn_at && <>, withdrawn {formatDateEnGb(request.withdrawn_at)}</>}
      </p>
      <ul aria-label={`Fields of this request: ${title}`}>
        {request.fields.map((field) => (
          <li key={field.field}>
            {VENUE_FIELD_LABELS[field.field]}: {OUTCOME_LABELS[field.outcome]}
          </li>
        ))}
      </ul>
      {request.admin_note && <p>Note from our team: {request.admin_note}</p>}
      {request.can_withdraw && (
        <ConfirmAction
          id={request.id}
          action={withdraw}
          label="Withdraw"
          target={` request: ${title}`}
          question="Withdraw this request?"
          detail="It leaves our review queue."
          confirm="Yes, withdraw it"
          failure="We could not withdraw it. Please try again."
        />
      )}
    </li>
  );
}
