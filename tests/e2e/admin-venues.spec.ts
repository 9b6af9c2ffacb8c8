import { expect, test } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, signInAsAdmin } from './support/accounts';

test('an admin finds a venue, unpublishes and republishes it, edits its day rate and sees its history', async ({
  page,
}) => {
  await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await page.getByRole('link', { name: /Total venues$/ }).click();
  await expect(page.getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* venues$/ })).toBeVisible();

  const search = page.getByRole('search', { name: 'Find venues' });
  await search.getByLabel('City').selectOption('Liverpool');
  await search.getByLabel('Owner e-mail').fill('none');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/city=liverpool/);
  const first = page.getByRole('table', { name: 'Venues' }).getByRole('row').nth(1);
  await expect(first).toContainText('Liverpool');
  await expect(first).toContainText('None');
  const name = await first.getByRole('link').innerText();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Unpublished.')).toBeVisible();
  await expect(page.getByText(/· Draft ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published.')).toBeVisible();

  await page.getByLabel('Day rate (£)').fill('1234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(`Edited by ${DEMO_ADMIN_EMAIL}`);
  await expect(history).toContainText('Unpublished');
  await expect(history).toContainText('Published');

  await page.getByRole('button', { name: 'Re-run enrichment' }).click();
  await expect(page.getByText('Enrichment will run again in a moment.')).toBeVisible();
});
