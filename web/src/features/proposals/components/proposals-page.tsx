// /v2/proposals/{token}: the planner's proposals, behind the private link they were mailed (no
// account). Each venue's state in words, the proposals side by side (sortable by price), accept
// one (after a confirmation) or decline one, and a thread with each venue. A link that has
// expired or is unknown shows a clear page that mails a fresh link to the brief's address.
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MessageThread } from '../../../components/enquiry/message-thread';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { budgetText, eventDateText, guestsText, layoutText } from '../../../lib/enquiry-text';
import { formatDateEnGb } from '../../../lib/format-en-gb';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import {
  useAnswerProposal,
  usePlannerProposals,
  usePlannerThread,
  useWriteToVenue,
  type PlannerProposal,
  type PlannerProposals,
  type PlannerVenueEnquiry,
} from '../api/planner-proposals';
import '../proposals.css';
import { ConfirmDialog } from './confirm-dialog';
import { FreshLinkPage } from './fresh-link-page';
import { ProposalsTable } from './proposals-table';

type WithProposal = PlannerVenueEnquiry & { proposal: PlannerProposal };
const hasProposal = (venue: PlannerVenueEnquiry): venue is WithProposal => venue.proposal !== null;

export function ProposalsPage() {
  useDocumentTitle(pageTitle('Your proposals'));
  const token = useParams().token ?? '';
  const proposals = usePlannerProposals(token);
  if (proposals.isPending)
    return (
      <div className="container page">
        <p role="status">Loading your proposals…</p>
      </div>
    );
  if (proposals.isError) {
    const status = proposals.error instanceof ApiError ? proposals.error.status : 0;
    if (status === 404 || status === 410) return <FreshLinkPage expired={status === 410} />;
    return (
      <div className="container page">
        <h1>Your proposals</h1>
        <p role="alert">We could not load your proposals. Please reload the page.</p>
      </div>
    );
  }
  return <Proposals token={token} data={proposals.data} />;
}

function Proposals({ token, data }: { token: string; data: PlannerProposals }) {
  const [asking, setAsking] = useState<{ venue: WithProposal; answer: 'accept' | 'decline' } | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const answer = useAnswerProposal(token);
  const ids = { venues: useId(), proposals: useId(), messages: useId() };
  const withProposals = data.venues.filter(hasProposal);
  const accepted = data.venues.find((venue) => venue.id === data.accepted_id);

  function confirm() {
    if (!asking) return;
    const { venue, answer: what } = asking;
    setAsking(null);
    answer.mutate(
      { venueEnquiryId: venue.id, answer: what },
      {
        onSuccess: () =>
          setOutcome({
            kind: 'ok',
            text:
              what === 'accept'
                ? `You accepted the proposal from ${venue.venue.name}. We have e-mailed them, and told the other venues.`
                : `You declined the proposal from ${venue.venue.name}. We have told them.`,
          }),
        onError: (error) =>
          setOutcome({ kind: 'error', text: messageOf(error, 'Your answer was not sent. Please try again.') }),
      },
    );
  }

  return (
    <div className="container page proposals-page">
      <h1>Your proposals</h1>
      <p className="lead">
        For your brief of {formatDateEnGb(data.sent_at)}: {eventDateText(data.event)} · {guestsText(data.event.guests)}{' '}
        · layout {layoutText(data.event.layout).toLowerCase()} · budget {budgetText(data.event.budget_gbp)}
      </p>
      <div role="status">{outcome?.kind === 'ok' && <p className="notice">{outcome.text}</p>}</div>
      <div role="alert">{outcome?.kind === 'error' && <p className="field__error">{outcome.text}</p>}</div>
      {accepted && !outcome && <p className="notice">You accepted the proposal from {accepted.venue.name}.</p>}

      <section aria-labelledby={ids.venues}>
        <h2 id={ids.venues}>Your venues</h2>
        <ul className="proposals-page__venues" aria-labelledby={ids.venues}>
          {data.venues.map((venue) => (
            <li key={venue.id}>
              <strong>{venue.venue.name}</strong>: {venue.status_text}
              {venue.response?.top_responder && <span className="badge proposals-page__badge">Top Responder</span>}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={ids.proposals}>
        <h2 id={ids.proposals}>Proposals side by side</h2>
        {withProposals.length === 0 ? (
          <p>No proposals yet. We will e-mail you as each one arrives.</p>
        ) : (
          <ProposalsTable
            venues={withProposals}
            busy={answer.isPending}
            canAnswer={(venue) =>
              data.accepted_id === null && venue.proposal_outcome === 'open' && venue.proposal.valid
            }
            onAccept={(venue) => setAsking({ venue, answer: 'accept' })}
            onDecline={(venue) => setAsking({ venue, answer: 'decline' })}
          />
        )}
      </section>

      <section aria-labelledby={ids.messages}>
        <h2 id={ids.messages}>Messages</h2>
        {data.venues
          .filter((venue) => venue.can_message || venue.message_count > 0)
          .map((venue) => (
            <VenueThread key={venue.id} token={token} venue={venue} />
          ))}
      </section>
      <p>
        <Link to={paths.venues.getHref()}>Browse more venues</Link>
      </p>

      {asking && (
        <ConfirmDialog
          title={
            asking.answer === 'accept'
              ? `Accept the proposal from ${asking.venue.venue.name}?`
              : `Decline the proposal from ${asking.venue.venue.name}?`
          }
          confirmLabel={asking.answer === 'accept' ? 'Yes, accept this proposal' : 'Yes, decline this proposal'}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking.answer === 'accept'
              ? 'We will e-mail the venue that you accept, and tell the other venues politely that they were not chosen. You cannot accept another proposal afterwards.'
              : 'We will tell the venue that you decline its proposal.'}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function VenueThread({ token, venue }: { token: string; venue: PlannerVenueEnquiry }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="proposals-page__thread" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Messages with {venue.venue.name} ({venue.message_count})
      </summary>
      {open && <OpenThread token={token} venue={venue} />}
    </details>
  );
}

function OpenThread({ token, venue }: { token: string; venue: PlannerVenueEnquiry }) {
  const thread = usePlannerThread(token, venue.id);
  const write = useWriteToVenue(token, venue.id);
  if (thread.isPending) return <p role="status">Loading the messages…</p>;
  if (thread.isError) return <p role="alert">{messageOf(thread.error, 'We could not load the messages.')}</p>;
  return (
    <MessageThread
      title={`Your messages with ${venue.venue.name}`}
      messages={thread.data}
      reader="planner"
      otherName={venue.venue.name}
      onSend={venue.can_message ? (body) => write.mutateAsync(body) : null}
      sending={write.isPending}
      error={write.isError ? messageOf(write.error, 'Your message could not be sent. Please try again.') : null}
    />
  );
}
