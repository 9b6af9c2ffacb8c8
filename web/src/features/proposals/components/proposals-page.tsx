// /v2/proposals#token=…: the planner's proposals, behind the private link they were mailed (no
// account). The token is read from after '#' and leaves the address bar at once; it is kept in
// this tab's sessionStorage so that a reload still opens the page (it never reaches a server in
// an address, and is gone when the tab closes). Each venue's state in words (and, for those not chosen, whether they were told), the
// proposals side by side (sortable by price), accept one — the revision shown, for the date
// chosen — or decline one, the date held then confirmed or released, and a thread with each venue. A link that has
// expired or is unknown shows a clear page that mails a fresh link to the brief's address.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageThread } from '../../../components/enquiry/message-thread';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { budgetText, eventDateText, guestsText, layoutText, priceText } from '../../../lib/enquiry-text';
import { formatDateEnGb } from '../../../lib/format-en-gb';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { linkTokenIn, useLinkToken } from '../../../lib/link-token';
import {
  downloadProposalPdf,
  useAnswerProposal,
  usePlannerProposals,
  usePlannerThread,
  useWriteToVenue,
  type PlannerProposal,
  type PlannerProposals,
  type PlannerVenueEnquiry,
  type ProposalsSource,
} from '../api/planner-proposals';
import '../proposals.css';
import { AcceptChoices, type AcceptChoice } from './accept-choices';
import { ConfirmDialog } from './confirm-dialog';
import { HoldPanel } from './hold-panel';
import { FreshLinkPage } from './fresh-link-page';
import { ProposalsTable } from './proposals-table';
import { ReviewForm } from './review-form';

type WithProposal = PlannerVenueEnquiry & { proposal: PlannerProposal };
const hasProposal = (venue: PlannerVenueEnquiry): venue is WithProposal => venue.proposal !== null;

const KEPT_TOKEN = 'venue-finder.proposals-token';

/**
 * The link's token: from this visit's address, else the one this tab kept (a reload). A link
 * opened in this tab while the page shows only changes the fragment, which the router may take
 * for the same visit, so a new `#token=` is read here as well.
 */
function useProposalsToken(): string {
  const carried = useLinkToken();
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => setOpened(null), [carried]);
  useEffect(() => {
    const readFragment = () => {
      const token = linkTokenIn(window.location);
      if (!token) return;
      setOpened(token);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    };
    window.addEventListener('hashchange', readFragment);
    return () => window.removeEventListener('hashchange', readFragment);
  }, []);
  const current = opened ?? carried;
  useEffect(() => {
    if (current) window.sessionStorage.setItem(KEPT_TOKEN, current);
  }, [current]);
  if (current) return current;
  return typeof window === 'undefined' ? '' : (window.sessionStorage.getItem(KEPT_TOKEN) ?? '');
}

export function ProposalsPage() {
  useDocumentTitle(pageTitle('Your proposals'));
  const token = useProposalsToken();
  const proposals = usePlannerProposals({ token });
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
  return <Proposals source={{ token }} data={proposals.data} />;
}

type Asking =
  | { venue: WithProposal; answer: 'accept'; choice: AcceptChoice }
  | { venue: WithProposal; answer: 'decline' }
  | { venue: PlannerVenueEnquiry; answer: 'confirm' }
  | { venue: PlannerVenueEnquiry; answer: 'release'; reason: string };

/** What the page says once an answer went through. */
function doneText(asking: Asking): string {
  const name = asking.venue.venue.name;
  switch (asking.answer) {
    case 'accept':
      return `You accepted the proposal from ${name}. The date is held for you, and we have e-mailed you both the details.`;
    case 'decline':
      return `You declined the proposal from ${name}. We have told them.`;
    case 'confirm':
      return `Your booking at ${name} is confirmed. We have e-mailed you both the reference.`;
    case 'release':
      return `You released the date held at ${name}. We have told the venue.`;
  }
}

export function Proposals({ source, data }: { source: ProposalsSource; data: PlannerProposals }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const answer = useAnswerProposal(source);
  const openPdf = (venue: WithProposal) =>
    downloadProposalPdf(source, venue.proposal.document_url!, `proposal-${venue.proposal.id}.pdf`).catch((error) =>
      setOutcome({ kind: 'error', text: messageOf(error, 'The PDF could not be downloaded. Please try again.') }),
    );
  const ids = { venues: useId(), proposals: useId(), messages: useId() };
  const withProposals = data.venues.filter(hasProposal);
  const accepted = data.venues.find((venue) => venue.id === data.accepted_id);
  const othersToTell = (venue: PlannerVenueEnquiry) =>
    data.venues.some(
      (other) =>
        other.id !== venue.id &&
        (other.state === 'new' ||
          other.state === 'viewed' ||
          (other.state === 'proposed' && other.proposal_outcome === 'open')),
    );

  function confirm() {
    if (!asking) return;
    const current = asking;
    setAsking(null);
    const request =
      current.answer === 'accept'
        ? {
            answer: 'accept' as const,
            body: {
              revision: current.venue.proposal.revision,
              date: current.choice.date,
              ...(current.choice.reason
                ? { not_chosen_reason: current.choice.reason, not_chosen_text: current.choice.text }
                : {}),
            },
          }
        : current.answer === 'release'
          ? { answer: 'release' as const, body: current.reason ? { reason: current.reason } : {} }
          : { answer: current.answer };
    answer.mutate(
      { venueEnquiryId: current.venue.id, ...request },
      {
        onSuccess: () => setOutcome({ kind: 'ok', text: doneText(current) }),
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
        · layout {layoutText(data.event.layout).toLowerCase()} · budget{' '}
        {budgetText(data.event.budget_gbp).toLowerCase()}
      </p>
      <div role="status">{outcome?.kind === 'ok' && <p className="notice">{outcome.text}</p>}</div>
      <div role="alert">{outcome?.kind === 'error' && <p className="field__error">{outcome.text}</p>}</div>
      {accepted && !outcome && !accepted.hold && (
        <p className="notice">You accepted the proposal from {accepted.venue.name}.</p>
      )}
      {accepted?.hold && (
        <HoldPanel
          venue={accepted}
          hold={accepted.hold}
          busy={answer.isPending}
          onConfirm={() => setAsking({ venue: accepted, answer: 'confirm' })}
          onRelease={() => setAsking({ venue: accepted, answer: 'release', reason: '' })}
        />
      )}
      {accepted && <ReviewForm source={source} venue={accepted} />}
      {data.nothing_left && (
        <div className="notice">
          <p>None of the venues you briefed can take your event now.</p>
          <p>
            <Link
              to={paths.venues.getHref({
                city: data.venues[0]?.venue.city,
                capacity: data.event.guests ?? undefined,
              })}
            >
              Find similar venues to brief
            </Link>
          </p>
        </div>
      )}

      <section aria-labelledby={ids.venues}>
        <h2 id={ids.venues}>Your venues</h2>
        <ul className="proposals-page__venues" aria-labelledby={ids.venues}>
          {data.venues.map((venue) => (
            <li key={venue.id}>
              <strong>{venue.venue.name}</strong>: {venue.status_text}
              {venue.told_by_mail !== null && (
                <span className="proposals-page__told">
                  {venue.told_by_mail ? ' — we told them by e-mail' : ' — we could not reach them by e-mail'}
                </span>
              )}
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
            openPdf={openPdf}
            canAnswer={(venue) =>
              data.accepted_id === null && venue.proposal_outcome === 'open' && venue.proposal.valid
            }
            onAccept={(venue) =>
              setAsking({
                venue,
                answer: 'accept',
                choice: {
                  date: venue.proposal.dates.length === 1 ? venue.proposal.dates[0]! : '',
                  reason: '',
                  text: '',
                },
              })
            }
            onDecline={(venue) => setAsking({ venue, answer: 'decline' })}
          />
        )}
      </section>

      <section aria-labelledby={ids.messages}>
        <h2 id={ids.messages}>Messages</h2>
        {data.venues
          .filter((venue) => venue.can_message || venue.message_count > 0)
          .map((venue) => (
            <VenueThread key={venue.id} source={source} venue={venue} />
          ))}
      </section>
      <p>
        <Link to={paths.venues.getHref()}>Browse more venues</Link>
      </p>

      {asking && <AnswerDialog asking={asking} onChange={setAsking} onConfirm={confirm} othersToTell={othersToTell} />}
    </div>
  );
}

function AnswerDialog({
  asking,
  onChange,
  onConfirm,
  othersToTell,
}: {
  asking: Asking;
  onChange: (asking: Asking | null) => void;
  onConfirm: () => void;
  othersToTell: (venue: PlannerVenueEnquiry) => boolean;
}) {
  const name = asking.venue.venue.name;
  const releaseId = useId();
  const title = {
    accept: `Accept the proposal from ${name}?`,
    decline: `Decline the proposal from ${name}?`,
    confirm: `Confirm the booking at ${name}?`,
    release: `Release the date held at ${name}?`,
  }[asking.answer];
  const confirmLabel = {
    accept: 'Yes, accept this proposal',
    decline: 'Yes, decline this proposal',
    confirm: 'Yes, confirm the booking',
    release: 'Yes, release the date',
  }[asking.answer];
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      confirmDisabled={
        asking.answer === 'accept' &&
        (!asking.choice.date || (asking.choice.reason === 'other' && !asking.choice.text.trim()))
      }
      onConfirm={onConfirm}
      onCancel={() => onChange(null)}
    >
      {asking.answer === 'accept' && (
        <>
          <p>
            You accept revision {asking.venue.proposal.revision}: {priceText(asking.venue.proposal.price)},{' '}
            {asking.venue.proposal.room}. The venue holds the date for you until you confirm the booking or release it,
            and we tell the other venues they were not chosen. You cannot accept another proposal afterwards.
          </p>
          <AcceptChoices
            dates={asking.venue.proposal.dates}
            choice={asking.choice}
            onChange={(choice) => onChange({ ...asking, choice })}
            othersToTell={othersToTell(asking.venue)}
          />
        </>
      )}
      {asking.answer === 'decline' && <p>We will tell the venue that you decline its proposal.</p>}
      {asking.answer === 'confirm' && <p>We will e-mail you and the venue the booking and its reference.</p>}
      {asking.answer === 'release' && (
        <div className="field">
          <p>The venue will be told, and may offer the date to others.</p>
          <label className="field__label" htmlFor={releaseId}>
            Tell the venue why (optional)
          </label>
          <input
            id={releaseId}
            className="field__control"
            maxLength={500}
            value={asking.reason}
            onChange={(event) => onChange({ ...asking, reason: event.target.value })}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}

function VenueThread({ source, venue }: { source: ProposalsSource; venue: PlannerVenueEnquiry }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="proposals-page__thread" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Messages with {venue.venue.name} ({venue.message_count})
      </summary>
      {open && <OpenThread source={source} venue={venue} />}
    </details>
  );
}

function OpenThread({ source, venue }: { source: ProposalsSource; venue: PlannerVenueEnquiry }) {
  const thread = usePlannerThread(source, venue.id);
  const write = useWriteToVenue(source, venue.id);
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
