import { expect, test } from '@playwright/test';

// The header on a laptop or desktop screen: its five links in one row beside the logo, and the
// search box on a row of its own, wide enough to read what is typed into it.
for (const width of [960, 1280, 1920]) {
  test(`at ${width} px the header's links sit in one row and the search box has room`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/v2/venues');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');
    await expect(links).toHaveCount(5);
    const tops = new Set<number>();
    for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())?.y ?? -1));
    expect([...tops]).toHaveLength(1);

    const search = await page.getByRole('combobox', { name: 'Search venues' }).boundingBox();
    expect(search?.width).toBeGreaterThanOrEqual(400);
  });
}
