import { expect, test, type Page } from '@playwright/test';
import {
  apiSearch,
  briefLink,
  confirmationMailTo,
  notificationFrom,
  mailTo,
  uniqueEmail,
  venueCards,
  type ApiVenueCard,
} from './support/venue-finder';

const FAILURE_MESSAGE = 'Failed to submit your brief. Please try again.';

async function addToBrief(page: Page, index: number): Promise<string> {
  const card = venueCards(page).nth(index);
  await card.getByRole('button', { name: 'Add to Brief' }).click();
  await expect(card.getByRole('button', { name: 'Added to Brief' })).toBeDisabled();
  return card.getByRole('heading').innerText();
}

function briefItems(page: Page) {
  return page.getByRole('list', { name: /^Venues in your brief/ }).getByRole('listitem');
}

const nameOf = (venue: ApiVenueCard) => venue.display_name || venue.name;

/** Two venues put in the brief through /v2/brief?ids=a,b. */
async function briefOfTwo(page: Page): Promise<string[]> {
  const { items } = await apiSearch(page.request, { city: 'manchester', pageSize: 2 });
  await page.goto(`/v2/brief?ids=${items.map((venue) => venue.id).join(',')}`);
  const names = items.map(nameOf);
  for (const name of names) await expect(briefItems(page).getByRole('link', { name })).toBeVisible();
  return names;
}

test.describe('Brief', () => {
  test('built from the results, annotated and sent: thank-you page and a confirmation mail', async ({ page }) => {
    const email = uniqueEmail('brief-journey');
    await page.goto('/v2/venues?city=london');
    const names = [await addToBrief(page, 0), await addToBrief(page, 1), await addToBrief(page, 2)];
    await expect(briefLink(page)).toHaveAccessibleName('Brief (3 venues)');

    await briefLink(page).click();
    await expect(page).toHaveURL(/\/v2\/brief$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Brief' })).toBeVisible();
    await expect(briefItems(page)).toHaveCount(3);
    for (const name of names) await expect(briefItems(page).getByRole('link', { name })).toBeVisible();

    const note = 'Breakout rooms for 40 on the second day, please';
    await page.getByLabel(`Notes for ${names[0]}`).fill(note);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Additional notes').fill('Conference for 120 in March');
    // Everything typed is kept: a reload restores it.
    await page.reload();
    await expect(page.getByLabel(`Notes for ${names[0]}`)).toHaveValue(note);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Additional notes')).toHaveValue('Conference for 120 in March');

    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page).toHaveURL(/\/v2\/enquire\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    // Nothing it says may be false: no promise of proposals by a time no venue has agreed to.
    await expect(page.getByRole('main').getByText(/within 24 hours/)).toHaveCount(0);
    await expect(
      page.getByRole('main').getByText(/The confirmation we have e-mailed you holds your private link/),
    ).toBeVisible();
    // Every venue was chosen on this site: none is called "not on Venue Finder".
    await expect(page.getByRole('main')).not.toContainText(/not on Venue Finder/i);
    // Only figures the product keeps: no matches promised in 24 hours, no 24/7 support.
    const stats = page.getByRole('list', { name: 'Why planners use us' });
    await expect(stats.getByRole('listitem')).toHaveText(['100% free', '£0 booking fees', '50 venues in one brief']);
    // The footer says the same on every page, with the UK focus and worldwide reach, and no proposals by a time.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('UK venues, with reach worldwide');
    await expect(footer.getByRole('list', { name: 'Venue Finder in figures' })).toContainText('£0 booking fees');
    await expect(footer).not.toContainText(/24 ?h|24\/7/);
    // The thank-you page cleared the brief, badge and all.
    await expect(briefLink(page)).toHaveAccessibleName('Brief (0 venues)');
    expect(await page.evaluate(() => globalThis.localStorage.getItem('brief'))).toBeNull();

    const mail = await confirmationMailTo(page.request, email);
    for (const name of names) expect(mail.text).toContain(name);
    // The planner's own words go to the venues, not back to whatever address the form was given.
    expect(mail.text).not.toContain(note);
    expect(mail.text).toContain('Each venue sees your notes with your enquiry.');
    expect((await notificationFrom(page.request, email)).text).toContain(note);

    await page.goto('/v2/brief');
    await expect(page.getByText('Your brief is empty.')).toBeVisible();
  });

  test('a failed submission keeps the form, and the retry reuses its idempotency key', async ({ page }) => {
    const email = uniqueEmail('brief-retry');
    const names = await briefOfTwo(page);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/briefs')) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.route('**/api/v2/briefs', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }),
      }),
    );

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(`Notes for ${names[1]}`).fill('Step-free access needed');
    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page.getByRole('alert')).toContainText(FAILURE_MESSAGE);
    await expect(page).toHaveURL(/\/v2\/brief/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel(`Notes for ${names[1]}`)).toHaveValue('Step-free access needed');
    await expect(briefItems(page)).toHaveCount(2);

    await page.unroute('**/api/v2/briefs');
    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page).toHaveURL(/\/v2\/enquire\/thank-you$/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    const mail = await confirmationMailTo(page.request, email);
    for (const name of names) expect(mail.text).toContain(name);
  });

  test('a fuller brief: the event’s type, times and days and who the planner is; absurd values are caught', async ({
    page,
  }) => {
    const email = uniqueEmail('brief-fuller');
    await briefOfTwo(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your name').fill('Sam Patel');
    await page.getByLabel('Phone').fill('020 7946 0000');
    await page.getByLabel('Organisation').fill('Northwind Ltd');
    await page.getByLabel('Type of event').selectOption({ label: 'Conference' });
    await page.getByLabel('Start time').fill('17:00');
    await page.getByLabel('End time').fill('09:00');
    await page.getByLabel('Number of days').fill('2');
    await page.getByLabel('Number of guests').fill('10000');
    await page.getByLabel('Budget (£)').fill('1');

    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page.getByLabel('End time')).toHaveAccessibleDescription(
      'Please choose an end time after the start time',
    );
    await expect(page.getByLabel('Budget (£)')).toHaveAccessibleDescription(
      /less than £1 a guest: please check the budget and the number of guests/,
    );
    await expect(page).toHaveURL(/\/v2\/brief/);

    await page.getByLabel('Start time').fill('09:00');
    await page.getByLabel('End time').fill('17:30');
    await page.getByLabel('Budget (£)').fill('65000');
    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page).toHaveURL(/\/v2\/enquire\/thank-you$/);

    // What the planner gave reaches whoever answers: the team's copy carries all of it.
    const notification = await notificationFrom(page.request, email);
    for (const line of [
      'Event: Conference',
      'Days: 2',
      'Times: 09:00 to 17:30',
      'Guests: 10,000',
      'Budget: £65,000',
      'Planner: Sam Patel',
      'Organisation: Northwind Ltd',
      'Phone: 020 7946 0000',
    ]) {
      expect(notification.text).toContain(line);
    }
  });

  test('a brief sent over a flaky connection is sent once: the lost answer is retried, never shown as failed', async ({
    page,
  }) => {
    const email = uniqueEmail('brief-flaky');
    const names = await briefOfTwo(page);
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/v2/briefs', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      // The brief reaches the server and is saved; its answer never reaches the browser.
      dropped = true;
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      return route.abort('connectionreset');
    });
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send my brief' }).click();

    await expect(page).toHaveURL(/\/v2\/enquire\/thank-you$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const mail = await confirmationMailTo(page.request, email);
    for (const name of names) expect(mail.text).toContain(name);
    await page.waitForTimeout(1_000);
    const confirmations = (await mailTo(page.request, email)).filter(
      (message) => message.kind === 'enquiry.confirmation',
    );
    expect(confirmations).toHaveLength(1);
  });

  test('the failure message never shows for a brief whose answer was lost', async ({ page }) => {
    const email = uniqueEmail('brief-lost');
    await briefOfTwo(page);
    await page.route('**/api/v2/enquiries', async (route) => {
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send my brief' }).click();
    // Every attempt saved the same enquiry and lost its answer: the page cannot know, and says so.
    await expect(page.getByRole('alert')).toContainText('we cannot tell whether your brief arrived', {
      timeout: 15_000,
    });
    await expect(page.getByRole('alert')).not.toContainText(FAILURE_MESSAGE);
    // And it did arrive, once.
    await confirmationMailTo(page.request, email);
  });

  test('a double click sends one brief: exactly one confirmation mail', async ({ page }) => {
    const email = uniqueEmail('brief-double');
    await briefOfTwo(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send my brief' }).dblclick();
    await expect(page).toHaveURL(/\/v2\/enquire\/thank-you$/);

    await confirmationMailTo(page.request, email);
    // Give a second enquiry's mail time to be dispatched, were there one.
    await page.waitForTimeout(2_000);
    const confirmations = (await mailTo(page.request, email)).filter(
      (message) => message.kind === 'enquiry.confirmation',
    );
    expect(confirmations).toHaveLength(1);
  });

  test('validation: missing e-mail, empty brief, and the API’s e-mail format message', async ({ page }) => {
    await page.goto('/v2/brief');
    await expect(page.getByText('Your brief is empty.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse venues' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');

    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText('Please add at least one venue to your brief');

    await page.getByLabel('Email address').fill(uniqueEmail('brief-validation'));
    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page.getByText('Please enter your email address')).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText('Please add at least one venue to your brief');

    // With a venue, the API judges the address's format and its message is shown.
    await briefOfTwo(page);
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page.getByText('Please enter a valid email address, such as name@company.co.uk')).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/brief/);
  });

  test('remove one venue, ids already present are ignored, and Clear empties everything', async ({ page }) => {
    const names = await briefOfTwo(page);
    await expect(page).toHaveURL(/\/v2\/brief$/);
    await page.getByRole('button', { name: `Remove ${names[0]} from your brief` }).click();
    await expect(briefItems(page)).toHaveCount(1);
    await page.reload();
    await expect(briefItems(page)).toHaveCount(1);
    await expect(briefItems(page).getByRole('link', { name: names[1] })).toBeVisible();

    const again = await briefOfTwo(page);
    expect(again).toEqual(names);
    await expect(briefItems(page)).toHaveCount(2);

    await page.getByLabel('Email address').fill('someone@example.co.uk');
    await page.getByRole('button', { name: 'Clear brief' }).click();
    await expect(page.getByText('Your brief is empty.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('');
    expect(await page.evaluate(() => globalThis.localStorage.getItem('brief'))).toBeNull();
  });
});
