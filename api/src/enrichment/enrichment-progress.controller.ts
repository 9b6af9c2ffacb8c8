import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { EnrichmentRun } from '@venue-finder/core';
import type { Repository } from 'typeorm';

interface PhaseProgress {
  is_active: boolean;
  progress_percentage: number;
  total_venues: number;
  status_message: string;
  eta_message: string;
}

/** The footer banners' source: the state of the indexer's latest enrichment run per phase. */
@ApiTags('enrichment')
@Controller('api/v2')
export class EnrichmentProgressController {
  constructor(@InjectRepository(EnrichmentRun) private readonly runs: Repository<EnrichmentRun>) {}

  @Get('enrichment-progress')
  @ApiOperation({ summary: 'Progress of enrichment phase 1 (normalise, geocode, quality score)' })
  async phase1(): Promise<PhaseProgress & { enriched: number }> {
    const { done, ...progress } = await this.progress(1);
    return { ...progress, enriched: done };
  }

  @Get('phase2-progress')
  @ApiOperation({ summary: 'Progress of enrichment phase 2 (nearby transport, attractions, related searches)' })
  async phase2(): Promise<PhaseProgress & { complete: number }> {
    const { done, ...progress } = await this.progress(2);
    return { ...progress, complete: done };
  }

  private async progress(phase: 1 | 2): Promise<PhaseProgress & { done: number }> {
    const run = await this.runs.findOne({ where: { phase }, order: { startedAt: 'DESC' } });
    if (!run) {
      return {
        is_active: false,
        progress_percentage: 0,
        done: 0,
        total_venues: 0,
        status_message: 'Not started',
        eta_message: '',
      };
    }
    const percentage = run.total === 0 ? 100 : Math.min(100, Math.round((run.done / run.total) * 1000) / 10);
    return {
      is_active: run.status === 'running',
      progress_percentage: percentage,
      done: run.done,
      total_venues: run.total,
      status_message: run.message || (run.status === 'running' ? 'Enriching venues' : `Run ${run.status}`),
      eta_message: run.status === 'running' ? eta(run) : '',
    };
  }
}

function eta(run: EnrichmentRun): string {
  const elapsed = (run.updatedAt.getTime() - run.startedAt.getTime()) / 1000;
  if (run.done === 0 || elapsed <= 0) return 'Estimating time remaining';
  const seconds = Math.round(((run.total - run.done) * elapsed) / run.done);
  return seconds < 60 ? 'Less than a minute remaining' : `About ${Math.ceil(seconds / 60)} minutes remaining`;
}
