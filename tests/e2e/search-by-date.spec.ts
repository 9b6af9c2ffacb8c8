import { expect as baseExpect, test } from '@playwright/test';
import { demoOwner } from './support/enquiry-loop';
import { venueCards } from './support/venue-finder';

// An owner's calendar reaching a planner's search (issue #48): the mark goes through the outbox
// and the indexer like any venue change. Long waits guard against a hang on a shared machine;
// how fast it arrives is measured by `npm run bench:search` (freshness), not here.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A day of the month `months` after this one, YYYY-MM-DD (a day no other journey marks). */
function monthAhead(months: number, dayOfMonth: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + months, dayOfMonth)).toISOString().slice(0, 10);
}

test.describe('Search by date', () => {
  test('an owner blocks a date → a planner searching that date no longer sees the venue first', async ({ browser }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues[0]!;
    const day = monthAhead(4, 11);

    // The planner searches for the venue by name and picks the event's date in the search bar.
    const planner = await (await browser.newContext()).newPage();
    await planner.goto(`/v2/venues?q=${encodeURIComponent(venue.name)}`);
    await planner.getByLabel('Event date').fill(day);
    await expect(planner).toHaveURL(new RegExp(`date=${day}`));
    const first = venueCards(planner).first();
    await expect(first.getByRole('heading', { name: venue.name })).toBeVisible();
    await expect(first.getByText(/^(Free on your dates|Availability not confirmed)$/)).toBeVisible();

    // The owner marks the day unavailable in the portal's calendar.
    await owner.page.goto('/owners/portal?tab=calendar');
    const calendar = owner.page.getByRole('region', { name: 'Calendar' });
    if (owner.venues.length > 1)
      await calendar.getByLabel('Venue', { exact: true }).selectOption({ label: venue.name });
    await expect(calendar.getByRole('heading', { name: `${venue.name}: calendar` })).toBeVisible();
    await calendar.getByLabel('From', { exact: true }).fill(day);
    await calendar.getByLabel('To (the last day, included)').fill(day);
    await calendar.getByLabel('Note (optional)').fill('Private wedding');
    await owner.page.getByRole('button', { name: 'Mark unavailable' }).click();
    await expect(calendar.getByRole('status')).toHaveText(/is marked unavailable\.$/);

    // The same search no longer shows the venue first (it is taken that day, so not at all).
    await expect(async () => {
      await planner.reload();
      await expect(planner.getByRole('heading', { level: 1 })).not.toHaveText('Searching venues…', { timeout: 5_000 });
      await expect(venueCards(planner).first().getByRole('heading', { name: venue.name })).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(venueCards(planner).getByRole('heading', { name: venue.name })).toHaveCount(0);
  });
});
