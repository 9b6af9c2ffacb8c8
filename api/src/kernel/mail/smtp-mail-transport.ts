// The SMTP adapter of the mail transport: nodemailer over SMTP_URL, with time-outs so that a
// hanging server fails an attempt (to be retried) instead of holding the dispatcher.
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config/api-config';
import type { MailTransport, OutgoingMail } from './mail-transport';

export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';
  readonly storedCopyIsTheInbox = false;
  private readonly transporter;

  constructor(config: Pick<MailConfig, 'smtpUrl' | 'sendTimeoutMs'>) {
    if (!config.smtpUrl) throw new Error('SmtpMailTransport needs SMTP_URL');
    this.transporter = createTransport({
      url: config.smtpUrl,
      connectionTimeout: config.sendTimeoutMs,
      greetingTimeout: config.sendTimeoutMs,
      socketTimeout: config.sendTimeoutMs,
    });
  }

  async send(mail: OutgoingMail & { queueId: string }): Promise<{ providerId: string }> {
    const info = await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'X-Venue-Finder-Mail-Id': mail.queueId },
    });
    if (info.rejected.length > 0) throw new Error(`The SMTP server rejected ${info.rejected.join(', ')}`);
    return { providerId: info.messageId };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
