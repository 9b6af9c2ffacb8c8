// What features use to send mail: queue it in their own transaction (so it is sent if and only
// if what it tells about was committed), then ask for it to be dispatched right away. Each stored
// message gets one job in the mail lane, queued in the same transaction.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiConfig } from '../../config/api-config';
import { Jobs } from '../jobs/jobs';
import { MAIL_SEND_JOB, MailDispatcher, type MailSendPayload } from './mail-dispatcher';
import { MailQueueRepository, type QueuedMail } from './mail-queue.repository';

@Injectable()
export class MailQueue {
  constructor(
    private readonly repository: MailQueueRepository,
    private readonly dispatcher: MailDispatcher,
    private readonly jobs: Jobs,
    private readonly config: ApiConfig,
  ) {}

  /** Queues messages in the caller's transaction; answers how many were new (not already queued under their dedupe key). */
  async enqueue(tx: EntityManager, mails: QueuedMail[]): Promise<number> {
    const ids = await this.repository.insert(tx, mails);
    await this.jobs.queue.enqueue(
      ids.map((mailId) => ({
        kind: MAIL_SEND_JOB,
        payload: { mailId } satisfies MailSendPayload,
        dedupeKey: `${MAIL_SEND_JOB}:${mailId}`,
        maxAttempts: this.config.mail.maxAttempts,
      })),
      tx,
    );
    return ids.length;
  }

  /** Call after the transaction committed: the dispatcher sends at once instead of at its next poll. */
  dispatchSoon(): void {
    this.dispatcher.wake();
  }
}
