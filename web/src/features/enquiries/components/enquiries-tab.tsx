// The owner portal's Enquiries tab: the enquiries to the owner's venues, a page at a time from
// the server by cursor (?cursor=; unanswered first, with the true total), and one opened below the list (?enquiry=id, the address the
// owner's mails link to).
import { useSearchParams } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { CursorPagination } from '../../../components/ui/pagination';
import { eventDateText, guestsText } from '../../../lib/enquiry-text';
import { formatCount, formatHoursAgo } from '../../../lib/format-en-gb';
import { useOwnerEnquiries, type VenueEnquirySummary } from '../api/owner-enquiries';
import { enquiryStateLabel } from './enquiry-labels';
import { EnquiryDetail } from './enquiry-detail';
import '../enquiries.css';

export function EnquiriesTab() {
  const [params] = useSearchParams();
  const cursor = params.get('cursor') ?? '';
  const opened = params.get('enquiry');
  const enquiries = useOwnerEnquiries(cursor);

  const hrefWith = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'enquiries');
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };

  if (enquiries.isPending) return <p role="status">Loading your enquiries…</p>;
  if (enquiries.isError) return <p role="alert">We could not load your enquiries. Please reload the page.</p>;
  const { items, total, next_cursor: next, prev_cursor: prev } = enquiries.data;

  return (
    <div className="owner-enquiries">
      {opened && <EnquiryDetail id={opened} closeHref={hrefWith({ enquiry: null })} />}
      {total === 0 ? (
        <p className="notice">
          No enquiries yet. When a planner sends a brief that includes one of your venues, it appears here and we e-mail
          you.
        </p>
      ) : (
        <>
          <p>
            {formatCount(total)} enquir{total === 1 ? 'y' : 'ies'}, unanswered first.
          </p>
          {/* The roles are spelt out: on a phone the rows stack as cards (CSS), which would otherwise
              cost the table its semantics in some browsers. */}
          <table className="owner-enquiries__table" role="table">
            <caption className="visually-hidden">Enquiries to your venues</caption>
            <thead role="rowgroup">
              <tr role="row">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {column === 'Open' ? <span className="visually-hidden">Open</span> : column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((item) => (
                <EnquiryRow
                  key={item.id}
                  enquiry={item}
                  current={item.id === opened}
                  href={hrefWith({ enquiry: item.id })}
                />
              ))}
            </tbody>
          </table>
          <CursorPagination
            prevHref={prev === null ? null : hrefWith({ cursor: prev })}
            nextHref={next === null ? null : hrefWith({ cursor: next })}
          />
        </>
      )}
    </div>
  );
}

const COLUMNS = ['Venue', 'State', 'Event date', 'Guests', 'Received', 'Open'] as const;

function EnquiryRow({ enquiry, current, href }: { enquiry: VenueEnquirySummary; current: boolean; href: string }) {
  return (
    <tr role="row" className={enquiry.unanswered ? 'owner-enquiries__row--unanswered' : undefined}>
      <td role="cell" data-label="Venue">
        {enquiry.venue.name}
      </td>
      <td role="cell" data-label="State">
        {enquiryStateLabel(enquiry)}
        {enquiry.unanswered && <span className="visually-hidden"> (unanswered)</span>}
      </td>
      <td role="cell" data-label="Event date">
        {eventDateText(enquiry.event)}
      </td>
      <td role="cell" data-label="Guests">
        {guestsText(enquiry.event.guests)}
      </td>
      <td role="cell" data-label="Received">
        {formatHoursAgo(enquiry.age_hours)}
      </td>
      <td role="cell">
        <Link to={href} aria-current={current ? 'true' : undefined}>
          Open<span className="visually-hidden"> the enquiry for {enquiry.venue.name}</span>
        </Link>
      </td>
    </tr>
  );
}
