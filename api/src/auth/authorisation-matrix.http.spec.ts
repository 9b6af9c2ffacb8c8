// The one authorisation matrix: every route of the API with the answer each kind of caller
// gets. A route the app serves that is missing here fails the test, so every new route joins
// the table with its access decided. Bodies are empty on purpose: a caller who may not use a
// route is refused before validation (401/403); one who may gets the validation's 400.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { ApiConfig } from '../config/api-config';

/** A planner is a role of its own: it reaches no owner or admin route (403), and no owner or admin reaches a planner route. */
type Caller = 'anonymous' | 'ownerA' | 'ownerB' | 'admin' | 'planner';
type Expected = Record<Caller, number>;

const everyone = (status: number): Expected => ({
  anonymous: status,
  ownerA: status,
  ownerB: status,
  admin: status,
  planner: status,
});
/** The venue side: any owner or administrator. */
const signedIn: Expected = { anonymous: 401, ownerA: 200, ownerB: 200, admin: 200, planner: 403 };
const ownersOnly: Expected = { anonymous: 401, ownerA: 200, ownerB: 200, admin: 403, planner: 403 };
const adminsOnly: Expected = { anonymous: 401, ownerA: 403, ownerB: 403, admin: 200, planner: 403 };
/** Any owner or administrator may call it; the empty request is then invalid. */
const signedInInvalid: Expected = { anonymous: 401, ownerA: 400, ownerB: 400, admin: 400, planner: 403 };
/** A planner's own (My events); owners and administrators are refused. */
const plannersOnly = (planner: number): Expected => ({ anonymous: 401, ownerA: 403, ownerB: 403, admin: 403, planner });
/** Owner A's own, and administrators'; to any other owner it does not exist. */
const ownerAAndAdmins: Expected = { anonymous: 401, ownerA: 200, ownerB: 404, admin: 200, planner: 403 };

const VENUE_A = makeVenue({ name: 'Owner A Hall', slug: 'owner-a-hall' });
const CHANGE_A = '7f2e3d4c-5b6a-4798-8b9c-1d2e3f4a5b6c';
const CLAIM_A = '6e1d2c3b-4a59-4687-8a9b-0c1d2e3f4a5b';
const DRAFT_A = '5d0c1f7e-8a2b-4c3d-9e4f-0a1b2c3d4e5f';
/** Owner A's second draft, and second change request: discarded and withdrawn by the table. */
const DRAFT_DISCARDED = '3b8a9d5c-6e0f-4a1b-8c2d-8e9f0a1b2c3d';
const CHANGE_WITHDRAWN = '2a7f8c4b-5d9e-4f0a-9b1c-7d8e9f0a1b2c';
const DOCUMENT_A = 'documents/0b7f6a52-3c1d-4e8f-9a20-5d6c7b8e9f01.pdf';
const ENQUIRY_A = '4c9b0e6d-7f1a-4b2c-8d3e-9f0a1b2c3d4e';
/** Unavailable dates in venue A's calendar: owner A removes them (after which they are gone). */
const UNAVAILABLE_A = '1a6e7b3c-4d8f-4e9a-8b0c-6d7e8f9a0b1c';
/** A month of venue A's calendar, from tomorrow. */
const CALENDAR_SPAN = (() => {
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${to}`;
})();
/** The planner's saved shortlists: one the table reads and changes, one it deletes; another planner's. */
const SHORTLIST_P = '8c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const SHORTLIST_DELETED = '9d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f70';
const SHORTLIST_OTHER = '0e5f6a7b-8c9d-4eaf-9a2b-3c4d5e6f7081';
/** A well-formed token no link was ever made with. */
const NO_TOKEN = 'A'.repeat(43);

interface RouteRule {
  /** As the app registers it, e.g. 'GET /api/v2/venues/:idOrSlug'. */
  route: string;
  /** The path to call, with its parameters filled in. */
  call?: string;
  expected: Expected;
  /** The call ends the session (logout): use a session of its own. */
  endsSession?: boolean;
}

const MATRIX: RouteRule[] = [
  // Public reading
  { route: 'GET /api/v2/venues', expected: everyone(200) },
  { route: 'GET /api/v2/venues/:idOrSlug', call: '/api/v2/venues/owner-a-hall', expected: everyone(200) },
  {
    route: 'GET /api/v2/venues/:idOrSlug/availability',
    call: '/api/v2/venues/owner-a-hall/availability',
    expected: everyone(200),
  },
  {
    route: 'GET /api/v2/venues/:idOrSlug/similar',
    call: '/api/v2/venues/owner-a-hall/similar',
    expected: everyone(200),
  },
  { route: 'GET /api/v2/search/suggestions', call: '/api/v2/search/suggestions?q=lon', expected: everyone(200) },
  { route: 'GET /api/v2/enrichment-progress', expected: everyone(200) },
  { route: 'GET /api/v2/phase2-progress', expected: everyone(200) },
  { route: 'GET /api/compare/ai-chat/suggested-questions', expected: everyone(200) },
  { route: 'GET /health', expected: everyone(200) },
  { route: 'GET /robots.txt', expected: everyone(200) },
  { route: 'GET /sitemap.xml', expected: everyone(200) },
  { route: 'GET /sitemaps/listings.xml', expected: everyone(200) },
  { route: 'GET /sitemaps/venues-:n.xml', call: '/sitemaps/venues-1.xml', expected: everyone(200) },
  { route: 'GET /api/docs', expected: everyone(200) },
  { route: 'GET /api/docs/', expected: everyone(200) },
  { route: 'GET /api/docs/index.html', expected: everyone(200) },
  { route: 'GET /api/docs/openapi.json', expected: everyone(200) },
  { route: 'GET /api/docs-yaml', expected: everyone(200) },
  { route: 'GET /api/docs/swagger-ui-init.js', expected: everyone(200) },
  { route: 'GET /api/docs/docs/swagger-ui-init.js', expected: everyone(200) },
  // Registered by the Swagger UI module, which ships no licence file in its bundle.
  { route: 'GET /api/docs/LICENSE', expected: everyone(404) },
  // Public forms (an empty body is invalid for anyone)
  { route: 'POST /api/v2/briefs', expected: everyone(400) },
  { route: 'POST /api/v2/enquiries', expected: everyone(400) },
  { route: 'POST /api/compare/ai-chat', expected: everyone(400) },
  { route: 'POST /api/v2/venue-pack', expected: everyone(400) },
  // The web's activity beacon for owners' analytics (anonymous; an empty body is invalid)
  { route: 'POST /api/v2/activity', expected: everyone(400) },
  // Signing in and out
  { route: 'POST /api/auth/magic-link', expected: everyone(400) },
  { route: 'POST /api/auth/magic-link/consume', expected: everyone(400) },
  { route: 'POST /api/admin/auth/login', expected: everyone(400) },
  { route: 'POST /api/admin/auth/reset/start', expected: everyone(400) },
  { route: 'POST /api/admin/auth/reset/complete', expected: everyone(400) },
  { route: 'POST /api/auth/logout', expected: everyone(204), endsSession: true },
  { route: 'POST /api/admin/auth/logout', expected: everyone(204), endsSession: true },
  { route: 'GET /api/auth/me', expected: { anonymous: 401, ownerA: 200, ownerB: 200, admin: 200, planner: 200 } },
  { route: 'GET /api/admin/auth/session', expected: adminsOnly },
  // An administrator's second step: no one holds the password step's cookie here, so the step has
  // timed out (401) unless the empty body is refused first (400)
  { route: 'POST /api/admin/auth/second-factor', expected: everyone(400) },
  { route: 'POST /api/admin/auth/second-factor/enrolment', expected: everyone(401) },
  { route: 'POST /api/admin/auth/second-factor/enrolment/confirm', expected: everyone(400) },
  // The signed-in administrator's own second factor
  { route: 'GET /api/admin/account/second-factor', expected: adminsOnly },
  {
    route: 'POST /api/admin/account/second-factor/enrolment',
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/account/second-factor/enrolment/confirm',
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/account/second-factor/recovery-codes',
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/account/second-factor/remove',
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  // Owners
  { route: 'GET /api/owners/venues', expected: ownersOnly },
  { route: 'GET /api/owners/claims', expected: ownersOnly },
  {
    route: 'GET /api/owners/venues/:id',
    call: `/api/owners/venues/${VENUE_A.id}`,
    expected: { anonymous: 401, ownerA: 200, ownerB: 404, admin: 403, planner: 403 },
  },
  {
    route: 'GET /api/owners/venues/:id/analytics',
    call: `/api/owners/venues/${VENUE_A.id}/analytics`,
    expected: ownerAAndAdmins,
  },
  // The venue's availability calendar (issue #48): its owner's and administrators'. A request
  // with a body is validated first, so anyone signed in is told what it lacks.
  {
    route: 'GET /api/owners/venues/:id/calendar',
    call: `/api/owners/venues/${VENUE_A.id}/calendar?${CALENDAR_SPAN}`,
    expected: ownerAAndAdmins,
  },
  {
    route: 'POST /api/owners/venues/:id/calendar/unavailable',
    call: `/api/owners/venues/${VENUE_A.id}/calendar/unavailable`,
    expected: signedInInvalid,
  },
  {
    route: 'DELETE /api/owners/venues/:id/calendar/unavailable/:entryId',
    call: `/api/owners/venues/${VENUE_A.id}/calendar/unavailable/${UNAVAILABLE_A}`,
    // Owner A removes them; after that the administrator finds nothing to remove.
    expected: { anonymous: 401, ownerA: 204, ownerB: 404, admin: 404, planner: 403 },
  },
  {
    route: 'POST /api/owners/venues/:id/calendar/import',
    call: `/api/owners/venues/${VENUE_A.id}/calendar/import`,
    expected: signedInInvalid,
  },
  {
    route: 'POST /api/owners/venues/:id/calendar/feed',
    call: `/api/owners/venues/${VENUE_A.id}/calendar/feed`,
    expected: { anonymous: 401, ownerA: 201, ownerB: 404, admin: 201, planner: 403 },
  },
  {
    route: 'DELETE /api/owners/venues/:id/calendar/feed',
    call: `/api/owners/venues/${VENUE_A.id}/calendar/feed`,
    expected: { anonymous: 401, ownerA: 204, ownerB: 404, admin: 204, planner: 403 },
  },
  // The venue's private feed, by its secret address (a wrong secret is a 404 for anyone)
  {
    route: 'GET /api/v2/venue-calendars/:secret.ics',
    call: `/api/v2/venue-calendars/${NO_TOKEN}.ics`,
    expected: everyone(404),
  },
  // Registrations
  { route: 'GET /api/registrations', expected: ownersOnly },
  {
    route: 'GET /api/registrations/similar-venues',
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  {
    route: 'GET /api/registrations/:id',
    call: `/api/registrations/${DRAFT_A}`,
    expected: { anonymous: 401, ownerA: 200, ownerB: 404, admin: 403, planner: 403 },
  },
  {
    route: 'POST /api/registrations',
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  {
    route: 'PATCH /api/registrations/:id',
    call: `/api/registrations/${DRAFT_A}`,
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  {
    route: 'DELETE /api/registrations/:id',
    call: `/api/registrations/${DRAFT_DISCARDED}`,
    expected: { anonymous: 401, ownerA: 204, ownerB: 404, admin: 403, planner: 403 },
  },
  {
    route: 'POST /api/registrations/:id/reopen',
    call: `/api/registrations/${DRAFT_A}/reopen`,
    // A draft, not a rejected registration: its owner is told to carry on with it.
    expected: { anonymous: 401, ownerA: 409, ownerB: 404, admin: 403, planner: 403 },
  },
  { route: 'GET /api/admin/mod/registrations', expected: adminsOnly },
  {
    route: 'GET /api/admin/mod/registrations/:id',
    call: `/api/admin/mod/registrations/${DRAFT_A}`,
    expected: adminsOnly,
  },
  {
    route: 'POST /api/admin/mod/registrations/:id/approve',
    call: `/api/admin/mod/registrations/${DRAFT_A}/approve`,
    // The draft is not submitted yet: an admin may ask, and is told so.
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 409, planner: 403 },
  },
  {
    route: 'POST /api/admin/mod/registrations/:id/reject',
    call: `/api/admin/mod/registrations/${DRAFT_A}/reject`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/mod/registrations/bulk',
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  // Claims
  { route: 'POST /api/claims', expected: signedInInvalid },
  {
    route: 'POST /api/claims/:id/verify-dns',
    call: `/api/claims/${CLAIM_A}/verify-dns`,
    expected: { anonymous: 401, ownerA: 200, ownerB: 404, admin: 200, planner: 403 },
  },
  { route: 'GET /api/admin/mod/claims', expected: adminsOnly },
  {
    route: 'PATCH /api/admin/mod/claims/:id',
    call: `/api/admin/mod/claims/${CLAIM_A}`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/mod/claims/bulk',
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    // After the rows above that need claim A pending: owner A withdraws it here.
    route: 'POST /api/claims/:id/withdraw',
    call: `/api/claims/${CLAIM_A}/withdraw`,
    expected: { anonymous: 401, ownerA: 200, ownerB: 404, admin: 404, planner: 403 },
  },
  // Change requests
  {
    route: 'POST /api/owners/changes',
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  { route: 'GET /api/owners/changes', expected: ownersOnly },
  {
    route: 'POST /api/owners/changes/:id/withdraw',
    call: `/api/owners/changes/${CHANGE_WITHDRAWN}/withdraw`,
    expected: { anonymous: 401, ownerA: 200, ownerB: 404, admin: 403, planner: 403 },
  },
  { route: 'GET /api/admin/mod/changes', expected: adminsOnly },
  { route: 'GET /api/admin/mod/changes/:id', call: `/api/admin/mod/changes/${CHANGE_A}`, expected: adminsOnly },
  {
    route: 'PATCH /api/admin/mod/changes/:id',
    call: `/api/admin/mod/changes/${CHANGE_A}`,
    // Nothing selected: the administrator is asked to choose.
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  // Mail preferences, and the one-click unsubscribe (a signed token, no sign-in)
  { route: 'GET /api/owners/mail-preferences', expected: ownersOnly },
  {
    route: 'PUT /api/owners/mail-preferences',
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  { route: 'POST /api/mail/unsubscribe', expected: everyone(400) },
  // Running the directory
  { route: 'GET /api/admin/venues', expected: adminsOnly },
  { route: 'GET /api/admin/venues/:id', call: `/api/admin/venues/${VENUE_A.id}`, expected: adminsOnly },
  {
    route: 'PATCH /api/admin/venues/:id',
    call: `/api/admin/venues/${VENUE_A.id}`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/venues/:id/enrich',
    call: `/api/admin/venues/${VENUE_A.id}/enrich`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 204, planner: 403 },
  },
  // The verification programme (a venue_id is needed: an owner without one is asked for it)
  {
    route: 'GET /api/gamification/progress',
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  {
    route: 'GET /api/gamification/checklist',
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  {
    route: 'GET /api/gamification/categories/progress',
    call: `/api/gamification/categories/progress?venue_id=${VENUE_A.id}`,
    expected: { anonymous: 401, ownerA: 200, ownerB: 404, admin: 403, planner: 403 },
  },
  { route: 'GET /api/gamification/leaderboard/global', expected: ownersOnly },
  {
    route: 'GET /api/gamification/leaderboard/city/:city',
    call: '/api/gamification/leaderboard/city/leeds',
    expected: ownersOnly,
  },
  {
    route: 'POST /api/gamification/verify-item',
    expected: { anonymous: 401, ownerA: 400, ownerB: 400, admin: 403, planner: 403 },
  },
  { route: 'GET /api/admin/mod/verifications', expected: adminsOnly },
  {
    route: 'POST /api/admin/mod/verifications/:id/revoke',
    call: `/api/admin/mod/verifications/${CHANGE_A}/revoke`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  // Planners' reviews of venues, moderated (an unknown review is a 404 for the admin)
  { route: 'GET /api/admin/mod/reviews', expected: adminsOnly },
  {
    route: 'POST /api/admin/mod/reviews/:id/approve',
    call: `/api/admin/mod/reviews/${CHANGE_A}/approve`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 404, planner: 403 },
  },
  {
    route: 'POST /api/admin/mod/reviews/:id/reject',
    call: `/api/admin/mod/reviews/${CHANGE_A}/reject`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 404, planner: 403 },
  },
  // Uploads
  { route: 'POST /api/media/presign', expected: signedInInvalid },
  { route: 'POST /api/media/upload', expected: signedInInvalid },
  { route: 'POST /api/media/complete', expected: signedInInvalid },
  { route: 'GET /api/media/documents/:file', call: `/api/media/${DOCUMENT_A}`, expected: ownerAAndAdmins },
  // Enquiries to the owner's venues (administrators see every venue's)
  { route: 'GET /api/owners/enquiries', expected: signedIn },
  { route: 'GET /api/owners/enquiries/:id', call: `/api/owners/enquiries/${ENQUIRY_A}`, expected: ownerAAndAdmins },
  {
    route: 'GET /api/owners/enquiries/:id/messages',
    call: `/api/owners/enquiries/${ENQUIRY_A}/messages`,
    expected: ownerAAndAdmins,
  },
  {
    route: 'POST /api/owners/enquiries/:id/proposal',
    call: `/api/owners/enquiries/${ENQUIRY_A}/proposal`,
    expected: signedInInvalid,
  },
  {
    route: 'POST /api/owners/enquiries/:id/decline',
    call: `/api/owners/enquiries/${ENQUIRY_A}/decline`,
    expected: signedInInvalid,
  },
  {
    route: 'POST /api/owners/enquiries/:id/messages',
    call: `/api/owners/enquiries/${ENQUIRY_A}/messages`,
    expected: signedInInvalid,
  },
  {
    // Owner A's enquiry has no proposal to withdraw yet: a conflict for those who may see it.
    route: 'POST /api/owners/enquiries/:id/withdraw',
    call: `/api/owners/enquiries/${ENQUIRY_A}/withdraw`,
    expected: { anonymous: 401, ownerA: 409, ownerB: 404, admin: 409, planner: 403 },
  },
  {
    route: 'POST /api/owners/enquiries/:id/release',
    call: `/api/owners/enquiries/${ENQUIRY_A}/release`,
    expected: signedInInvalid,
  },
  // The planner's proposals, by the private link's token in the X-Proposal-Token header, never
  // the address (no account: a wrong or missing token is a 404 for anyone)
  { route: 'POST /api/v2/proposals/link', expected: everyone(400) },
  { route: 'GET /api/v2/proposals', expected: everyone(404) },
  {
    route: 'POST /api/v2/proposals/venues/:id/accept',
    call: `/api/v2/proposals/venues/${ENQUIRY_A}/accept`,
    // The revision shown must be named: an empty body is refused before the link is looked up.
    expected: everyone(400),
  },
  {
    route: 'POST /api/v2/proposals/venues/:id/confirm',
    call: `/api/v2/proposals/venues/${ENQUIRY_A}/confirm`,
    expected: everyone(404),
  },
  {
    route: 'POST /api/v2/proposals/venues/:id/release',
    call: `/api/v2/proposals/venues/${ENQUIRY_A}/release`,
    expected: everyone(404),
  },
  {
    route: 'POST /api/v2/proposals/venues/:id/review',
    call: `/api/v2/proposals/venues/${ENQUIRY_A}/review`,
    // A rating and text must be given: an empty body is refused before the link is looked up.
    expected: everyone(400),
  },
  {
    route: 'POST /api/v2/proposals/venues/:id/decline',
    call: `/api/v2/proposals/venues/${ENQUIRY_A}/decline`,
    expected: everyone(404),
  },
  {
    route: 'GET /api/v2/proposals/venues/:id/messages',
    call: `/api/v2/proposals/venues/${ENQUIRY_A}/messages`,
    expected: everyone(404),
  },
  {
    route: 'POST /api/v2/proposals/venues/:id/messages',
    call: `/api/v2/proposals/venues/${ENQUIRY_A}/messages`,
    expected: everyone(400),
  },
  {
    route: 'GET /api/v2/proposals/documents/:proposalId',
    call: `/api/v2/proposals/documents/${CHANGE_A}`,
    expected: everyone(404),
  },
  // My events: a signed-in planner's events (issue #48), by the session instead of a link's token.
  // The event named here is not the planner's: it does not exist for them.
  { route: 'GET /api/v2/planner/events', expected: plannersOnly(200) },
  { route: 'GET /api/v2/planner/events/:id', call: `/api/v2/planner/events/${CHANGE_A}`, expected: plannersOnly(404) },
  {
    route: 'POST /api/v2/planner/events/:id/venues/:venueEnquiryId/accept',
    call: `/api/v2/planner/events/${CHANGE_A}/venues/${ENQUIRY_A}/accept`,
    expected: plannersOnly(400),
  },
  {
    route: 'POST /api/v2/planner/events/:id/venues/:venueEnquiryId/confirm',
    call: `/api/v2/planner/events/${CHANGE_A}/venues/${ENQUIRY_A}/confirm`,
    expected: plannersOnly(404),
  },
  {
    route: 'POST /api/v2/planner/events/:id/venues/:venueEnquiryId/release',
    call: `/api/v2/planner/events/${CHANGE_A}/venues/${ENQUIRY_A}/release`,
    expected: plannersOnly(404),
  },
  {
    route: 'POST /api/v2/planner/events/:id/venues/:venueEnquiryId/review',
    call: `/api/v2/planner/events/${CHANGE_A}/venues/${ENQUIRY_A}/review`,
    expected: plannersOnly(400),
  },
  {
    route: 'POST /api/v2/planner/events/:id/venues/:venueEnquiryId/decline',
    call: `/api/v2/planner/events/${CHANGE_A}/venues/${ENQUIRY_A}/decline`,
    expected: plannersOnly(404),
  },
  {
    route: 'GET /api/v2/planner/events/:id/venues/:venueEnquiryId/messages',
    call: `/api/v2/planner/events/${CHANGE_A}/venues/${ENQUIRY_A}/messages`,
    expected: plannersOnly(404),
  },
  {
    route: 'POST /api/v2/planner/events/:id/venues/:venueEnquiryId/messages',
    call: `/api/v2/planner/events/${CHANGE_A}/venues/${ENQUIRY_A}/messages`,
    expected: plannersOnly(400),
  },
  // Sharing one's event with a colleague: only its planner (an empty share is invalid first)
  {
    route: 'GET /api/v2/planner/events/:id/shares',
    call: `/api/v2/planner/events/${CHANGE_A}/shares`,
    expected: plannersOnly(404),
  },
  {
    route: 'POST /api/v2/planner/events/:id/shares',
    call: `/api/v2/planner/events/${CHANGE_A}/shares`,
    expected: plannersOnly(400),
  },
  {
    route: 'DELETE /api/v2/planner/events/:id/shares/:shareId',
    call: `/api/v2/planner/events/${CHANGE_A}/shares/${CHANGE_A}`,
    expected: plannersOnly(404),
  },
  {
    route: 'GET /api/v2/planner/events/:id/documents/:proposalId',
    call: `/api/v2/planner/events/${CHANGE_A}/documents/${CHANGE_A}`,
    expected: plannersOnly(404),
  },
  // Saved shortlists (issue #48): the planner's own; owners and administrators have none.
  { route: 'GET /api/v2/planner/shortlists', expected: plannersOnly(200) },
  { route: 'POST /api/v2/planner/shortlists', expected: plannersOnly(400) },
  {
    route: 'GET /api/v2/planner/shortlists/:id',
    call: `/api/v2/planner/shortlists/${SHORTLIST_P}`,
    expected: plannersOnly(200),
  },
  {
    route: 'PATCH /api/v2/planner/shortlists/:id',
    call: `/api/v2/planner/shortlists/${SHORTLIST_P}`,
    expected: plannersOnly(400),
  },
  {
    route: 'DELETE /api/v2/planner/shortlists/:id',
    call: `/api/v2/planner/shortlists/${SHORTLIST_DELETED}`,
    expected: plannersOnly(204),
  },
  {
    route: 'POST /api/v2/planner/shortlists/:id/venues',
    call: `/api/v2/planner/shortlists/${SHORTLIST_P}/venues`,
    expected: plannersOnly(400),
  },
  {
    route: 'DELETE /api/v2/planner/shortlists/:id/venues/:venueId',
    call: `/api/v2/planner/shortlists/${SHORTLIST_P}/venues/${VENUE_A.id}`,
    expected: plannersOnly(204),
  },
  // Administrators
  { route: 'GET /api/admin/enquiries', expected: adminsOnly },
  { route: 'GET /api/admin/enquiries/waiting', expected: adminsOnly },
  {
    route: 'POST /api/admin/enquiries/:id/forward',
    call: `/api/admin/enquiries/${ENQUIRY_A}/forward`,
    // Venue A has an owner: the enquiry is not waiting in the queue, and the administrator is told so.
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 409, planner: 403 },
  },
  {
    route: 'POST /api/admin/enquiries/:id/close',
    call: `/api/admin/enquiries/${ENQUIRY_A}/close`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 409, planner: 403 },
  },
  { route: 'GET /api/admin/stats/dashboard', expected: adminsOnly },
  { route: 'GET /api/admin/stats/venues-count', expected: adminsOnly },
  // Accounts (an id that is no owner's: an administrator is told there is none)
  { route: 'GET /api/admin/owners', expected: adminsOnly },
  {
    route: 'GET /api/admin/owners/:id',
    call: `/api/admin/owners/${CHANGE_A}`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 404, planner: 403 },
  },
  {
    route: 'POST /api/admin/owners/:id/suspend',
    call: `/api/admin/owners/${CHANGE_A}/suspend`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/owners/:id/restore',
    call: `/api/admin/owners/${CHANGE_A}/restore`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/venues/:id/transfer',
    call: `/api/admin/venues/${VENUE_A.id}/transfer`,
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  {
    route: 'POST /api/admin/invitations',
    expected: { anonymous: 401, ownerA: 403, ownerB: 403, admin: 400, planner: 403 },
  },
  { route: 'GET /api/admin/audit', expected: adminsOnly },
];

describe('The authorisation matrix: every route × {anonymous, owner A, owner B, admin}', () => {
  let api: ApiTestApp;
  let users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  let cookies: Record<Caller, string | null>;

  beforeAll(async () => {
    // DNS look-ups go to a port where nothing answers: refused at once.
    api = await startApiTestApp({ venues: [VENUE_A], env: { DNS_SERVERS: '127.0.0.1:9' } });
    users = {
      ownerA: await createUser(api.dataSource, { userType: 'owner' }),
      ownerB: await createUser(api.dataSource, { userType: 'owner' }),
      admin: await createUser(api.dataSource, { userType: 'admin' }),
      planner: await createUser(api.dataSource, { userType: 'planner' }),
    };
    await api.dataSource.query('UPDATE venues SET owner_id = $1', [users.ownerA.id]);
    // Rows made now by the test's clock (the app's), never the database's now().
    const now = new Date();
    for (const id of [DRAFT_A, DRAFT_DISCARDED])
      await api.dataSource.query(
        `INSERT INTO registrations (id, user_id, email, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
        [id, users.ownerA.id, users.ownerA.email, now],
      );
    await api.dataSource.query(
      `INSERT INTO change_requests (id, venue_id, owner_id, patch, base_version, created_at)
       VALUES ($1, $2, $3, '{"pricing": {"day_rate": 950}}', 1, $4)`,
      [CHANGE_WITHDRAWN, api.venueIds[0], users.ownerA.id, now],
    );
    await api.dataSource.query(
      `INSERT INTO claims (id, venue_id, user_id, email, proof_type, proof_value, dns_token, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'dns_txt', '_venues-claim.example.co.uk', 'token', $5, $5)`,
      [CLAIM_A, api.venueIds[0], users.ownerA.id, users.ownerA.email, now],
    );
    await api.dataSource.query(
      `INSERT INTO change_requests (id, venue_id, owner_id, patch, base_version, created_at)
       VALUES ($1, $2, $3, '{"pricing": {"day_rate": 900}}', 1, $4)`,
      [CHANGE_A, api.venueIds[0], users.ownerA.id, now],
    );
    const privateDir = api.app.get(ApiConfig).privateMediaDir;
    await mkdir(join(privateDir, 'documents'), { recursive: true });
    await writeFile(join(privateDir, DOCUMENT_A), '%PDF-1.7\n%%EOF\n');
    await api.dataSource.query(
      `INSERT INTO media (storage_key, owner_id, entity_type, content_type, status, created_at)
       VALUES ($1, $2, 'claim', 'application/pdf', 'stored', $3)`,
      [DOCUMENT_A, users.ownerA.id, now],
    );
    const [enquiry]: { id: string }[] = await api.dataSource.query(
      `INSERT INTO enquiries (source, email, venue_ids, created_at)
       VALUES ('v2_brief_submission', 'sam@company.co.uk', $1, $2) RETURNING id`,
      [[api.venueIds[0]], now],
    );
    await api.dataSource.query(
      `INSERT INTO venue_enquiries (id, enquiry_id, venue_id, position, contact, created_at)
       VALUES ($1, $2, $3, 1, 'owner', $4)`,
      [ENQUIRY_A, enquiry!.id, api.venueIds[0], now],
    );
    await api.dataSource.query(
      `INSERT INTO venue_unavailable_dates (id, venue_id, first_day, last_day, created_at)
       VALUES ($1, $2, current_date + 7, current_date + 7, $3)`,
      [UNAVAILABLE_A, api.venueIds[0], now],
    );
    const otherPlanner = await createUser(api.dataSource, { userType: 'planner' });
    for (const [id, plannerId] of [
      [SHORTLIST_P, users.planner.id],
      [SHORTLIST_DELETED, users.planner.id],
      [SHORTLIST_OTHER, otherPlanner.id],
    ])
      await api.dataSource.query(
        `INSERT INTO planner_shortlists (id, planner_id, name, created_at, updated_at) VALUES ($1, $2, 'Away day', $3, $3)`,
        [id, plannerId, now],
      );
    cookies = {
      anonymous: null,
      ownerA: await sessionCookieFor(api.dataSource, users.ownerA),
      ownerB: await sessionCookieFor(api.dataSource, users.ownerB),
      admin: await sessionCookieFor(api.dataSource, users.admin),
      planner: await sessionCookieFor(api.dataSource, users.planner),
    };
  });
  afterAll(() => api?.close());

  it('lists every route the app serves, and no route it does not', () => {
    const instance = api.app.getHttpAdapter().getInstance();
    const stack: { route?: { path: string; methods: Record<string, boolean> } }[] = instance.router.stack;
    const served = stack
      .filter((layer) => layer.route)
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`),
      );
    expect([...served].sort()).toEqual(MATRIX.map((rule) => rule.route).sort());
  });

  describe.each(MATRIX)('$route', ({ route, call, expected, endsSession }) => {
    const [method, path] = route.split(' ') as [string, string];
    it.each(Object.keys(expected) as Caller[])('answers %s as the table says', async (caller) => {
      let test = api.http()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](call ?? path);
      const cookie =
        endsSession && caller !== 'anonymous' ? await sessionCookieFor(api.dataSource, users[caller]) : cookies[caller];
      if (cookie) test = test.set('Cookie', cookie);
      if (method !== 'GET') test = test.set('Content-Type', 'application/json').send('{}');
      const response = await test;
      expect(response.status).toBe(expected[caller]);
    });
  });

  it('shows a planner only their own saved shortlists: another planner’s does not exist for them', async () => {
    const other = `/api/v2/planner/shortlists/${SHORTLIST_OTHER}`;
    const planner = cookies.planner!;
    await api.http().get(other).set('Cookie', planner).expect(404);
    await api.http().patch(other).set('Cookie', planner).send({ name: 'Mine now' }).expect(404);
    await api
      .http()
      .post(`${other}/venues`)
      .set('Cookie', planner)
      .send({ venue_ids: [VENUE_A.id] })
      .expect(404);
    await api.http().delete(`${other}/venues/${VENUE_A.id}`).set('Cookie', planner).expect(404);
    await api.http().delete(other).set('Cookie', planner).expect(404);
    const listed = await api.http().get('/api/v2/planner/shortlists').set('Cookie', planner).expect(200);
    expect(listed.body.shortlists.map((shortlist: { id: string }) => shortlist.id)).toEqual([SHORTLIST_P]);
  });

  it('takes change requests only for the owner’s own venues', async () => {
    const changes = { venue_id: api.venueIds[0], field_changes: { pricing: { day_rate: 1234, hour_rate: null } } };
    await api.http().post('/api/owners/changes').set('Cookie', cookies.ownerB!).send(changes).expect(404);
    await api.http().post('/api/owners/changes').set('Cookie', cookies.ownerA!).send(changes).expect(201);
  });

  it('shows an owner only their own venues', async () => {
    const asA = await api.http().get('/api/owners/venues').set('Cookie', cookies.ownerA!);
    const asB = await api.http().get('/api/owners/venues').set('Cookie', cookies.ownerB!);
    expect(asA.body.venues.map((venue: { slug: string }) => venue.slug)).toEqual(['owner-a-hall']);
    expect(asA.body.venues[0]).toMatchObject({
      status: 'published',
      address: { city: VENUE_A.city },
      pricing: { currency: 'GBP' },
    });
    expect(asB.body).toEqual({ venues: [] });
  });

  it('lets no administrator decide their own claim, not even on a venue nobody owns', async () => {
    const own = '4c9b0e6d-7f1a-4b2c-8d3e-9f0a1b2c3d4e';
    await api.dataSource.query(
      `INSERT INTO claims (id, venue_id, user_id, email, proof_type, proof_value, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'email_domain', 'example.co.uk', $5, $5)`,
      [own, api.venueIds[0], users.admin.id, users.admin.email, new Date()],
    );
    for (const status of ['approved', 'rejected'])
      await api.http().patch(`/api/admin/mod/claims/${own}`).set('Cookie', cookies.admin!).send({ status }).expect(403);
    const [claim] = await api.dataSource.query('SELECT status FROM claims WHERE id = $1', [own]);
    expect(claim.status).toBe('submitted');
  });

  it('shows an unpublished venue to no one on the public side, its owner and administrators included', async () => {
    await api.dataSource.query("UPDATE venues SET status = 'draft' WHERE id = $1", [api.venueIds[0]]);
    try {
      for (const caller of Object.keys(cookies) as Caller[]) {
        let test = api.http().get('/api/v2/venues/owner-a-hall');
        if (cookies[caller]) test = test.set('Cookie', cookies[caller]!);
        expect((await test).status).toBe(404);
      }
    } finally {
      await api.dataSource.query("UPDATE venues SET status = 'published' WHERE id = $1", [api.venueIds[0]]);
    }
  });
});
