// Records enrichment runs in enrichment_runs, which GET /api/v2/enrichment-progress and
// /phase2-progress report to the footer banners: one run per phase, with its total, how many
// venues are done, and how it ended. Its times come from the Clock, never the database's now().
import { Clock, EnrichmentRun } from '@venue-finder/core';
import type { DataSource } from 'typeorm';

export interface RunningEnrichment {
  /** Counts venues done in each phase. */
  advance(done: { phase1: number; phase2: number }): Promise<void>;
  finish(status: 'completed' | 'failed', message?: string): Promise<void>;
}

export async function startEnrichmentRuns(
  dataSource: DataSource,
  phases: (1 | 2)[],
  total: number,
  message: string,
  clock: Clock = new Clock(),
): Promise<RunningEnrichment> {
  const started = clock.now();
  const repository = dataSource.getRepository(EnrichmentRun);
  const runs = await Promise.all(
    phases.map((phase) =>
      repository.save(
        repository.create({
          phase,
          total,
          done: 0,
          status: 'running',
          message,
          startedAt: started,
          updatedAt: started,
        }),
      ),
    ),
  );
  const byPhase = (phase: 1 | 2) => runs.find((run) => run.phase === phase);
  return {
    async advance(done) {
      for (const [phase, count] of [
        [1, done.phase1],
        [2, done.phase2],
      ] as const) {
        const run = byPhase(phase);
        if (!run || count === 0) continue;
        run.done = Math.min(run.total, run.done + count);
        await repository.update(run.id, { done: run.done, updatedAt: clock.now() });
      }
    },
    async finish(status, finalMessage) {
      const now = clock.now();
      await Promise.all(
        runs.map((run) =>
          repository.update(run.id, {
            status,
            done: status === 'completed' ? run.total : run.done,
            message: finalMessage ?? (status === 'completed' ? 'Enrichment complete' : 'Enrichment stopped'),
            updatedAt: now,
            finishedAt: now,
          }),
        ),
      );
    },
  };
}
