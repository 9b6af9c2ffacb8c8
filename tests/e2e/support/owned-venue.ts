// Owners' claims for the owner journeys: a claim of an unclaimed venue of a city, found through
// the public api; and a fresh owner who owns one venue, their claim approved by the demo admin
// (signed in on `admin`, which is left on the dashboard).
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, freshEmail, signInAsAdmin, signInAsOwner } from './accounts';

/** A venue as the public search lists it. */
export interface ListedVenue {
  id: string;
  name: string;
  slug: string;
  claimed: boolean;
  claimable: boolean;
}

/**
 * A claim by the owner signed in on `page`, proved by their e-mail's domain, of an unclaimed venue
 * of the city (the first the public search lists, in its `sort`).
 */
export async function claimAVenue(
  page: Page,
  { city, sort }: { city: string; sort?: 'updated' },
): Promise<{ venue: ListedVenue; claimId: string }> {
  const listed = await page.request.get('/api/v2/venues', { params: sort ? { city, sort } : { city } });
  const venue = ((await listed.json()).items as ListedVenue[]).find((v) => !v.claimed && v.claimable)!;
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
