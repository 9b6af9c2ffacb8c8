import { expect, test } from '@playwright/test';

// The header on a laptop or desktop screen: the logo on one line, its five links in one row beside
// it, and the search box on a row of its own, wide enough to read what is typed into it. Narrower
// than 1,000 px the links fold behind the Menu button (mobile.spec.ts opens it).
for (const width of [1000, 1280, 1920]) {
  test(`at ${width} px the header's links sit in one row and the search box has room`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/v2/venues');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');
    await expect(links).toHaveCount(5);
    const tops = new Set<number>();
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      tops.add(Math.round((await link.boundingBox())!.y));
    }
    expect([...tops]).toHaveLength(1);
    const logo = await page.getByRole('link', { name: 'Venue Finder' }).first().boundingBox();
    expect(logo?.height).toBeLessThan(48);

    const search = await page.getByRole('combobox', { name: 'Search venues' }).boundingBox();
    expect(search?.width).toBeGreaterThanOrEqual(400);
  });
}

test('at 960 px the links fold behind the Menu button, and the logo keeps to one line', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 800 });
  await page.goto('/v2/venues');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'List Your Venue' })).toBeHidden();
  const logo = await page.getByRole('link', { name: 'Venue Finder' }).first().boundingBox();
  expect(logo?.height).toBeLessThan(48);
});
