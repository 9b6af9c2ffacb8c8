import { expect, test, type Page } from '@playwright/test';
import { compareBar, venueCards } from './support/venue-finder';

async function addToCompare(page: Page, index: number) {
  const card = venueCards(page).nth(index);
  await card.getByRole('button', { name: 'Add to compare' }).click();
  return card.getByRole('heading').innerText();
}

test.describe('Compare', () => {
  test('three venues picked from the results, compared side by side', async ({ page }) => {
    await page.goto('/v2/venues?city=london');
    await expect(compareBar(page)).toBeHidden();

    const first = await addToCompare(page, 0);
    await expect(venueCards(page).nth(0).getByRole('button', { name: 'Added' })).toBeVisible();
    const bar = compareBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('1 of 5 selected');
    await expect(bar.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
    await expect(bar.getByText(first)).toBeVisible();

    const second = await addToCompare(page, 1);
    const third = await addToCompare(page, 2);
    await expect(bar).toContainText('3 of 5 selected');
    for (const name of [second, third]) await expect(bar.getByText(name)).toBeVisible();
    // 'Added' lasts two seconds.
    await expect(venueCards(page).nth(0).getByRole('button', { name: 'Add to compare' })).toBeVisible({
      timeout: 4_000,
    });

    await bar.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+,[^,]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare venues' })).toBeVisible();
    const table = page.getByRole('table');
    for (const name of [first, second, third]) {
      await expect(table.getByRole('columnheader', { name })).toBeVisible();
    }

    const tabs = page.getByRole('tablist', { name: 'Compare venues by' });
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Capacities', 'Pricing', 'Location', 'Availability']);
    await tabs.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Capacities' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Capacities' })).toBeFocused();
    await expect(
      page.getByRole('tabpanel', { name: 'Capacities' }).getByRole('rowheader', { name: 'Theatre' }),
    ).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // No compare bar on the comparison itself.
    await expect(compareBar(page)).toBeHidden();
  });

  test('a venue already in the list and a sixth venue are refused with the spec’s alerts', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/v2/venues');
    await addToCompare(page, 0);
    await addToCompare(page, 0);
    await expect.poll(() => alerts).toEqual(['This venue is already in your comparison list']);

    for (const index of [1, 2, 3, 4]) await addToCompare(page, index);
    await expect(compareBar(page)).toContainText('5 of 5 selected');
    await addToCompare(page, 5);
    await expect
      .poll(() => alerts.at(-1))
      .toBe('You can compare up to 5 venues. Please remove some venues to add more.');
    await expect(compareBar(page).getByRole('list', { name: 'Selected venues' }).getByRole('listitem')).toHaveCount(5);
  });

  test('the bar removes one venue, or all of them', async ({ page }) => {
    await page.goto('/v2/venues');
    const first = await addToCompare(page, 0);
    await addToCompare(page, 1);
    const bar = compareBar(page);
    await bar.getByRole('button', { name: `Remove ${first} from comparison` }).click();
    await expect(bar).toContainText('1 of 5 selected');
    await bar.getByRole('button', { name: 'Clear All' }).click();
    await expect(bar).toBeHidden();
  });

  test('without ids the page compares the stored list', async ({ page }) => {
    await page.goto('/v2/venues?city=leeds');
    const first = await addToCompare(page, 0);
    const second = await addToCompare(page, 1);
    await page.goto('/compare');
    await expect(page.getByRole('columnheader', { name: first })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: second })).toBeVisible();
  });

  test('nothing to compare: invites a shortlist', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByRole('heading', { name: 'Create a shortlist' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse venues' }).click();
    await expect(page).toHaveURL(/\/v2\/venues$/);
  });

  test('venues that cannot be loaded: No venues found for comparison.', async ({ page }) => {
    await page.goto('/compare?ids=no-such-venue,nor-this-one');
    await expect(page.getByText('No venues found for comparison.')).toBeVisible();
  });
});
