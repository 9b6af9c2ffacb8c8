import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoOwner } from './support/enquiry-loop';

// An owner on a machine that may be shared: long waits guard against a hang, they check no speed.
// The journeys run one after the other: both sign the demo owner in, and two magic links asked
// for at once could each open the other's.
test.describe.configure({ mode: 'default', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The first day of the month `months` after this one, as YYYY-MM-DD (in UTC, as the days below). */
function monthAhead(months: number, dayOfMonth: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + months, dayOfMonth)).toISOString().slice(0, 10);
}
/** 2027-03-15 → "15 March 2027", as the grid's buttons and the portal's messages write a day. */
const written = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** 2027-03-15 → "15 Mar 2027", as the portal's messages and lists write a day. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const writtenShort = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${SHORT_MONTHS[month! - 1]} ${year}`;
};
const dayButton = (page: Page, day: string) =>
  page.getByRole('grid').getByRole('button', { name: new RegExp(`^\\w+ ${written(day)}, `) });

const calendarOf = (page: Page) => page.getByRole('region', { name: 'Calendar' });

async function openCalendarOf(page: Page, venueName: string, venueCount: number): Promise<void> {
  await page.goto('/owners/portal?tab=calendar');
  await expect(page.getByRole('tab', { name: 'Calendar', selected: true })).toBeVisible();
  const calendar = page.getByRole('region', { name: 'Calendar' });
  if (venueCount > 1) await calendar.getByLabel('Venue', { exact: true }).selectOption({ label: venueName });
  await expect(calendar.getByRole('heading', { name: `${venueName}: calendar` })).toBeVisible();
}

test.describe('The owner’s availability calendar', () => {
  test('an owner blocks two days in the month grid, by pointer and keyboard, and sees them taken', async ({
    browser,
  }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues[0]!;
    const first = monthAhead(1, 15);
    const second = monthAhead(1, 16);
    await openCalendarOf(owner.page, venue.name, owner.venues.length);
    await owner.page.getByRole('button', { name: 'Next month' }).click();
    await expect(dayButton(owner.page, first)).toHaveAccessibleName(/, available$/);

    await dayButton(owner.page, first).click();
    await expect(dayButton(owner.page, first)).toHaveAttribute('aria-pressed', 'true');
    // The arrow key moves to the next day; Enter chooses it as the range's last day.
    await owner.page.keyboard.press('ArrowRight');
    await expect(dayButton(owner.page, second)).toBeFocused();
    await owner.page.keyboard.press('Enter');
    await expect(calendarOf(owner.page).getByLabel('From', { exact: true })).toHaveValue(first);
    await expect(calendarOf(owner.page).getByLabel('To (the last day, included)')).toHaveValue(second);
    await calendarOf(owner.page).getByLabel('Note (optional)').fill('Staff training');
    await owner.page.getByRole('button', { name: 'Mark unavailable' }).click();

    await expect(calendarOf(owner.page).getByRole('status')).toHaveText(
      `${writtenShort(first)} to ${writtenShort(second)} are marked unavailable.`,
    );
    await expect(dayButton(owner.page, first)).toHaveAccessibleName(/, Unavailable: Staff training$/);
    await expect(dayButton(owner.page, second)).toHaveAccessibleName(/, Unavailable: Staff training$/);
    const taken = owner.page.getByRole('region', { name: /^Taken in / });
    await expect(taken.getByRole('listitem')).toContainText([
      'Unavailable: ' + writtenShort(first) + ' to ' + writtenShort(second) + ' · Staff training',
    ]);

    // Made available again, the days are free.
    await taken.getByRole('button', { name: new RegExp(`^Remove unavailable dates: ${writtenShort(first)}`) }).click();
    await taken.getByRole('button', { name: 'Yes, make them available' }).click();
    await expect(dayButton(owner.page, first)).toHaveAccessibleName(/, available$/);
  });

  test('an imported .ics file blocks its dates, and the private feed lists them', async ({ browser }) => {
    const owner = await demoOwner(browser);
    const venue = owner.venues.at(-1)!;
    const first = monthAhead(2, 20);
    const last = monthAhead(2, 21);
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Journey//Bookings//EN',
      'BEGIN:VEVENT',
      `UID:gala-${Date.now()}@journey.example`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${first.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${monthAhead(2, 22).replaceAll('-', '')}`,
      'SUMMARY:Charity gala',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await openCalendarOf(owner.page, venue.name, owner.venues.length);
    await owner.page.getByLabel('An .ics file').setInputFiles({
      name: 'bookings.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(ics),
    });
    await owner.page.getByRole('button', { name: 'Import dates' }).click();
    await expect(calendarOf(owner.page).getByRole('status')).toHaveText('Imported: 1 event blocked.');

    await owner.page.getByRole('button', { name: 'Next month' }).click();
    await owner.page.getByRole('button', { name: 'Next month' }).click();
    await expect(dayButton(owner.page, first)).toHaveAccessibleName(/, Unavailable: Charity gala$/);
    await expect(dayButton(owner.page, last)).toHaveAccessibleName(/, Unavailable: Charity gala$/);
    await expect(dayButton(owner.page, monthAhead(2, 22))).toHaveAccessibleName(/, available$/);
    await expect(owner.page.getByRole('region', { name: /^Taken in / })).toContainText('(from an imported .ics file)');

    await owner.page.getByRole('button', { name: 'Make a private address' }).click();
    const address = await owner.page.getByLabel('Your private calendar address').inputValue();
    const feed = await owner.page.request.get(new URL(address).pathname);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('SUMMARY:Unavailable: Charity gala');

    // On a 412 px phone the month, the forms and the long address fit the screen's width.
    await owner.page.setViewportSize({ width: 412, height: 915 });
    await expect(dayButton(owner.page, first)).toBeVisible();
    if (process.env.CALENDAR_SCREENSHOT)
      await owner.page.screenshot({ path: process.env.CALENDAR_SCREENSHOT, fullPage: true });
    const overflow = await owner.page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
