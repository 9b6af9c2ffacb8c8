// Saved shortlists (issue #48): a planner's brief follows their account. What one browser
// shortlisted, signed out, merges into the account on sign-in; another browser, signing in,
// shows it (merged with its own), and a change made on either is what the other reads next.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshEmail, oneSignInAtATime, requestMagicLink } from './support/accounts';
import { apiSearch, briefLink, expectNoHorizontalScroll, type ApiVenueCard } from './support/venue-finder';

function briefItems(page: Page) {
  return page.getByRole('list', { name: /^Venues in your brief/ }).getByRole('listitem');
}

const nameOf = (venue: ApiVenueCard) => venue.display_name || venue.name;

/** A browser of its own (its own storage and cookies), on the brief page holding these venues. */
async function browserWithBrief(
  browser: Browser,
  venues: ApiVenueCard[],
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`/v2/brief?ids=${venues.map((venue) => venue.id).join(',')}`);
  for (const venue of venues) await expect(briefItems(page).getByRole('link', { name: nameOf(venue) })).toBeVisible();
  return page;
}

async function signInAsPlanner(page: Page, email: string): Promise<void> {
  await page.goto('/auth/magic');
  await oneSignInAtATime(email, async () => {
    const link = await requestMagicLink(page, email, 'planner');
    await page.goto(link);
    await expect(page).toHaveURL(/\/v2\/my-events$/);
  });
}

test.describe('Saved shortlists', () => {
  test('a shortlist made on one browser appears on another after sign-in', async ({ browser }) => {
    const email = freshEmail('shortlist-planner');
    const { items } = await apiSearch((await browser.newContext()).request, { city: 'leeds', pageSize: 3 });
    const [first, second, third] = items as [ApiVenueCard, ApiVenueCard, ApiVenueCard];

    // Signed out, the first browser shortlists two venues; signing in keeps them, now in the account.
    const one = await browserWithBrief(browser, [first, second]);
    await signInAsPlanner(one, email);
    await one.goto('/v2/brief');
    const saved = one.getByRole('region', { name: 'Saved to your account' });
    await expect(saved.getByLabel('Shortlist', { exact: true })).toHaveValue(/.+/);
    await expect(saved.getByLabel('Shortlist name')).toHaveValue('My shortlist');
    await expect(briefItems(one)).toHaveCount(2);

    // The second browser, a phone, has a venue of its own: signing in merges it, and shows the first's two.
    const two = await browserWithBrief(browser, [third], { width: 412, height: 915 });
    await signInAsPlanner(two, email);
    await two.goto('/v2/brief');
    await expect(briefItems(two)).toHaveCount(3);
    for (const venue of [first, second, third])
      await expect(briefItems(two).getByRole('link', { name: nameOf(venue) })).toBeVisible();
    await expectNoHorizontalScroll(two);

    // A venue removed and a new name on the second browser are what the first reads next.
    await two.getByRole('button', { name: `Remove ${nameOf(first)} from your brief` }).click();
    await expect(briefItems(two)).toHaveCount(2);
    const name = two.getByRole('region', { name: 'Saved to your account' }).getByLabel('Shortlist name');
    await name.fill('Leeds offsite');
    await two.getByRole('button', { name: 'Rename' }).click();
    await expect(two.getByRole('button', { name: 'Rename' })).toBeDisabled();

    await expect(async () => {
      await one.reload();
      await expect(saved.getByLabel('Shortlist name')).toHaveValue('Leeds offsite', { timeout: 2_000 });
      await expect(briefItems(one)).toHaveCount(2, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    for (const venue of [second, third])
      await expect(briefItems(one).getByRole('link', { name: nameOf(venue) })).toBeVisible();
    await expect(briefLink(one)).toHaveAccessibleName('Brief (2 venues)');
    await expect(briefItems(one).getByRole('link', { name: nameOf(first) })).toHaveCount(0);

    // A new shortlist for another event starts empty; the first stays saved and can be chosen again.
    await saved.getByLabel('New shortlist for another event').fill('Christmas party');
    await saved.getByRole('button', { name: 'Start new shortlist' }).click();
    await expect(saved.getByLabel('Shortlist name')).toHaveValue('Christmas party');
    await expect(one.getByText('Your brief is empty.')).toBeVisible();
    await saved.getByLabel('Shortlist', { exact: true }).selectOption({ label: 'Leeds offsite' });
    await expect(briefItems(one)).toHaveCount(2);

    // Sending the brief keeps the shortlist saved: it is still there for the next brief.
    await one.getByLabel('Email address').fill(email);
    await one.getByRole('button', { name: 'Send my brief' }).click();
    await expect(one.getByRole('heading', { name: /your brief is on its way/ })).toBeVisible();
    await one.goto('/v2/brief');
    await expect(saved.getByLabel('Shortlist name')).toHaveValue('Leeds offsite');
    await expect(briefItems(one)).toHaveCount(2);
  });
});
