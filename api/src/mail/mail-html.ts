// Building mail safely: user text is escaped before it goes into HTML, and links can be read
// back out of a message (the dev mailbox logs them, so a developer can click through).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([c, entity]) => [entity, c]));

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** An address in text: with a scheme, or a host name ending in a letters-only top-level domain. */
const ADDRESS = /\b(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:[/?#][^\s<>"]*)?/gi;

/**
 * Someone else's text with every web address written out so no mail client makes it a link:
 * "https://evil.example/x" → "https[:]//evil[.]example/x". Planners' notes reach inboxes under our
 * name; a link in them must not be one click away.
 */
export function inertLinks(text: string): string {
  return text.replace(ADDRESS, (address) => address.replace('://', '[:]//').replaceAll('.', '[.]'));
}

/** Escaped text with its line breaks kept. */
export function htmlParagraphs(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** The href of every link in an HTML body, in order, unescaped. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) =>
    m[1]!.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!),
  );
}

/** A whole HTML mail around its content, in the product's plain house style. */
export function mailPage(content: string): string {
  return `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1d2433">
${content}
</body></html>`;
}

/**
 * A link's secret replaced by "[redacted]" — a sign-in or reset link's `#token=` (or an older
 * link's `?token=`) and a planner's
 * private `/v2/proposals/{token}` address: for logs, and for the stored copy of a message once it
 * has been handed to the mail server. The same pattern as TOKEN_IN_LINK_SQL.
 */
export function redactLinkTokens(text: string): string {
  return text.replace(/([?&#](?:amp;)?token=|\/v2\/proposals\/)[^&\s"'<>/?#]+/g, '$1[redacted]');
}
/** PostgreSQL's form of redactLinkTokens' pattern, for regexp_replace(…, pattern, '\1[redacted]', 'g'). */
export const TOKEN_IN_LINK_SQL = `([?&#](?:amp;)?token=|/v2/proposals/)[^&\\s"'<>/?#]+`;
