import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';

const INDEX_HTML = `<!doctype html><html lang="en-GB"><head>
<meta name="description" content="generic" />
<title>Venue Finder</title>
</head><body><div id="root"></div></body></html>`;

describe('Pages as search engines see them', () => {
  let api: ApiTestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(join(webDir, 'index.html'), INDEX_HTML);
    api = await startApiTestApp({
      env: { WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://venues.example' },
      venues: [
        makeVenue({
          name: 'The Granary <Loft>',
          slug: 'the-granary-bristol',
          city: 'bristol',
          primaryCategory: 'conference',
          categories: ['conference'],
          descriptionShort: 'A converted grain store by the harbour.',
          capacityMax: 180,
        }),
        makeVenue({ name: 'Draft House', slug: 'draft-house', status: 'draft' }),
        makeVenue({
          name: "Dollar $' Hall $` $& $$",
          slug: 'dollar-hall',
          descriptionShort: "Costs $' and $` and $& apply.",
        }),
      ],
    });
  });

  afterAll(async () => {
    await api?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const page = (path: string) => api.http().get(path).set('Accept', 'text/html');

  it('gives a venue page its title, description, canonical URL, Open Graph and JSON-LD', async () => {
    const { text } = await page('/bristol/the-granary-bristol').expect(200);
    expect(text).toContain(
      '<title>The Granary &lt;Loft&gt;, Bristol | Event venue for up to 180 guests | Venue Finder</title>',
    );
    expect(text).toContain('<meta name="description" content="A converted grain store by the harbour." />');
    expect(text).toContain('<link rel="canonical" href="https://venues.example/v2/venue/the-granary-bristol" />');
    expect(text).toContain('<meta name="robots" content="index, follow" />');
    expect(text).toContain('<meta property="og:type" content="place" />');
    expect(text).not.toContain('content="generic"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)![1]);
    expect(jsonLd).toMatchObject({ '@type': 'EventVenue', name: 'The Granary <Loft>', maximumAttendeeCapacity: 180 });
    expect(text).not.toContain('"The Granary <Loft>"'); // '<' is escaped inside the script
  });

  it('gives a venue page breadcrumbs through its city’s listing, built from the route table', async () => {
    const { text } = await page('/v2/venue/the-granary-bristol').expect(200);
    const [, breadcrumbs] = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((found) =>
      JSON.parse(found[1]),
    );
    expect(breadcrumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://venues.example/v2/venues',
      'https://venues.example/v2/venues?city=bristol',
      'https://venues.example/v2/venue/the-granary-bristol',
    ]);
  });

  it('answers a draft’s page as a venue not found: nothing of it is shown, to crawlers or anyone', async () => {
    for (const path of ['/v2/venue/draft-house', '/v2/venue/draft-house/claim']) {
      const { text } = await page(path).expect(404);
      expect(text).toContain('<title>Venue Not Found</title>');
      expect(text).not.toContain('Draft House');
    }
  });

  it("puts venue text into the head as it is, even with a replacement pattern in it ($&, $` and $')", async () => {
    const { text } = await page('/v2/venue/dollar-hall').expect(200);
    expect(text).toContain(
      "<title>Dollar $' Hall $` $&amp; $$, London | Event venue for up to 40 guests | Venue Finder</title>",
    );
    expect(text).toContain('<meta name="description" content="Costs $\' and $` and $&amp; apply." />');
    expect(text.match(/<head>/g)).toHaveLength(1);
    expect(text.match(/<\/head>/g)).toHaveLength(1);
  });

  it('answers an unknown venue with a 404 page titled Venue Not Found, kept out of search engines', async () => {
    for (const path of ['/v2/venue/nowhere-at-all', '/bristol/nowhere-at-all', '/venue/nowhere-at-all']) {
      const { text } = await page(path).expect(404);
      expect(text).toContain('<title>Venue Not Found</title>');
      expect(text).toContain('<meta name="robots" content="noindex, follow" />');
    }
  });

  it('titles a listing page by its filters and counts its venues', async () => {
    const { text } = await page('/v2/venues?city=bristol&category=conference').expect(200);
    expect(text).toContain('<title>Conference venues in Bristol | Venue Finder</title>');
    expect(text).toContain('Compare 1 conference venues in Bristol');
    expect(text).toContain(
      '<link rel="canonical" href="https://venues.example/v2/venues?city=bristol&amp;category=conference" />',
    );
  });

  it('answers a listing address that names no city, category or group size with 404', async () => {
    for (const path of [
      '/v2/venues/nowhere',
      '/v2/venues/london/nonsense',
      '/v2/venues/london/constructor',
      '/v2/venues/london/__proto__',
      '/v2/venues/london/conference/lots',
    ]) {
      const { text } = await page(path).expect(404);
      expect(text).toContain('<title>Page Not Found | Venue Finder</title>');
      expect(text).toContain('<meta name="robots" content="noindex, follow" />');
    }
    const { text } = await page('/v2/venues/bristol/conference/30-people').expect(200);
    expect(text).toContain('<title>Conference venues in Bristol for 26-50 people | Venue Finder</title>');
    // A value no search understands in the query is left out, and the page out of the index.
    const odd = await page('/v2/venues?category=constructor').expect(200);
    expect(odd.text).toContain('<meta name="robots" content="noindex, follow" />');
    expect(odd.text).toContain('<link rel="canonical" href="https://venues.example/v2/venues" />');
  });

  it('does not index free-text searches, and marks private pages noindex', async () => {
    expect((await page('/v2/venues?q=granary').expect(200)).text).toContain('noindex, follow');
    expect((await page('/v2/brief').expect(200)).text).toContain('noindex, follow');
  });

  it('lets crawlers see the compare page, with every comparison canonical to /compare', async () => {
    const { text } = await page('/compare?ids=a,b').expect(200);
    expect(text).toContain('<meta name="robots" content="index, follow" />');
    expect(text).toContain('<link rel="canonical" href="https://venues.example/compare" />');
  });

  it('keeps the addresses that redirect to the listing out of search engines, as the route table says', async () => {
    for (const path of ['/', '/venues']) {
      const { text } = await page(path).expect(200);
      expect(text).toContain('<meta name="robots" content="noindex, follow" />');
      expect(text).toContain('<link rel="canonical" href="https://venues.example/v2/venues" />');
    }
  });

  it('answers an unknown page with 404, and a malformed path without failing', async () => {
    const { text } = await page('/no/such/page/here').expect(404);
    expect(text).toContain('<title>Page Not Found | Venue Finder</title>');
    expect(text).toContain('<meta name="robots" content="noindex, follow" />');
    await page('/v2/venue/%E0%A4%A').expect(404);
    await page('/admin/no-such-screen').expect(404);
    await page('/owners/portal/extra').expect(404);
    await page('/paris/the-granary-bristol').expect(404); // not one of our cities
  });

  it('knows every page of the owner and admin side from the one route table: 200 and noindex', async () => {
    for (const path of [
      '/owners/register-venue',
      '/owners/portal',
      '/auth/magic',
      '/auth/verify?token=x',
      '/admin/login',
      '/admin/reset',
      '/admin',
      '/admin/dashboard',
      '/admin/registrations?status=submitted',
      '/admin/claims',
      '/admin/change-requests',
      '/admin/venues',
    ]) {
      const { text } = await page(path).expect(200);
      expect(text).toContain('noindex, follow');
    }
  });

  it('answers the claim page of a venue that exists, and 404 for one that does not', async () => {
    const { text } = await page('/v2/venue/the-granary-bristol/claim').expect(200);
    expect(text).toContain('<title>Claim The Granary &lt;Loft&gt; | Venue Finder</title>');
    expect(text).toContain('noindex, follow');
    await page('/v2/venue/no-such-venue/claim').expect(404);
  });

  it('serves robots.txt and a sitemap of published venues and listing pages', async () => {
    const robots = await api.http().get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://venues.example/sitemap.xml');
    const index = await api.http().get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.text.matchAll(/<loc>https:\/\/venues\.example(\/sitemaps\/[a-z0-9-]+\.xml)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(files).toEqual(['/sitemaps/listings.xml', '/sitemaps/venues-1.xml']);
    const listings = await api.http().get('/sitemaps/listings.xml').expect(200);
    expect(listings.text).toContain('<loc>https://venues.example/v2/venues?city=bristol&amp;category=conference</loc>');
    const venues = await api.http().get('/sitemaps/venues-1.xml').expect(200);
    expect(venues.text).toContain('<loc>https://venues.example/v2/venue/the-granary-bristol</loc>');
    expect(venues.text).not.toContain('draft-house');
    for (const past of ['/sitemaps/venues-2.xml', '/sitemaps/venues-0.xml', '/sitemaps/venues-x.xml']) {
      await api.http().get(past).expect(404);
    }
  });
});
