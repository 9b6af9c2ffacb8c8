import { expect, test, type Page } from '@playwright/test';
import { apiSearch } from './support/venue-finder';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search venues' });
/** The rows offered under the search box (not the options of the page's selects). */
const offered = (page: Page) => page.getByRole('search', { name: 'Venue search' }).getByRole('option');

/** One letter dropped from the name's longest word: a typo a planner might make. */
function withTypo(name: string): string {
  const longest = name.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  return name.replace(longest, longest.slice(0, 3) + longest.slice(4));
}

test.describe('Global search', () => {
  test('a misspelt city offers Manchester and leads to venues there', async ({ page }) => {
    await page.goto('/v2/venues');
    await searchBox(page).fill('manchster');
    const option = offered(page).filter({ hasText: 'Manchester' }).first();
    await expect(option).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

    await searchBox(page).press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(offered(page).and(page.getByRole('option', { selected: true }))).toHaveText(/Manchester/);
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/city=manchester|\/manchester\//);
  });

  test('a misspelt venue name offers that venue and opens its page', async ({ page, request }) => {
    const { items } = await apiSearch(request, { city: 'leeds', pageSize: 20 });
    const venue = items.find((item) => item.name.split(' ').some((word) => word.length >= 7)) ?? items[0];
    const name = venue.display_name || venue.name;

    await page.goto('/v2/venues');
    await searchBox(page).fill(withTypo(name));
    const option = offered(page).and(
      page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
    );
    await expect(option.first()).toBeVisible();
    await option.first().click();

    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  });

  test('nothing to suggest: says so and offers to search for the text', async ({ page }) => {
    await page.goto('/v2/venues');
    await searchBox(page).fill('qzxqzxqzx');
    await expect(page.getByText('No suggestions found', { exact: true })).toBeVisible();
    await searchBox(page).press('ArrowDown');
    await expect(offered(page).and(page.getByRole('option', { name: /Search for “qzxqzxqzx”/ }))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/v2\/venues\?q=qzxqzxqzx/);
  });

  test('a city and a head count in the words become the City and Capacity filters, and can be undone', async ({
    page,
  }) => {
    await page.goto('/v2/venues');
    await searchBox(page).fill('conference venue for 80 in Leeds');
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/city=leeds/);
    await expect(page).toHaveURL(/capacity=100/);
    await expect(page).toHaveURL(/q=conference\+venue(&|$)/);
    const notice = page.getByRole('status').filter({ hasText: 'From “conference venue for 80 in Leeds”' });
    await expect(notice).toHaveText(/we searched venues in Leeds for 80 guests/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[1-9][\d,]* venues? found/);

    await notice.getByRole('link', { name: 'Search the exact words instead' }).click();
    await expect(page).toHaveURL(/q=conference\+venue\+for\+80\+in\+Leeds/);
    await expect(page).not.toHaveURL(/city=/);
    await expect(page.getByRole('status').filter({ hasText: 'we searched venues' })).toHaveCount(0);
  });

  test('one character asks for nothing; Escape closes the list, then clears the box', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/search/suggestions')) asked = true;
    });
    await page.goto('/v2/venues');
    await searchBox(page).fill('l');
    await page.waitForTimeout(400);
    expect(asked).toBe(false);

    await searchBox(page).fill('lond');
    await expect(offered(page).first()).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a failed suggestion request empties the list', async ({ page }) => {
    await page.route('**/api/v2/search/suggestions**', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/v2/venues');
    await searchBox(page).fill('london');
    await expect(offered(page).and(page.getByRole('option', { name: /Search for “london”/ }))).toBeVisible();
    await expect(offered(page)).toHaveCount(1);
  });

  test('recent searches: most recent first, one per term, the last five', async ({ page }) => {
    await page.goto('/v2/venues');
    for (const term of ['conference', 'training', 'conference', 'boardroom', 'gallery', 'loft', 'terrace']) {
      await searchBox(page).fill(term);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=${term}`));
      // The results page has taken the search over (the box shows it) before the next one is typed.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/found$/);
      await expect(searchBox(page)).toHaveValue(term);
    }
    await searchBox(page).fill('');
    await searchBox(page).focus();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveCount(5);
    await expect(recent.getByRole('option')).toHaveText([/terrace/, /loft/, /gallery/, /boardroom/, /conference/]);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? '[]'));
    expect(stored[0]).toMatchObject({ term: 'terrace', type: 'general', data: {} });
    expect(typeof stored[0].timestamp).toBe('number');

    await recent.getByRole('option', { name: /gallery/ }).click();
    await expect(page).toHaveURL(/q=gallery/);
  });
});
