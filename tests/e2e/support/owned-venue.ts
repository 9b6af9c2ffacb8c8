// Owners' claims for the owner journeys: an unclaimed venue of a city, found through the public
// api and taken by one journey only; a claim of it; and a fresh owner who owns one venue, their
// claim approved by the demo admin (signed in on `admin`, which is left on the dashboard).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, freshEmail, signInAsAdmin, signInAsOwner } from './accounts';
import { E2E_DATA_DIR } from './e2e-env';

/** A venue as the public search lists it. */
export interface ListedVenue {
  id: string;
  name: string;
  slug: string;
  claimed: boolean;
  claimable: boolean;
}

/**
 * Where this run's journeys note the venues they have taken, one directory each: making one is
 * atomic, so the two workers never take the same venue. The product's data directory is made
 * afresh for every run (playwright.config.ts), and this with it.
 */
const TAKEN = join(E2E_DATA_DIR, 'e2e-taken-venues');

/**
 * An unclaimed venue of the city that no other journey of this run has taken, in either worker:
 * the first the public search lists, in its `sort`. Two journeys claiming one venue at once would
 * see each other's claim.
 */
export async function unclaimedVenue(
  page: Page,
  { city, sort }: { city: string; sort?: 'updated' },
): Promise<ListedVenue> {
  const listed = await page.request.get('/api/v2/venues', { params: { city, pageSize: 50, ...(sort && { sort }) } });
  mkdirSync(TAKEN, { recursive: true });
  for (const venue of (await listed.json()).items as ListedVenue[]) {
    if (venue.claimed || !venue.claimable) continue;
    try {
      mkdirSync(join(TAKEN, venue.id));
      return venue;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`Every unclaimed venue the search lists in ${city} is taken by this run's journeys`);
}

/**
 * A claim by the owner signed in on `page`, proved by their e-mail's domain, of an unclaimed venue
 * of the city no other journey has taken (see unclaimedVenue).
 */
export async function claimAVenue(
  page: Page,
  { city, sort }: { city: string; sort?: 'updated' },
): Promise<{ venue: ListedVenue; claimId: string }> {
  const venue = await unclaimedVenue(page, { city, sort });
  const claim = await page.request.post('/api/claims', {
    data: { venue_id: venue.id, proof: { type: 'email_domain' } },
  });
  expect(claim.status()).toBe(201);
  return { venue, claimId: (await claim.json()).id };
}

export async function ownerOfAVenue(
  page: Page,
  admin: Page,
  { city, owner, sort }: { city: string; /** Names the owner's address. */ owner: string; sort?: 'updated' },
): Promise<ListedVenue> {
  await signInAsOwner(page, freshEmail(owner));
  const { venue, claimId } = await claimAVenue(page, { city, sort });
  await signInAsAdmin(admin, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  const approved = await admin.request.patch(`/api/admin/mod/claims/${claimId}`, { data: { status: 'approved' } });
  expect(approved.status()).toBe(200);
  return venue;
}
