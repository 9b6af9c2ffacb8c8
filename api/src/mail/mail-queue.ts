// What features use to send mail: queue it in their own transaction (so it is sent if and only
// if what it tells about was committed), then ask for it to be dispatched right away.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailDispatcher } from './mail-dispatcher';
import { MailQueueRepository, type QueuedMail } from './mail-queue.repository';

@Injectable()
export class MailQueue {
  constructor(
    private readonly repository: MailQueueRepository,
    private readonly dispatcher: MailDispatcher,
  ) {}

  /** Queues messages in the caller's transaction. */
  enqueue(tx: EntityManager, mails: QueuedMail[]): Promise<void> {
    return this.repository.enqueue(tx, mails);
  }

  /** Call after the transaction committed: the dispatcher sends at once instead of at its next poll. */
  dispatchSoon(): void {
    this.dispatcher.wake();
  }
}
