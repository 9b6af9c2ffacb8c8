// The admin queues at scale (issue #36): one pending claim found by e-mail among thousands, three
// registrations approved at once with each one's outcome, and a registration's full preview with
// its photos and a published venue it may duplicate. The thousands are made with one SQL insert
// (not through the UI), dated after every other claim so the other journeys' claims stay on the
// first page of the pending queue, on a venue nobody may claim so no journey picks it.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, signInAsAdmin } from './support/accounts';
import { withDatabase } from './support/enquiry-loop';

async function signIn(page: Page) {
  await signInAsAdmin(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  // A password check is slow by design, and slower still while the setup's inserts run.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
}

const RUN = randomUUID().slice(0, 8);
const THOUSANDS = 3000;

/** A registration's venue as the wizard would submit it: it passes every step. */
function venueData(name: string, city: string, postcode: string, images: string[]) {
  return {
    name,
    short_description: `${name}: a light, flexible space for conferences, dinners and launches in the city centre.`,
    description_html: '<p>Three halls under a glass roof.</p><p>Step-free throughout, with a lift to every floor.</p>',
    categories: ['conference-venues'],
    address: { line1: '1 Market Street', city, postcode },
    capacities: { theatre: 300, banquet: 180, standing: 450 },
    amenities: ['wifi', 'stage'],
    pricing: { day_rate: 2400, hour_rate: 300, currency: 'GBP' },
    contact: { website: 'example.co.uk' },
    images,
  };
}

/** Submitted registrations, each by an owner of its own, straight into the database. */
async function submitRegistrations(venues: ReturnType<typeof venueData>[]): Promise<void> {
  await withDatabase(async (db) => {
    for (const data of venues) {
      // One file's tests may share a worker (and RUN): each registrant is new.
      const email = `registrant-${RUN}-${randomUUID().slice(0, 8)}@example.co.uk`;
      await db.query(
        `WITH owner AS (INSERT INTO users (email, user_type, created_at, updated_at) VALUES ($1, 'owner', $3, $3) RETURNING id)
         INSERT INTO registrations (user_id, email, venue_data, status, step, submitted_at, created_at, updated_at)
         SELECT id, $1, $2::jsonb, 'submitted', 4, $3, $3, $3 FROM owner`,
        [email, JSON.stringify(data), new Date()],
      );
    }
  });
}

test.describe('admin queues at scale', () => {
  test('an admin finds one pending claim among thousands by its e-mail', async ({ page }) => {
    const needle = `needle-${RUN}@example.co.uk`;
    await withDatabase(async (db) => {
      const [venue] = (
        await db.query(
          `SELECT id FROM venues WHERE status = 'published' ORDER BY claimable, (owner_id IS NULL) DESC, id LIMIT 1`,
        )
      ).rows as { id: string }[];
      await db.query(
        `WITH claimants AS (
           INSERT INTO users (email, user_type, created_at, updated_at)
           SELECT 'claimant-' || $2 || '-' || n || '@bulk.example.co.uk', 'owner', $4::timestamptz, $4::timestamptz
             FROM generate_series(1, $3::int) AS n
           RETURNING id, email)
         INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, status, created_at, updated_at)
         SELECT $1, id, email, 'doc', 'documents/none.pdf', 'submitted',
                $4::timestamptz + interval '30 days' + row_number() OVER (ORDER BY email) * interval '1 second',
                $4::timestamptz
           FROM claimants`,
        [venue!.id, RUN, THOUSANDS, new Date()],
      );
      await db.query(
        `WITH claimant AS (INSERT INTO users (email, user_type, created_at, updated_at) VALUES ($2, 'owner', $3, $3) RETURNING id)
         INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, status, created_at, updated_at)
         SELECT $1, id, $2, 'doc', 'documents/none.pdf', 'submitted', $3::timestamptz + interval '30 days', $3
           FROM claimant`,
        [venue!.id, needle, new Date()],
      );
    });

    await signIn(page);
    await page.goto('/admin/claims');
    await expect(page.getByRole('heading', { name: 'Ownership claims' })).toBeVisible();
    // The true total, not a capped count: at least the thousands made here.
    const total = page.getByText(/^[\d,]+ pending claims$/);
    await expect(total).toBeVisible();
    expect(Number((await total.innerText()).replace(/\D/g, ''))).toBeGreaterThan(THOUSANDS);
    await expect(page.getByRole('link', { name: 'Next' })).toBeVisible();

    const search = page.getByRole('search', { name: 'Search the queue' });
    await search.getByLabel('Venue name or owner e-mail').fill(needle);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(needle).replace(/\./g, '\\.')}`));
    await expect(page.getByText(`1 pending claim matching “${needle}”`)).toBeVisible();
    const rows = page.getByRole('table', { name: 'Claims' }).getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the one claim
    await expect(rows.nth(1)).toContainText(needle);
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);

    // The address keeps the search: a reload shows the same page.
    await page.reload();
    await expect(page.getByText(`1 pending claim matching “${needle}”`)).toBeVisible();
  });

  // The thousands would stand in every other file's claims queue (claims.spec.ts empties it).
  test.afterAll(async () => {
    await withDatabase(async (db) => {
      const made = `(email LIKE 'claimant-' || $1 || '-%@bulk.example.co.uk' OR email = $2)`;
      await db.query(`DELETE FROM claims WHERE ${made}`, [RUN, `needle-${RUN}@example.co.uk`]);
      await db.query(`DELETE FROM users WHERE ${made}`, [RUN, `needle-${RUN}@example.co.uk`]);
    });
  });

  test('an admin approves three registrations at once and reads each one’s outcome', async ({ page }) => {
    const names = [1, 2, 3].map((n) => `Bulk Hall ${RUN} ${n}`);
    await submitRegistrations(names.map((name) => venueData(name, 'leeds', 'LS1 4AP', ['https://example.com/a.jpg'])));

    await signIn(page);
    await page.goto(`/admin/registrations?q=${RUN}`);
    await expect(page.getByRole('heading', { name: 'Registrations' })).toBeVisible();
    await expect(page.getByText(`3 pending registrations matching “${RUN}”`)).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    for (const name of names) await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Approve selected' }).click();

    const outcome = page.getByRole('status').filter({ hasText: '3 approved.' });
    await expect(outcome).toBeVisible();
    const each = outcome.getByRole('list', { name: 'Outcome of each' }).getByRole('listitem');
    await expect(each).toHaveCount(3);
    for (const name of names) await expect(each.filter({ hasText: name })).toContainText(`${name} is published.`);
    await expect(page.getByText('No registrations match.')).toBeVisible();

    await page.getByLabel('Status').selectOption('Approved');
    await expect(page).toHaveURL(/status=approved/);
    const search = page.getByRole('search', { name: 'Search the queue' });
    await search.getByLabel('Venue name or owner e-mail').fill(RUN);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(`3 approved registrations matching “${RUN}”`)).toBeVisible();
  });

  test('an admin reviews a registration’s full listing, its photos and a possible duplicate, then rejects it', async ({
    page,
  }) => {
    const existing = await withDatabase(async (db) => {
      const { rows } = await db.query(
        `SELECT display_name AS name, city, postcode, images FROM venues
          WHERE status = 'published' AND cardinality(images) >= 2 AND postcode <> ''
          ORDER BY id LIMIT 1`,
      );
      return rows[0] as { name: string; city: string; postcode: string; images: string[] };
    });
    const images = existing.images.slice(0, 3);
    await submitRegistrations([venueData(existing.name, existing.city, existing.postcode, images)]);

    await signIn(page);
    await page.goto(`/admin/registrations?q=registrant-${RUN}`);
    await page.getByRole('link', { name: /^Review the listing/ }).click();
    await expect(page.getByRole('heading', { name: `Review registration: ${existing.name}`, level: 1 })).toBeVisible();

    const duplicates = page.getByRole('list', { name: 'Published venues like this one' });
    await expect(duplicates.getByRole('link', { name: existing.name })).toBeVisible();

    const listing = page.getByRole('region', { name: 'The listing as planners will see it' });
    await expect(listing.getByRole('heading', { name: existing.name, level: 2 })).toBeVisible();
    await expect(
      listing.getByRole('button', { name: `Open photo 1 of ${images.length} of ${existing.name} full size` }),
    ).toBeVisible();
    await expect(listing.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(images.length);
    await expect(listing).toContainText('Three halls under a glass roof.');
    await expect(listing).toContainText('£2,400 per day');
    await expect(listing).toContainText('300');
    // The map loads as it scrolls into view, placed by the postcode before the indexer has run.
    await listing.getByText('1 Market Street').scrollIntoViewIfNeeded();
    await expect(listing.getByRole('region', { name: `Map showing where ${existing.name} is` })).toBeVisible();
    // What needs a live venue is not offered on a preview.
    await expect(listing.getByRole('button', { name: /Add to/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page
      .getByLabel(`Reason for rejecting ${existing.name}`)
      .fill('This venue is already listed: please claim it.');
    await page.getByRole('button', { name: 'Reject Registration' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Rejected: ${existing.name}.` })).toBeVisible();
  });
});
