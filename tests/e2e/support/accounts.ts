// Signing in as a person does in the browser tests: asking for a link and following it from the
// dev mailbox, or an administrator's password (declining the offered second factor); and new administrators made with the project's
// own command (`npm run admin -- create`), so a test that changes a password or locks an
// account never touches the demo admin other tests sign in as.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './e2e-env';

export { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_OWNER_EMAIL } from '../../../ops/src/demo-data/demo-users';

export function freshEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.co.uk`;
}

/** Creates an administrator through `npm run admin -- create`, the password on standard input. */
export function createAdmin(email: string, password: string): void {
  execFileSync(process.execPath, ['ops/dist/commands/admin.js', 'create', email], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Asks for a magic link on /auth/magic and answers the link the dev mailbox shows for it. */
export async function requestMagicLink(page: Page, email: string, userType: 'owner' | 'planner' | 'admin' = 'owner') {
  await page.getByLabel('Email address').fill(email);
  const choice = { owner: 'A venue owner', planner: 'Planning an event', admin: 'An administrator' }[userType];
  await page.getByLabel('I am').selectOption(choice);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  return mailedLink(page, email, /\/auth\/verify#token=/);
}

/** The newest link matching `pattern` in a message to `email`, read from the dev mailbox page. */
export async function mailedLink(page: Page, email: string, pattern: RegExp): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  // The newest message to them that has such a link (acknowledgements and digests arrive too).
  const message = mailbox
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ has: mailbox.getByRole('link', { name: pattern }) })
    .first();
  const href = await message.getByRole('link', { name: pattern }).first().getAttribute('href');
  await mailbox.close();
  expect(href, `no link for ${email} in the dev mailbox`).toBeTruthy();
  return href!;
}

/**
 * Runs `signIn` (ask for a link for `email`, follow it) while no other worker does so for the same
 * address: the dev mailbox's newest link for an address is all a journey can tell its own by, so
 * two journeys signing the demo owner in at once could each follow the other's single-use link.
 * A lock file per address (and per product under test) keeps them one after the other.
 */
export async function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const name = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16);
  const lock = join(tmpdir(), `venue-finder-e2e-${E2E_PORT}-sign-in-${name}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // A lock left by a worker that died is older than any sign-in takes.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`Waited two minutes to sign ${email} in: ${lock} is held`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await signIn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Signs an owner in through the whole magic-link journey; ends on the owner portal. */
export async function signInAsOwner(page: Page, email: string) {
  await oneSignInAtATime(email, async () => {
    await page.goto('/auth/magic');
    await page.goto(await requestMagicLink(page, email));
    await expect(page).toHaveURL(/\/owners\/portal$/);
  });
}

/**
 * Signs an administrator without a second factor in with the password. The product runs with
 * ADMIN_TOTP=optional here, so a right password is met by the offer to set up two-step sign-in,
 * which this declines ("Not now"); a wrong one leaves the form showing why.
 */
export async function signInAsAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const notNow = page.getByRole('button', { name: 'Not now' });
  const refused = page.getByRole('alert').filter({ hasText: /\S/ });
  // A password check is a memory-hard hash: slow on a busy machine.
  await expect(notNow.or(refused)).toBeVisible({ timeout: 30_000 });
  if (await notNow.isVisible()) await notNow.click();
}
