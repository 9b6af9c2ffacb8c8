// The dev mailbox page: every message the API queued, newest first, with its subject, recipient,
// time, state and HTML body (in a sandboxed frame, links open in a new tab), plus its links
// listed as plain anchors so a developer can click straight through to a venue or a magic link.
import { escapeHtml, linksOf } from '../kernel/mail/mail-html';
import type { StoredMail } from '../kernel/mail/mail-queue.repository';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/London' });

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1d2433; }
  article { border: 1px solid #d5dae3; border-radius: 8px; margin: 1rem 0; padding: 1rem 1.25rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0 0 .75rem; }
  dt { color: #5b6475; } dd { margin: 0; }
  iframe { width: 100%; height: 22rem; border: 1px solid #e4e7ee; border-radius: 4px; background: #fff; }
  .status-sent { color: #17683a; } .status-failed, .status-abandoned { color: #a4161a; }
`;

export function renderDevMailboxPage(messages: StoredMail[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No mail yet. Submit a brief and the confirmation and team notification appear here.</p>';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Dev mailbox · Venue Finder</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mail the API sends while no SMTP server is configured (SMTP_URL), newest first.
As JSON: <a href="/dev/mailbox/messages">/dev/mailbox/messages</a>.</p>
${body}
</body>
</html>
`;
}

function renderMessage(mail: StoredMail): string {
  const links = linksOf(mail.html);
  const state = mail.status === 'sent' ? 'sent' : `${mail.status} (${mail.attempts} attempts)`;
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
${mail.replyTo ? `<dt>Reply to</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
<dt>Time</dt><dd><time datetime="${mail.createdAt.toISOString()}">${when.format(mail.createdAt)}</time></dd>
<dt>State</dt><dd class="status-${mail.status}">${escapeHtml(state)}${
    mail.lastError ? ` — ${escapeHtml(mail.lastError)}` : ''
  }</dd>
${links.length ? `<dt>Links</dt><dd>${links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</dd>` : ''}
</dl>
<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(
    `<base target="_blank">${mail.html}`,
  )}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}
