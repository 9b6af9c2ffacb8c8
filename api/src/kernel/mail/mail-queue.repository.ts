// Queries on the stored mail (mail_messages), and nothing else. A message row is the copy of what
// was sent (the dev mailbox shows it) and its delivery record; when it is tried again is the job
// queue's business (MailDispatcher), so the row only keeps the outcome of each attempt.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock, type MailMessageStatus } from '@venue-finder/core';
import { TOKEN_IN_LINK_SQL } from './mail-html';

export interface QueuedMail {
  /** What the message is, e.g. 'enquiry.confirmation'. */
  kind: string;
  /** A message with the same key is queued once. */
  dedupeKey?: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface PendingMail {
  id: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export interface StoredMail extends PendingMail {
  status: MailMessageStatus;
  lastError: string | null;
  transport: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface MailBacklog {
  /** Mail not yet sent: queued, or failed and due again. */
  waiting: number;
  oldestWaitingSeconds: number;
  /** Mail given up on after its last attempt. */
  abandoned: number;
}

@Injectable()
export class MailQueueRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async backlog(): Promise<MailBacklog> {
    const [row]: { waiting: string; oldest: number | null; abandoned: string }[] = await this.dataSource.query(
      `
      SELECT count(*) FILTER (WHERE status IN ('queued', 'failed')) AS waiting,
             extract(epoch FROM $1::timestamptz - min(created_at) FILTER (WHERE status IN ('queued', 'failed')))::float8 AS oldest,
             count(*) FILTER (WHERE status = 'abandoned') AS abandoned
        FROM mail_messages WHERE status <> 'sent'`,
      [this.clock.now()],
    );
    return {
      waiting: Number(row!.waiting),
      oldestWaitingSeconds: Math.round((row!.oldest ?? 0) * 10) / 10,
      abandoned: Number(row!.abandoned),
    };
  }

  /**
   * Stores messages in the caller's transaction and answers the ids of those stored now; one
   * already stored under its dedupe key is skipped.
   */
  async insert(tx: EntityManager, mails: QueuedMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO mail_messages (kind, dedupe_key, recipient, reply_to, subject, text_body, html_body, created_at)
       SELECT *, $8::timestamptz FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        mails.map((m) => m.kind),
        mails.map((m) => m.dedupeKey ?? null),
        mails.map((m) => m.to),
        mails.map((m) => m.replyTo ?? null),
        mails.map((m) => m.subject),
        mails.map((m) => m.text),
        mails.map((m) => m.html),
        this.clock.now(),
      ],
    );
    return rows.map((row) => String(row.id));
  }

  /** The message to send, unless it was sent already (a job runs at least once). */
  async unsent(id: string): Promise<PendingMail | undefined> {
    const rows: MailRow[] = await this.dataSource.query(
      "SELECT * FROM mail_messages WHERE id = $1 AND status <> 'sent'",
      [id],
    );
    return rows[0] && toStoredMail(rows[0]);
  }

  /**
   * Records the message sent. With `redact`, the stored copy loses the secrets of its links
   * (sign-in and reset tokens): the mail server has the message, the database needs no live key.
   */
  async markSent(id: string, attempt: number, transport: string, providerId: string, redact: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_messages
          SET status = 'sent', sent_at = $7, attempts = $2, last_error = NULL, transport = $3, provider_id = $4,
              text_body = CASE WHEN $5 THEN regexp_replace(text_body, $6, '\\1[redacted]', 'g') ELSE text_body END,
              html_body = CASE WHEN $5 THEN regexp_replace(html_body, $6, '\\1[redacted]', 'g') ELSE html_body END
        WHERE id = $1`,
      [id, attempt, transport, providerId, redact, TOKEN_IN_LINK_SQL, this.clock.now()],
    );
  }

  /** Records a failed attempt: 'failed' while attempts remain, else 'abandoned'. */
  async markFailed(id: string, error: string, attempt: number, maxAttempts: number): Promise<MailMessageStatus> {
    const status: MailMessageStatus = attempt >= maxAttempts ? 'abandoned' : 'failed';
    // A message given up on is kept for inspection, but its links' secrets are not.
    await this.dataSource.query(
      `UPDATE mail_messages SET status = $2, attempts = $3, last_error = left($4, 2000),
              text_body = CASE WHEN $2 = 'abandoned' THEN regexp_replace(text_body, $5, '\\1[redacted]', 'g') ELSE text_body END,
              html_body = CASE WHEN $2 = 'abandoned' THEN regexp_replace(html_body, $5, '\\1[redacted]', 'g') ELSE html_body END
        WHERE id = $1`,
      [id, status, attempt, error, TOKEN_IN_LINK_SQL],
    );
    return status;
  }

  /**
   * Deletes sent mail sent before `sentBefore` and abandoned mail queued before
   * `abandonedBefore`; answers how many. Mail waiting to be sent is never deleted.
   */
  async pruneSettled(sentBefore: Date, abandonedBefore: Date): Promise<number> {
    const [row]: { n: string }[] = await this.dataSource.query(
      `WITH pruned AS (
         DELETE FROM mail_messages
          WHERE (status = 'sent' AND sent_at < $1) OR (status = 'abandoned' AND created_at < $2)
         RETURNING 1)
       SELECT count(*) AS n FROM pruned`,
      [sentBefore, abandonedBefore],
    );
    return Number(row!.n);
  }

  /** The most recent messages, newest first (the dev mailbox). */
  async newest(limit: number): Promise<StoredMail[]> {
    const rows: MailRow[] = await this.dataSource.query(
      'SELECT * FROM mail_messages ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    );
    return rows.map(toStoredMail);
  }
}

interface MailRow {
  id: string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  status: MailMessageStatus;
  last_error: string | null;
  transport: string | null;
  created_at: Date;
  sent_at: Date | null;
}

function toStoredMail(row: MailRow): StoredMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attempts: row.attempts,
    status: row.status,
    lastError: row.last_error,
    transport: row.transport,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
