// The embedded default of the mail transport (never in production, which refuses to start
// without SMTP_URL): nothing leaves the machine. The queued row in PostgreSQL is the stored copy
// the dev mailbox page (/dev/mailbox, DEV_MAILBOX=on) shows; "sending" logs the subject and links
// — as a warning, since the mail is not really delivered — with sign-in and reset secrets
// (and a planner's private link to their proposals) redacted: a log is read by more people than
// the mailbox, and kept longer.
import { Logger } from '@nestjs/common';
import { linksOf, redactLinkTokens } from './mail-html';
import type { MailTransport, OutgoingMail } from './mail-transport';

export class DevMailboxTransport implements MailTransport {
  readonly name = 'dev-mailbox';
  readonly storedCopyIsTheInbox = true;
  private readonly logger = new Logger('DevMailbox');

  async send(mail: OutgoingMail & { queueId: string }): Promise<{ providerId: string }> {
    const links = linksOf(mail.html).map(redactLinkTokens);
    this.logger.warn(
      `Not delivered (no SMTP_URL), see /dev/mailbox: to ${mail.to}, "${mail.subject}"` +
        (links.length ? `; links: ${links.join(' ')}` : ''),
    );
    return { providerId: `dev-mailbox:${mail.queueId}` };
  }

  async close(): Promise<void> {}
}
