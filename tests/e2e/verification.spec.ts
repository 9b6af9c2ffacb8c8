import { expect, test } from '@playwright/test';
import { solidPng } from '../support/solid-png';
import { ownerOfAVenue } from './support/owned-venue';
import { openAdvancedFilters, venueCards } from './support/venue-finder';

test('an owner verifies checklist items, earns points and a badge, and climbs the leaderboard', async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const venue = await ownerOfAVenue(page, admin, { city: 'belfast', owner: 'verifier' });
  // A third-party address is never loaded, not even as a preview: counting it would let anyone
  // earn points with any picture, and the admin's browser would fetch it.
  const thirdParty: string[] = [];
  await page.route('https://photos.example.com/**', (route) => {
    thirdParty.push(route.request().url());
    return route.abort();
  });
  await page.goto('/owners/portal');
  await page.getByRole('tab', { name: 'Verification' }).click();
  const panel = page.getByRole('region', { name: 'Progress' });
  await expect(panel).toContainText('Bronze tier');
  await expect(panel).toContainText(/0 of \d+ checklist items completed/);
  await expect(panel).toContainText('Next milestone: Silver — 50 points to go');

  const checklist = page.getByRole('region', { name: 'Checklist' });
  await checklist.getByRole('tab', { name: /^Transport and arrival 0\/\d/ }).click();
  await checklist.getByRole('button', { name: 'Photo of the entrance from the street' }).click();
  await checklist.getByRole('button', { name: 'Verify Item' }).click();
  await expect(checklist.getByText('Please provide an image URL')).toBeVisible();
  await checklist.getByLabel('Image URL').fill('https://photos.example.com/entrance.svg');
  await expect(checklist.getByRole('img', { name: 'Preview of your photo' })).toHaveCount(0);
  await checklist.getByRole('button', { name: 'Verify Item' }).click();
  await expect(
    checklist.getByText('Please upload your photo here: only photos you upload count as evidence'),
  ).toBeVisible();
  expect(thirdParty).toEqual([]);
  await checklist.getByLabel('Or upload the photo').setInputFiles({
    name: 'entrance.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 480, [40, 120, 200]),
  });
  await expect(checklist.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  await checklist.getByRole('button', { name: 'Verify Item' }).click();
  await expect(page.getByText('Item verified! You earned 10 points!')).toBeVisible();
  await expect(checklist.getByText('Photo of the entrance from the street (verified)')).toBeAttached();
  await expect(panel).toContainText('Next milestone: Silver — 40 points to go');
  await expect(panel.getByRole('list', { name: 'Badges earned' })).toContainText('First item verified');
  await expect(page.getByText('Item verified! You earned 10 points!')).toBeHidden({ timeout: 5_000 });

  await checklist.getByRole('button', { name: 'Photo of the reception or welcome desk' }).click();
  await checklist.getByLabel('Or upload the photo').setInputFiles({
    name: 'reception.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 480, [200, 180, 40]),
  });
  await expect(checklist.getByLabel('Image URL')).toHaveValue(/^\/uploads\/media\/[0-9a-f-]{36}\.png$/);
  await checklist.getByRole('button', { name: 'Verify Item' }).click();
  await expect(page.getByText('Item verified! You earned 10 points!')).toBeVisible();
  await expect(panel).toContainText('Next milestone: Silver — 30 points to go');

  // Planners see it on the venue's page.
  const slug = (await (await page.request.get(`/api/v2/venues/${venue.id}`)).json()).slug as string;
  const planner = await browser.newPage();
  await planner.goto(`/v2/venue/${slug}`);
  await expect(planner.getByText('Bronze tier · 2 facts proven by photo')).toBeVisible();

  // ...and in search, where they can ask for verified venues only.
  await planner.goto(`/v2/venues?city=belfast&q=${encodeURIComponent(venue.name)}`);
  await openAdvancedFilters(planner);
  await planner.getByLabel('Verification tier').selectOption('bronze');
  await planner.getByRole('button', { name: 'Apply' }).click();
  await expect(planner).toHaveURL(/verified=bronze/);
  const card = venueCards(planner).filter({ hasText: venue.name });
  await expect(card.getByText('Bronze tier · 2 facts proven by photo')).toBeVisible();
  const { items } = await (await planner.request.get('/api/v2/venues?city=belfast&verified=bronze')).json();
  expect(items.every((item: { programme: unknown }) => item.programme !== null)).toBe(true);
  await planner.close();

  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  // The demo's verified venues lead the global board; the top three are marked.
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByRole('row').nth(1)).toHaveClass(/leaderboard__top/);
  await expect(board.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^🥇 ?1$/);
  await page.getByRole('button', { name: 'By City' }).click();
  await page.getByLabel('City').selectOption('Belfast');
  const mine = page.getByRole('row').filter({ hasText: venue.name });
  await expect(mine).toContainText('Belfast');
  await expect(mine.getByRole('cell').nth(3)).toHaveText('20');

  // An administrator revokes the evidence: the figures fall back.
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: 'Check recent verification evidence' }).click();
  const evidence = admin
    .getByRole('row')
    .filter({ hasText: venue.name })
    .filter({ hasText: 'entrance from the street' });
  await expect(evidence.getByRole('img', { name: /^Evidence:/ })).toBeVisible();
  await evidence.getByRole('button', { name: /^Revoke/ }).click();
  await evidence.getByLabel(/^Why revoke/).fill('The photo shows a different building.');
  await evidence.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(admin.getByText(/^Revoked: Photo of the entrance from the street at /)).toBeVisible();
  await admin.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Verification' }).click();
  await expect(page.getByRole('region', { name: 'Progress' })).toContainText(
    'Next milestone: Silver — 40 points to go',
  );
});
