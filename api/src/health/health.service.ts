// What /health reports: the database, the search engine (not ready while this process still
// reads its copy of the index: search-readiness.ts), the indexer's backlog and the mail queue, each asked through the repository that owns its table. A part that cannot be asked
// says so in a fixed phrase instead of failing the whole report; the error itself (a host, a
// port, a driver's words) goes to the log, never to whoever asks /health.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SEARCH_ENGINE, type SearchEngine, type SearchEngineHealth, STALE_LAYOUT_DETAIL } from '@venue-finder/core';
import { MailQueueRepository } from '../kernel/mail/mail-queue.repository';
import { READING_INDEX_DETAIL, SearchReadiness } from '../search';
import type { HealthReport } from './health.dto';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly database: HealthRepository,
    private readonly mail: MailQueueRepository,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly readiness: SearchReadiness,
  ) {}

  async report(): Promise<HealthReport> {
    const [database, search, indexer, mail] = await Promise.all([
      this.orDetail(
        'database',
        this.database.ping().then(() => ({ ok: true as const })),
      ),
      this.engine.health().then((health) => this.whenReady(this.withoutInternals(health))),
      this.orDetail(
        'indexer backlog',
        this.database.outboxBacklog().then((b) => ({
          pending: b.pending,
          oldest_pending_seconds: b.oldestPendingSeconds,
          abandoned: b.abandoned,
        })),
      ),
      this.orDetail(
        'mail backlog',
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

  private orDetail<T extends object>(part: string, work: Promise<T>): Promise<T | { ok: false; detail: string }> {
    return work.catch((error: unknown) => {
      this.logger.warn(`Health: the ${part} cannot be asked: ${(error as Error).message}`);
      return { ok: false as const, detail: UNREACHABLE };
    });
  }

  /** A process still reading its copy answers as not ready, for a load balancer to send searches elsewhere. */
  private whenReady(health: SearchEngineHealth): SearchEngineHealth {
    return this.readiness.ready || !health.ok ? health : { ...health, ok: false, detail: READING_INDEX_DETAIL };
  }

  /** The engine's own words only when they are ours (a stale layout says what to run). */
  private withoutInternals(health: SearchEngineHealth): SearchEngineHealth {
    if (health.ok || health.detail === undefined || health.detail === STALE_LAYOUT_DETAIL) return health;
    this.logger.warn(`Health: the search engine cannot be asked: ${health.detail}`);
    return { ...health, detail: UNREACHABLE };
  }
}

const UNREACHABLE = 'unreachable';
