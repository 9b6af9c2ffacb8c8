// The state of the indexer's latest enrichment run per phase, as the footer banners show it.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EnrichmentRun } from '@venue-finder/core';
import type { Repository } from 'typeorm';
import type { PhaseProgress } from './enrichment-progress.dto';

@Injectable()
export class EnrichmentProgressService {
  constructor(@InjectRepository(EnrichmentRun) private readonly runs: Repository<EnrichmentRun>) {}

  async progress(phase: 1 | 2): Promise<PhaseProgress & { done: number }> {
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
