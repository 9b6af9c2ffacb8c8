import { expect, test } from '@playwright/test';
import { apiSearch, countHeading, openAdvancedFilters, resultsHeading, venueCards } from './support/venue-finder';

test.describe('Search results', () => {
  test('a visitor opening / lands on /v2/venues and sees 20 venue cards and the count', async ({ page, request }) => {
    const api = await apiSearch(request);
    expect(api.total).toBeGreaterThan(20);

    await page.goto('/');
    await expect(page).toHaveURL(/\/v2\/venues$/);
    await expect(resultsHeading(page, api.total)).toBeVisible();
    await expect(venueCards(page)).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'For venue owners' })).toBeVisible();
  });

  test('choosing a city narrows the results to the count the API gives', async ({ page, request }) => {
    // Birmingham: no journey running alongside adds a venue there (registration adds one in
    // Manchester), so the count cannot move between the API's answer and the page's.
    const api = await apiSearch(request, { city: 'birmingham' });
    await page.goto('/v2/venues');
    await page.getByLabel('City', { exact: true }).selectOption('birmingham');
    await expect(page).toHaveURL(/city=birmingham/);
    await expect(resultsHeading(page, api.total)).toBeVisible();
  });

  test('city, category, capacity and an advanced filter give the count the API gives', async ({ page, request }) => {
    const filters = { city: 'london', category: 'conference', capacity: 100 };
    const narrowed = await apiSearch(request, { ...filters, conference_equipment: ['projector'] });
    const withFacets = await request.get(
      `/api/v2/venues?city=london&category=conference&capacity=100&conference_equipment=projector&with_facets=true`,
    );
    expect(narrowed.total).toBeGreaterThan(0);

    await page.goto('/v2/venues');
    await page.getByLabel('City', { exact: true }).selectOption('london');
    await page.getByLabel('Category').selectOption('conference');
    await page.getByLabel('Capacity', { exact: true }).selectOption('100');
    await expect(resultsHeading(page, (await apiSearch(request, filters)).total)).toBeVisible();

    await openAdvancedFilters(page);
    await page
      .getByRole('group', { name: 'Conference equipment' })
      .getByLabel(/^Projector/)
      .check();

    // Update Count tells the number before anything is applied.
    await page.getByRole('button', { name: 'Update Count' }).click();
    const expected = ((await withFacets.json()) as { total: number }).total;
    await expect(page.getByRole('status').filter({ hasText: 'match these filters' })).toHaveText(
      `${new Intl.NumberFormat('en-GB').format(expected)} ${expected === 1 ? 'venue matches' : 'venues match'} these filters`,
    );
    await expect(page).not.toHaveURL(/conference_equipment/);

    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/conference_equipment=projector/);
    await expect(page).toHaveURL(/city=london/);
    await expect(resultsHeading(page, narrowed.total)).toBeVisible();
    await expect(venueCards(page)).toHaveCount(Math.min(20, narrowed.total));
  });

  test('Clear All resets every filter', async ({ page, request }) => {
    const all = await apiSearch(request);
    await page.goto('/v2/venues?city=leeds&styles=modern&wheelchair_accessible=true');
    await openAdvancedFilters(page);
    await expect(page.getByLabel('Wheelchair accessible')).toBeChecked();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/v2\/venues$/);
    await expect(resultsHeading(page, all.total)).toBeVisible();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('');
  });

  test('a search that finds nothing says so and offers the brief', async ({ page, request }) => {
    const query = { city: 'london', 'capacity.standing_min': 100000 };
    expect((await apiSearch(request, query)).total).toBe(0);

    await page.goto('/v2/venues?city=london&capacity.standing_min=100000');
    await expect(page.getByText('No venues found. Try adjusting your filters.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: countHeading(0) })).toBeVisible();
    await page.getByRole('link', { name: 'Tell us what you need' }).click();
    await expect(page).toHaveURL(/\/v2\/brief$/);
  });

  test('the sort order and the page survive a reload; a new order starts at page 1', async ({ page, request }) => {
    const secondPage = await apiSearch(request, { sort: 'capacity', page: 2, pageSize: 20 });

    await page.goto('/v2/venues');
    await page.getByLabel('Sort by').selectOption('capacity');
    await expect(page).toHaveURL(/sort=capacity/);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    const firstCard = venueCards(page).first().getByRole('heading');
    await expect(firstCard).toHaveText(secondPage.items[0].display_name || secondPage.items[0].name);

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('capacity');
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(firstCard).toHaveText(secondPage.items[0].display_name || secondPage.items[0].name);

    await page.getByLabel('Sort by').selectOption('price');
    await expect(page).toHaveURL(/sort=price/);
    await expect(page).not.toHaveURL(/page=/);
  });

  test('an unknown sort in the address falls back to relevance', async ({ page }) => {
    await page.goto('/v2/venues?sort=cheapest-first');
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  });

  test('the path form /v2/venues/{city}/{category}/{capacity} searches the same', async ({ page, request }) => {
    const api = await apiSearch(request, { city: 'london', category: 'meeting-room', capacity: 50 });
    await page.goto('/v2/venues/london/meeting-room/50-people');
    await expect(resultsHeading(page, api.total)).toBeVisible();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('london');
    await expect(page.getByLabel('Capacity', { exact: true })).toHaveValue('50');
  });

  test('Back returns to the previous filters', async ({ page, request }) => {
    const leeds = await apiSearch(request, { city: 'leeds' });
    await page.goto('/v2/venues');
    await page.getByLabel('City', { exact: true }).selectOption('leeds');
    await expect(resultsHeading(page, leeds.total)).toBeVisible();
    await page.getByLabel('City', { exact: true }).selectOption('bristol');
    await expect(page).toHaveURL(/city=bristol/);
    await page.goBack();
    await expect(page).toHaveURL(/city=leeds/);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('leeds');
    await expect(resultsHeading(page, leeds.total)).toBeVisible();
  });

  test('the map view shows a pin for each venue of the page', async ({ page, request }) => {
    const api = await apiSearch(request, { city: 'bristol' });
    await page.goto('/v2/venues?city=bristol');
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    const map = page.getByRole('region', { name: 'Map of the venues on this page' });
    await expect(map).toBeVisible();
    const first = api.items[0];
    await expect(map.getByRole('button', { name: first.display_name || first.name })).toBeVisible();
    await page.getByRole('button', { name: 'List' }).click();
    await expect(venueCards(page).first()).toBeVisible();
  });

  test('View Venue opens the venue page', async ({ page }) => {
    await page.goto('/v2/venues');
    const firstCard = venueCards(page).first();
    const name = await firstCard.getByRole('heading').innerText();
    await firstCard.getByRole('link', { name: 'View Venue' }).click();
    await expect(page).toHaveURL(/\/v2\/venue\//);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  });

  test('Add to Brief counts in the header and becomes Added to Brief', async ({ page }) => {
    await page.goto('/v2/venues');
    const card = venueCards(page).first();
    await card.getByRole('button', { name: 'Add to Brief' }).click();
    await expect(card.getByRole('button', { name: 'Added to Brief' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /Brief \(1 venue\)/ })).toBeVisible();
  });

  test('Download Venue Pack without a pack says it is coming soon', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.route('**/api/v2/venue-pack', (route) => route.fulfill({ status: 200, json: {} }));
    await page.goto('/v2/venues');
    await expect(venueCards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Download Venue Pack' }).click();
    await expect.poll(() => alerts).toEqual(['Venue pack generation coming soon!']);
  });

  test('Download Venue Pack opens the PDF the API made of the first ten venues', async ({ page, context }) => {
    await page.goto('/v2/venues?city=leeds');
    await expect(venueCards(page).first()).toBeVisible();
    const packRequest = page.waitForRequest('**/api/v2/venue-pack');
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Download Venue Pack' }).click();
    expect(((await packRequest).postDataJSON() as { ids: string[] }).ids).toHaveLength(10);
    const pack = await opened;
    await expect.poll(() => pack.url()).toMatch(/\.pdf$/);
    await expect(page).toHaveURL(/city=leeds/);
  });

  test('List Your Venue and a venue’s claim address open their own pages, not Page Not Found', async ({
    page,
    request,
  }) => {
    await page.goto('/v2/venues');
    await page.getByRole('link', { name: 'List Your Venue' }).click();
    // Registering is for signed-in owners: a visitor is asked to sign in, and brought back after.
    await expect(page).toHaveURL(/\/auth\/magic\?next=%2Fowners%2Fregister-venue$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);

    const [venue] = (await apiSearch(request)).items;
    const answer = await page.goto(`/v2/venue/${venue.slug}/claim`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: `Claim ${venue.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
});
