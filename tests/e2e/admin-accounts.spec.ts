import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  freshEmail,
  mailedLink,
  requestMagicLink,
  signInAsAdmin,
  signInAsOwner,
} from './support/accounts';

/** A new owner signed in in a browser of their own (the account is made by the first sign-in). */
async function ownerInOwnBrowser(browser: Browser, label: string): Promise<{ page: Page; email: string }> {
  const email = freshEmail(label);
  const page = await (await browser.newContext()).newPage();
  await signInAsOwner(page, email);
  return { page, email };
}

/** A new owner's account, made by following their first link without a browser (only the account is needed). */
async function ownerAccount(page: Page, baseURL: string, label: string): Promise<string> {
  const email = freshEmail(label);
  const headers = { Origin: baseURL };
  expect((await page.request.post('/api/auth/magic-link', { data: { email }, headers })).status()).toBe(202);
  const mailbox = await page.request.get('/dev/mailbox');
  const token = new RegExp(`${email.replace(/[.+]/g, '\\$&')}[\\s\\S]*?token=([\\w-]+)`).exec(
    await mailbox.text(),
  )?.[1];
  expect(token, `no link for ${email} in the dev mailbox`).toBeTruthy();
  const consumed = await page.request.post('/api/auth/magic-link/consume', { data: { token, confirm: true }, headers });
  expect(consumed.status()).toBe(200);
  return email;
}

/** A published venue nobody owns, in a city no claim journey uses. */
async function unownedVenue(page: Page): Promise<{ id: string; name: string; slug: string }> {
  const answer = await page.request.get('/api/v2/venues', { params: { city: 'glasgow', pageSize: 50 } });
  const items: { id: string; name: string; slug: string; claimed: boolean }[] = (await answer.json()).items;
  return items.filter((venue) => !venue.claimed).at(-1)!;
}

test('an admin finds an owner by e-mail, suspends and restores them, transfers their venue and reads its audit log', async ({
  browser,
  page,
  baseURL,
}) => {
  // Two browsers and many steps: more than the usual journey's time on a shared machine.
  test.slow();
  const alex = await ownerInOwnBrowser(browser, 'alex-accounts');
  const bea = { email: await ownerAccount(await (await browser.newContext()).newPage(), baseURL!, 'bea-accounts') };
  await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Arrange: Alex owns a venue (given to him through the transfer call itself).
  const venue = await unownedVenue(page);
  const given = await page.request.post(`/api/admin/venues/${venue.id}/transfer`, {
    data: { to_email: alex.email },
    headers: { Origin: baseURL! },
  });
  expect(given.status()).toBe(200);

  // Find Alex by e-mail.
  await page.getByRole('link', { name: 'Owners', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Owners', level: 1 })).toBeVisible();
  const search = page.getByRole('search', { name: 'Find owners' });
  await search.getByLabel('E-mail or name').fill(alex.email);
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(alex.email)}`));
  await expect(page.getByRole('status').filter({ hasText: /owner/ })).toHaveText('1 owner');
  await page.getByRole('table', { name: 'Owners' }).getByRole('link', { name: alex.email }).click();
  await expect(page.getByRole('heading', { name: alex.email, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Venues/ })).toContainText(venue.name);

  // A link Alex asked for before the suspension, not yet opened.
  const asking = await alex.page.context().newPage();
  await asking.goto('/auth/magic');
  const outstanding = await requestMagicLink(asking, alex.email);
  await asking.close();

  // Suspend: Alex's open session ends at once, and no sign-in gets him back in.
  await page.getByLabel('Reason for suspending').fill('Listing photos that are not his; asked to call us');
  await page.getByRole('button', { name: 'Suspend owner' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${alex.email} is suspended.` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suspended', level: 2 })).toBeVisible();

  await alex.page.goto('/owners/portal');
  await expect(alex.page).toHaveURL(/\/auth\/magic/);
  await alex.page.goto(outstanding);
  await expect(alex.page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(alex.page.getByRole('alert')).toContainText('This account is suspended, so it cannot sign in.');
  await alex.page.goto('/auth/magic');
  await alex.page.getByLabel('Email address').fill(alex.email);
  await alex.page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(alex.page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await alex.page.goto('/dev/mailbox');
  const told = alex.page.getByRole('article').filter({ hasText: alex.email }).first();
  await expect(told.getByRole('heading', { level: 2 })).toHaveText('Your Venue Finder account is suspended');

  // Restore: Alex may sign in again.
  await page.getByLabel('Reason for restoring').fill('Spoke to him; photos replaced');
  await page.getByRole('button', { name: 'Restore owner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is restored' })).toBeVisible();
  await signInAsOwner(alex.page, alex.email);

  // Transfer the venue to Bea.
  await page.getByLabel('Venue to transfer').selectOption({ label: venue.name });
  await page.getByLabel('New owner’s e-mail').fill(bea.email);
  await page.getByRole('button', { name: 'Transfer venue' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${venue.name} now belongs to ${bea.email}.` }),
  ).toBeVisible();

  // The audit log, filtered by the venue.
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Venue (id or address)').fill(venue.slug);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`venue=${venue.slug}`));
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  const newest = log.getByRole('row').nth(1);
  await expect(newest).toContainText('Venue transferred');
  await expect(newest).toContainText(DEMO_ADMIN_EMAIL);
  await expect(newest.getByRole('cell').nth(4)).toContainText(alex.email);
  await expect(newest.getByRole('cell').nth(5)).toContainText(bea.email);
  await expect(log.getByRole('row')).toHaveCount(3); // the heading, and the two transfers

  await alex.page.context().close();
});

test('an admin invites another administrator, whose mailed link (its secret after #) lets them choose a password', async ({
  page,
  browser,
}) => {
  const email = freshEmail('invited-admin');
  await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await page.goto('/admin/invite');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name (optional)').fill('Robin Invited');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

  const link = await mailedLink(page, email, /\/admin\/reset#token=/);
  expect(new URL(link).search).toBe('');
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(link);
  await expect(invited).toHaveURL(/\/admin\/reset$/);
  await invited.getByLabel('New password', { exact: true }).fill('Invited-Admin-Password-5');
  await invited.getByLabel('Confirm new password').fill('Invited-Admin-Password-5');
  await invited.getByRole('button', { name: 'Reset Password' }).click();
  await expect(invited.getByText('Password updated. You can now sign in.')).toBeVisible();
  await signInAsAdmin(invited, email, 'Invited-Admin-Password-5');
  await expect(invited).toHaveURL(/\/admin\/dashboard$/);
  await invited.context().close();
});
