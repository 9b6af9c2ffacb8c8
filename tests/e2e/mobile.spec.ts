import { expect, test } from '@playwright/test';
import { compareBar, expectNoHorizontalScroll, venueCards } from './support/venue-finder';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe('On a 360 px wide phone', () => {
  test('the results page fits, and the menu opens and leads on', async ({ page }) => {
    await page.goto('/v2/venues');
    await expect(venueCards(page).first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'List Your Venue' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Brief/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /020 7946 0123/ })).toBeVisible();
    await nav.getByRole('link', { name: 'Get Free Proposals' }).click();
    await expect(page).toHaveURL(/\/v2\/brief$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the filters, the compare bar and the comparison fit', async ({ page }) => {
    await page.goto('/v2/venues');
    await page.getByRole('button', { name: /^Advanced Filters/ }).click();
    await expect(page.getByLabel('Postcode')).toBeVisible();
    await expectNoHorizontalScroll(page);

    for (const index of [0, 1]) {
      await venueCards(page).nth(index).getByRole('button', { name: 'Add to compare' }).click();
    }
    await expect(compareBar(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await compareBar(page).getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the brief page fits', async ({ page }) => {
    await page.goto('/v2/venues');
    await venueCards(page).nth(0).getByRole('button', { name: 'Add to Brief' }).click();
    await page.goto('/v2/brief');
    await expect(page.getByLabel('Email address')).toBeVisible();
    await page.getByRole('button', { name: 'Send my brief' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the venue page fits', async ({ page }) => {
    await page.goto('/v2/venue/the-regent-rooms-cardiff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: /Rooms/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
