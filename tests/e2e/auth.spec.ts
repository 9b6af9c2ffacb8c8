import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_OWNER_EMAIL,
  createAdmin,
  freshEmail,
  mailedLink,
  oneSignInAtATime,
  requestMagicLink,
  signInAsAdmin,
  signInAsOwner,
} from './support/accounts';

const DENIED = "Access Denied - You don't have permission to access this page.";

test.describe('Signing in', () => {
  test('from a landing page, the header’s Sign in opens the sign-in page, whose routes the page did not load', async ({
    page,
  }) => {
    const signedInRoutes: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/signed-in-routes-[\w-]+\.js$/.test(request.url())) signedInRoutes.push(request.url());
    });
    await page.goto('/v2/venues');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Searching venues…');
    expect(signedInRoutes).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/magic$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(signedInRoutes).toHaveLength(1);
  });

  test('the demo owner signs in from the link in the dev mailbox, sees five venues, and signs out', async ({
    page,
  }) => {
    await page.goto('/auth/magic');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await oneSignInAtATime(DEMO_OWNER_EMAIL, async () => {
      const link = await requestMagicLink(page, DEMO_OWNER_EMAIL);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    });
    await expect(page).toHaveURL(/\/owners\/portal$/);
    const venues = page.getByRole('list', { name: 'My venues' }).getByRole('listitem');
    await expect(venues).toHaveCount(5);
    await expect(page.getByRole('link', { name: /^View Live/ })).toHaveCount(5);

    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'My portal' })).toBeVisible();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/v2\/venues$/);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/owners/portal');
    await expect(page).toHaveURL(/\/auth\/magic\?next=%2Fowners%2Fportal$/);
  });

  test('a new e-mail becomes an owner with an empty portal', async ({ page }) => {
    await signInAsOwner(page, freshEmail('new-owner'));
    await expect(page.getByText('You have no venues listed yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register your venue' }).last()).toHaveAttribute(
      'href',
      '/owners/register-venue',
    );
    await page.getByRole('tab', { name: 'My Claims' }).click();
    await expect(page.getByText('You have not claimed a venue.')).toBeVisible();
    for (const tab of ['Verification', 'Leaderboard']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await page.goto('/owners/register-venue');
    await expect(page.getByRole('heading', { name: 'Register your venue' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });

  test('a used link and a made-up link fail with the spec’s texts and offer a new link', async ({ page, browser }) => {
    await page.goto('/auth/magic');
    const link = await requestMagicLink(page, freshEmail('used-link'));
    await page.goto(link);
    await expect(page).toHaveURL(/\/owners\/portal$/);

    // The link as mailed now (its secret after '#'), a made-up one, and one mailed before (in the query).
    for (const address of [link, '/auth/verify#token=made-up-token', '/auth/verify?token=older-made-up-token']) {
      const other = await browser.newPage();
      await other.goto(address);
      await expect(other.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
      // Read once, the secret leaves the address bar (and so the tab's history).
      await expect(other).toHaveURL(/\/auth\/verify$/);
      await expect(other.getByText('Your magic link may have expired or been used already.')).toBeVisible();
      await other.getByRole('link', { name: 'Request New Link' }).click();
      await expect(other.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
      await other.close();
    }
  });

  test('a link opened in another browser signs in only after one confirming click', async ({ page, browser }) => {
    const email = freshEmail('other-browser');
    await page.goto('/auth/magic');
    const link = await requestMagicLink(page, email);
    // Another browser (say, a victim sent a link someone else asked for): nothing happens silently.
    const other = await browser.newContext();
    const victim = await other.newPage();
    await victim.goto(link);
    await expect(victim.getByRole('heading', { name: 'Confirm sign-in' })).toBeVisible();
    await expect(victim.getByText(`Continue only if you asked for a link to sign in as ${email}.`)).toBeVisible();
    await victim.getByRole('button', { name: 'Continue signing in' }).click();
    await expect(victim).toHaveURL(/\/owners\/portal$/);
    await other.close();
  });

  test('the demo admin signs in with a password, returns to the page first asked for, and sees the counts', async ({
    page,
  }) => {
    await page.goto('/admin/claims');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fclaims$/);
    await page.getByLabel('Email address').fill(DEMO_ADMIN_EMAIL);
    await page.getByLabel('Password').fill(DEMO_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The demo runs with ADMIN_TOTP=optional: two-step sign-in is offered, and may wait.
    await expect(page.getByRole('heading', { name: 'Protect your account with two-step sign-in' })).toBeVisible({
      timeout: 30_000, // after a memory-hard password hash, slow on a busy machine
    });
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/admin\/claims$/);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    const moderation = page.getByRole('region', { name: 'Moderation' });
    for (const label of ['Pending registrations', 'Pending claims', 'Pending change requests', 'Total owners']) {
      await expect(moderation.getByRole('link', { name: new RegExp(`^\\d[\\d,]* ${label}$`) })).toBeVisible();
    }
    const venues = page.getByRole('region', { name: 'Venues' });
    // The 600 demo venues, and any registrations other tests have made meanwhile.
    await expect(venues.getByRole('link', { name: /^6\d\d Total venues$/ })).toBeVisible();
    await moderation.getByRole('link', { name: /Pending claims$/ }).click();
    await expect(page).toHaveURL(/\/admin\/claims$/);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  });

  test('guards: visitors are sent to sign in; owners and admins are refused each other’s pages', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
    await page.goto('/owners/register-venue');
    await expect(page).toHaveURL(/\/auth\/magic\?next=%2Fowners%2Fregister-venue$/);

    await signInAsOwner(page, freshEmail('guarded-owner'));
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: DENIED })).toBeVisible();
    await expect(page.getByText('Administrator access required.')).toBeVisible();

    const admin = await browser.newPage();
    await signInAsAdmin(admin, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.goto('/owners/portal');
    await expect(admin.getByRole('heading', { name: DENIED })).toBeVisible();
    await expect(admin.getByText('Required roles: owner')).toBeVisible();
    await admin.close();
  });

  test('a magic link asked for from a guarded page brings the owner back to it', async ({ page }) => {
    await page.goto('/owners/register-venue');
    await expect(page).toHaveURL(/\/auth\/magic\?next=/);
    await page.goto(await requestMagicLink(page, freshEmail('returning-owner')));
    await expect(page).toHaveURL(/\/owners\/register-venue$/);
  });

  test('an administrator resets the password by the mailed link; the old session ends; the new password works', async ({
    page,
    browser,
  }) => {
    const email = freshEmail('reset-admin');
    createAdmin(email, 'First-Admin-Password-1');
    const before = await browser.newPage();
    await signInAsAdmin(before, email, 'First-Admin-Password-1');
    await expect(before).toHaveURL(/\/admin\/dashboard$/);

    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    // The login form has an e-mail field too: fill the reset form's, once it is there.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    const link = await mailedLink(page, email, /\/admin\/reset#token=/);
    expect(new URL(link).search).toBe('');
    await page.goto(link);
    await expect(page).toHaveURL(/\/admin\/reset$/);

    const password = page.getByLabel('New password', { exact: true });
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await password.fill('shortpass');
    await expect(page.getByText('Strength: Weak')).toBeVisible();
    await expect(submit).toBeDisabled();
    await password.fill('Second-Admin-Password-2');
    await expect(page.getByText('Strength: Strong')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Something-else-2');
    await submit.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Second-Admin-Password-2');
    await submit.click();
    await expect(page.getByText('Password updated. You can now sign in.')).toBeVisible();

    await before.reload();
    await expect(before).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
    await before.close();

    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await signInAsAdmin(page, email, 'First-Admin-Password-1');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signInAsAdmin(page, email, 'Second-Admin-Password-2');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('repeated wrong passwords lock the account, and then even the right one is refused', async ({ page }) => {
    const email = freshEmail('locked-admin');
    createAdmin(email, 'Locked-Admin-Password-3');
    await page.goto('/admin/login');
    await page.getByLabel('Email address').fill(email);
    // The fifth failure locks the account (each attempt is counted before the password is checked).
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Password').fill(`Wrong-Password-${attempt}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Invalid email or password')).toBeVisible();
    }
    await page.getByLabel('Password').fill('Locked-Admin-Password-3');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByText(/^Too many failed sign-in attempts\. Please wait (\d+ seconds|1 minute)/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
