// /v2/enquire/thank-you: the brief is on its way. The page says, from the api's answer, which
// venues will answer the planner directly (their owners answer through Venue Finder) and which we
// are contacting for them — every venue was chosen on this site, so none is "not on Venue Finder"
// — and promises nothing more. Arriving here clears the brief (its storage
// and so the header badge).
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { clearBrief } from '../../../lib/brief-store';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import type { EnquiryContact } from '@venue-finder/contract';
import type { EnquiryVenueContact } from '../api/submit-brief';
import '../brief.css';

/** What the brief page hands this page: who answers each venue. */
export interface ThankYouState {
  venues: EnquiryVenueContact[];
}

/** What the planner may truthfully be told about who answers a venue. */
export const CONTACT_SENTENCES: Record<EnquiryContact, string> = {
  owner: 'Answers you directly.',
  invited_to_claim: 'Being contacted for you: we have e-mailed the venue your enquiry and invited it to answer.',
  team: 'Being contacted for you: we have no e-mail address for this venue, so our team will try to reach it.',
};

const venuesCount = (n: number) => `${n} venue${n === 1 ? '' : 's'}`;

/** The opening sentence, from how many venues answer directly. */
export function answerSummary(venues: readonly EnquiryVenueContact[]): string {
  const direct = venues.filter((venue) => venue.contact === 'owner').length;
  if (direct === venues.length)
    return venues.length === 1
      ? 'The venue has your brief and will answer you directly.'
      : `Each of your ${venuesCount(venues.length)} has your brief and will answer you directly.`;
  if (direct === 0)
    return venues.length === 1
      ? 'We are contacting this venue for you.'
      : `We are contacting each of your ${venuesCount(venues.length)} for you.`;
  return `${direct} of your ${venuesCount(venues.length)} will answer you directly; we are contacting the others for you.`;
}

function readState(state: unknown): ThankYouState | null {
  const venues = (state as Partial<ThankYouState> | null)?.venues;
  return Array.isArray(venues) && venues.length > 0 ? { venues } : null;
}

function VenueList({ title, venues }: { title: string; venues: EnquiryVenueContact[] }) {
  const id = useId();
  if (venues.length === 0) return null;
  return (
    <section className="thank-you__venues" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul aria-labelledby={id}>
        {venues.map((venue) => (
          <li key={venue.venue_id}>
            <strong>{venue.venue_name}</strong> — {CONTACT_SENTENCES[venue.contact]}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ThankYouPage() {
  useDocumentTitle(pageTitle('Thank you'));
  const sent = readState(useLocation().state);
  useEffect(() => {
    clearBrief();
  }, []);

  return (
    <div className="container page page--narrow thank-you">
      <h1>Thank you — your brief is on its way</h1>
      {sent ? (
        <>
          <p className="lead">{answerSummary(sent.venues)}</p>
          <VenueList title="Answering you directly" venues={sent.venues.filter((venue) => venue.contact === 'owner')} />
          <VenueList
            title="Being contacted for you"
            venues={sent.venues.filter((venue) => venue.contact !== 'owner')}
          />
        </>
      ) : (
        <p className="lead">
          We have sent your brief to the venues you chose. The confirmation we e-mailed you says which venues will
          answer you directly and which we are contacting for you.
        </p>
      )}
      <p>
        The confirmation we have e-mailed you holds your private link: it shows each venue’s answer as it arrives, lets
        you compare the proposals side by side and accept one.
      </p>
      <ul className="thank-you__stats" aria-label="Why planners use us">
        {site.figures.map((stat) => (
          <li key={stat.label} className="thank-you__stat">
            <span className="thank-you__value">{stat.value}</span>{' '}
            <span className="thank-you__label">{stat.label}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link className="button button--primary" to={paths.venues.getHref()}>
          Browse more venues
        </Link>
      </p>
    </div>
  );
}
