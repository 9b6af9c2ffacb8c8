// The set-up the benchmark and drill commands share: a throwaway embedded PostgreSQL, migrated and
// seeded with the deterministic demo data (with a progress bar), an uploads directory, the index
// built as the indexer would, and a clean-up that also runs on Ctrl-C or SIGTERM.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Clock,
  OfflineGeocoder,
  type RunningPostgres,
  type SearchEngine,
  migrateUp,
  openDataSource,
  startThrowawayPostgres,
} from '@venue-finder/core';
import { VenueEnricher, reindexAll } from '@venue-finder/indexer';
import type { DataSource } from 'typeorm';
import { type SeedResult, seedDemoData } from '../demo-data';
import { ProgressBar } from '../progress-bar';
import { stopChild } from './bench-processes';
import { markOutboxProcessed, vacuumAnalyze } from './bench.repository';

export interface BenchDatabase {
  postgres: RunningPostgres;
  dataSource: DataSource;
  uploadsDir: string;
  seeded: SeedResult;
  /** Processes started against it, stopped by cleanUp. */
  children: ChildProcess[];
  cleanUp(): Promise<void>;
}

/** A throwaway database with `size` demo venues; stop it with cleanUp() (a signal does too). */
export async function startBenchDatabase(size: number, poolSize = 4): Promise<BenchDatabase> {
  const postgres = await startThrowawayPostgres();
  const uploadsDir = await mkdtemp(join(tmpdir(), 'venue-finder-bench-'));
  const children: ChildProcess[] = [];
  let dataSource: DataSource | undefined;
  const cleanUp = async () => {
    await Promise.all(children.map(stopChild));
    await dataSource?.destroy().catch(() => undefined);
    await postgres.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    await migrateUp(postgres.url);
    dataSource = await openDataSource(postgres.url, poolSize);
    const seeded = await seedWithProgress(dataSource, size, uploadsDir);
    return { postgres, dataSource, uploadsDir, seeded, children, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export async function seedWithProgress(dataSource: DataSource, size: number, uploadsDir: string): Promise<SeedResult> {
  const bar = new ProgressBar('Seeding', size);
  const seeded = await seedDemoData(dataSource, { count: size, uploadsDir, onProgress: (done) => bar.update(done) });
  bar.finish();
  return seeded;
}

/**
 * Builds the engine's index of every published venue (both enrichment phases on the way), then
 * marks the seed's outbox messages processed: the rebuild already indexed them.
 */
export async function indexWithProgress(
  dataSource: DataSource,
  engine: SearchEngine,
  published: number,
  label = 'Indexing',
): Promise<void> {
  const bar = new ProgressBar(label, published);
  await reindexAll(dataSource, engine, new VenueEnricher(new OfflineGeocoder()), (done) => bar.update(done));
  bar.finish();
  await markOutboxProcessed(dataSource, new Clock().now());
  // The outbox's pending indexes still list every message just marked until a vacuum clears
  // them: the indexer's polls and /health would walk them all, as they do in a live database
  // only until autovacuum comes by a minute later. Measured from that steady state.
  await vacuumAnalyze(dataSource, ['outbox']);
}
