import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoOwner } from './support/enquiry-loop';

// Two browsers (the owner's and a planner's) on a machine that may be shared: long waits guard
// against a hang, they check no speed.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * A planner's browser from an address of its own (every journey runs on this machine, and a visitor
 * is told apart by address, never by user agent): the product trusts its loopback proxy here
 * (TRUST_PROXY=loopback in playwright.config.ts), which passes the visitor's address on.
 */
const plannerAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

type Totals = { views: number; brief_additions: number };

async function totalsOf(owner: Page, venueId: string): Promise<Totals> {
  const response = await owner.request.get(`/api/owners/venues/${venueId}/analytics?days=7`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { totals: Totals }).totals;
}

/** The figure the Analytics tab's totals table gives for `label`. */
async function shownTotal(owner: Page, label: string): Promise<number> {
  const row = owner.getByRole('table', { name: /Totals over the last 7 days/ }).getByRole('row', { name: label });
  return Number((await row.getByRole('cell').textContent())?.replace(/,/g, ''));
}

test.describe('Owner analytics', () => {
  test('a planner views the owner’s venue and adds it to a brief; the owner’s analytics show both', async ({
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues.at(-1)!;
    const before = await totalsOf(owner.page, venue.id);

    const planner = await (
      await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': plannerAddress() } })
    ).newPage();
    await planner.goto(`/v2/venue/${venue.slug}`);
    await expect(planner.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    // A reload within 30 minutes is the same view.
    await planner.reload();
    await planner.getByRole('button', { name: 'Add to Brief' }).first().click();
    await expect(planner.getByRole('button', { name: 'Added to Brief' }).first()).toBeVisible();

    // The planner's page reports within a second, the api flushes every half second here.
    await expect
      .poll(() => totalsOf(owner.page, venue.id))
      .toMatchObject({
        views: expect.any(Number),
        brief_additions: before.brief_additions + 1,
      });
    const after = await totalsOf(owner.page, venue.id);
    // Other journeys may show the same venue meanwhile; this planner's reload was not a second view.
    expect(after.views).toBeGreaterThanOrEqual(before.views + 1);

    await owner.page.goto('/owners/portal?tab=analytics');
    await expect(owner.page.getByRole('tab', { name: 'Analytics', selected: true })).toBeVisible();
    const analytics = owner.page.getByRole('region', { name: 'Analytics' });
    if (owner.venues.length > 1)
      await analytics.getByLabel('Venue', { exact: true }).selectOption({ label: venue.name });
    await analytics.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    await expect(analytics.getByRole('heading', { name: `${venue.name}: the last 7 days` })).toBeVisible();
    expect(await shownTotal(owner.page, 'Listing views')).toBeGreaterThanOrEqual(before.views + 1);
    expect(await shownTotal(owner.page, 'Added to briefs')).toBeGreaterThanOrEqual(before.brief_additions + 1);
    await expect(analytics.getByText(/^\d+(st|nd|rd|th) of [\d,]+ in [A-Z][a-z]+ for listing views/)).toBeVisible();
    await expect(analytics.getByRole('img', { name: 'Listing views per day over the last 7 days' })).toBeVisible();
  });
});
