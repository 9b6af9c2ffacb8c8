// /owners/portal: the owner's home, in nine tabs: My Venues, My Claims, Verification,
// Leaderboard (the spec's four), Enquiries (issue #35), My Requests and Analytics (issue #36),
// Calendar (issue #48) and E-mail settings. The settings have a tab of their own: below the
// tabs, they were pushed down the screen as each tab's list arrived. The tab is kept in the
// address (?tab=enquiries, ?tab=requests, ?tab=analytics, ?tab=calendar, ?tab=mail), so the
// owner's mails can link straight to it.
import { type ClaimStatus, type VenueStatus, cityName } from '@venue-finder/contract';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { MyRequestsTab } from '../../features/change-requests/components/my-requests-tab';
import { RequestEdit } from '../../features/change-requests/components/request-edit-dialog';
import { EnquiriesTab } from '../../features/enquiries/components/enquiries-tab';
import { MailPreferencesSection } from '../../features/mail-preferences/components/mail-preferences-section';
import { MyRegistrations } from '../../features/registration/components/my-registrations';
import { LeaderboardTab } from '../../features/verification/components/leaderboard-tab';
import { VerificationTab } from '../../features/verification/components/verification-tab';
import { VenueAnalyticsTab } from '../../features/venue-analytics/components/venue-analytics-tab';
import { VenueCalendarTab } from '../../features/venue-calendar/components/venue-calendar-tab';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { CursorPager, useCursorPages } from '../../components/ui/cursor-pages';
import { Tabs } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
import { formatDateEnGb } from '../../lib/format-en-gb';
import {
  type OwnerClaim,
  type OwnerVenue,
  useOwnerClaims,
  useOwnerVenues,
  useWithdrawClaim,
} from '../../features/owner-portal/api/owner-portal';

const TABS = [
  { key: 'venues', label: 'My Venues' },
  { key: 'claims', label: 'My Claims' },
  { key: 'verification', label: 'Verification' },
  { key: 'leaderboard', label: 'Leaderboard' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'requests', label: 'My Requests' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'calendar', label: 'Calendar' },
  { key: 'mail', label: 'E-mail settings' },
] as const;
type PortalTab = (typeof TABS)[number]['key'];

/** The tab named by ?tab=, else My Venues; choosing one leaves the other tabs' parameters behind. */
function usePortalTab(): [PortalTab, (tab: PortalTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((item) => item.key === params.get('tab'))?.key ?? 'venues';
  return [tab, (next) => setParams(next === 'venues' ? {} : { tab: next }, { preventScrollReset: true })];
}

export function OwnerPortalPage() {
  useDocumentTitle(pageTitle('Owner portal'));
  const [tab, setTab] = usePortalTab();
  // A message from the page that sent the owner here (e.g. a registration just submitted).
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  return (
    <div className="container page owner-portal">
      <h1>Owner portal</h1>
      {flash && (
        <p className="notice" role="status">
          {flash}
        </p>
      )}
      <Tabs label="Owner portal" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'venues' && <MyVenues />}
        {tab === 'claims' && <MyClaims />}
        {tab === 'verification' && <VerificationOfMyVenues />}
        {tab === 'leaderboard' && <LeaderboardTab />}
        {tab === 'enquiries' && <EnquiriesTab />}
        {tab === 'requests' && <MyRequestsTab />}
        {tab === 'analytics' && <AnalyticsOfMyVenues />}
        {tab === 'calendar' && <CalendarOfMyVenues />}
        {tab === 'mail' && <MailPreferencesSection />}
      </Tabs>
    </div>
  );
}

function VerificationOfMyVenues() {
  const venues = useOwnerVenues();
  if (venues.isPending) return <p role="status">Loading your venues…</p>;
  if (venues.isError) return <p role="alert">We could not load your venues. Please reload the page.</p>;
  return <VerificationTab venues={venues.data} />;
}

function AnalyticsOfMyVenues() {
  const venues = useOwnerVenues();
  if (venues.isPending) return <p role="status">Loading your venues…</p>;
  if (venues.isError) return <p role="alert">We could not load your venues. Please reload the page.</p>;
  return <VenueAnalyticsTab venues={venues.data} />;
}

function CalendarOfMyVenues() {
  const venues = useOwnerVenues();
  if (venues.isPending) return <p role="status">Loading your venues…</p>;
  if (venues.isError) return <p role="alert">We could not load your venues. Please reload the page.</p>;
  return <VenueCalendarTab venues={venues.data} />;
}

function MyVenues() {
  const venues = useOwnerVenues();
  if (venues.isPending) return <p role="status">Loading your venues…</p>;
  if (venues.isError) return <p role="alert">We could not load your venues. Please reload the page.</p>;
  return (
    <>
      <MyRegistrations />
      <VenueCards venues={venues.data} />
    </>
  );
}

function VenueCards({ venues }: { venues: OwnerVenue[] }) {
  if (venues.length === 0) {
    return (
      <div className="notice">
        <p>You have no venues listed yet.</p>
        <p>
          <Link className="button button--primary" to={paths.ownerRegisterVenue.getHref()}>
            Register your venue
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ul className="owner-venues" aria-label="My venues">
      {venues.map((venue) => (
        <OwnerVenueCard key={venue.id} venue={venue} />
      ))}
    </ul>
  );
}

const VENUE_STATUS_LABELS: Record<VenueStatus, string> = {
  published: 'Published',
  review: 'In review',
  draft: 'Draft',
};

function OwnerVenueCard({ venue }: { venue: OwnerVenue }) {
  return (
    <li className="owner-venue-card">
      <h2 className="owner-venue-card__name">{venue.name}</h2>
      <p>
        <span className={`badge badge--status-${venue.status}`}>{VENUE_STATUS_LABELS[venue.status] ?? 'Pending'}</span>{' '}
        {cityName(venue.address.city)}
      </p>
      <p className="owner-venue-card__updated">Updated {formatDateEnGb(venue.updated_at)}</p>
      {venue.status === 'published' && (
        <p>
          <Link to={paths.venue.getHref(venue.slug)}>
            View Live<span className="visually-hidden">: {venue.name}</span>
          </Link>
        </p>
      )}
      <RequestEdit venue={venue} />
    </li>
  );
}

/** The owner's view: anything not yet approved, rejected or withdrawn is pending. */
function claimStatusLabel(status: ClaimStatus): string {
  if (status === 'approved') return 'Approved';
  if (status === 'rejected') return 'Rejected';
  if (status === 'withdrawn') return 'Withdrawn';
  return 'Pending';
}

function WithdrawClaim({ claim }: { claim: OwnerClaim }) {
  const withdraw = useWithdrawClaim();
  return (
    <ConfirmAction
      id={claim.id}
      action={withdraw}
      label="Withdraw"
      target={` claim: ${claim.venue_name}, ${cityName(claim.venue_city)}`}
      question="Withdraw this claim?"
      confirm="Yes, withdraw it"
      failure="We could not withdraw it. Please try again."
      inline
    />
  );
}

function MyClaims() {
  const pages = useCursorPages();
  const claims = useOwnerClaims(pages.cursor);
  if (claims.isPending) return <p role="status">Loading your claims…</p>;
  if (claims.isError) return <p role="alert">We could not load your claims. Please reload the page.</p>;
  if (claims.data.total === 0) {
    return (
      <p className="notice">You have not claimed a venue. Find yours and choose ‘Claim this venue’ on its page.</p>
    );
  }
  return (
    <section aria-labelledby="my-claims">
      <h2 id="my-claims" className="visually-hidden" ref={pages.headingRef} tabIndex={-1}>
        My claims
      </h2>
      <table className="owner-claims">
        <caption className="visually-hidden">My claims</caption>
        <thead>
          <tr>
            <th scope="col">Venue</th>
            <th scope="col">Status</th>
            <th scope="col">Submitted</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {claims.data.claims.map((claim) => (
            <tr key={claim.id}>
              <td>
                {claim.venue_name}, {cityName(claim.venue_city)}
              </td>
              <td>
                {claimStatusLabel(claim.status)}
                {claim.status === 'rejected' && claim.notes && (
                  <small className="owner-claims__note">{claim.notes}</small>
                )}
                {claim.dns && claimStatusLabel(claim.status) === 'Pending' && (
                  <small className="owner-claims__note">
                    {claim.dns.verified ? (
                      'DNS TXT record verified'
                    ) : (
                      <>
                        Publish a TXT record at <code>{claim.dns.record_name}</code> with the value{' '}
                        <code>{claim.dns.value}</code>
                      </>
                    )}
                  </small>
                )}
              </td>
              <td>{formatDateEnGb(claim.created_at)}</td>
              <td>{claimStatusLabel(claim.status) === 'Pending' && <WithdrawClaim claim={claim} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorPager
        pages={pages}
        nextCursor={claims.data.next_cursor}
        label="Pages of my claims"
        previousLabel="Newer claims"
        nextLabel="Older claims"
      />
    </section>
  );
}
