// Sends stored mail through the configured transport as jobs of its own lane ('mail'), in every
// API process: woken at once after a transaction that queued mail commits, and polled for
// retries. A failed attempt is recorded on the message and retried with the queue's exponential
// back-off; after MAIL_MAX_ATTEMPTS the message is abandoned. On shutdown the lane stops claiming,
// the sends in hand finish, and then the transport closes.
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { ClaimedJob } from '@venue-finder/core';
import { ApiConfig } from '../../config/api-config';
import { Jobs } from '../jobs/jobs';
import { MailQueueRepository } from './mail-queue.repository';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { Clock } from '../clock';

export const MAIL_LANE = 'mail';
export const MAIL_SEND_JOB = 'mail.send';
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** Retention: a sent message's copy is kept this long, one given up on (for inspection) longer. */
export const SENT_MAIL_KEPT_DAYS = 30;
export const ABANDONED_MAIL_KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailSendPayload {
  mailId: string;
}

@Injectable()
export class MailDispatcher implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MailDispatcher.name);

  constructor(
    private readonly messages: MailQueueRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly config: ApiConfig,
    private readonly jobs: Jobs,
    private readonly clock: Clock,
  ) {
    const { pollMs, retryBaseMs, sendTimeoutMs } = config.mail;
    jobs.lane(MAIL_LANE, {
      batchSize: 20,
      // A claimed message is not claimed again for this long, so it outlasts every time-out of a send.
      leaseMs: Math.max(60_000, 5 * sendTimeoutMs),
      retry: { baseMs: retryBaseMs, maxDelayMs: MAX_RETRY_DELAY_MS },
      pollMs,
    });
    jobs.handle(MAIL_SEND_JOB, (job) => this.deliver(job), MAIL_LANE);
    jobs.every('mail.prune', 60 * 60 * 1000, async () => void (await this.prune()));
  }

  /** Deletes copies of mail past its retention period; answers how many. */
  async prune(now = this.clock.now().getTime()): Promise<number> {
    const pruned = await this.messages.pruneSettled(
      new Date(now - SENT_MAIL_KEPT_DAYS * DAY_MS),
      new Date(now - ABANDONED_MAIL_KEPT_DAYS * DAY_MS),
    );
    if (pruned > 0) this.logger.log(`Deleted ${pruned} mail messages past their retention period`);
    return pruned;
  }

  /** Runs before the database connection closes: the sends in hand finish, then the transport closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
    await this.transport.close().catch(() => undefined);
  }

  /** Sends now rather than at the next poll. */
  wake(): void {
    this.jobs.wake(MAIL_LANE);
  }

  /** One attempt at one message; throws when it failed, so the job queue backs off or gives up. */
  private async deliver(job: ClaimedJob): Promise<void> {
    const { mailId } = job.payload as unknown as MailSendPayload;
    const mail = await this.messages.unsent(mailId);
    if (!mail) return;
    let providerId: string;
    try {
      ({ providerId } = await this.transport.send({ ...mail, from: this.config.mail.from, queueId: mail.id }));
    } catch (error) {
      const reason = (error as Error).message || String(error);
      const status = await this.messages.markFailed(mail.id, reason, job.attempt, job.maxAttempts);
      const what = `Mail ${mail.id} (${mail.kind}) to ${mail.to}, attempt ${job.attempt}`;
      if (status === 'abandoned')
        this.logger.error(`${what} failed; abandoned after ${job.maxAttempts} attempts: ${reason}`);
      else this.logger.warn(`${what} failed; will retry: ${reason}`);
      throw error;
    }
    await this.messages.markSent(
      mail.id,
      job.attempt,
      this.transport.name,
      providerId,
      !this.transport.storedCopyIsTheInbox,
    );
  }
}
