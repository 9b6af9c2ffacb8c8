// Whether this api process is ready to search. The PostgreSQL engine reads its resident copy of
// the index at start (seconds at 100,000 venues, more at a million: BENCHMARKS.md); the api
// listens meanwhile, so a load balancer can ask: /health answers 503 with the search part saying
// the copy is being read, and a search or a type-ahead is answered at once with a 503 and
// Retry-After rather than queued behind the read. A read that fails at start (no database yet)
// leaves the copy to the first search, as before: the process then says it is ready, and the
// search that reads answers as the database lets it.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SEARCH_ENGINE, type SearchEngine } from '@venue-finder/core';
import { SearchException } from './search.exception';

/** What /health says while the copy is read: an operator reads it. */
export const READING_INDEX_DETAIL = 'not ready: this process is still reading its copy of the search index';

@Injectable()
export class SearchReadiness implements OnApplicationBootstrap {
  private readonly logger = new Logger('Search');
  private reading: Promise<void> | null = null;
  private done = false;

  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  /** Starts the read and returns at once: the api takes requests, and says it is not ready, meanwhile. */
  onApplicationBootstrap(): void {
    this.reading ??= this.engine
      .warmUp()
      .catch((error: unknown) => {
        this.logger.warn(
          `The search index was not read at start (${(error as Error).message}); the first search reads it`,
        );
      })
      .finally(() => (this.done = true));
  }

  get ready(): boolean {
    return this.done;
  }

  /** Resolves when the read started at bootstrap has ended (for whoever must wait: tests, a drill). */
  async settled(): Promise<void> {
    await this.reading;
  }

  /** Refuses (503, Retry-After) a search that would wait for the copy. */
  assertReady(): void {
    if (!this.done) throw SearchException.starting();
  }
}
