// The embedded default of the mail transport: nothing leaves the machine. The queued row in
// PostgreSQL is the stored copy the dev mailbox page (/dev/mailbox) shows; "sending" logs the
// subject and links — as a warning, since the mail is not really delivered, and so that they
// show at `npm start`'s log level — so a developer can follow a link from the console. A
// planner's private link to their proposals is the one exception: its token never reaches a log,
// so it is shown without the token (the dev mailbox has the whole link).
import { Logger } from '@nestjs/common';
import { linksOf } from './mail-html';
import type { MailTransport, OutgoingMail } from './mail-transport';

export class DevMailboxTransport implements MailTransport {
  readonly name = 'dev-mailbox';
  private readonly logger = new Logger('DevMailbox');

  constructor(production: boolean) {
    if (production) {
      this.logger.error('SMTP_URL is not set: mail is kept in PostgreSQL (mail_messages) and not delivered.');
    }
  }

  async send(mail: OutgoingMail & { queueId: string }): Promise<{ providerId: string }> {
    const links = linksOf(mail.html).map(withoutProposalToken);
    this.logger.warn(
      `Not delivered (no SMTP_URL), see /dev/mailbox: to ${mail.to}, "${mail.subject}"` +
        (links.length ? `; links: ${links.join(' ')}` : ''),
    );
    return { providerId: `dev-mailbox:${mail.queueId}` };
  }

  async close(): Promise<void> {}
}

/** A planner's link keeps its token to the mailbox: /v2/proposals/<token> is logged as /v2/proposals/… */
export function withoutProposalToken(link: string): string {
  return link.replace(/\/v2\/proposals\/[^/?#\s]+/g, '/v2/proposals/…');
}
