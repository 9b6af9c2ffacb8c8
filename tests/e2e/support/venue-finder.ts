// What the visitor journeys share: the API's own answers (to compare the page with) and the
// page's landmarks, found by role and name.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ApiVenueCard {
  id: string;
  slug: string;
  name: string;
  display_name: string;
  city: string;
  images: string[];
  capacity: { min: number; max: number };
  distance_km?: number;
  /** The venue has an owner on Venue Finder. */
  claimed: boolean;
}

export interface ApiSearchAnswer {
  items: ApiVenueCard[];
  total: number;
}

type Query = Record<string, string | number | readonly (string | number)[]>;

/** GET /api/v2/venues with repeated parameters for lists, as the web app sends them. */
export async function apiSearch(request: APIRequestContext, query: Query = {}): Promise<ApiSearchAnswer> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  const response = await request.get(`/api/v2/venues?${params}`);
  expect(response.ok(), `GET /api/v2/venues?${params} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as ApiSearchAnswer;
}

/** "1,234 venues found", as the results heading says it. */
export function countHeading(total: number): string {
  return `${new Intl.NumberFormat('en-GB').format(total)} ${total === 1 ? 'venue' : 'venues'} found`;
}

export function resultsHeading(page: Page, total: number): Locator {
  return page.getByRole('heading', { level: 1, name: countHeading(total), exact: true });
}

export function venueCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Venues' }).getByRole('article');
}

export function advancedFiltersToggle(page: Page): Locator {
  return page.getByRole('button', { name: /^Advanced Filters/ });
}

export async function openAdvancedFilters(page: Page): Promise<void> {
  const toggle = advancedFiltersToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

export function compareBar(page: Page): Locator {
  return page.getByRole('region', { name: /^Compare venues/ });
}

/** A published venue with more photos than the gallery's five thumbnails. */
export async function venueWithManyPhotos(request: APIRequestContext): Promise<ApiVenueCard> {
  for (let page = 1; page <= 5; page += 1) {
    const { items } = await apiSearch(request, { page, pageSize: 50 });
    const venue = items.find((item) => item.images.length > 6);
    if (venue) return venue;
  }
  throw new Error('No demo venue has more than six photos');
}

export interface MailboxMessage {
  id: string;
  kind: string;
  to: string | string[];
  reply_to: string | null;
  subject: string;
  text: string;
  status: string;
}

/** A fresh address per test, so the dev mailbox tells each test's mail apart. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
}

/** The dev mailbox's messages to `email` (newest first). */
export async function mailTo(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get('/dev/mailbox/messages');
  expect(response.ok(), `GET /dev/mailbox/messages answered ${response.status()}`).toBeTruthy();
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  const wanted = email.toLowerCase();
  return messages.filter((message) =>
    (Array.isArray(message.to) ? message.to : [message.to]).some((to) => to.toLowerCase().includes(wanted)),
  );
}

/** The brief's confirmation mail to `email`, once the background dispatcher has queued it. */
export async function confirmationMailTo(request: APIRequestContext, email: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, email)).find((message) => message.kind === 'enquiry.confirmation');
        return found !== undefined;
      },
      { timeout: 10_000, message: `a confirmation mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The team's notification of the enquiry `email` sent (it replies to the planner). */
export async function notificationFrom(request: APIRequestContext, email: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/dev/mailbox/messages')).json()) as {
          messages: MailboxMessage[];
        };
        found = messages.find((m) => m.kind === 'enquiry.notification' && m.reply_to === email);
        return found !== undefined;
      },
      { timeout: 10_000, message: `the team's notification of ${email}'s enquiry` },
    )
    .toBe(true);
  return found!;
}

export function briefLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Brief/ });
}

/** The page is no wider than its window: nothing scrolls sideways, nothing is cut off. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // A string, evaluated in the page: these tests compile without the DOM's types. On a failure
  // it names the elements that stick out furthest, so the cause is in the report.
  const { overflow, widest } = await page.evaluate<{ overflow: number; widest: string[] }>(`(() => {
    const width = document.documentElement.clientWidth;
    const widest = [...document.querySelectorAll('body *')]
      .map((element) => [element, element.getBoundingClientRect().right])
      .filter(([, right]) => right > width + 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([element, right]) => element.tagName.toLowerCase() + '.' + element.className + ' → ' + Math.round(right) + ' px: ' + (element.textContent || '').trim().slice(0, 60));
    return { overflow: document.documentElement.scrollWidth - width, widest };
  })()`);
  expect(overflow, `wider than the window: ${widest.join(' | ')}`).toBeLessThanOrEqual(0);
}
