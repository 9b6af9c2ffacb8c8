// The first view of the results, venue and compare pages comes in the server's HTML (web/dist-ssr, built
// by `npm run build` before the tests), with the state the browser hydrates it from.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';

const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

/** #root's markup: up to the state element after it, or the noscript note when there is none. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<(?:script type="application\/json"|noscript)/.exec(html)?.[1];
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="vf-server-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
/** The scripts a page's head preloads, as the browser asks for them as the HTML arrives. */
const preloadsOf = (html: string) =>
  [
    ...(/<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '').matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)">/g),
  ].map(([, file]) => file);
/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('Pages rendered on the server', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIST_DIR, '../dist-ssr/entry-server.js'))) {
      throw new Error('No web build: run `npm run build` before these tests (npm test does).');
    }
    api = await startApiTestApp({
      env: { WEB_DIST_DIR, PUBLIC_URL: 'https://venues.example' },
      venues: [
        ...Array.from({ length: 24 }, (_, i) =>
          makeVenue({
            name: `Guildhall Suite ${String(i + 1).padStart(2, '0')}`,
            city: 'london',
            primaryCategory: 'conference',
            categories: ['conference'],
            rating: 5 - i / 100,
          }),
        ),
        makeVenue({
          name: "St Paul's <Loft>",
          slug: 'st-pauls-loft',
          city: 'bristol',
          primaryCategory: 'conference',
          categories: ['conference'],
          capacityMin: 12,
          capacityMax: 180,
          photoMain: '/uploads/demo/venue-07.svg',
          images: ['/uploads/demo/venue-07.svg', '/uploads/demo/venue-08.svg'],
        }),
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await api?.close();
  });

  const page = (path: string) => api.http().get(path).set('Accept', 'text/html');

  it('sends /v2/venues/london/conference with the count and the 20 venues of its first page, in the order the API gives them', async () => {
    const { body } = await api.http().get('/api/v2/venues?city=london&category=conference').expect(200);
    const firstPage: string[] = body.items.map((item: { display_name: string }) => item.display_name);
    expect(firstPage).toHaveLength(20);

    const { text } = await page('/v2/venues/london/conference').expect(200);
    const root = rootOf(text) ?? '';
    expect(root).toContain('24 venues found');
    const shown = firstPage.map((name) => root.indexOf(name));
    expect(shown.every((at) => at >= 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    // Each card links to its venue page, and the next page of results is a real link.
    expect(root).toContain(`href="/v2/venue/${body.items[0].slug}"`);
    expect(root).toMatch(/href="\/v2\/venues\?[^"]*page=2/);
    // The page's scripts are preloaded by its head, asked for as the HTML arrives (behind its
    // first pictures); its styles (the site's and its own) are written into the head, so the
    // first paint (and a page without scripts) is drawn styled without a round trip first.
    expect(preloadsOf(text)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/venues-[\w-]+\.js$/)]));
    expect(text).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/venues-[\w-]+\.js">/,
    );
    expect(text).toMatch(
      /<head>[\s\S]*<style>[^<]*\.results-toolbar[^<]*<\/style><link rel="stylesheet" crossorigin href="\/assets\/venues-[\w-]+\.css" disabled>[\s\S]*<\/head>/,
    );
    expect(text.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(true);
  });

  it('hands the browser the search answers it rendered, so hydrating asks the API nothing', async () => {
    const { text } = await page('/v2/venues/london/conference').expect(200);
    const state = stateOf(text);
    expect(state.href).toBe('/v2/venues/london/conference');
    const [answer] = state.search.initialResults.venues.results;
    expect(answer.nbHits).toBe(24);
    expect(answer.hits).toHaveLength(20);
  });

  it('renders a query string’s search too: free text, filters and a later page', async () => {
    const { text } = await page('/v2/venues?q=guildhall&city=london&page=2').expect(200);
    const root = rootOf(text) ?? '';
    expect(root).toContain('24 venues found');
    expect((root.match(/Guildhall Suite \d\d/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(stateOf(text).href).toBe('/v2/venues?q=guildhall&city=london&page=2');
  });

  it('sends a venue page with its name, facts and hero image, the hero fetched first', async () => {
    const { text } = await page('/v2/venue/st-pauls-loft').expect(200);
    const root = rootOf(text) ?? '';
    expect(root).toMatch(new RegExp(`<h1[^>]*>${escaped("St Paul's <Loft>")}</h1>`));
    expect(root).toContain('12–180 guests');
    expect(root).toMatch(
      /<img class="gallery__main-image" src="\/uploads\/demo\/venue-07.svg"[^>]*fetchPriority="high"/,
    );
    // Asked for ahead of every script: a phone's few connections fetch the photo first.
    const head = /<head>([\s\S]*)<\/head>/.exec(text)?.[1] ?? '';
    const hero = head.indexOf('<link rel="preload" as="image" href="/uploads/demo/venue-07.svg"');
    expect(hero).toBeGreaterThan(-1);
    expect(hero).toBeLessThan(head.search(/<script|<link rel="(?:modulepreload|stylesheet)"/));
    const state = stateOf(text);
    expect(state.queries.queries[0]).toMatchObject({
      queryKey: ['venue', 'st-pauls-loft'],
      state: { status: 'success' },
    });
  });

  it('sends a comparison named in its address with the venues side by side, fetched once', async () => {
    const { body } = await api.http().get('/api/v2/venues?q=guildhall&pageSize=1').expect(200);
    const ids = [body.items[0].id, 'st-pauls-loft'];
    const { text } = await page(`/compare?ids=${ids.join(',')}`).expect(200);
    const root = rootOf(text) ?? '';
    expect(root.replaceAll('<!-- -->', '')).toContain('2 venues side by side');
    expect(root).toContain(escaped(body.items[0].display_name));
    expect(root).toContain(escaped("St Paul's <Loft>"));
    expect(preloadsOf(text)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/compare-[\w-]+\.js$/)]));
    expect(stateOf(text).queries.queries[0]).toMatchObject({
      queryKey: ['compare', ...ids],
      state: { status: 'success' },
    });
  });

  it('serves the build’s own files beside the pages: the favicon and the placeholder picture', async () => {
    for (const file of ['/favicon.svg', '/placeholder-venue.svg']) {
      const served = await api.http().get(file).expect(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['cache-control']).toBe('public, max-age=3600');
    }
    await api.http().get('/no-such-file.svg').expect(404);
  });

  it('compresses what it sends: a search answer in one piece with its length, a rendered page streamed', async () => {
    const CHROMIUM = 'gzip, deflate, br, zstd';
    const search = await api.http().get('/api/v2/venues?city=london').set('Accept-Encoding', CHROMIUM).expect(200);
    expect(search.headers['content-encoding']).toBe('gzip');
    expect(Number(search.headers['content-length'])).toBeGreaterThan(0);
    expect(search.body.total).toBe(24);

    const rendered = await page('/v2/venues/london/conference').set('Accept-Encoding', CHROMIUM).expect(200);
    expect(rendered.headers['content-encoding']).toBe('br');
    expect(rendered.headers['transfer-encoding']).toBe('chunked');
    expect(rendered.text).toContain('Guildhall Suite 01');
  });

  it('sends a page’s scripts as the build compressed them (all but those under 1 kB), to a browser that accepts brotli', async () => {
    const { text } = await page('/v2/venues/london/conference').expect(200);
    const scripts = [
      ...[...text.matchAll(/src="(\/assets\/[\w-]+\.js)"/g)].map(([, path]) => path),
      ...preloadsOf(text).map((file) => `/${file}`),
    ].filter((path) => statSync(join(WEB_DIST_DIR, path)).size >= 1024);
    expect(scripts.length).toBeGreaterThan(5);
    for (const path of scripts) {
      const built = readFileSync(join(WEB_DIST_DIR, `${path}.br`));
      const sent = await api.http().get(path).set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
      expect(sent.headers['content-encoding']).toBe('br');
      expect(Number(sent.headers['content-length'])).toBe(built.length);
      expect(sent.text).toBe(readFileSync(join(WEB_DIST_DIR, path), 'utf8'));
    }
  });

  it('leaves to the browser the pages that are someone’s own, and the pages that do not exist', async () => {
    for (const path of ['/compare', '/compare?ids=no-such-venue', '/auth/magic', '/owners/portal']) {
      const { text } = await page(path).expect(200);
      expect(rootOf(text)).toBe('');
      expect(text).not.toContain('vf-server-state');
      // A page the browser draws waits for scripts anyway: it links its styles, cached across pages.
      expect(text).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
      expect(text).not.toContain('<style>');
    }
    const { text } = await page('/v2/venue/nowhere-at-all').expect(404);
    expect(rootOf(text)).toBe('');
  });
});
