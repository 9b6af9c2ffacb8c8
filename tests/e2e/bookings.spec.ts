import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_OWNER_EMAIL, signInAsAdmin } from './support/accounts';
import {
  demoOwner,
  inDays,
  linkIn,
  mailMatching,
  ownerEnquiryLink,
  plannerLink,
  sendBrief,
  sendProposal,
  uniqueGuests,
  withDatabase,
} from './support/enquiry-loop';
import { expectNoHorizontalScroll, uniqueEmail } from './support/venue-finder';

// From accepted to booked (issue #44), as the planner and the demo owner do it in two browsers.
// The demo owner's venues are shared with the enquiry journeys: each test names its own room and
// guests, so its mails and holds are its own.
test.describe.configure({ mode: 'default', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A calendar day as the mails write it ("18 March 2027"), or as the pages do ("18 Mar 2027"). */
function dayText(iso: string, month: 'long' | 'short' = 'long'): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  });
}
const shownDay = (iso: string) => dayText(iso, 'short');

async function acceptFromPage(page: Page, venueName: string, date?: string) {
  await page.getByRole('button', { name: `Accept the proposal from ${venueName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Accept the proposal from ${venueName}?` });
  if (date) await dialog.getByRole('radio', { name: shownDay(date) }).check();
  await dialog.getByRole('button', { name: 'Yes, accept this proposal' }).click();
}

test.describe('From accepted to booked', () => {
  test('the planner accepts one of two dates, it is held, the planner confirms: both are mailed one reference', async ({
    page,
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues[1];
    const planner = uniqueEmail('planner-booking');
    const guests = uniqueGuests();
    const [first, second] = [inDays(50), inDays(51)];
    await sendBrief(page, { venueIds: [venue.id], email: planner, guests, date: first });
    await sendProposal(owner.page, venue, guests, {
      room: `Booking Room ${guests}`,
      price: '5200',
      inclusions: [],
      dates: [second],
    });

    await page.goto(await plannerLink(page.request, planner));
    await acceptFromPage(page, venue.name, second);
    const held = page.getByRole('region', { name: 'Your date is held' });
    await expect(held).toContainText(shownDay(second));
    await expect(held).toContainText(`Booking Room ${guests}`);
    const reference = (await held.getByText(/^VF-[2-9A-HJ-NP-Z]{6}$/).innerText()).trim();

    await held.getByRole('button', { name: 'Confirm the booking' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, confirm the booking' }).click();
    await expect(page.getByRole('region', { name: 'Your booking is confirmed' })).toContainText(reference);
    await expect(page.getByRole('region', { name: 'Your venues' })).toContainText(`Booked — reference ${reference}`);

    const toPlanner = await mailMatching(page.request, planner, /^Booking confirmed:/);
    const toOwner = await mailMatching(page.request, DEMO_OWNER_EMAIL, new RegExp(`\\(${reference}\\)$`));
    expect(toPlanner.subject).toBe(`Booking confirmed: ${venue.name}, ${dayText(second)} (${reference})`);
    expect(toOwner.subject).toBe(toPlanner.subject);

    await owner.page.goto(await ownerEnquiryLink(owner.page.request, venue.name, guests));
    await expect(owner.page.getByRole('article', { name: `Enquiry for ${venue.name}` })).toContainText(
      `Booking confirmed for ${shownDay(second)}`,
    );
    await owner.page.context().close();
  });

  test('a revision between loading and accepting is refused, and the page shows the new terms', async ({
    page,
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues[3];
    const planner = uniqueEmail('planner-revised');
    const guests = uniqueGuests();
    await sendBrief(page, { venueIds: [venue.id], email: planner, guests, date: inDays(40) });
    const enquiry = await sendProposal(owner.page, venue, guests, { room: 'Terrace', price: '3000', inclusions: [] });

    await page.goto(await plannerLink(page.request, planner));
    const table = page.getByRole('table', { name: 'Proposals side by side' });
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText('£3,000 total');

    const revise = enquiry.getByRole('form', { name: 'Revise your proposal' });
    await revise.getByLabel('Price (£)').fill('3900');
    await revise.getByRole('button', { name: 'Send revised proposal' }).click();
    await expect(enquiry.getByRole('status').filter({ hasText: 'Your revised proposal has been sent.' })).toBeVisible();
    await owner.page.context().close();

    await acceptFromPage(page, venue.name);
    await expect(page.getByRole('alert')).toContainText(
      `${venue.name} has revised its proposal since you opened this page`,
    );
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText('£3,900 total');
    await expect(page.getByRole('region', { name: 'Your date is held' })).toHaveCount(0);
  });

  test('every venue declines: the planner is mailed each reason and offered similar venues', async ({
    page,
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const [one, two] = [owner.venues[0], owner.venues[4]];
    const planner = uniqueEmail('planner-declined');
    const guests = uniqueGuests();
    await sendBrief(page, { venueIds: [one.id, two.id], email: planner, guests, date: inDays(70) });
    for (const [venue, words] of [
      [one, 'we could offer 22 March instead'],
      [two, 'the hall is being refurbished'],
    ] as const) {
      await owner.page.goto(await ownerEnquiryLink(owner.page.request, venue.name, guests));
      const enquiry = owner.page.getByRole('article', { name: `Enquiry for ${venue.name}` });
      const decline = enquiry.getByRole('form', { name: 'Decline' });
      await decline.getByLabel('Not available').check();
      await decline.getByLabel('Why you decline (optional)').fill(words);
      await decline.getByRole('button', { name: 'Decline enquiry' }).click();
      await decline
        .getByRole('group', { name: 'Decline this enquiry?' })
        .getByRole('button', { name: 'Yes, decline it' })
        .click();
      await expect(enquiry.getByRole('status').filter({ hasText: 'The planner has been told.' })).toBeVisible();
      const mail = await mailMatching(
        page.request,
        planner,
        new RegExp(`^${venue.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot take your event$`),
      );
      expect(mail.text).toContain(`Declined: not available — ${words}`);
    }
    const last = await mailMatching(page.request, planner, /cannot take your event$/);
    await page.goto(linkIn(last, /\/v2\/proposals#token=/));
    await expect(page.getByText('None of the venues you briefed can take your event now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find similar venues to brief' })).toBeVisible();
    const venues = page.getByRole('region', { name: 'Your venues' });
    await expect(venues.getByRole('listitem')).toHaveCount(2);
    await expect(venues.getByRole('listitem').filter({ hasText: one.name })).toContainText(
      'Declined: not available — we could offer 22 March instead',
    );
    await expect(venues.getByRole('listitem').filter({ hasText: two.name })).toContainText(
      'Declined: not available — the hall is being refurbished',
    );
    await owner.page.context().close();
  });

  test('a hold not confirmed in time ends by itself, and both sides are told', async ({ page, browser }) => {
    const owner = await demoOwner(browser);
    // Not venues[2], whose response figures the enquiry journeys count meanwhile.
    const venue = owner.venues[0];
    const planner = uniqueEmail('planner-hold-ends');
    const guests = uniqueGuests();
    await sendBrief(page, { venueIds: [venue.id], email: planner, guests, date: inDays(80) });
    await sendProposal(owner.page, venue, guests, { room: `Hold Room ${guests}`, price: '900', inclusions: [] });
    await owner.page.context().close();
    await page.goto(await plannerLink(page.request, planner));
    await acceptFromPage(page, venue.name);
    await expect(page.getByRole('region', { name: 'Your date is held' })).toBeVisible();

    // Time passes: the hold's end moves into the past, then the product's own sweep runs.
    await withDatabase(async (client) => {
      const aged = await client.query(
        `UPDATE venue_holds h SET expires_at = expires_at - interval '8 days'
           FROM venue_enquiries ve JOIN enquiries e ON e.id = ve.enquiry_id
          WHERE h.venue_enquiry_id = ve.id AND e.email = $1`,
        [planner],
      );
      expect(aged.rowCount).toBe(1);
      await client.query(
        `INSERT INTO jobs (kind, dedupe_key, max_attempts, available_at, created_at)
         VALUES ('venue-enquiries.sweep', $1, 1, $2, $2)`,
        [`e2e-hold-sweep-${Date.now()}-${Math.random()}`, new Date()],
      );
    });
    await mailMatching(page.request, planner, /^The hold on .+ has ended/);
    await mailMatching(
      page.request,
      DEMO_OWNER_EMAIL,
      new RegExp(`^The hold on .+ at ${venue.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has ended`),
    );
    await page.reload();
    await expect(page.getByRole('region', { name: 'The hold has ended' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm the booking' })).toHaveCount(0);
  });

  test('a confirmed booking after its date: the planner reviews the venue, and once approved it is on the venue page', async ({
    page,
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues[3] ?? owner.venues[0]!;
    const planner = uniqueEmail('planner-review');
    const guests = uniqueGuests();
    await sendBrief(page, { venueIds: [venue.id], email: planner, guests, date: inDays(60) });
    await sendProposal(owner.page, venue, guests, { room: `Review Room ${guests}`, price: '1500', inclusions: [] });
    await owner.page.context().close();
    await page.goto(await plannerLink(page.request, planner));
    await acceptFromPage(page, venue.name);
    await page.getByRole('button', { name: 'Confirm the booking' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, confirm the booking' }).click();
    await expect(page.getByRole('region', { name: 'Your booking is confirmed' })).toBeVisible();
    // Before the event there is nothing to review yet.
    await expect(page.getByRole('region', { name: `How was ${venue.name}?` })).toHaveCount(0);

    // Time passes: the booked day moves into the past, then the product's own review request runs.
    const eventDay = inDays(-3);
    await withDatabase(async (client) => {
      const aged = await client.query(
        `UPDATE venue_holds h SET event_date = $2
           FROM venue_enquiries ve JOIN enquiries e ON e.id = ve.enquiry_id
          WHERE h.venue_enquiry_id = ve.id AND e.email = $1`,
        [planner, eventDay],
      );
      expect(aged.rowCount).toBe(1);
      await client.query(
        `INSERT INTO jobs (kind, dedupe_key, max_attempts, available_at, created_at)
         VALUES ('venue-reviews.request', $1, 1, $2, $2)`,
        [`e2e-review-request-${Date.now()}-${Math.random()}`, new Date()],
      );
    });
    const asked = await mailMatching(page.request, planner, /^How was .+\? Review your booking$/);
    await page.goto(linkIn(asked, /\/v2\/proposals#token=/));
    const form = page.getByRole('region', { name: `How was ${venue.name}?` });
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Your review').fill('Bright room, quick answers, lunch on time.');
    await form.getByRole('button', { name: 'Send your review' }).click();
    await expect(page.getByRole('region', { name: 'Thank you for your review' })).toBeVisible();

    // Pending: not on the venue page until an administrator approves it.
    const reviews = page.getByRole('region', { name: 'Reviews from planners who booked' });
    await page.goto(`/v2/venue/${venue.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reviews).toHaveCount(0);

    const admin = await browser.newPage();
    await signInAsAdmin(admin, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await admin.goto('/admin/dashboard');
    await admin.getByRole('link', { name: 'Moderate planners’ reviews of venues' }).click();
    await expect(admin.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: 'Bright room, quick answers, lunch on time.' });
    await row.getByRole('button', { name: `Approve review of ${venue.name}` }).click();
    await row
      .getByRole('group', { name: 'Approve this review?' })
      .getByRole('button', { name: 'Yes, approve it' })
      .click();
    await expect(row).toHaveCount(0);
    await admin.close();

    await page.reload();
    await expect(reviews).toContainText('Bright room, quick answers, lunch on time.');
    await expect(reviews).toContainText('4 out of 5');
    const month = new Date(`${eventDay}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
    await expect(reviews).toContainText(month);
  });

  for (const width of [360, 412]) {
    test(`the planner's page and the owner's Enquiries tab fit a ${width} px phone`, async ({ browser, page }) => {
      const owner = await demoOwner(browser);
      const venue = owner.venues[1];
      const planner = uniqueEmail(`planner-phone-${width}`);
      const guests = uniqueGuests();
      await sendBrief(page, { venueIds: [venue.id], email: planner, guests, date: inDays(90) });
      await sendProposal(owner.page, venue, guests, {
        room: 'The Long Gallery Room',
        price: '12500',
        inclusions: ['Catering', 'AV'],
      });

      await owner.page.setViewportSize({ width, height: 800 });
      await owner.page.goto('/owners/portal?tab=enquiries');
      await expect(
        owner.page
          .getByRole('row')
          .filter({ hasText: `${guests} guests` })
          .filter({ hasText: venue.name }),
      ).toBeVisible();
      await expectNoHorizontalScroll(owner.page);
      await owner.page.goto(await ownerEnquiryLink(owner.page.request, venue.name, guests));
      await expect(owner.page.getByRole('article', { name: `Enquiry for ${venue.name}` })).toBeVisible();
      await expectNoHorizontalScroll(owner.page);
      await owner.page.context().close();

      await page.setViewportSize({ width, height: 800 });
      await page.goto(await plannerLink(page.request, planner));
      await expect(page.getByRole('heading', { level: 1, name: 'Your proposals' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: `Accept the proposal from ${venue.name}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }
});
