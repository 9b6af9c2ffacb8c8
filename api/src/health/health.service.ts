// What /health reports: the database, the search engine, the indexer's backlog and the mail
// queue, each asked through the repository that owns its table. A part that cannot be asked
// says why instead of failing the whole report.
import { Inject, Injectable } from '@nestjs/common';
import { OutboxRepository, SEARCH_ENGINE, type SearchEngine } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { MailQueueRepository } from '../mail/mail-queue.repository';
import type { HealthReport } from './health.dto';

@Injectable()
export class HealthService {
  private readonly outbox = new OutboxRepository();

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailQueueRepository,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
  ) {}

  async report(): Promise<HealthReport> {
    const [database, search, indexer, mail] = await Promise.all([
      orDetail(this.dataSource.query('SELECT 1').then(() => ({ ok: true as const }))),
      this.engine.health(),
      orDetail(
        this.outbox.backlog(this.dataSource).then((b) => ({
          pending: b.pending,
          oldest_pending_seconds: b.oldestPendingSeconds,
          abandoned: b.abandoned,
        })),
      ),
      orDetail(
        this.mail.backlog().then((b) => ({
          waiting: b.waiting,
          oldest_waiting_seconds: b.oldestWaitingSeconds,
          abandoned: b.abandoned,
        })),
      ),
    ]);
    const ok = database.ok && search.ok;
    return {
      status: ok ? 'ok' : 'degraded',
      database,
      search: { engine: this.engine.name, ...search },
      indexer,
      mail,
    };
  }
}

function orDetail<T extends object>(work: Promise<T>): Promise<T | { ok: false; detail: string }> {
  return work.catch((error: unknown) => ({ ok: false as const, detail: (error as Error).message }));
}
