// The <head> of the first HTML a page is served with: title, description, canonical URL,
// robots, Open Graph and JSON-LD, so search engines and link previews see each page as it is
// without running the app.

export interface PageHead {
  status: number;
  title: string;
  description: string;
  canonical?: string;
  noindex: boolean;
  image?: string;
  ogType?: 'website' | 'place';
  jsonLd?: object[];
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside <script>: '<' escaped so no text can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    meta('property', 'og:site_name', 'Venue Finder'),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The built index.html with its generic title and description replaced by the page's head. The
 * head goes in by a function: as a replacement string, venue text holding `$'` or `` $` `` would
 * be read as a pattern and splice parts of the page into the head.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${renderHead(head)}\n  </head>`);
}
