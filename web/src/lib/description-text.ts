// The wizard's description is typed as plain paragraphs and sent as the small HTML the server
// keeps (it sanitises whatever arrives): a blank line starts a paragraph, a line break stays one.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
}

export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li>/gi, '• ')
    .replace(/<\/(p|li|ul|ol)>/gi, (_, tag: string) => (tag.toLowerCase() === 'li' ? '\n' : '\n\n'))
    .replace(/<[^>]*>/g, '');
  const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([c, entity]) => [entity, c]));
  return text
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => UNESCAPES[entity] ?? (entity === '&nbsp;' ? ' ' : "'"))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
