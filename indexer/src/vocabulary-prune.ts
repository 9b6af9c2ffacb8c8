// Now and then, the indexer prunes the search vocabulary of words no document holds any more
// (venues unpublished, renamed or changed), so typo corrections and the type-ahead's spelling
// never steer planners to a word that finds nothing (PostgresSearchEngine.pruneVocabulary; a
// rebuild prunes too). A pass reads every document's words (about a second at 100,000 venues),
// so it runs on an interval, and only when the index has been written since the last one.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { SEARCH_ENGINE, type SearchEngine, SearchIndexMetaRepository } from '@venue-finder/core';
import { DataSource } from 'typeorm';

/** How often the vocabulary is pruned: a ghost word misleads a typo at most this long. */
export const VOCABULARY_PRUNE_EVERY_MS = 10 * 60 * 1000;

@Injectable()
export class VocabularyPrune implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('VocabularyPrune');
  /** The index's generation at the last prune: nothing written since, nothing to prune. */
  private prunedAt: number | null = null;
  private readonly meta = new SearchIndexMetaRepository();
  private running: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.engine.pruneVocabulary) return;
    this.scheduler.addInterval(
      'vocabulary-prune',
      setInterval(() => void this.pruneIfWritten(), VOCABULARY_PRUNE_EVERY_MS),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('interval', 'vocabulary-prune')) this.scheduler.deleteInterval('vocabulary-prune');
    await this.running;
  }

  /** One prune unless one is running or nothing was written since the last. */
  async pruneIfWritten(): Promise<void> {
    this.running ??= this.prune().finally(() => (this.running = null));
    return this.running;
  }

  private async prune(): Promise<void> {
    try {
      const generation = await this.meta.generation(this.dataSource);
      if (generation === this.prunedAt) return;
      const pruned = (await this.engine.pruneVocabulary?.()) ?? 0;
      // A prune that removed words is itself the write after: the next generation.
      this.prunedAt = pruned > 0 ? generation + 1 : generation;
      if (pruned > 0) this.logger.log(`Pruned ${pruned} words no venue holds from the search vocabulary`);
    } catch (error) {
      this.logger.warn(`Pruning the search vocabulary failed (tried again later): ${(error as Error).message}`);
    }
  }
}
