import { expect, type Page, test } from '@playwright/test';
import { type DnsTestServer, startDnsTestServer } from '../support/dns-test-server';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  freshEmail,
  requestMagicLink,
  signInAsAdmin,
  signInAsOwner,
} from './support/accounts';
import { E2E_DNS_PORT } from './support/e2e-env';
import { unclaimedVenue } from './support/owned-venue';

// One DNS server on a fixed port, and claims that build on each other: one worker, in order.
// Each takes its own unclaimed demo venue (unclaimedVenue), whose website is https://www.{slug}.example.
test.describe.configure({ mode: 'serial' });

let dns: DnsTestServer;

test.beforeAll(async () => {
  dns = await startDnsTestServer(E2E_DNS_PORT);
});
test.afterAll(async () => {
  await dns?.close();
});

async function openClaims(page: Page) {
  await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: /Pending claims/ }).click();
  await expect(page.getByRole('heading', { name: 'Ownership claims' })).toBeVisible();
}

const claimRow = (page: Page, venue: string) => page.getByRole('row').filter({ hasText: venue });

test('an owner at the venue website’s domain claims it, is fast-tracked, and gets it once approved', async ({
  page,
  browser,
}) => {
  const venue = await unclaimedVenue(page, { city: 'london' });
  const domain = `${venue.slug}.example`;
  dns.set(domain, { mx: [{ exchange: `mx.${domain}`, priority: 10 }] });
  await signInAsOwner(page, `events@${domain}`);

  await page.goto(`/v2/venue/${venue.slug}`);
  await page.getByRole('link', { name: 'Claim this venue' }).click();
  await expect(page.getByRole('heading', { name: `Claim ${venue.name}` })).toBeVisible();
  await expect(page.getByText(`https://www.${domain}`)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Email domain/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Proof strength' })).toContainText('Medium (Email domain match)');
  await page.getByRole('radio', { name: /DNS TXT record/ }).check();
  await expect(page.getByRole('region', { name: 'Proof strength' })).toContainText(
    'High (DNS TXT or DMARC-verified email)',
  );
  await page.getByRole('radio', { name: /Document/ }).check();
  await expect(page.getByRole('region', { name: 'Proof strength' })).toContainText('Low (Document only)');
  await page.getByRole('radio', { name: /Email domain/ }).check();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByRole('heading', { name: 'Claim Submitted!' })).toBeVisible();
  await expect(page.getByText('your claim is fast-tracked')).toBeVisible();
  await expect(page).toHaveURL(/\/owners\/portal$/, { timeout: 6_000 });
  await page.getByRole('tab', { name: 'My Claims' }).click();
  await expect(page.getByRole('row').filter({ hasText: venue.name })).toContainText('Pending');

  const admin = await browser.newPage();
  await openClaims(admin);
  const row = claimRow(admin, venue.name);
  await expect(row).toContainText('Fast-tracked');
  await expect(row).toContainText(`events@${domain}`);
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = admin.getByRole('dialog', { name: `Review claim: ${venue.name}` });
  await expect(dialog).toContainText('verified with valid MX records');
  await expect(dialog.getByRole('listitem')).toHaveText([/Claim submitted/, /E-mail domain checked/]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Claim approved successfully!')).toBeVisible();
  await admin.close();

  await page.goto('/owners/portal');
  await expect(
    page.getByRole('list', { name: 'My venues' }).getByRole('listitem').filter({ hasText: venue.name }),
  ).toBeVisible();
  await page.goto(`/v2/venue/${venue.slug}/claim`);
  await expect(page.getByText('This venue has already been claimed.')).toBeVisible();
});

test('a visitor signs in on submit and comes back to the same claim; the DNS record is verified and approved', async ({
  page,
  browser,
}) => {
  const venue = await unclaimedVenue(page, { city: 'leeds' });
  const email = freshEmail('dns-claimant');
  await page.goto(`/v2/venue/${venue.slug}/claim`);
  await page.getByRole('radio', { name: /DNS TXT record/ }).check();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page).toHaveURL(/\/auth\/magic\?next=/);
  await page.goto(await requestMagicLink(page, email));
  await expect(page).toHaveURL(new RegExp(`/v2/venue/${venue.slug}/claim$`));
  await expect(page.getByRole('radio', { name: /DNS TXT record/ })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByRole('heading', { name: 'Claim Submitted!' })).toBeVisible();
  const recordName = `_venues-claim.${venue.slug}.example`;
  await expect(page.getByText(recordName)).toBeVisible();
  const token = await page.locator('.claim-page__dns dd').nth(1).innerText();
  expect(token).toMatch(/^[0-9a-f-]{36}$/);
  // The portal keeps the record to publish after the claim screen has moved on.
  await expect(page).toHaveURL(/\/owners\/portal$/, { timeout: 6_000 });
  await page.getByRole('tab', { name: 'My Claims' }).click();
  await expect(page.getByRole('row').filter({ hasText: venue.name })).toContainText(
    `Publish a TXT record at ${recordName} with the value ${token}`,
  );

  const admin = await browser.newPage();
  await openClaims(admin);
  const row = claimRow(admin, venue.name);
  await expect(row).toContainText('Manual review');
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = admin.getByRole('dialog', { name: `Review claim: ${venue.name}` });
  await expect(dialog).toContainText(recordName);
  await dialog.getByRole('button', { name: 'Verify DNS Now' }).click();
  await expect(dialog.getByText(`No TXT record found at ${recordName} yet.`)).toBeVisible();
  dns.set(recordName, { txt: [[token]] });
  await dialog.getByRole('button', { name: 'Verify DNS Now' }).click();
  await expect(dialog.getByText('DNS TXT verified!')).toBeVisible();
  await expect(dialog.getByRole('listitem').last()).toContainText('DNS TXT record verified');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Claim approved successfully!')).toBeVisible();
  await admin.close();
});

test('a document proof is checked before upload; the admin rejects the claim without notes', async ({
  page,
  browser,
}) => {
  const venue = await unclaimedVenue(page, { city: 'bristol' });
  await signInAsOwner(page, freshEmail('doc-claimant'));
  await page.goto(`/v2/venue/${venue.slug}/claim`);
  await page.getByRole('radio', { name: /Document/ }).check();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload a document as proof' })).toBeVisible();
  const input = page.getByLabel('Your document');
  await input.setInputFiles({
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a pdf at all'),
  });
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, PNG, and JPEG files are allowed' })).toBeVisible();
  await input.setInputFiles({
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByRole('heading', { name: 'Claim Submitted!' })).toBeVisible();

  const admin = await browser.newPage();
  await openClaims(admin);
  const row = claimRow(admin, venue.name);
  await expect(row).toContainText('Document');
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = admin.getByRole('dialog', { name: `Review claim: ${venue.name}` });
  const [document] = await Promise.all([
    admin.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download the document' }).click(),
  ]);
  expect(document.suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Claim rejected successfully!')).toBeVisible();
  await admin.close();

  await page.goto('/owners/portal');
  await page.getByRole('tab', { name: 'My Claims' }).click();
  const mine = page.getByRole('row').filter({ hasText: venue.name });
  await expect(mine).toContainText('Rejected');
  await expect(mine).toContainText('Could not verify ownership');
});

test('a venue with no website offers no DNS proof: a record on the claimant’s own domain proves nothing', async ({
  page,
  browser,
}) => {
  // The e2e demo set has no unclaimed venue without a website to count on: an administrator clears one's.
  const venue = await unclaimedVenue(page, { city: 'edinburgh' });
  const admin = await browser.newPage();
  await signInAsAdmin(admin, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  const { version } = await (await admin.request.get(`/api/admin/venues/${venue.id}`)).json();
  const cleared = await admin.request.patch(`/api/admin/venues/${venue.id}`, {
    data: { version, field_changes: { contact: {} } },
  });
  expect(cleared.status()).toBe(200);
  await admin.close();
  const detail = await (await page.request.get(`/api/v2/venues/${venue.slug}`)).json();
  expect(detail.website).toBeFalsy();

  await signInAsOwner(page, freshEmail('no-website'));
  await page.goto(`/v2/venue/${venue.slug}/claim`);
  await expect(page.getByRole('heading', { name: `Claim ${venue.name}` })).toBeVisible();
  await expect(page.getByText('None listed')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Email domain/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Document/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /DNS TXT record/ })).toHaveCount(0);
});

test('an unknown venue says so, with a way back', async ({ page }) => {
  await page.goto('/v2/venue/no-such-venue-anywhere/claim');
  await expect(page.getByRole('heading', { name: 'Venue not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Venues' }).click();
  await expect(page).toHaveURL(/\/v2\/venues$/);
});

test('with every claim reviewed, the queue says so', async ({ page }) => {
  await openClaims(page);
  // Other files' claims may be waiting a moment: review them first, as an admin would.
  await expect(async () => {
    const { claims } = await (await page.request.get('/api/admin/mod/claims')).json();
    for (const claim of claims as { id: string }[])
      await page.request.patch(`/api/admin/mod/claims/${claim.id}`, { data: { status: 'rejected' } });
    await page.reload();
    await expect(page.getByText('No Pending Claims')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('All ownership claims have been reviewed.')).toBeVisible();
});
