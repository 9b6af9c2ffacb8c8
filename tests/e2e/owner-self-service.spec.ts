// Owner self-service (issue #36) in a real Chromium: an owner withdraws a change request from My
// Requests, corrects and resubmits a rejected registration (pre-filled, the reason shown), and
// turns acknowledgements off in the portal or by the one-click link in such a mail; and the
// portal does not move under the owner's eyes as its lists arrive.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_OWNER_EMAIL,
  freshEmail,
  mailedLink,
  signInAsAdmin,
  signInAsOwner,
} from './support/accounts';
import { claimAVenue, ownerOfAVenue } from './support/owned-venue';

const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('an owner withdraws a change request from My Requests, and it leaves the admin queue', async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const venue = await ownerOfAVenue(page, admin, { city: 'bristol', owner: 'self-service', sort: 'updated' });
  const asked = await page.request.post('/api/owners/changes', {
    data: { venue_id: venue.id, field_changes: { capacities: { theatre: 432, banquet: 0, standing: 0 } } },
  });
  expect(asked.status()).toBe(201);
  const { id } = await asked.json();

  await page.goto('/owners/portal?tab=requests');
  await expect(page.getByRole('tab', { name: 'My Requests' })).toHaveAttribute('aria-selected', 'true');
  const request = page
    .getByRole('list', { name: 'My requests' })
    .getByRole('listitem', { name: containing(venue.name) });
  await expect(request.getByText('Waiting for review', { exact: true })).toBeVisible();
  await expect(request.getByRole('list', { name: /^Fields of this request/ })).toHaveText(
    'Capacities: waiting for review',
  );
  await request.getByRole('button', { name: /^Withdraw/ }).click();
  await request.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(request.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(request.getByRole('list', { name: /^Fields of this request/ })).toHaveText('Capacities: withdrawn');
  await expect(request.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  const queue = await (
    await admin.request.get('/api/admin/mod/changes', { params: { status: 'submitted', q: venue.name } })
  ).json();
  expect(queue.change_requests.map((r: { id: string }) => r.id)).not.toContain(id);
  await admin.close();
});

test('an owner corrects a rejected registration: it reopens pre-filled with the reason, and goes back for review', async ({
  page,
  browser,
}) => {
  const name = `Mill Loft ${randomUUID().slice(0, 6)}`;
  await signInAsOwner(page, freshEmail('resubmit'));
  const sent = await page.request.post('/api/registrations', {
    data: {
      status: 'submitted',
      venue_data: {
        name,
        short_description:
          'A converted cotton mill loft with exposed brick and river views, for launches, dinners and away days.',
        categories: ['unique-venues'],
        address: { line1: '4 Mill Street', city: 'manchester', postcode: 'M4 6EE' },
        capacities: { theatre: 80, banquet: 60, standing: 120 },
        images: ['/uploads/demo/venue-02.svg'],
      },
    },
  });
  expect(sent.status()).toBe(201);
  const admin = await browser.newPage();
  await signInAsAdmin(admin, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  const rejected = await admin.request.post(`/api/admin/mod/registrations/${(await sent.json()).id}/reject`, {
    data: { reason: 'The postcode is not the mill’s: please check it.' },
  });
  expect(rejected.status()).toBe(200);
  await admin.close();

  await page.goto('/owners/portal');
  const card = page.getByRole('list', { name: 'My registrations' }).getByRole('listitem', { name });
  await expect(card.getByText('Not approved')).toBeVisible();
  await expect(card.getByText('Reason: The postcode is not the mill’s: please check it.')).toBeVisible();
  await card.getByRole('button', { name: /^Correct and resubmit/ }).click();

  await expect(page).toHaveURL(/\/owners\/register-venue\?draft=[0-9a-f-]{36}$/);
  const reason = page.getByRole('complementary', { name: 'Why it was not approved' });
  await expect(reason).toContainText('The postcode is not the mill’s: please check it.');
  await expect(page.getByLabel('Venue name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('manchester');
  await page.getByLabel('Postcode').fill('M4 5JD');
  for (const step of ['Step 3 of 5', 'Step 4 of 5', 'Step 5 of 5']) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(step)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page).toHaveURL(/\/owners\/portal$/);
  await expect(
    page.getByText('Registration submitted successfully! We will review and notify you once approved.'),
  ).toBeVisible();
  // The correction waits for review; the rejected one is kept for the record, its card replaced.
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Submitted for review')).toBeVisible();
});

test('an owner discards a draft and withdraws a claim, each after saying yes', async ({ page }) => {
  await signInAsOwner(page, freshEmail('tidy'));
  for (const name of ['Half Done Hall', 'Second Thoughts Barn'])
    expect((await page.request.post('/api/registrations', { data: { venue_data: { name } } })).status()).toBe(201);
  const { venue } = await claimAVenue(page, { city: 'birmingham' });

  await page.goto('/owners/portal');
  const drafts = page.getByRole('list', { name: 'My registrations' }).getByRole('listitem');
  await expect(drafts).toHaveCount(2);
  await page.getByRole('button', { name: /^Discard draft.*Second Thoughts Barn/ }).click();
  const ask = page.getByRole('group', { name: 'Discard this draft?' });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(drafts).toHaveCount(2);
  await page.getByRole('button', { name: /^Discard draft.*Second Thoughts Barn/ }).click();
  await ask.getByRole('button', { name: 'Yes, discard it' }).click();
  await expect(drafts).toHaveCount(1);
  await expect(drafts).toContainText('Half Done Hall');

  await page.getByRole('tab', { name: 'My Claims' }).click();
  const row = page.getByRole('row', { name: containing(venue.name) });
  await row.getByRole('button', { name: /^Withdraw/ }).click();
  await row
    .getByRole('group', { name: 'Withdraw this claim?' })
    .getByRole('button', { name: 'Yes, withdraw it' })
    .click();
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('an owner turns acknowledgements off: a claim then brings no acknowledgement', async ({ page }) => {
  const email = freshEmail('quiet');
  await signInAsOwner(page, email);
  await page.getByRole('tab', { name: 'E-mail settings' }).click();
  await expect(page).toHaveURL(/\/owners\/portal\?tab=mail$/);
  const setting = page.getByRole('checkbox', {
    name: /acknowledgement of each registration, claim and change request/,
  });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(page.getByText('Your e-mail settings are saved.')).toBeVisible();
  await page.reload();
  await expect(setting).not.toBeChecked();

  const { venue } = await claimAVenue(page, { city: 'liverpool' });
  await page.goto('/owners/portal?tab=claims');
  await expect(page.getByRole('row', { name: containing(venue.name) })).toContainText('Pending');

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(1); // the sign-in link only
  await expect(page.getByRole('article').filter({ hasText: `We have your claim of ${venue.name}` })).toHaveCount(0);
});

test('the one-click link in an acknowledgement turns such mail off without signing in', async ({ page, browser }) => {
  const email = freshEmail('unsubscribe');
  await signInAsOwner(page, email);
  await claimAVenue(page, { city: 'leeds' });
  const link = await mailedLink(page, email, /\/mail\/unsubscribe\?token=/);

  const stranger = await browser.newPage();
  await stranger.goto(link);
  await expect(
    stranger.getByText(
      'You will no longer get acknowledgements or digests from Venue Finder. Sign-in links, decisions and enquiries still come.',
    ),
  ).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute(
    'href',
    '/owners/portal?tab=mail',
  );
  await stranger.goto(`${new URL(link).pathname}?token=${'A'.repeat(36)}.${'B'.repeat(43)}`);
  await expect(stranger.getByText(/^This unsubscribe link is not one we sent\./)).toBeVisible();
  await stranger.close();

  await page.goto('/owners/portal?tab=mail');
  await expect(
    page.getByRole('checkbox', { name: /acknowledgement of each registration, claim and change request/ }),
  ).not.toBeChecked();
});

test('the portal holds still as its lists arrive: nothing on a phone’s first screen moves', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInAsOwner(page, DEMO_OWNER_EMAIL);
  await page.goto('/owners/portal');
  await expect(page.getByRole('list', { name: 'My venues' })).toBeVisible();
  // The page's layout shifts so far, as the browser scored them (a string: the tests compile
  // without the DOM's types). The observer hears of none when there were none.
  const shifted = await page.evaluate<number>(`new Promise((resolve) => {
    setTimeout(() => resolve(0), 1000);
    new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, shift) => sum + shift.value, 0)))
      .observe({ type: 'layout-shift', buffered: true });
  })`);
  expect(shifted).toBe(0);
});
