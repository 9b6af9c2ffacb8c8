// Sends queued mail through the configured transport, in every API process: polled on an
// interval (@nestjs/schedule) and woken at once after a transaction that queued mail commits.
// A failed attempt is retried with exponential back-off and abandoned after MAIL_MAX_ATTEMPTS;
// on shutdown it stops claiming, finishes the sends in hand and closes the transport.
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CoalescingRunner } from '@venue-finder/core';
import { ApiConfig } from '../config/api-config';
import { type ClaimedMail, MailQueueRepository } from './mail-queue.repository';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';

const BATCH_SIZE = 20;
const POLL_INTERVAL = 'mail-dispatch';

@Injectable()
export class MailDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailDispatcher.name);
  /** One drain at a time; a wake-up during one makes it go round again. */
  private readonly runner = new CoalescingRunner(() => this.drain());

  constructor(
    private readonly queue: MailQueueRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly config: ApiConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.addInterval(
      POLL_INTERVAL,
      setInterval(() => this.wake(), this.config.mail.pollMs),
    );
    this.wake();
  }

  /** Runs before the database connection closes: no new claims, the sends in hand finish. */
  async beforeApplicationShutdown(): Promise<void> {
    const drained = this.runner.stop();
    if (this.scheduler.doesExist('interval', POLL_INTERVAL)) this.scheduler.deleteInterval(POLL_INTERVAL);
    await drained;
    await this.transport.close().catch(() => undefined);
  }

  /** Starts a drain unless one is running, in which case that one goes round once more. */
  wake(): void {
    this.runner.wake();
  }

  private get stopping(): boolean {
    return this.runner.stopping;
  }

  /** Sends batches until nothing is due; resolves when idle, never rejects. */
  async drain(): Promise<void> {
    try {
      while (!this.stopping) {
        const batch = await this.queue.claimDue(BATCH_SIZE, this.leaseMs());
        if (batch.length === 0) break;
        await Promise.all(batch.map((mail) => this.deliver(mail)));
      }
    } catch (error) {
      this.logger.error(`Mail dispatch failed: ${(error as Error).message}`);
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { maxAttempts, retryBaseMs, from } = this.config.mail;
    let providerId: string;
    try {
      ({ providerId } = await this.transport.send({ ...mail, from, queueId: mail.id }));
    } catch (error) {
      const reason = (error as Error).message || String(error);
      const status = await this.queue.markFailed(mail.id, reason, maxAttempts, retryBaseMs);
      const what = `Mail ${mail.id} (${mail.kind}) to ${mail.to}, attempt ${mail.attempts}`;
      if (status === 'abandoned')
        this.logger.error(`${what} failed; abandoned after ${maxAttempts} attempts: ${reason}`);
      else this.logger.warn(`${what} failed; will retry: ${reason}`);
      return;
    }
    await this.queue.markSent(mail.id, this.transport.name, providerId);
  }

  /** A claimed message is not claimed again for this long, so it outlasts every time-out of a send. */
  private leaseMs(): number {
    return Math.max(60_000, 5 * this.config.mail.sendTimeoutMs);
  }
}
