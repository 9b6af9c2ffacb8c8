import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { pdfText } from '../support/pdf-reading';
import { holdIdleCallbacks, releaseIdleCallbacks } from './support/idle-callbacks';
import { apiSearch } from './support/venue-finder';

const FAILURE_MESSAGE = 'Sorry, I encountered an error. Please try again.';

interface ApiVenueDetail {
  id: string;
  name: string;
  display_name: string;
  capacities: { theatre: number | null };
}

const nameOf = (venue: ApiVenueDetail) => venue.display_name || venue.name;

async function venueDetail(request: APIRequestContext, id: string): Promise<ApiVenueDetail> {
  const response = await request.get(`/api/v2/venues/${id}`);
  expect(response.ok(), `GET /api/v2/venues/${id} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as ApiVenueDetail;
}

/** Three published venues whose theatre capacities are known and all different. */
async function threeVenuesWithTheatres(request: APIRequestContext): Promise<ApiVenueDetail[]> {
  const { items } = await apiSearch(request, { city: 'london', pageSize: 20 });
  const chosen: ApiVenueDetail[] = [];
  for (const card of items) {
    const venue = await venueDetail(request, card.id);
    const theatre = venue.capacities?.theatre;
    if (typeof theatre !== 'number' || chosen.some((other) => other.capacities.theatre === theatre)) continue;
    chosen.push(venue);
    if (chosen.length === 3) return chosen;
  }
  throw new Error('Fewer than three London venues with different theatre capacities');
}

function assistant(page: Page) {
  return page.getByRole('region', { name: 'Ask our AI assistant' });
}

function conversation(page: Page) {
  return assistant(page).getByRole('log');
}

async function compareTwo(page: Page) {
  const { items } = await apiSearch(page.request, { city: 'leeds', pageSize: 2 });
  await page.goto(`/compare?ids=${items.map((venue) => venue.id).join(',')}`);
  await expect(assistant(page)).toBeVisible();
}

test.describe('Compare page: AI assistant and venue pack', () => {
  test('answers which of three venues has the largest theatre capacity', async ({ page }) => {
    const venues = await threeVenuesWithTheatres(page.request);
    const largest = venues.reduce((best, venue) =>
      venue.capacities.theatre! > best.capacities.theatre! ? venue : best,
    );
    await page.goto(`/compare?ids=${venues.map((venue) => venue.id).join(',')}`);
    await expect(assistant(page).getByRole('heading', { name: 'Ask our AI assistant' })).toBeVisible();

    const input = assistant(page).getByLabel('Your question');
    await input.fill('Which venue has the largest theatre capacity?');
    await assistant(page).getByRole('button', { name: 'Send' }).click();
    await expect(conversation(page)).toContainText('Which venue has the largest theatre capacity?');
    await expect(conversation(page)).toContainText(`Assistant: ${nameOf(largest)}`);
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
  });

  test('four suggested questions; a suggestion is asked and answered; blank questions are ignored', async ({
    page,
  }) => {
    await compareTwo(page);
    const suggestions = assistant(page).getByRole('list', { name: 'Suggested questions' }).getByRole('button');
    await expect(suggestions).toHaveCount(4);
    await expect(conversation(page)).toHaveAttribute('aria-live', 'polite');

    await assistant(page).getByLabel('Your question').fill('   ');
    await assistant(page).getByRole('button', { name: 'Send' }).click();
    await expect(conversation(page)).toHaveText('');

    const question = await suggestions.first().innerText();
    await suggestions.first().click();
    await expect(conversation(page)).toContainText(question);
    await expect(conversation(page)).toContainText(/Assistant: \S/);
  });

  test('the suggested questions are asked for once the browser is idle, not while the page starts', async ({
    page,
  }) => {
    await holdIdleCallbacks(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/suggested-questions')) asked.push(request.url());
    });
    await compareTwo(page);
    // The page has started: a question can be typed.
    await expect(assistant(page).getByLabel('Your question')).toBeEnabled();
    expect(asked).toEqual([]);

    await releaseIdleCallbacks(page);
    await expect(assistant(page).getByRole('list', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(4);
    expect(asked).toHaveLength(1);
  });

  test('while a reply is pending nothing more can be asked; a failure says so', async ({ page }) => {
    await compareTwo(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/compare/ai-chat', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: FAILURE_MESSAGE }),
      });
    });

    await assistant(page).getByLabel('Your question').fill('Which venue is cheapest?');
    await assistant(page).getByRole('button', { name: 'Send' }).click();
    await expect(assistant(page).getByLabel('Your question')).toBeDisabled();
    await expect(assistant(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(
      assistant(page).getByRole('list', { name: 'Suggested questions' }).getByRole('button').first(),
    ).toBeDisabled();
    release();
    await expect(conversation(page)).toContainText(FAILURE_MESSAGE);
    await expect(assistant(page).getByLabel('Your question')).toBeEnabled();
  });

  test('too many questions: the API’s own message is shown', async ({ page }) => {
    await compareTwo(page);
    const message = 'You have asked a lot of questions. Please wait a few minutes and try again.';
    await page.route('**/api/compare/ai-chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message }),
      }),
    );
    await assistant(page).getByLabel('Your question').fill('Which venue has parking?');
    await assistant(page).getByRole('button', { name: 'Send' }).click();
    await expect(conversation(page)).toContainText(message);
  });

  test('with one venue there is no assistant', async ({ page }) => {
    const { items } = await apiSearch(page.request, { city: 'leeds', pageSize: 1 });
    await page.goto(`/compare?ids=${items[0]!.id}`);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(assistant(page)).toBeHidden();
  });

  test('Download Venue Pack opens a PDF naming every venue compared', async ({ page }) => {
    const venues = await threeVenuesWithTheatres(page.request);
    await page.goto(`/compare?ids=${venues.map((venue) => venue.id).join(',')}`);
    const [popup, created] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((response) => response.url().endsWith('/api/v2/venue-pack')),
      page.getByRole('button', { name: 'Download Venue Pack' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const { url } = (await created.json()) as { url: string };
    await expect.poll(() => popup.url()).toBe(url);

    const pdf = await page.request.get(url);
    expect(pdf.ok()).toBeTruthy();
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = readPdfText(body).replace(/\s+/g, ' ');
    for (const venue of venues) expect(text).toContain(nameOf(venue));
  });

  test('venue pack failure: the coming-soon alert', async ({ page }) => {
    // Accept alerts as they open: a click can wait on an open alert, so awaiting the click
    // before accepting may never finish.
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await compareTwo(page);
    await page.route('**/api/v2/venue-pack', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Download Venue Pack' }).click();
    await expect.poll(() => alerts).toEqual(['Venue pack generation coming soon!']);
  });
});

/** The PDF's text as poppler's pdftotext reads it (.ci/run installs it), else our own reader. */
function readPdfText(pdf: Buffer): string {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.warn(
      'pdftotext is not installed (Debian: poppler-utils); reading the PDF with tests/support/pdf-reading.ts',
    );
    return pdfText(pdf);
  }
}
