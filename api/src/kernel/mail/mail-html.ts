// Building mail safely: user text is escaped before it goes into HTML, and links can be read
// back out of a message (the dev mailbox logs them, so a developer can click through).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([c, entity]) => [entity, c]));

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// What a mail client may make a link of. With a scheme, whatever follows it (a browser reads
// http://3221225994 or http://0xC000020A as an address too). Without one: a host name — its labels
// in any script, its top-level domain letters or punycode, its dots also the full stops IDNA reads
// as dots (。．｡) — a dotted IPv4 address, or a bracketed IPv6 one, each with a port and path.
const DOTS = '.\u3002\uFF0E\uFF61';
// Bounded (a label is at most 63 characters, a scheme short), and tried only where a word starts,
// so no text costs more than a linear scan.
const HOST_NAME = `(?:[\\p{L}\\p{N}\\p{M}-]{1,63}[${DOTS}]){1,127}(?:\\p{L}[\\p{L}\\p{M}]{1,62}|xn--[a-z0-9-]{1,59})`;
const IPV4 = '(?:\\d{1,3}\\.){3}\\d{1,3}';
const IPV6 = '\\[(?=[0-9a-f.]{0,45}:)[0-9a-f:.]{2,45}\\]';
const ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}\\p{M}_${DOTS}+-])` +
    `(?:[a-z][a-z0-9+.-]{0,31}://[^\\s<>"]+` +
    `|(?:${HOST_NAME}|${IPV4}|${IPV6})(?![\\p{L}\\p{N}\\p{M}])(?::\\d{1,5})?(?:[/?#][^\\s<>"]*)?)`,
  'giu',
);
const ANY_DOT = new RegExp(`[${DOTS}]`, 'gu');

/**
 * Someone else's text with every web address written out so no mail client makes it a link:
 * "https://evil.example/x" → "https[:]//evil[.]example/x", "[2001:db8::1]" → "[2001[:]db8[:][:]1]".
 * Planners' notes and owners' messages reach inboxes under our name; a link in them must not be
 * one click away.
 */
export function inertLinks(text: string): string {
  return text.replace(ADDRESS, (address) =>
    address
      .replace(/\[[0-9a-f:.]{2,45}\]/gi, (host) => `[${host.slice(1, -1).replaceAll(':', '[:]')}]`)
      .replace(ANY_DOT, '[.]')
      .replace('://', '[:]//'),
  );
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
