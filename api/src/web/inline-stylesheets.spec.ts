import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stylesheetInliner } from './inline-stylesheets';

describe('A server-rendered page’s stylesheets, written into it', () => {
  let assets: string;

  beforeAll(async () => {
    assets = await mkdtemp(join(tmpdir(), 'inline-stylesheets-'));
    await writeFile(join(assets, 'index-a1.css'), 'body{margin:0}');
    await writeFile(join(assets, 'venues-b2.css'), '.results-toolbar{display:flex}');
    await writeFile(join(assets, 'odd-c3.css'), 'p::after{content:"</style><script>"}');
  });

  afterAll(() => rm(assets, { recursive: true, force: true }));

  const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;

  it('puts each stylesheet’s text in its place, in order, and keeps its link disabled for the app’s loader', () => {
    const inline = stylesheetInliner(assets);
    const html = `<head>${link('index-a1.css')}<title>x</title>${link('venues-b2.css')}</head>`;

    expect(inline(html)).toBe(
      '<head><style>body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled>' +
        '<title>x</title><style>.results-toolbar{display:flex}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/venues-b2.css" disabled></head>',
    );
  });

  it('leaves a link to a stylesheet not in the build, or one that could end its element early, to the browser', () => {
    const inline = stylesheetInliner(assets);
    const html = `${link('gone-d4.css')}${link('odd-c3.css')}`;

    expect(inline(html)).toBe(html);
  });

  it('leaves other links alone', () => {
    const html =
      '<link rel="modulepreload" crossorigin href="/assets/venues-b2.js"><link rel="icon" href="/favicon.svg">';

    expect(stylesheetInliner(assets)(html)).toBe(html);
  });

  it('reads each file once', async () => {
    const inline = stylesheetInliner(assets);
    expect(inline(link('index-a1.css'))).toContain('body{margin:0}');
    await writeFile(join(assets, 'index-a1.css'), 'body{margin:1px}');
    // Built files are named by their content: one read is the file for as long as the api runs.
    expect(inline(link('index-a1.css'))).toContain('body{margin:0}');
  });
});
