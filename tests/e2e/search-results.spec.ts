import { expect, test } from '@playwright/test';

test.describe('Search results', () => {
  test('a visitor opening / lands on /v2/venues and sees 20 venue cards and the count', async ({ page, request }) => {
    const api = await (await request.get('/api/v2/venues')).json();
    expect(api.total).toBeGreaterThan(20);

    await page.goto('/');
    await expect(page).toHaveURL(/\/v2\/venues$/);
    const count = new Intl.NumberFormat('en-GB').format(api.total);
    await expect(page.getByRole('heading', { level: 1, name: `${count} venues found` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Venues' }).getByRole('article')).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  });

  test('choosing a city narrows the results to the count the API gives', async ({ page, request }) => {
    const api = await (await request.get('/api/v2/venues?city=manchester')).json();
    await page.goto('/v2/venues');
    await page.getByLabel('City', { exact: true }).selectOption('manchester');
    await expect(page).toHaveURL(/city=manchester/);
    const count = new Intl.NumberFormat('en-GB').format(api.total);
    await expect(page.getByRole('heading', { level: 1, name: `${count} venues found` })).toBeVisible();
  });

  test('View Venue opens the venue page', async ({ page }) => {
    await page.goto('/v2/venues');
    const firstCard = page.getByRole('list', { name: 'Venues' }).getByRole('article').first();
    const name = await firstCard.getByRole('heading').innerText();
    await firstCard.getByRole('link', { name: 'View Venue' }).click();
    await expect(page).toHaveURL(/\/v2\/venue\//);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  });

  test('an unknown venue shows Venue Not Found with a way back', async ({ page }) => {
    await page.goto('/v2/venue/no-such-venue-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Venue Not Found');
    await page.getByRole('link', { name: 'Back to all venues' }).click();
    await expect(page).toHaveURL(/\/v2\/venues/);
  });
});
