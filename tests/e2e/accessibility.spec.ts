import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_OWNER_EMAIL,
  freshEmail,
  signInAsAdmin,
  signInAsOwner,
} from './support/accounts';
import { venueCards } from './support/venue-finder';

/** Violations a keyboard or screen-reader user would be blocked or badly slowed by. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test.describe('Accessibility (axe): no serious or critical violations', () => {
  test('results page, with Advanced Filters open and the compare bar shown', async ({ page }) => {
    await page.goto('/v2/venues?city=london');
    await expect(venueCards(page).first()).toBeVisible();
    await page.getByRole('button', { name: /^Advanced Filters/ }).click();
    await venueCards(page).first().getByRole('button', { name: 'Add to compare' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('results page with the suggestions open', async ({ page }) => {
    await page.goto('/v2/venues');
    await page.getByRole('combobox', { name: 'Search venues' }).fill('lond');
    await expect(page.getByRole('search', { name: 'Venue search' }).getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('venue page, and its lightbox', async ({ page }) => {
    await page.goto('/v2/venue/the-regent-rooms-cardiff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Similar venues' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Open photo 1/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('compare page', async ({ page }) => {
    await page.goto('/v2/venues?city=leeds');
    for (const index of [0, 1, 2]) {
      await venueCards(page).nth(index).getByRole('button', { name: 'Add to compare' }).click();
    }
    await page.goto('/compare');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('brief page, with venues, notes and the validation messages shown', async ({ page }) => {
    await page.goto('/v2/venues?city=london');
    for (const index of [0, 1]) {
      await venueCards(page).nth(index).getByRole('button', { name: 'Add to Brief' }).click();
    }
    await page.goto('/v2/brief');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Brief' })).toBeVisible();
    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('empty brief page and the thank-you page', async ({ page }) => {
    await page.goto('/v2/brief');
    await expect(page.getByText('Your brief is empty.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/v2/enquire/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('compare page with the AI assistant answering', async ({ page }) => {
    await page.goto('/v2/venues?city=leeds');
    for (const index of [0, 1]) {
      await venueCards(page).nth(index).getByRole('button', { name: 'Add to compare' }).click();
    }
    await page.goto('/compare');
    const assistant = page.getByRole('region', { name: 'Ask our AI assistant' });
    await assistant.getByLabel('Your question').fill('Which venue has the largest theatre capacity?');
    await assistant.getByRole('button', { name: 'Send' }).click();
    await expect(assistant.getByRole('log')).toContainText(/Assistant: \S/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('venue not found page', async ({ page }) => {
    await page.goto('/v2/venue/no-such-venue-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Not Found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sign-in screens: the magic-link form, its error, administrator sign-in and password reset', async ({
    page,
  }) => {
    await page.goto('/auth/magic');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/auth/verify#token=made-up');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin/reset#token=made-up');
    await page.getByLabel('New password', { exact: true }).fill('Some-Password-1');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the owner portal, with venues and claims tabs', async ({ page }) => {
    await signInAsOwner(page, freshEmail('axe-owner'));
    await expect(page.getByText('You have no venues listed yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'My Claims' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the admin dashboard and an access-denied page', async ({ page }) => {
    await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await expect(page.getByRole('link', { name: /\d Total venues$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/owners/portal');
    await expect(page.getByText('Required roles: owner')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the registration wizard: a step with its errors, and the location step', async ({ page }) => {
    await signInAsOwner(page, freshEmail('axe-registrant'));
    await page.goto('/owners/register-venue');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Select at least one category').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Venue name').fill('Axe Hall');
    await page
      .getByLabel('Short description')
      .fill('A quiet hall with daylight, good coffee and a stage, close to the station and the river.');
    await page.getByRole('checkbox', { name: 'Meeting rooms', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Postcode')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the registrations queue', async ({ page }) => {
    await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/registrations?status=all');
    await expect(page.getByRole('heading', { name: 'Registrations' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the claim screen', async ({ page }) => {
    await page.goto('/v2/venue/the-regent-rooms-cardiff/claim');
    await expect(page.getByRole('button', { name: 'Submit Claim' })).toBeVisible();
    await page.getByRole('radio', { name: /Document/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the owner portal’s Verification and Leaderboard tabs', async ({ page }) => {
    await signInAsOwner(page, DEMO_OWNER_EMAIL);
    await page.getByRole('tab', { name: 'Verification' }).click();
    await expect(page.getByRole('region', { name: 'Progress' })).toBeVisible();
    // A category with items still to prove: one expanded, its form shown.
    const checklist = page.getByRole('region', { name: 'Checklist' });
    await checklist.getByRole('tab').last().click();
    await checklist.locator('.checklist__item button').first().click();
    await expect(checklist.getByRole('button', { name: 'Verify Item' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the owner portal’s Calendar tab: the month grid, a day chosen, the forms', async ({ page }) => {
    await signInAsOwner(page, DEMO_OWNER_EMAIL);
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar
      .getByRole('grid')
      .getByRole('button', { name: /^\w+ 10 / })
      .click();
    await expect(calendar.getByRole('button', { name: 'Mark unavailable' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
