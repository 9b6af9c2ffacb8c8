// The proposals side by side, in the compare page's way: a row per fact, a column per venue that
// sent one; sortable by price (the whole event's price where the guests are known). On a phone
// the same rows stack as one card per venue.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { datesText, inclusionsText, layoutText, priceText } from '../../../lib/enquiry-text';
import { formatCalendarDateEnGb, formatCount, formatGbp } from '../../../lib/format-en-gb';
import type { PlannerProposal, PlannerVenueEnquiry } from '../api/planner-proposals';

export type ProposalSort = 'brief' | 'price-asc' | 'price-desc';
const SORTS: { value: ProposalSort; label: string }[] = [
  { value: 'brief', label: 'Order of your brief' },
  { value: 'price-asc', label: 'Price: lowest first' },
  { value: 'price-desc', label: 'Price: highest first' },
];

type WithProposal = PlannerVenueEnquiry & { proposal: PlannerProposal };

/** What two proposals are compared by: the whole event where it is known, else the price as quoted. */
const comparablePrice = (proposal: PlannerProposal) => proposal.price.total_gbp ?? proposal.price.amount_gbp;

export function sortProposals(venues: readonly WithProposal[], sort: ProposalSort): WithProposal[] {
  if (sort === 'brief') return [...venues];
  const direction = sort === 'price-asc' ? 1 : -1;
  return [...venues].sort((a, b) => direction * (comparablePrice(a.proposal) - comparablePrice(b.proposal)));
}

interface Row {
  label: string;
  text: (venue: WithProposal, openPdf: (venue: WithProposal) => void) => React.ReactNode;
}

const ROWS: Row[] = [
  { label: 'Price', text: ({ proposal }) => priceText(proposal.price) },
  {
    label: 'Whole event',
    text: ({ proposal }) =>
      proposal.price.total_gbp === null ? 'Depends on guests' : formatGbp(proposal.price.total_gbp),
  },
  {
    label: 'Per delegate',
    text: ({ proposal }) =>
      proposal.price.per_delegate_gbp === null ? 'Depends on guests' : formatGbp(proposal.price.per_delegate_gbp),
  },
  { label: 'Room', text: ({ proposal }) => proposal.room },
  {
    label: 'Capacity',
    text: ({ proposal }) => `${formatCount(proposal.capacity)}, ${layoutText(proposal.layout).toLowerCase()}`,
  },
  { label: 'Dates', text: ({ proposal }) => datesText(proposal.dates) },
  { label: 'Included', text: ({ proposal }) => inclusionsText(proposal.inclusions) },
  {
    label: 'Valid until',
    text: ({ proposal }) => `${formatCalendarDateEnGb(proposal.valid_until)}${proposal.valid ? '' : ' (lapsed)'}`,
  },
  {
    label: 'Message',
    text: ({ proposal }) => <span className="proposals-table__message">{proposal.message || '—'}</span>,
  },
  {
    label: 'PDF',
    // Fetched with the link's token in a header, never in an address, and handed over as a file.
    text: (venue, openPdf) =>
      venue.proposal.document_url ? (
        <button type="button" className="button button--quiet" onClick={() => openPdf(venue)}>
          Download the PDF<span className="visually-hidden"> from {venue.venue.name}</span>
        </button>
      ) : (
        '—'
      ),
  },
  { label: 'Status', text: (venue) => venue.status_text },
];

interface ProposalsTableProps {
  venues: readonly WithProposal[];
  /** Accept and decline are offered while no proposal is accepted. */
  canAnswer: (venue: WithProposal) => boolean;
  onAccept: (venue: WithProposal) => void;
  onDecline: (venue: WithProposal) => void;
  busy: boolean;
  /** Downloads the proposal's PDF. */
  openPdf: (venue: WithProposal) => void;
}

export function ProposalsTable({ venues, canAnswer, onAccept, onDecline, busy, openPdf }: ProposalsTableProps) {
  const sortId = useId();
  const [sort, setSort] = useState<ProposalSort>('brief');
  const shown = sortProposals(venues, sort);
  return (
    <>
      <div className="field field--inline">
        <label className="field__label" htmlFor={sortId}>
          Sort by
        </label>
        <select
          id={sortId}
          className="field__control"
          value={sort}
          onChange={(event) => setSort(event.target.value as ProposalSort)}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="proposals-table__scroller" role="region" aria-label="Proposals, scrollable" tabIndex={0}>
        <table className="proposals-table">
          <caption className="visually-hidden">Proposals side by side</caption>
          <thead>
            <tr>
              <td className="proposals-table__corner" />
              {shown.map((venue) => (
                <th key={venue.id} scope="col">
                  <Link to={paths.venue.getHref(venue.venue.slug || venue.venue.id)}>{venue.venue.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {shown.map((venue) => (
                  <td key={venue.id}>{row.text(venue, openPdf)}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <span className="visually-hidden">Actions</span>
              </th>
              {shown.map((venue) => (
                <td key={venue.id}>
                  {canAnswer(venue) && <Actions venue={venue} busy={busy} onAccept={onAccept} onDecline={onDecline} />}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {/* On a phone the same facts as stacked cards, one per venue (the table is hidden there). */}
      <ul className="proposals-cards" aria-label="Proposals, one card each">
        {shown.map((venue) => (
          <li key={venue.id} className="proposals-cards__card">
            <h3>
              <Link to={paths.venue.getHref(venue.venue.slug || venue.venue.id)}>{venue.venue.name}</Link>
            </h3>
            <dl>
              {ROWS.map((row) => (
                <div key={row.label} className="proposals-cards__fact">
                  <dt>{row.label}</dt>
                  <dd>{row.text(venue, openPdf)}</dd>
                </div>
              ))}
            </dl>
            {canAnswer(venue) && <Actions venue={venue} busy={busy} onAccept={onAccept} onDecline={onDecline} />}
          </li>
        ))}
      </ul>
    </>
  );
}

function Actions({
  venue,
  busy,
  onAccept,
  onDecline,
}: {
  venue: WithProposal;
  busy: boolean;
  onAccept: (venue: WithProposal) => void;
  onDecline: (venue: WithProposal) => void;
}) {
  return (
    <div className="proposals-table__actions">
      <button type="button" className="button button--primary" disabled={busy} onClick={() => onAccept(venue)}>
        Accept<span className="visually-hidden"> the proposal from {venue.venue.name}</span>
      </button>
      <button type="button" className="button button--quiet" disabled={busy} onClick={() => onDecline(venue)}>
        Decline<span className="visually-hidden"> the proposal from {venue.venue.name}</span>
      </button>
    </div>
  );
}
