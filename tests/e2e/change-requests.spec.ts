import { expect, test } from '@playwright/test';
import { solidPng } from '../support/solid-png';
import { ownerOfAVenue } from './support/owned-venue';

test('an owner asks for changes; the admin approves two fields and rejects one; the listing shows them', async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const venue = await ownerOfAVenue(page, admin, { city: 'glasgow', owner: 'editor', sort: 'updated' });

  await page.goto('/owners/portal');
  const card = page.getByRole('list', { name: 'My venues' }).getByRole('listitem').filter({ hasText: venue.name });
  await card.getByRole('button', { name: /^Request Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: `Request an edit: ${venue.name}` });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Change at least one value to request an edit.')).toBeVisible();
  await dialog.getByLabel('Description').fill('Completely refurbished in 2026.\n\nNow with a roof terrace.');
  await dialog.getByLabel('Theatre capacity').fill('345');
  await dialog.getByLabel('Day rate (£)').fill('2345');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Edit request submitted! Admin will review shortly.')).toBeVisible();

  await admin.goto('/admin/change-requests');
  await expect(admin.getByRole('heading', { name: 'Change Requests Queue' })).toBeVisible();
  await expect(admin.getByLabel('Status')).toHaveValue('submitted');
  const request = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: venue.name }) });
  await expect(request).toContainText('3 changed fields');
  await expect(request.getByRole('list', { name: 'Changed fields' })).toContainText('Description');
  await request.getByRole('button', { name: /^Review Changes/ }).click();
  await expect(request.getByRole('button', { name: /^Hide Details/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(request.getByRole('row', { name: /Pricing/ })).toContainText('£2,345');

  await request.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(request.getByText('Please select at least one field to approve or reject.')).toBeVisible();
  const approve = (field: string) => request.getByRole('button', { name: `Approve ${field}` });
  const reject = (field: string) => request.getByRole('button', { name: `Reject ${field}` });
  await approve('Capacities').click();
  await reject('Capacities').click(); // moves it to the other list
  await expect(approve('Capacities')).toHaveAttribute('aria-pressed', 'false');
  await expect(reject('Capacities')).toHaveAttribute('aria-pressed', 'true');
  await reject('Capacities').click(); // chosen again: cleared
  await expect(request.getByText('0 selected')).toBeVisible();
  await approve('Pricing').click();
  await request.getByRole('button', { name: 'Clear Selection' }).click();
  await expect(request.getByText('0 selected')).toBeVisible();
  await approve('Capacities').click();
  await approve('Pricing').click();
  await reject('Description').click();
  await expect(request.getByText('3 selected')).toBeVisible();
  admin.once('dialog', (confirm) => void confirm.accept());
  await request.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(admin.getByText('Change request partially approved: 2 of 3 fields applied.')).toBeVisible();

  // The venue page shows the approved values within seconds; the rejected description stays.
  await expect
    .poll(async () => {
      const detail = await (await page.request.get(`/api/v2/venues/${venue.slug}`)).json();
      return [detail.capacities.theatre, detail.pricing.day_rate];
    })
    .toEqual([345, 2345]);
  await page.goto(`/v2/venue/${venue.slug}`);
  await expect(page.getByText('Now with a roof terrace.')).toHaveCount(0);

  // The owner is mailed each field's outcome.
  await page.goto('/dev/mailbox');
  const mail = page
    .getByRole('article')
    .filter({ hasText: `Your changes to ${venue.name} have been reviewed` })
    .first();
  await expect(mail).toContainText('Capacities: approved');
  await expect(mail).toContainText('Pricing: approved');
  await expect(mail).toContainText('Description: not approved');
  await admin.close();
});

test('after an admin edits the venue directly, its pending request shows the conflict, naming the field', async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const venue = await ownerOfAVenue(page, admin, { city: 'cardiff', owner: 'editor', sort: 'updated' });
  const ask = (theatre: number) =>
    page.request.post('/api/owners/changes', {
      data: { venue_id: venue.id, field_changes: { capacities: { theatre, banquet: 0, standing: 0 } } },
    });
  expect((await ask(180)).status()).toBe(201);
  // Meanwhile an administrator edits the venue's capacities directly.
  const { version } = await (await admin.request.get(`/api/admin/venues/${venue.id}`)).json();
  const edited = await admin.request.patch(`/api/admin/venues/${venue.id}`, {
    data: { version, field_changes: { capacities: { theatre: 150, banquet: 0, standing: 0 } } },
  });
  expect(edited.status()).toBe(200);

  await admin.goto('/admin/change-requests');
  const request = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: venue.name }) });
  await request.getByRole('button', { name: /^Review Changes/ }).click();
  await expect(request.getByRole('note')).toContainText('This venue has changed since the request was made.');
  await expect(request.getByRole('note')).toContainText('Changed since: Capacities.');
  await admin.getByLabel('Status').selectOption('All');
  await expect(admin.getByText(/^Total: \d+$/)).toBeVisible();
  await expect(admin.getByRole('heading', { name: venue.name })).toBeVisible();
  await admin.close();
});

test('an owner edits their listing on its own page: descriptions, amenities and photos go to review', async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  const venue = await ownerOfAVenue(page, admin, { city: 'manchester', owner: 'editor', sort: 'updated' });
  await page.route('https://photos.example.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: solidPng(30, 20, [10, 120, 60]) }),
  );
  await page.goto('/owners/portal');
  const card = page.getByRole('list', { name: 'My venues' }).getByRole('listitem').filter({ hasText: venue.name });
  await card.getByRole('link', { name: /^Edit listing/ }).click();
  await expect(page.getByRole('heading', { name: `Edit ${venue.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Change at least one value to request an edit.')).toBeVisible();
  await page.getByLabel('Short description').fill('Too short');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Short description must be 50-240 characters')).toBeVisible();
  await page
    .getByLabel('Short description')
    .fill('A bright, newly refurbished space in the Northern Quarter for launches, talks and dinners.');
  // Stage toggled, so the amenities change whichever venue the search gave.
  await page.getByRole('checkbox', { name: 'Stage' }).click();
  await page.getByLabel('Or add an image by its web address').fill('https://photos.example.com/terrace.png');
  await page.getByRole('button', { name: 'Add Image' }).click();
  await expect(page.getByText('Image added.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Edit request submitted! Admin will review shortly.')).toBeVisible();

  await admin.goto('/admin/change-requests');
  const request = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: venue.name }) });
  const chips = request.getByRole('list', { name: 'Changed fields' });
  for (const chip of ['Short description', 'Amenities', 'Images', 'External Links'])
    await expect(chips).toContainText(chip);
  await admin.close();
});
