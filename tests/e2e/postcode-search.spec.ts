import { expect, test } from '@playwright/test';
import { apiSearch, openAdvancedFilters, resultsHeading, venueCards } from './support/venue-finder';

test.describe('Venues near a postcode', () => {
  test('near EC2A 3BP within 5 km: the API’s count, each card with its distance, nearest first', async ({
    page,
    request,
  }) => {
    const api = await apiSearch(request, { near: 'EC2A 3BP', radius_km: 5 });
    expect(api.total).toBeGreaterThan(0);

    await page.goto('/v2/venues');
    await openAdvancedFilters(page);
    const postcode = page.getByLabel('Postcode');
    await postcode.fill('  ec2a 3bp ');
    await page.getByLabel('Radius').selectOption('5');
    await page.getByRole('button', { name: 'Find' }).click();

    await expect(page).toHaveURL(/near=EC2A(\+|%20)3BP/);
    await expect(page).toHaveURL(/radius_km=5/);
    await expect(resultsHeading(page, api.total)).toBeVisible();

    const distances = await venueCards(page)
      .getByText(/km away$/)
      .allInnerTexts();
    expect(distances).toHaveLength(Math.min(20, api.total));
    const km = distances.map((text) => Number.parseFloat(text));
    expect(km.every((value) => value <= 5)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  test('the postcode is checked before searching', async ({ page }) => {
    await page.goto('/v2/venues');
    await openAdvancedFilters(page);
    const postcode = page.getByLabel('Postcode');
    const find = page.getByRole('button', { name: 'Find' });

    await expect(find).toBeDisabled();
    await postcode.fill('not a postcode');
    await expect(find).toBeDisabled();
    await postcode.blur();
    await expect(page.getByText('Please enter a valid UK postcode (e.g. EC2A 3BP)')).toBeVisible();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');

    await postcode.fill('m1 1ae');
    await expect(find).toBeEnabled();
    await postcode.blur();
    await expect(postcode).toHaveValue('M1 1AE');
    await expect(page.getByText('Please enter a valid UK postcode (e.g. EC2A 3BP)')).toBeHidden();
  });

  test('a postcode the API cannot place shows the API’s message under the field', async ({ page, request }) => {
    const answer = await request.get('/api/v2/venues?near=ZZ99%209ZZ');
    expect(answer.status()).toBe(400);
    const { message } = (await answer.json()) as { message: string };

    await page.goto('/v2/venues?near=ZZ99+9ZZ');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('ZZ99 9ZZ');
  });
});
