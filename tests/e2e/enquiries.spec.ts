import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_OWNER_EMAIL } from './support/accounts';
import {
  ageEnquiryAndSweep,
  demoOwner,
  expirePlannerLinks,
  inDays,
  linkIn,
  mailMatching,
  ownerEnquiryLink,
  plannerLink,
  responseFigures,
  sendBrief,
  sendProposal,
  uniqueGuests,
  unownedVenue,
  withDatabase,
} from './support/enquiry-loop';
import { uniqueEmail } from './support/venue-finder';

// The demo owner's venues are shared by these journeys: one at a time keeps each one's mails apart.
// Each journey is three people's work in two browsers, on a machine that may be shared: the
// waits are long (a guard against a hang, not a speed check).
test.describe.configure({ mode: 'default', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('Enquiries reach the venues, venues answer, the planner compares and accepts', () => {
  test('an owned and an unowned venue: the owner proposes, the planner compares and accepts', async ({
    page,
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const owned = owner.venues[0];
    const unowned = await unownedVenue(page.request);
    const planner = uniqueEmail('planner-journey');
    const guests = uniqueGuests();

    await sendBrief(page, { venueIds: [owned.id, unowned.id], email: planner, guests, date: inDays(60) });
    // The thank-you page says who will answer, and promises nothing else.
    await expect(page.getByRole('main')).toContainText('1 of your 2 venues will answer you directly');
    await expect(page.getByRole('region', { name: 'Answering you directly' })).toContainText(owned.name);
    await expect(page.getByRole('region', { name: 'Being contacted for you' })).toContainText(unowned.name);

    // The owner sees it in Enquiries, unanswered first, with the planner's details.
    await owner.page.goto('/owners/portal');
    await owner.page.getByRole('tab', { name: 'Enquiries' }).click();
    // Guests tell this test's enquiry apart; the venue too, should another journey's share them.
    const row = owner.page
      .getByRole('row')
      .filter({ hasText: `${guests} guests` })
      .filter({ hasText: owned.name });
    await expect(row).toContainText(owned.name);
    await expect(row).toContainText('New');
    const enquiry = await sendProposal(owner.page, owned, guests, {
      room: 'The Lancaster Room',
      price: '6500',
      inclusions: ['Catering', 'AV'],
    });
    await expect(enquiry).toContainText(planner);

    // The planner's link shows the proposal beside the other venue's state.
    await page.goto(await plannerLink(page.request, planner));
    await expect(page.getByRole('heading', { level: 1, name: 'Your proposals' })).toBeVisible();
    const venues = page.getByRole('region', { name: 'Your venues' });
    await expect(venues.getByRole('listitem').filter({ hasText: owned.name })).toContainText('Proposal received');
    await expect(venues.getByRole('listitem').filter({ hasText: unowned.name })).toContainText(
      'Being contacted for you',
    );
    const table = page.getByRole('table', { name: 'Proposals side by side' });
    await expect(table.getByRole('columnheader', { name: owned.name })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText('£6,500 total');
    await expect(table.getByRole('row', { name: /^Room/ })).toContainText('The Lancaster Room');
    await expect(table.getByRole('row', { name: /^Included/ })).toContainText('Catering, AV');
    await expect(table.getByRole('row', { name: /^Valid until/ })).toBeVisible();

    // Accepting asks first, then the owner is mailed.
    await page.getByRole('button', { name: `Accept the proposal from ${owned.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Accept the proposal from ${owned.name}?` });
    await dialog.getByRole('button', { name: 'Yes, accept this proposal' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `You accepted the proposal from ${owned.name}` }),
    ).toBeVisible();
    await expect(venues.getByRole('listitem').filter({ hasText: owned.name })).toContainText('Accepted');
    await expect(page.getByRole('button', { name: /^Accept the proposal/ })).toHaveCount(0);
    const accepted = await mailMatching(page.request, DEMO_OWNER_EMAIL, /^Your proposal for .+ was accepted \(VF-/);
    expect(accepted.text).toContain(planner);

    await owner.page.goto(`/owners/portal?tab=enquiries`);
    await expect(
      owner.page
        .getByRole('row')
        .filter({ hasText: `${guests} guests` })
        .filter({ hasText: owned.name }),
    ).toContainText('Accepted');
    await owner.page.context().close();
  });

  test('decline with a reason, a revised proposal, and a second accept refused', async ({ page, browser }) => {
    const owner = await demoOwner(browser);
    const [first, second, third] = owner.venues.slice(1, 4);
    const planner = uniqueEmail('planner-compare');
    const guests = uniqueGuests();
    await sendBrief(page, { venueIds: [first.id, second.id, third.id], email: planner, guests, date: inDays(45) });
    await expect(page.getByRole('main')).toContainText('Each of your 3 venues has your brief');

    const firstEnquiry = await sendProposal(owner.page, first, guests, {
      room: 'Garden Suite',
      price: '4000',
      inclusions: ['Wi-Fi'],
    });
    // Revised until accepted: each revision kept.
    const revise = firstEnquiry.getByRole('form', { name: 'Revise your proposal' });
    await revise.getByLabel('Price (£)').fill('3800');
    await revise.getByRole('button', { name: 'Send revised proposal' }).click();
    await expect(
      firstEnquiry.getByRole('status').filter({ hasText: 'Your revised proposal has been sent.' }),
    ).toBeVisible();
    await expect(firstEnquiry).toContainText('Revision 2');
    await expect(firstEnquiry).toContainText('Revision 1');

    await sendProposal(owner.page, second, guests, { room: 'Boardroom One', price: '2500', inclusions: [] });

    await owner.page.goto(await ownerEnquiryLink(owner.page.request, third.name, guests));
    const thirdEnquiry = owner.page.getByRole('article', { name: `Enquiry for ${third.name}` });
    const decline = thirdEnquiry.getByRole('form', { name: 'Decline' });
    await decline.getByRole('button', { name: 'Decline enquiry' }).click();
    await expect(decline.getByText('Please choose why you decline')).toBeVisible();
    await decline.getByLabel('Not available').check();
    await decline.getByRole('button', { name: 'Decline enquiry' }).click();
    // Declining cannot be undone: it is asked first, and "Keep it" leaves the enquiry as it was.
    const question = decline.getByRole('group', { name: 'Decline this enquiry?' });
    await question.getByRole('button', { name: 'Keep it' }).click();
    await expect(question).toHaveCount(0);
    await decline.getByRole('button', { name: 'Decline enquiry' }).click();
    await question.getByRole('button', { name: 'Yes, decline it' }).click();
    await expect(thirdEnquiry.getByRole('status').filter({ hasText: 'You have declined this enquiry' })).toBeVisible();

    const link = await plannerLink(page.request, planner);
    await page.goto(link);
    const venues = page.getByRole('region', { name: 'Your venues' });
    await expect(venues.getByRole('listitem').filter({ hasText: third.name })).toContainText('Declined: not available');
    const table = page.getByRole('table', { name: 'Proposals side by side' });
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText('£3,800 total');
    // Sorted by price, the cheaper proposal comes first.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: lowest first' });
    await expect(table.getByRole('columnheader')).toHaveText([second.name, first.name]);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: highest first' });
    await expect(table.getByRole('columnheader')).toHaveText([first.name, second.name]);

    // Two tabs, two accepts: one wins, the other is refused with a reason.
    const stale = await page.context().newPage();
    await stale.goto(link);
    // The second tab has read the page before the first accepts: its Accept is stale.
    await expect(stale.getByRole('button', { name: `Accept the proposal from ${second.name}` })).toBeVisible();
    await page.getByRole('button', { name: `Accept the proposal from ${first.name}` }).click();
    await page.getByRole('button', { name: 'Yes, accept this proposal' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `You accepted the proposal from ${first.name}` }),
    ).toBeVisible();

    await stale.getByRole('button', { name: `Accept the proposal from ${second.name}` }).click();
    await stale.getByRole('button', { name: 'Yes, accept this proposal' }).click();
    await expect(stale.getByRole('alert')).toContainText(
      `You have already accepted the proposal from ${first.name}: only one proposal can be accepted.`,
    );
    const staleVenues = stale.getByRole('region', { name: 'Your venues' });
    await expect(staleVenues.getByRole('listitem').filter({ hasText: first.name })).toContainText('Accepted');
    await expect(staleVenues.getByRole('listitem').filter({ hasText: second.name })).toContainText('Not chosen');
    await owner.page.context().close();
  });

  test('after 72 hours unanswered the enquiry expires; an expired link mails a fresh one', async ({
    page,
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const owned = owner.venues[4];
    const unowned = await unownedVenue(page.request, 'leeds');
    const planner = uniqueEmail('planner-expiry');
    const guests = uniqueGuests();
    await sendBrief(page, { venueIds: [owned.id, unowned.id], email: planner, guests, date: inDays(30) });
    await sendProposal(owner.page, owned, guests, { room: 'The Loft', price: '45', inclusions: [] });
    await owner.page.context().close();

    const link = await plannerLink(page.request, planner);
    await page.goto(link);
    const venues = page.getByRole('region', { name: 'Your venues' });
    await expect(venues.getByRole('listitem').filter({ hasText: unowned.name })).toContainText(
      'Being contacted for you',
    );

    await ageEnquiryAndSweep(planner, unowned.id, 73);
    await expect
      .poll(
        async () => {
          await page.reload();
          return venues.getByRole('listitem').filter({ hasText: unowned.name }).innerText();
        },
        { timeout: 20_000 },
      )
      .toContain('Expired: no answer within 72 hours');

    await expirePlannerLinks(planner);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await page.getByRole('button', { name: 'Mail me a fresh link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email address').fill(planner);
    await page.getByRole('button', { name: 'Mail me a fresh link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a fresh link is on its way' })).toBeVisible();
    const fresh = linkIn(await mailMatching(page.request, planner, /link/i), /\/v2\/proposals#token=/);
    expect(fresh).not.toBe(link);
    await page.goto(fresh);
    await expect(page.getByRole('heading', { level: 1, name: 'Your proposals' })).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/proposals$/); // the token leaves the address bar

    // A link mailed before, with the token in the path, still opens the page, and loses it at once.
    await page.goto(`/v2/proposals/${fresh.split('#token=')[1]}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your proposals' })).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/proposals$/);

    await page.goto('/v2/proposals/not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'We do not recognise this link' })).toBeVisible();
  });

  test('a venue’s response figures show once it has answered three enquiries, and move with each answer', async ({
    page,
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues[2];
    const guests = uniqueGuests();
    const planners = [1, 2, 3].map((n) => uniqueEmail(`planner-figures-${n}`));
    for (const email of planners) {
      const sent = await page.request.post('/api/v2/enquiries', {
        data: {
          source: 'v2_brief_submission',
          payload: { email, venues: [venue.id], event: { guests, layout: 'theatre', date: inDays(60) } },
        },
      });
      expect(sent.status()).toBe(201);
    }
    // The owner declines the first two (through the api: the portal's decline is the journey above).
    for (const email of planners.slice(0, 2)) {
      const [id] = await withDatabase(async (client) => {
        const found = await client.query(
          `SELECT ve.id FROM venue_enquiries ve JOIN enquiries e ON e.id = ve.enquiry_id
            WHERE e.email = $1 AND ve.venue_id = $2`,
          [email, venue.id],
        );
        return found.rows.map((row: { id: string }) => row.id);
      });
      const declined = await owner.page.request.post(`/api/owners/enquiries/${id}/decline`, {
        data: { reason: 'not_available' },
      });
      expect(declined.status()).toBe(200);
    }
    // Only planners who opened their private link count. These two never received one with a
    // decline here, so they are marked as having opened it; the third opens hers below.
    await withDatabase((client) =>
      client.query(`UPDATE enquiries SET link_opened_at = now() WHERE email = ANY($1::text[])`, [planners.slice(0, 2)]),
    );
    // Fewer than three answered or expired show nothing, and these two make at least two.
    const before = await responseFigures(page.request, venue.id);
    const expected = (before?.enquiries ?? 2) + 1;

    await sendProposal(owner.page, venue, guests, { room: 'The Study', price: '1200', inclusions: [] });
    await owner.page.context().close();
    await page.goto(await plannerLink(page.request, planners[2]!));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Each process keeps the figures a minute unless it saw the answer itself: wait out the minute.
    await expect
      .poll(async () => (await responseFigures(page.request, venue.id))?.enquiries, { timeout: 75_000 })
      .toBe(expected);
    const figures = (await responseFigures(page.request, venue.id))!;
    await page.goto(`/v2/venue/${venue.slug}`);
    const shown = page.getByRole('main').locator('.venue-response');
    await expect(shown).toContainText('Usually answers within');
    await expect(shown).toContainText(figures.answered_text);
  });
});
