import { expect as baseExpect, test } from '@playwright/test';
import { requestMagicLink } from './support/accounts';
import { demoOwner, inDays, sendBrief, sendProposal, uniqueGuests, withDatabase } from './support/enquiry-loop';
import { expectNoHorizontalScroll, uniqueEmail } from './support/venue-finder';

// Planner accounts (issue #48): a planner who never kept their private link signs in with the
// address of their brief and finds it, and its proposals, in My events.
test.describe.configure({ mode: 'default', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('My events', () => {
  test('a planner signs in and finds an old brief and its proposals', async ({ page, browser }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues[0]!;
    const planner = uniqueEmail('planner-events');
    const guests = uniqueGuests();
    await sendBrief(page, { venueIds: [venue.id], email: planner, guests, date: inDays(80) });
    await sendProposal(owner.page, venue, guests, { room: `Events Room ${guests}`, price: '4800', inclusions: [] });
    await owner.page.context().close();
    // Sent two months ago: its private link (30 days) has long expired.
    const sentAt = await withDatabase(async (client) => {
      await client.query(`UPDATE enquiries SET created_at = created_at - interval '60 days' WHERE email = $1`, [
        planner,
      ]);
      const aged = await client.query<{ created_at: Date }>(
        `UPDATE venue_enquiries ve SET created_at = ve.created_at - interval '60 days'
           FROM enquiries e WHERE e.id = ve.enquiry_id AND e.email = $1 RETURNING ve.created_at`,
        [planner],
      );
      return aged.rows[0]!.created_at;
    });
    const sentDay = sentAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

    // In a browser that never saw the link, the planner signs in with the brief's address (in capitals).
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const phone = await context.newPage();
    await phone.goto('/auth/magic');
    await phone.goto(await requestMagicLink(phone, planner.toUpperCase(), 'planner'));
    await expect(phone).toHaveURL(/\/v2\/my-events$/);
    await expect(phone.getByRole('heading', { name: 'My events', level: 1 })).toBeVisible();
    const events = phone.getByRole('list', { name: 'My events' });
    await expect(events).toContainText(`${venue.name}: Proposal received`);
    await expect(events.getByRole('link', { name: `Brief of ${sentDay}` })).toBeVisible();
    await expect(events).toContainText(`${guests} guests`);
    await expectNoHorizontalScroll(phone);

    await events.getByRole('link', { name: /^Brief of / }).click();
    await expect(phone).toHaveURL(/\/v2\/my-events\/[0-9a-f-]{36}$/);
    await expect(phone.getByRole('heading', { name: 'Your proposals' })).toBeVisible();
    await expect(phone.getByRole('main')).toContainText(`Events Room ${guests}`);
    await expect(phone.getByRole('button', { name: `Accept the proposal from ${venue.name}` })).toBeVisible();
    await expectNoHorizontalScroll(phone);
    await context.close();
  });
});
