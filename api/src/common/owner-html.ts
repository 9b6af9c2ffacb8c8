// What owners write as formatted text (a venue's description) is sanitised here, on the server,
// whatever the client did: a small allowlist of paragraphs, line breaks, emphasis and lists, no
// attributes at all, so no script, style, link, image or event handler can reach a page. The
// venue page shows the description as text: ownerHtmlToText turns the same allowlist into
// paragraphs and bulleted lines.
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li'];

export function sanitiseOwnerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
    // Dropped with everything inside them, not just unwrapped.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math'],
    disallowedTagsMode: 'discard',
  }).trim();
}

/** The sanitised description as plain text: a blank line between paragraphs, '• ' before list items. */
export function ownerHtmlToText(html: string): string {
  const text = sanitizeHtml(
    sanitiseOwnerHtml(html)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li>/gi, '\n• ')
      .replace(/<\/(p|ul|ol)>/gi, '\n\n'),
    { allowedTags: [], allowedAttributes: {} },
  );
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
