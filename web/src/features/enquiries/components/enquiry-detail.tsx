// One enquiry as its venue's owner reads it (reading it marks it viewed): the planner's e-mail,
// notes and event, then the answer — send a proposal or decline while it waits; revise the
// proposal until the planner accepts it, or withdraw it — then the date held for the planner or
// the booking, the revisions sent, and the thread with the planner.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageThread } from '../../../components/enquiry/message-thread';
import { humanise } from '../../../lib/format-en-gb';
import { messageOf } from '../../../lib/api-client';
import {
  budgetText,
  datesText,
  daysText,
  eventDateText,
  eventTimesText,
  eventTypeText,
  guestsText,
  inclusionsText,
  layoutText,
  priceText,
} from '../../../lib/enquiry-text';
import { formatCalendarDateEnGb, formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { DECLINE_REASON_LABELS } from '@venue-finder/contract';
import { queryKeys } from '../../../lib/query-keys';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import {
  useOwnerEnquiry,
  useWithdrawProposal,
  useWriteToPlanner,
  type ProposalView,
  type VenueEnquiryDetail,
} from '../api/owner-enquiries';
import { DeclineForm } from './decline-form';
import { enquiryStateLabel } from './enquiry-labels';
import { OwnerHold } from './owner-hold';
import { ProposalForm } from './proposal-form';

export function EnquiryDetail({ id, closeHref }: { id: string; closeHref: string }) {
  const enquiry = useOwnerEnquiry(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  useEffect(() => {
    setOutcome(null);
  }, [id]);
  // Once per enquiry opened, the reader is taken to it (it opens above the list).
  // Opening it marked it viewed: the list says so too.
  const queryClient = useQueryClient();
  const loadedId = enquiry.data?.id;
  useEffect(() => {
    if (!loadedId) return;
    headingRef.current?.focus();
    void queryClient.invalidateQueries({ queryKey: queryKeys.owner.enquiryPages() });
  }, [loadedId, queryClient]);

  if (enquiry.isPending) return <p role="status">Opening the enquiry…</p>;
  if (enquiry.isError)
    return (
      <div role="alert" className="notice">
        <p>{messageOf(enquiry.error, 'We could not open this enquiry. Please reload the page.')}</p>
        <p>
          <Link to={closeHref}>Back to the list</Link>
        </p>
      </div>
    );
  const data = enquiry.data;
  return (
    <article className="enquiry-detail" aria-labelledby={`enquiry-${data.id}`}>
      <h2 id={`enquiry-${data.id}`} ref={headingRef} tabIndex={-1}>
        Enquiry for {data.venue.name}
      </h2>
      <p>
        <strong>{enquiryStateLabel(data)}</strong> · received {formatDateTimeEnGb(data.received_at)} ·{' '}
        <Link to={closeHref}>Close</Link>
      </p>
      <div role="status">{outcome && <p className="notice">{outcome}</p>}</div>
      <dl className="enquiry-detail__facts">
        <dt>Planner’s e-mail</dt>
        <dd>
          <a href={`mailto:${data.planner_email}`}>{data.planner_email}</a>
        </dd>
        <dt>Planner</dt>
        <dd>{[data.planner_name, data.planner_organisation].filter(Boolean).join(', ') || 'Name not given'}</dd>
        <dt>Phone</dt>
        <dd>{data.planner_phone ? <a href={`tel:${data.planner_phone}`}>{data.planner_phone}</a> : 'Not given'}</dd>
        <dt>Event</dt>
        <dd>{eventTypeText(data.event.type)}</dd>
        <dt>Event date</dt>
        <dd>{eventDateText(data.event)}</dd>
        <dt>Times</dt>
        <dd>{eventTimesText(data.event)}</dd>
        <dt>Days</dt>
        <dd>{daysText(data.event.days)}</dd>
        <dt>Guests</dt>
        <dd>{guestsText(data.event.guests)}</dd>
        <dt>Layout</dt>
        <dd>{layoutText(data.event.layout)}</dd>
        <dt>Budget</dt>
        <dd>{budgetText(data.event.budget_gbp)}</dd>
        <dt>Notes for your venue</dt>
        <dd className="enquiry-detail__notes">{data.notes || 'None'}</dd>
        <dt>Notes for the whole brief</dt>
        <dd className="enquiry-detail__notes">{data.brief_notes || 'None'}</dd>
      </dl>
      <Answer enquiry={data} onDone={setOutcome} />
      {data.revisions.length > 0 && <Revisions revisions={data.revisions} />}
      <Thread enquiry={data} />
    </article>
  );
}

function Answer({ enquiry, onDone }: { enquiry: VenueEnquiryDetail; onDone: (text: string) => void }) {
  const withdraw = useWithdrawProposal();
  if (enquiry.unanswered)
    return (
      <div className="enquiry-detail__answer">
        {enquiry.expires_at && (
          <p>
            Unanswered enquiries expire after 72 hours: answer this one by {formatDateTimeEnGb(enquiry.expires_at)}.
          </p>
        )}
        <ProposalForm key={enquiry.id} enquiry={enquiry} onDone={onDone} />
        <DeclineForm key={`decline-${enquiry.id}`} enquiry={enquiry} onDone={onDone} />
      </div>
    );
  if (enquiry.state === 'declined' && enquiry.decline)
    return (
      <p>
        You declined: {DECLINE_REASON_LABELS[enquiry.decline.reason]}
        {enquiry.decline.text ? ` — ${enquiry.decline.text}` : ''}.
      </p>
    );
  if (enquiry.state === 'proposed' && enquiry.proposal_outcome === 'open')
    return (
      <>
        <ProposalForm key={`${enquiry.id}-${enquiry.proposal?.revision}`} enquiry={enquiry} onDone={onDone} />
        <ConfirmAction
          id={enquiry.id}
          action={withdraw}
          label="Withdraw the proposal"
          target={` for ${enquiry.venue.name}`}
          question="Withdraw this proposal?"
          detail="The planner is told, and can no longer accept it."
          confirm="Yes, withdraw it"
          failure="The proposal was not withdrawn. Please try again."
        />
      </>
    );
  if (enquiry.proposal_outcome === 'accepted' && enquiry.hold)
    return <OwnerHold enquiry={enquiry} hold={enquiry.hold} />;
  if (enquiry.proposal_outcome === 'accepted')
    return <p className="notice">The planner accepted your proposal. Reply to them at {enquiry.planner_email}.</p>;
  if (enquiry.proposal_outcome === 'withdrawn') return <p>You withdrew your proposal; the planner has been told.</p>;
  if (enquiry.state === 'expired') return <p>This enquiry expired unanswered after 72 hours.</p>;
  return null;
}

function Revisions({ revisions }: { revisions: ProposalView[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>Your proposal{revisions.length > 1 ? ', each revision' : ''}</h3>
      <ol className="enquiry-detail__revisions" aria-labelledby={id}>
        {revisions.map((proposal) => (
          <li key={proposal.id}>
            <p>
              <strong>Revision {proposal.revision}</strong>, sent {formatDateTimeEnGb(proposal.created_at)}
            </p>
            <p>
              {proposal.room}, {humanise(proposal.layout)} for {proposal.capacity} · {priceText(proposal.price)} ·{' '}
              {datesText(proposal.dates)} · valid until {formatCalendarDateEnGb(proposal.valid_until)}
            </p>
            <p>Included: {inclusionsText(proposal.inclusions)}</p>
            {proposal.document_url && (
              <p>
                <a href={proposal.document_url}>Proposal PDF (revision {proposal.revision})</a>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Thread({ enquiry }: { enquiry: VenueEnquiryDetail }) {
  const write = useWriteToPlanner(enquiry.id);
  return (
    <MessageThread
      title="Messages with the planner"
      messages={enquiry.messages}
      reader="venue"
      otherName="the planner"
      onSend={(body) => write.mutateAsync(body)}
      sending={write.isPending}
      error={write.isError ? messageOf(write.error, 'Your message could not be sent. Please try again.') : null}
    />
  );
}
