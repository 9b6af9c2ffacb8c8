// An administrator's second factor in a real Chromium (issue #38 item 9): the product runs with
// ADMIN_TOTP=optional, as `npm start` does, so a new administrator is offered two-step sign-in,
// sets it up by typing the setup key into an "authenticator app" (otplib here, as an app computes
// the code), and from then on is always asked for a code — or, once each, a recovery code.
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { createAdmin, freshEmail } from './support/accounts';

const PASSWORD = 'Second-Factor-Admin-4';
/** After a password check: a memory-hard hash, slow on a busy machine. */
const HASHED = { timeout: 30_000 };

/** The code an authenticator app shows, `stepsAhead` 30-second steps from now (the server allows one). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function enterPassword(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/v2\/venues$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
}

test('an administrator sets up two-step sign-in, then signs in with a code, and once with a recovery code', async ({
  page,
}) => {
  // Six password checks, each a memory-hard hash: longer than most journeys on a busy machine.
  test.setTimeout(240_000);
  const email = freshEmail('two-step-admin');
  createAdmin(email, PASSWORD);

  // First sign-in: the password, then the offer, taken up.
  await enterPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Protect your account with two-step sign-in' })).toBeVisible(HASHED);
  await page.getByRole('button', { name: 'Set up now' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible(HASHED);
  await expect(page.getByRole('img', { name: 'QR code to add Venue Finder to your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Setup key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const code = page.getByLabel('6-digit code from your authenticator app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(
      'That code is not right. Check the time on your phone and enter the code your authenticator app shows now.',
    ),
  ).toBeVisible();
  await code.fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText('Two-step sign-in is set up.');
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const recoveryCodes = (
    await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()
  ).map((text) => text.trim());
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await signOut(page);

  // Second sign-in: the password alone is not enough; the app's next code is.
  await enterPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible(HASHED);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/); // no session yet
  await enterPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible(HASHED);
  await page.getByLabel('6-digit code from your authenticator app').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);

  // Third: a recovery code instead, which then is spent.
  await enterPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible(HASHED);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The administrator's own settings: one code spent; new ones need the password again.
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Sign-in security' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sign-in security', level: 1 })).toBeVisible();
  await expect(page.getByText('Recovery codes left: 9 of 10.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Get new recovery codes' }).click();
  const again = page.getByRole('form', { name: 'Get new recovery codes' });
  await again.getByLabel('Password').fill('Not-The-Password-9');
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That password is not right.').first()).toBeVisible(HASHED);
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Continue' }).click();
  const fresh = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(fresh).toHaveCount(10, HASHED);
  expect((await fresh.allTextContents()).map((text) => text.trim())).not.toContain(recoveryCodes[1]);
  await signOut(page);

  await enterPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible(HASHED);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('That recovery code is not right, or it has already been used. Each recovery code works once.'),
  ).toBeVisible();
});
