// What the enquiry journeys share: the demo owner signed in (in a browser of its own) with the
// venues it owns, a venue nobody owns, a brief sent through the form, the links the dev mailbox
// holds, and time passed — the product's rows aged in its database, then its own sweep run on
// its own job queue (the api reads the time from one Clock; the rows' ages are what it compares).
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { DEMO_OWNER_EMAIL, oneSignInAtATime, requestMagicLink } from './accounts';
import { E2E_POSTGRES_PORT } from './e2e-env';
import { apiSearch, mailTo, type MailboxMessage } from './venue-finder';

export interface OwnedVenue {
  id: string;
  name: string;
  slug: string;
  status: string;
}

/** The demo owner, signed in through its magic link in a browser context of its own. */
export async function demoOwner(browser: Browser): Promise<{ page: Page; venues: OwnedVenue[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await oneSignInAtATime(DEMO_OWNER_EMAIL, async () => {
    await page.goto('/auth/magic');
    await page.goto(await requestMagicLink(page, DEMO_OWNER_EMAIL));
    await expect(page).toHaveURL(/\/owners\/portal$/, { timeout: 30_000 });
  });
  const response = await page.request.get('/api/owners/venues');
  expect(response.ok()).toBeTruthy();
  const { venues } = (await response.json()) as { venues: OwnedVenue[] };
  return { page, venues: venues.filter((venue) => venue.status === 'published') };
}

/** A published venue no one has claimed. */
export async function unownedVenue(request: APIRequestContext, city = 'manchester') {
  const { items } = await apiSearch(request, { city, pageSize: 40 });
  const venue = items.find((item) => !item.claimed);
  expect(venue, `an unclaimed venue in ${city}`).toBeTruthy();
  return { id: venue!.id, name: venue!.display_name || venue!.name };
}

/** A guest count (under 1,000, so written without a comma) that tells this test's enquiry apart in the owner's list and mails. */
export function uniqueGuests(): number {
  return 100 + Math.floor(Math.random() * 900);
}

/** A calendar day `days` from today, YYYY-MM-DD (the date inputs' value). */
export function inDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Sends a brief for `venueIds` through the brief form, with the event's details; ends on the thank-you page. */
export async function sendBrief(
  page: Page,
  brief: { venueIds: string[]; email: string; guests: number; date: string; layout?: string },
): Promise<void> {
  await page.goto(`/v2/brief?ids=${brief.venueIds.join(',')}`);
  await expect(page.getByRole('list', { name: /^Venues in your brief/ }).getByRole('listitem')).toHaveCount(
    brief.venueIds.length,
    { timeout: 30_000 },
  );
  await page.getByLabel('Email address').fill(brief.email);
  await page.getByLabel('Event date').fill(brief.date);
  await page.getByLabel('Number of guests').fill(String(brief.guests));
  await page.getByLabel('Layout').selectOption({ label: brief.layout ?? 'Theatre' });
  await page.getByLabel('Budget (£)').fill('9000');
  await page.getByRole('button', { name: 'Send my brief' }).click();
  await expect(page).toHaveURL(/\/v2\/enquire\/thank-you$/, { timeout: 30_000 });
}

/** The newest mail to `to` whose subject matches, once it is in the dev mailbox. */
export async function mailMatching(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, to)).find((message) => subject.test(message.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The address (path and query) of the first link in a mail's text that matches `pattern`. */
export function linkIn(mail: MailboxMessage, pattern: RegExp): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((href) => pattern.test(href));
  expect(url, `a link matching ${pattern} in “${mail.subject}”`).toBeTruthy();
  const parsed = new URL(url!);
  // The fragment too: the planner's link carries its token after '#'.
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The owner's mail about this test's enquiry to `venueName` opens it in the portal. */
export async function ownerEnquiryLink(request: APIRequestContext, venueName: string, guests: number) {
  const escaped = venueName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mail = await mailMatching(
    request,
    DEMO_OWNER_EMAIL,
    new RegExp(`^New enquiry for ${escaped}: ${guests} guests`),
  );
  return linkIn(mail, /tab=enquiries/);
}

/** The planner's private link to their proposals, from the mail of their first proposal. */
export async function plannerLink(request: APIRequestContext, email: string): Promise<string> {
  const mail = await mailMatching(request, email, /proposal from/);
  return linkIn(mail, /\/v2\/proposals#token=/);
}

/** Work on the product's own database (the e2e launcher's embedded PostgreSQL). */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E_POSTGRES_PORT}/venue_finder`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The owner opens this test's enquiry from its mail and sends a proposal (for the event's date,
 * and any further `dates`); answers the enquiry's article.
 */
export async function sendProposal(
  owner: Page,
  venue: OwnedVenue,
  guests: number,
  proposal: { room: string; price: string; inclusions: string[]; dates?: string[] },
) {
  await owner.goto(await ownerEnquiryLink(owner.request, venue.name, guests));
  const enquiry = owner.getByRole('article', { name: `Enquiry for ${venue.name}` });
  await expect(enquiry).toBeVisible({ timeout: 30_000 });
  const form = enquiry.getByRole('form', { name: 'Send a proposal' });
  await form.getByLabel('Space or room').fill(proposal.room);
  // The form starts from what the planner asked for.
  await expect(form.getByLabel('Capacity (guests)')).toHaveValue(String(guests));
  await expect(form.getByLabel('Layout')).toHaveValue('theatre');
  for (const [index, date] of (proposal.dates ?? []).entries()) {
    await form.getByRole('button', { name: 'Add another date' }).click();
    await form.getByLabel(`Date ${index + 2}`).fill(date);
  }
  await form.getByLabel('Price (£)').fill(proposal.price);
  for (const item of proposal.inclusions) await form.getByLabel(item).check();
  await form.getByLabel('Valid until').fill(inDays(14));
  await form.getByLabel('Message to the planner').fill('Lunch is served in the orangery.');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(enquiry.getByRole('status').filter({ hasText: 'Your proposal has been sent.' })).toBeVisible({
    timeout: 30_000,
  });
  return enquiry;
}

/** Makes this planner's enquiry to `venueId` `hours` older, then has the product's sweep (reminders, expiry) run now. */
export async function ageEnquiryAndSweep(plannerEmail: string, venueId: string, hours: number): Promise<void> {
  await withDatabase(async (client) => {
    const aged = await client.query(
      `UPDATE venue_enquiries ve SET created_at = ve.created_at - make_interval(hours => $3)
         FROM enquiries e WHERE e.id = ve.enquiry_id AND e.email = $1 AND ve.venue_id = $2`,
      [plannerEmail, venueId, hours],
    );
    expect(aged.rowCount).toBe(1);
    // The sweep is a recurring job of the queue; queued now, the queue runs it within its poll.
    await client.query(
      `INSERT INTO jobs (kind, dedupe_key, max_attempts, available_at, created_at)
       VALUES ('venue-enquiries.sweep', $1, 1, $2, $2)`,
      [`e2e-sweep-${Date.now()}-${Math.random()}`, new Date()],
    );
  });
}

/** Ends the planner's private links (as 30 days would). */
export async function expirePlannerLinks(plannerEmail: string): Promise<void> {
  await withDatabase(async (client) => {
    const expired = await client.query(
      `UPDATE proposal_access_tokens t SET expires_at = now() - interval '1 second'
         FROM enquiries e WHERE e.id = t.enquiry_id AND e.email = $1`,
      [plannerEmail],
    );
    expect(expired.rowCount).toBeGreaterThan(0);
  });
}

/** The venue's response figures as the api reports them on its page (null until it has enough). */
export async function responseFigures(request: APIRequestContext, venueId: string) {
  const response = await request.get(`/api/v2/venues/${venueId}`);
  expect(response.ok()).toBeTruthy();
  const venue = (await response.json()) as { response?: { enquiries: number; answered_text: string } | null };
  return venue.response ?? null;
}
