import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SEARCH_ENGINE, type SearchEngine } from '@venue-finder/core';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { HealthReport } from './health.dto';

interface MailQueue {
  waiting: number;
  oldest_waiting_seconds: number;
  abandoned: number;
}

interface IndexerLag {
  pending: number;
  oldest_pending_seconds: number;
  abandoned: number;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Database, search engine and indexer lag; 503 when a dependency is down' })
  @ApiOkResponse({ type: HealthReport })
  @ApiServiceUnavailableResponse({ type: HealthReport, description: 'The database or the search engine is down' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const [database, search, indexer, mail] = await Promise.all([
      this.database(),
      this.engine.health(),
      this.indexerLag(),
      this.mailQueue(),
    ]);
    const ok = database.ok && search.ok;
    if (!ok) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'degraded', database, search: { engine: this.engine.name, ...search }, indexer, mail };
  }

  private async database(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await this.dataSource.query('SELECT 1');
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  /** Mail not yet sent (queued, or failed and due again) and mail given up on. */
  private async mailQueue(): Promise<MailQueue | { ok: false; detail: string }> {
    try {
      const [row]: { waiting: string; oldest: number | null; abandoned: string }[] = await this.dataSource.query(`
        SELECT count(*) FILTER (WHERE status IN ('queued', 'failed')) AS waiting,
               extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('queued', 'failed')))::float8 AS oldest,
               count(*) FILTER (WHERE status = 'abandoned') AS abandoned
          FROM mail_messages WHERE status <> 'sent'`);
      return {
        waiting: Number(row.waiting),
        oldest_waiting_seconds: Math.round((row.oldest ?? 0) * 10) / 10,
        abandoned: Number(row.abandoned),
      };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  private async indexerLag(): Promise<IndexerLag | { ok: false; detail: string }> {
    try {
      // Each part reads only its own partial index: processed messages stay in the table.
      const [row]: { pending: string; oldest: number | null; abandoned: string }[] = await this.dataSource.query(`
        SELECT waiting.pending, waiting.oldest, (SELECT count(*) FROM outbox WHERE abandoned_at IS NOT NULL) AS abandoned
          FROM (SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest
                  FROM outbox WHERE processed_at IS NULL AND abandoned_at IS NULL) waiting`);
      return {
        pending: Number(row.pending),
        oldest_pending_seconds: Math.round((row.oldest ?? 0) * 10) / 10,
        abandoned: Number(row.abandoned),
      };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }
}
