import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectPage, loadPageRenderer, ownOrigin } from './page-renderer';

const INDEX_HTML =
  '<html><head><meta charset="UTF-8" /><title>Venue Finder</title><script type="module" src="/entry.js"></script></head>' +
  '<body><div id="root"></div><noscript>x</noscript></body></html>';

describe('Putting a rendered page into index.html', () => {
  it('puts the markup in #root, the state after it, the first images atop the head and the rest at its end', () => {
    const html = injectPage(INDEX_HTML, {
      images: '<link rel="preload" as="image" href="/a.svg"/>',
      head: '<link rel="modulepreload" href="/page.js">',
      html: '<h1>Halls</h1>',
      stateElement: '<script type="application/json" id="vf-server-state">{}</script>',
    });
    expect(html).toBe(
      '<html><head><meta charset="UTF-8" /><link rel="preload" as="image" href="/a.svg"/><title>Venue Finder</title>' +
        '<script type="module" src="/entry.js"></script>  <link rel="modulepreload" href="/page.js">\n  </head><body>' +
        '<div id="root"><h1>Halls</h1></div>\n    <script type="application/json" id="vf-server-state">{}</script>' +
        '<noscript>x</noscript></body></html>',
    );
  });

  it('opens a head without a charset with the first images', () => {
    const html = injectPage('<html><head><title>t</title></head><body><div id="root"></div></body></html>', {
      images: '<link rel="preload" as="image" href="/a.svg"/>',
      head: '',
      html: '',
      stateElement: '',
    });
    expect(html).toMatch(/^<html><head><link rel="preload" as="image" href="\/a.svg"\/><title>/);
  });

  it('keeps text that looks like a replacement pattern as it is', () => {
    const html = injectPage(INDEX_HTML, { images: '$&', head: '', html: '<p>£5 $& $1 $$</p>', stateElement: '' });
    expect(html).toContain('<meta charset="UTF-8" />$&<title>');
    expect(html).toContain('<div id="root"><p>£5 $& $1 $$</p></div>');
  });
});

describe('The renderer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'renderer-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is absent without a server build', () => {
    expect(loadPageRenderer(join(dir, 'missing.mjs'), INDEX_HTML)).toBeUndefined();
  });

  it('is absent when index.html has no empty #root to put pages in, so no page fails for it', async () => {
    const entry = join(dir, 'present.mjs');
    await writeFile(entry, 'export async function renderPage() { return undefined; }');
    expect(loadPageRenderer(entry, '<html><body><main id="app"></main></body></html>')).toBeUndefined();
    expect(loadPageRenderer(entry, INDEX_HTML)).toBeDefined();
  });

  it('answers undefined when rendering fails, so the page is served for the browser to render', async () => {
    const entry = join(dir, 'failing.mjs');
    await writeFile(entry, "export async function renderPage() { throw new Error('window is not defined'); }");
    const render = loadPageRenderer(entry, INDEX_HTML)!;
    await expect(render('/v2/venues', 'http://127.0.0.1:1')).resolves.toBeUndefined();
  });

  it('passes the address and the api’s own origin to the build', async () => {
    const entry = join(dir, 'echo.mjs');
    await writeFile(
      entry,
      'export async function renderPage(href, origin) { return { images: "", head: "", html: href + " " + origin, stateElement: "" }; }',
    );
    await expect(
      loadPageRenderer(entry, INDEX_HTML)!('/v2/venues?q=x', 'http://127.0.0.1:3000'),
    ).resolves.toMatchObject({
      html: '/v2/venues?q=x http://127.0.0.1:3000',
    });
  });
});

describe('The api’s own origin', () => {
  it('is the address and port the page was asked on, IPv6 in brackets', () => {
    expect(ownOrigin('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownOrigin('::ffff:127.0.0.1', 41234)).toBe('http://[::ffff:127.0.0.1]:41234');
    expect(ownOrigin('::1', 3000)).toBe('http://[::1]:3000');
  });
});
