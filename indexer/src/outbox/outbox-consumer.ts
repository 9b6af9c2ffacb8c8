// Consumes the outbox: woken by LISTEN/NOTIFY the moment a venue change commits, with a polling
// fallback for missed notifications. At least once: a batch is marked processed only after the
// index was written; a crash before that replays it, which the idempotent indexer shrugs off.
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { IndexerConfig } from '../indexer-config';
import { VenueIndexer } from '../venue-indexer';
import { OutboxRepository } from './outbox.repository';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

@Injectable()
export class OutboxConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxConsumer.name);
  private listener?: Client;
  private draining?: Promise<void>;
  private wakeAgain = false;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly indexer: VenueIndexer,
    private readonly config: IndexerConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.scheduler.addInterval(
      'outbox-poll',
      setInterval(() => this.wake(), this.config.pollMs),
    );
    this.scheduler.addInterval(
      'outbox-prune',
      setInterval(() => void this.prune(), PRUNE_EVERY_MS),
    );
    this.wake();
  }

  /** SIGTERM: stop taking work, finish the batch in hand, then let the process end. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const name of ['outbox-poll', 'outbox-prune']) {
      if (this.scheduler.doesExist('interval', name)) this.scheduler.deleteInterval(name);
    }
    await this.listener?.end().catch(() => undefined);
    await this.draining;
  }

  /** Starts a drain unless one is running, in which case that one goes round once more. */
  wake(): void {
    if (this.stopping) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      }
    });
  }

  /** Processes batches until nothing is due. Resolves when idle; never rejects. */
  async drain(): Promise<void> {
    try {
      while (!this.stopping && (await this.processBatch()) > 0);
    } catch (error) {
      this.logger.error(`Outbox drain failed: ${(error as Error).message}`);
    }
  }

  /** One batch in one transaction; returns how many messages it handled. */
  async processBatch(): Promise<number> {
    let failure: { ids: string[]; error: string } | undefined;
    const handled = await this.dataSource.transaction(async (tx) => {
      const messages = await this.outbox.claimBatch(tx, this.config.batchSize);
      if (messages.length === 0) return 0;
      const venueIds = [...new Set(messages.map((m) => m.aggregateId))];
      try {
        const outcome = await this.indexer.sync(tx, venueIds);
        const failedIds = messages.filter((m) => outcome.failed.has(m.aggregateId)).map((m) => m.id);
        await this.outbox.markProcessed(
          tx,
          messages.filter((m) => !outcome.failed.has(m.aggregateId)).map((m) => m.id),
        );
        await this.outbox.markFailed(tx, failedIds, [...outcome.failed.values()].join('; '), this.config.maxAttempts);
      } catch (error) {
        // The index could not be written (engine down?): the whole batch is retried later.
        failure = { ids: messages.map((m) => m.id), error: (error as Error).message };
      }
      return messages.length;
    });
    if (failure) {
      const { ids, error } = failure;
      this.logger.warn(`Indexing ${ids.length} messages failed, will retry: ${error}`);
      await this.dataSource.transaction((tx) => this.outbox.markFailed(tx, ids, error, this.config.maxAttempts));
      return 0;
    }
    return handled;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'venue-finder-indexer' });
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.logger.warn(`Notification connection lost (${error.message}); relying on polling until it is back.`);
      this.listener = undefined;
      if (!this.stopping) setTimeout(() => void this.listen().catch(() => undefined), 5000);
    });
    await client.connect();
    await client.query('LISTEN outbox');
    this.listener = client;
  }

  private async prune(): Promise<void> {
    try {
      const pruned = await this.dataSource.transaction((tx) => this.outbox.pruneProcessed(tx));
      if (pruned > 0) this.logger.log(`Pruned ${pruned} processed outbox messages`);
    } catch (error) {
      this.logger.warn(`Outbox pruning failed: ${(error as Error).message}`);
    }
  }
}
