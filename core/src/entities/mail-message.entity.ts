import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MailMessageStatus = 'queued' | 'sent' | 'failed' | 'abandoned';

/**
 * An outgoing e-mail in the PostgreSQL-backed mail queue (migrations/0005_mail_queue.up.sql):
 * written in the transaction of what it tells about, sent later by the API's mail dispatcher as a job of the mail lane.
 */
@Entity('mail_messages')
export class MailMessage {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('text') kind: string;
  @Column('text', { name: 'dedupe_key', nullable: true, unique: true }) dedupeKey: string | null;
  @Column('text') recipient: string;
  @Column('text', { name: 'reply_to', nullable: true }) replyTo: string | null;
  @Column('text') subject: string;
  @Column('text', { name: 'text_body' }) textBody: string;
  @Column('text', { name: 'html_body' }) htmlBody: string;
  @Column('text', { default: 'queued' }) status: MailMessageStatus;
  @Column('integer', { default: 0 }) attempts: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError: string | null;
  @Column('text', { nullable: true }) transport: string | null;
  @Column('text', { name: 'provider_id', nullable: true }) providerId: string | null;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
