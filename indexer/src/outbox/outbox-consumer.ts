// Consumes the outbox: woken by LISTEN/NOTIFY the moment a venue change commits, with a polling
// fallback for missed notifications. At least once: a batch is marked processed only after the
// index was written; a crash before that replays it, which the idempotent indexer shrugs off.
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CoalescingRunner, isDatabaseUnavailable } from '@venue-finder/core';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { type RunningEnrichment, startEnrichmentRuns } from '../enrichment/enrichment-run.repository';
import { IndexerConfig } from '../indexer-config';
import { VenueIndexer } from '../venue-indexer';
import { OutboxRepository } from '@venue-finder/core';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 5_000;
/** A backlog of this many venues (a first start, an import) is shown as an enrichment run. */
const RUN_THRESHOLD = 200;

interface BatchOutcome {
  messages: number;
  enriched: { phase1: number; phase2: number };
}

@Injectable()
export class OutboxConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxConsumer.name);
  private listener?: Client;
  /** One drain at a time; a wake-up during one makes it go round again. */
  private readonly runner = new CoalescingRunner(() => this.drain());

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
    const drained = this.runner.stop();
    const listener = this.listener;
    this.listener = undefined;
    for (const name of ['outbox-poll', 'outbox-prune']) {
      if (this.scheduler.doesExist('interval', name)) this.scheduler.deleteInterval(name);
    }
    await listener?.end().catch(() => undefined);
    await drained;
  }

  /** Starts a drain unless one is running, in which case that one goes round once more. */
  wake(): void {
    this.runner.wake();
  }

  private get stopping(): boolean {
    return this.runner.stopping;
  }

  /** Processes batches until nothing is due. Resolves when idle; never rejects. */
  async drain(): Promise<void> {
    let run: RunningEnrichment | undefined;
    try {
      const backlog = await this.outbox.pendingVenues(this.dataSource.manager);
      if (backlog >= RUN_THRESHOLD) {
        run = await startEnrichmentRuns(this.dataSource, [1, 2], backlog, 'Enriching new and changed venues');
      }
      for (;;) {
        if (this.stopping) break;
        const outcome = await this.processBatch();
        await run?.advance(outcome.enriched);
        if (outcome.messages === 0) break;
      }
      await run?.finish('completed');
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.logger.warn('The database cannot be reached; the outbox waits for it.');
      else this.logger.error(`Outbox drain failed: ${(error as Error).message}`);
      await run?.finish('failed', (error as Error).message).catch(() => undefined);
    }
  }

  /** One batch in one transaction. */
  async processBatch(): Promise<BatchOutcome> {
    let failure: { ids: string[]; error: string } | undefined;
    const outcome = await this.dataSource.transaction(async (tx): Promise<BatchOutcome> => {
      const messages = await this.outbox.claimBatch(tx, this.config.batchSize);
      const result: BatchOutcome = { messages: messages.length, enriched: { phase1: 0, phase2: 0 } };
      if (messages.length === 0) return result;
      const venueIds = [...new Set(messages.map((m) => m.aggregateId))];
      try {
        const indexed = await this.indexer.sync(tx, venueIds);
        result.enriched = indexed.enriched;
        const failedIds = messages.filter((m) => indexed.failed.has(m.aggregateId)).map((m) => m.id);
        await this.outbox.markProcessed(
          tx,
          messages.filter((m) => !indexed.failed.has(m.aggregateId)).map((m) => m.id),
        );
        await this.outbox.markFailed(tx, failedIds, [...indexed.failed.values()].join('; '), this.config.maxAttempts);
      } catch (error) {
        // The index could not be written (engine down?): the whole batch is retried later.
        failure = { ids: messages.map((m) => m.id), error: (error as Error).message };
      }
      return result;
    });
    if (failure) {
      const { ids, error } = failure;
      this.logger.warn(`Indexing ${ids.length} messages failed, will retry: ${error}`);
      await this.dataSource.transaction((tx) => this.outbox.markFailed(tx, ids, error, this.config.maxAttempts));
      return { messages: 0, enriched: { phase1: 0, phase2: 0 } };
    }
    return outcome;
  }

  /** Whether the notification connection is up (false while it is being re-established). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /**
   * Connects the notification listener, trying again with back-off (0.25 s doubling to 5 s) for
   * as long as the database is away; polling covers the gap. Once back, a drain picks up whatever
   * was committed while no notification could arrive.
   */
  private async listen(): Promise<void> {
    for (let attempt = 0; !this.stopping; attempt++) {
      if (await this.connectListener()) return;
      await sleep(Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** attempt));
    }
  }

  private async connectListener(): Promise<boolean> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'venue-finder-indexer' });
    let lost = false;
    const onLost = (why: string) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.stopping) return;
      this.logger.warn(`Notification connection lost (${why}); polling until it is back.`);
      void this.listen();
    };
    client.on('notification', () => this.wake());
    client.on('error', (error) => onLost(error.message));
    client.on('end', () => onLost('the connection ended'));
    try {
      await client.connect();
      await this.outbox.listen(client);
    } catch {
      lost = true; // this attempt failed as a whole; listen() tries again
      await client.end().catch(() => undefined);
      return false;
    }
    if (this.stopping) {
      await client.end().catch(() => undefined);
      return true;
    }
    this.listener = client;
    this.wake();
    return true;
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
