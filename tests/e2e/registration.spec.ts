import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/solid-png';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, freshEmail, signInAsAdmin, signInAsOwner } from './support/accounts';

const SHORT_DESCRIPTION =
  'A converted Victorian warehouse by the canal with three rooms for conferences, dinners and launches.';
const SUBMITTED = 'Registration submitted successfully! We will review and notify you once approved.';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const errorList = (page: Page) => page.locator('.registration__errors');

async function fillBasics(page: Page, name: string) {
  await page.getByLabel('Venue name').fill(name);
  await page.getByLabel('Short description').fill(SHORT_DESCRIPTION);
  await page.getByLabel('Full description (optional)').fill('Three rooms.\n\nStep-free throughout.');
  await page.getByRole('checkbox', { name: 'Conference venues' }).check();
}

test.describe('Registering a venue', () => {
  test('a new owner registers a venue, resuming after a reload; the admin approves; it is live and searchable', async ({
    page,
    browser,
  }) => {
    const email = freshEmail('registrant');
    const name = `Canal Warehouse ${randomUUID().slice(0, 6)}`;
    await signInAsOwner(page, email);
    await page.getByRole('link', { name: 'Register your venue' }).last().click();
    await expect(page.getByRole('heading', { name: 'Register your venue' })).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Registration steps' }).getByRole('listitem')).toHaveText([
      'Basics',
      'Location',
      'Capacity & Amenities',
      'Images',
      'Review',
    ]);

    // Step 1: Continue checks the step, with the spec's messages.
    await continueButton(page).click();
    await expect(errorList(page)).toContainText('Name must be 3-120 characters');
    await expect(errorList(page)).toContainText('Short description must be 50-240 characters');
    await expect(errorList(page)).toContainText('Select at least one category');
    await fillBasics(page, name);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Location' })).toBeFocused();

    // Step 2, then a reload half way: the draft resumes at the step the owner left.
    await page.getByLabel('City').selectOption('Manchester');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/registrations/') && (response.request().postData() ?? '').includes('M4 5JD'),
    );
    await page.getByLabel('Postcode').fill('m4 5jd');
    await expect(page.getByLabel('Postcode')).toHaveValue('M4 5JD');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('M4 5JD');
    await page.getByLabel('Postcode').fill('M4');
    await continueButton(page).click();
    await expect(errorList(page)).toContainText('Please enter a valid UK postcode');
    await page.getByLabel('Postcode').fill('M4 5JD');
    await continueButton(page).click();

    // Step 3
    await expect(page.getByText('Step 3 of 5')).toBeVisible();
    await continueButton(page).click();
    await expect(errorList(page)).toContainText('At least one capacity must be greater than 0');
    await page.getByLabel('Theatre').fill('180');
    await page.getByLabel('Standing').fill('250');
    await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
    await page.getByRole('checkbox', { name: 'Wheelchair access' }).check();
    await page.getByLabel('Day rate (£)').fill('1450');
    await page.getByLabel('Website (optional)').fill('canal-warehouse.example.co.uk');
    await continueButton(page).click();

    // Step 4: a renamed program is refused; a PNG is uploaded; an image is added by its address.
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await continueButton(page).click();
    await expect(errorList(page)).toContainText('Upload at least one image');
    const upload = page.getByLabel('Upload photos from your device');
    await upload.setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only JPEG, PNG, GIF and WebP images can be uploaded' }),
    ).toBeVisible();
    await upload.setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: solidPng(32, 24, [160, 40, 40]) });
    await expect(page.getByText('Image uploaded.')).toBeVisible();

    // Another site's pictures, as the browser would fetch them (there is no internet here).
    await page.route('https://images.example.com/**', (route) =>
      route.request().url().endsWith('.png')
        ? route.fulfill({ contentType: 'image/png', body: solidPng(40, 30, [20, 90, 160]) })
        : route.fulfill({ contentType: 'text/html', body: '<p>Not a picture</p>' }),
    );
    const byUrl = page.getByLabel('Or add an image by its web address');
    await byUrl.fill('not a url');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid URL format. Please enter a valid image URL.' }),
    ).toBeVisible();
    await byUrl.fill('https://images.example.com/gallery/hall');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'points directly to an image file' })).toBeVisible();
    await byUrl.fill('https://images.example.com/hall.png');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expect(page.getByText('Image added.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(2);
    await continueButton(page).click();

    // Review: everything entered, as a planner will read it.
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    const review = page.locator('.registration__review');
    for (const text of [
      name,
      SHORT_DESCRIPTION,
      'Step-free throughout.',
      'Conference venues',
      'Manchester, M4 5JD',
      'Theatre: 180, Standing: 250',
      'Wi-Fi, Wheelchair access',
      '£1,450 per day',
      'https://canal-warehouse.example.co.uk',
    ])
      await expect(review).toContainText(text);
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page).toHaveURL(/\/owners\/portal$/);
    await expect(page.getByText(SUBMITTED)).toBeVisible();
    const card = page.getByRole('list', { name: 'My registrations' }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Submitted for review');

    // The admin approves it.
    const admin = await browser.newPage();
    await signInAsAdmin(admin, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.getByRole('link', { name: /Pending registrations/ }).click();
    await expect(admin.getByRole('heading', { name: 'Registrations' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Pending review');
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(admin.getByText(`Approved: ${name} is live.`)).toBeVisible();
    await admin.close();

    // Within seconds it is found by name and city, and has a page of its own.
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/api/v2/venues', { params: { q: name, city: 'manchester' } });
          return ((await answer.json()).items as { name: string }[]).map((venue) => venue.name);
        },
        { timeout: 30_000 },
      )
      .toContain(name);
    await page.goto(`/v2/venues?q=${encodeURIComponent(name)}&city=manchester`);
    const result = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(result).toContainText('Manchester');
    await result.getByRole('link', { name: 'View Venue' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The uploaded photo leads the gallery, offered as the narrower copies made on upload; the
    // browser draws the one it picked.
    const hero = page.locator('img.gallery__main-image');
    await expect(hero).toHaveAttribute('srcset', /\/uploads\/media\/[0-9a-f-]{36}-480w\.webp 480w/);
    const drawn = () =>
      hero.evaluate((element) => {
        const image = element as unknown as { currentSrc: string; complete: boolean; naturalWidth: number };
        return { currentSrc: image.currentSrc, complete: image.complete, naturalWidth: image.naturalWidth };
      });
    await expect.poll(async () => (await drawn()).complete).toBe(true);
    expect((await drawn()).currentSrc).toMatch(/-\d+w\.webp$/);
    expect((await drawn()).naturalWidth).toBeGreaterThan(0);
    // Copies that cannot be had (a photo uploaded before they were made): the photo as sent.
    await page.route(/\/uploads\/media\/[0-9a-f-]{36}-\d+w\.webp$/, (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await expect(hero).not.toHaveAttribute('srcset');
    await expect.poll(async () => (await drawn()).currentSrc).toMatch(/\/uploads\/media\/[0-9a-f-]{36}\.png$/);
    await expect.poll(async () => (await drawn()).naturalWidth).toBeGreaterThan(0);
    await page.unroute(/\/uploads\/media\/[0-9a-f-]{36}-\d+w\.webp$/);

    await page.goto('/owners/portal');
    const venue = page.getByRole('list', { name: 'My venues' }).getByRole('listitem').filter({ hasText: name });
    await expect(venue.getByRole('link', { name: /^View Live/ })).toBeVisible();
  });

  test('Submit goes back to the first step that fails, with its messages', async ({ page }) => {
    await signInAsOwner(page, freshEmail('jump-back'));
    // A draft left at Review with its location missing (saved from another device, say).
    await page.request.post('/api/registrations', {
      data: {
        venue_data: {
          name: 'Half-finished Hall',
          short_description: SHORT_DESCRIPTION,
          categories: ['meeting-rooms'],
          capacities: { theatre: 40 },
          images: ['/uploads/demo/venue-02.svg'],
        },
        step: 4,
      },
    });
    await page.goto('/owners/register-venue');
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expect(errorList(page)).toContainText('Please select a valid city');
    await expect(errorList(page)).toContainText('Please enter a valid UK postcode');
  });

  test('warns when the venue may already be listed, with a link to claim it instead', async ({ page }) => {
    await signInAsOwner(page, freshEmail('duplicate'));
    const { items } = await (await page.request.get('/api/v2/venues?city=leeds')).json();
    const existing = (items as { name: string; slug: string; claimed: boolean }[]).find((venue) => !venue.claimed)!;
    await page.goto('/owners/register-venue');
    await fillBasics(page, existing.name);
    await continueButton(page).click();
    await page.getByLabel('City').selectOption('Leeds');
    const warning = page.getByRole('complementary', { name: 'This venue may already be listed' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: existing.name, exact: true }).first()).toBeVisible();
    await expect(warning.locator(`a[href="/v2/venue/${existing.slug}/claim"]`)).toContainText('Claim it instead');
  });

  test('a second tab’s stale save is not lost silently: the wizard says the draft changed elsewhere', async ({
    page,
  }) => {
    await signInAsOwner(page, freshEmail('two-tabs'));
    await page.goto('/owners/register-venue');
    await page.getByLabel('Venue name').fill('First Tab Hall');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const other = await page.context().newPage();
    await other.goto('/owners/register-venue');
    await expect(other.getByLabel('Venue name')).toHaveValue('First Tab Hall');
    await other.getByLabel('Venue name').fill('Second Tab Hall');
    await expect(other.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByLabel('Venue name').fill('First Tab Hall, renamed');
    await expect(page.getByText('This draft was changed in another tab or window')).toBeVisible();
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect(page.getByLabel('Venue name')).toHaveValue('Second Tab Hall');
    await other.close();
  });
});
