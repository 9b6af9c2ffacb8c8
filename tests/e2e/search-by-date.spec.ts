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

/** '11 Apr 2027': how the venue page writes a day. */
function enGb(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month! - 1]} ${year}`;
}

/** The six days nearest `day` but itself (all free, as no other journey marks them): three either side. */
function nearby(day: string): string[] {
  const at = Date.parse(`${day}T00:00:00Z`);
  return [-3, -2, -1, 1, 2, 3].map((offset) => new Date(at + offset * 86_400_000).toISOString().slice(0, 10));
}

test.describe('Search by date', () => {
  test('an owner blocks a date → a planner searching that date no longer sees the venue first, and its page says it is not free then', async ({
    browser,
  }) => {
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

    // On a phone, the venue's page says so under Check availability, with its next free dates.
    await planner.setViewportSize({ width: 412, height: 915 });
    await planner.goto(`/v2/venue/${venue.slug || venue.id}`);
    const check = planner.getByRole('region', { name: 'Check availability' });
    await expect(check).toBeVisible();
    const date = check.getByLabel('Your event date');
    await date.focus();
    await date.fill(day);
    await expect(check.getByRole('status')).toHaveText(`Not free on ${enGb(day)}.`);
    const freeDays = check.getByRole('list', { name: 'The next free dates:' }).getByRole('listitem');
    await expect(freeDays).toHaveText(nearby(day).map(enGb));
    await expect(date).toBeFocused();
    // Nothing wider than the phone's screen.
    expect(await planner.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(412);
  });
});
