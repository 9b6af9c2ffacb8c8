// Queries on the mail queue (mail_messages), and nothing else. Due messages are claimed with
// FOR UPDATE SKIP LOCKED in one statement that also counts the attempt and pushes the message's
// due time forward by a lease: several dispatchers (API replicas) never take the same message,
// no transaction stays open while a message is sent, and a dispatcher that dies mid-send leaves
// the message to be retried once the lease ends.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type MailMessageStatus, retryDelaySql } from '@venue-finder/core';

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

export interface ClaimedMail {
  id: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export interface StoredMail extends ClaimedMail {
  status: MailMessageStatus;
  lastError: string | null;
  transport: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export interface MailBacklog {
  /** Mail not yet sent: queued, or failed and due again. */
  waiting: number;
  oldestWaitingSeconds: number;
  /** Mail given up on after its last attempt. */
  abandoned: number;
}

@Injectable()
export class MailQueueRepository {
  constructor(private readonly dataSource: DataSource) {}

  async backlog(): Promise<MailBacklog> {
    const [row]: { waiting: string; oldest: number | null; abandoned: string }[] = await this.dataSource.query(`
      SELECT count(*) FILTER (WHERE status IN ('queued', 'failed')) AS waiting,
             extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('queued', 'failed')))::float8 AS oldest,
             count(*) FILTER (WHERE status = 'abandoned') AS abandoned
        FROM mail_messages WHERE status <> 'sent'`);
    return {
      waiting: Number(row!.waiting),
      oldestWaitingSeconds: Math.round((row!.oldest ?? 0) * 10) / 10,
      abandoned: Number(row!.abandoned),
    };
  }

  /** Queues messages in the caller's transaction; one already queued under a dedupe key is skipped. */
  async enqueue(tx: EntityManager, mails: QueuedMail[]): Promise<void> {
    if (mails.length === 0) return;
    await tx.query(
      `INSERT INTO mail_messages (kind, dedupe_key, recipient, reply_to, subject, text_body, html_body)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        mails.map((m) => m.kind),
        mails.map((m) => m.dedupeKey ?? null),
        mails.map((m) => m.to),
        mails.map((m) => m.replyTo ?? null),
        mails.map((m) => m.subject),
        mails.map((m) => m.text),
        mails.map((m) => m.html),
      ],
    );
  }

  /** Claims up to `limit` due messages for `leaseMs`, counting the attempt. */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [MailRow[], number] = await this.dataSource.query(
      `UPDATE mail_messages m
          SET attempts = m.attempts + 1,
              available_at = now() + $2 * interval '1 millisecond'
         FROM (SELECT id FROM mail_messages
                WHERE status IN ('queued', 'failed') AND available_at <= now()
                ORDER BY available_at, id
                LIMIT $1
                FOR UPDATE SKIP LOCKED) due
        WHERE m.id = due.id
        RETURNING m.*`,
      [limit, leaseMs],
    );
    return rows.map(toStoredMail);
  }

  async markSent(id: string, transport: string, providerId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_messages
          SET status = 'sent', sent_at = now(), last_error = NULL, transport = $2, provider_id = $3
        WHERE id = $1`,
      [id, transport, providerId],
    );
  }

  /**
   * Records a failed attempt: the next is due after retryBaseMs × 2^(attempts − 1), at most an
   * hour; after `maxAttempts` the message is abandoned. Returns the new status.
   */
  async markFailed(id: string, error: string, maxAttempts: number, retryBaseMs: number): Promise<MailMessageStatus> {
    const [rows]: [{ status: MailMessageStatus }[], number] = await this.dataSource.query(
      `UPDATE mail_messages
          SET status = CASE WHEN attempts >= $3 THEN 'abandoned' ELSE 'failed' END,
              last_error = left($2, 2000),
              available_at = now() + ${retryDelaySql('attempts', '$4', '$5')}
        WHERE id = $1
        RETURNING status`,
      [id, error, maxAttempts, retryBaseMs, MAX_RETRY_DELAY_MS],
    );
    return rows[0]?.status ?? 'failed';
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
