// The admin's enquiries page (issue #44): "Forward again" is offered only for a venue that can be
// reached and claimed, and Close, which cannot be undone, asks first.
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, signInAsAdmin } from './support/accounts';
import { withDatabase } from './support/enquiry-loop';
import { uniqueEmail } from './support/venue-finder';

test('forward again only to a claimable venue; closing an enquiry asks first', async ({ page }) => {
  // An unowned venue that may be claimed and one that may not, both with a listed e-mail.
  const [claimable, unclaimable] = await withDatabase(async (db) =>
    Promise.all(
      [true, false].map(
        async (may) =>
          (
            await db.query(
              `SELECT id, display_name AS name FROM venues
                WHERE status = 'published' AND owner_id IS NULL AND contact_email IS NOT NULL AND claimable = $1
                ORDER BY id LIMIT 1`,
              [may],
            )
          ).rows[0] as { id: string; name: string },
      ),
    ),
  );
  expect(claimable && unclaimable, 'an unowned claimable venue and an unclaimable one').toBeTruthy();
  const planner = uniqueEmail('admin-forward');
  const sent = await page.request.post('/api/v2/enquiries', {
    data: { source: 'v2_brief_submission', payload: { email: planner, venues: [claimable!.id, unclaimable!.id] } },
  });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  await page.goto('/admin/enquiries');
  const queue = page.getByRole('region', { name: 'Waiting on unowned venues' });
  await queue.getByLabel('Venue name or planner e-mail').fill(planner);
  await queue.getByRole('button', { name: 'Search' }).click();
  const rowOf = (name: string) => queue.getByRole('row').filter({ hasText: name });
  await expect(rowOf(claimable!.name)).toHaveCount(1);
  await expect(rowOf(unclaimable!.name)).toHaveCount(1);

  await expect(rowOf(claimable!.name).getByRole('button', { name: /^Forward again/ })).toBeVisible();
  await expect(rowOf(unclaimable!.name).getByRole('button', { name: /^Forward again/ })).toHaveCount(0);

  const close = rowOf(unclaimable!.name).getByRole('button', { name: `Close the enquiry for ${unclaimable!.name}` });
  await close.click();
  const question = rowOf(unclaimable!.name).getByRole('group', { name: 'Close this enquiry?' });
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(question).toHaveCount(0);
  await expect(rowOf(unclaimable!.name)).toHaveCount(1);
  await close.click();
  await question.getByRole('button', { name: 'Yes, close it' }).click();
  await expect(queue.getByRole('status')).toContainText(`The enquiry for ${unclaimable!.name} was closed`);
  await expect(rowOf(unclaimable!.name)).toHaveCount(0);
});
