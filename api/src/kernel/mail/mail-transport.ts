// The mail transport port: one message out, the transport's id for it back. Adapters: SMTP via
// nodemailer (SMTP_URL set) and the dev mailbox (messages stay in PostgreSQL; subject and links,
// their secrets redacted, are logged). Only the mail dispatcher calls it: everything else queues mail (MailQueue).

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** 'smtp' or 'dev-mailbox': recorded with each sent message. */
  readonly name: string;
  /**
   * Whether the stored copy is the only inbox (the dev mailbox): then it keeps its links whole.
   * Any transport that delivers elsewhere has the stored copy's link secrets redacted once sent.
   */
  readonly storedCopyIsTheInbox: boolean;
  /** Resolves with the transport's id for the message; rejects when it was not accepted. */
  send(mail: OutgoingMail & { queueId: string }): Promise<{ providerId: string }>;
  close(): Promise<void>;
}

/** Nest injection token of the configured MailTransport. */
export const MAIL_TRANSPORT = Symbol('MailTransport');
