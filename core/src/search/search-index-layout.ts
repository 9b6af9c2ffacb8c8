// What the search engines share about their index's layout: the error a search answers while
// the stored index was built with another layout than this code's (its filters and counts would
// be wrong), and the cached check that raises it. Each engine says how it stores its layout
// (PostgreSQL: search_index_meta; Meilisearch: a sibling index); both rebuild to fix it.
import { DomainError } from '../domain-error';

/** How long a "current" answer is trusted, so a rebuild by another process is noticed soon. */
export const LAYOUT_CHECK_TTL_MS = 30_000;
/** How long a "stale" answer is kept: searches are refused meanwhile, and resume soon after a rebuild. */
export const STALE_LAYOUT_RECHECK_MS = 1_000;

/** What health says while the layouts differ: an operator reads it. */
export const STALE_LAYOUT_DETAIL =
  'the index was built with another facet layout: run `npm run reindex` (an indexer does it at start-up)';

/** The index was built with another layout: searches are refused (503) until it is rebuilt. */
export class SearchIndexLayoutError extends DomainError<'SEARCH_INDEX_REBUILDING'> {
  constructor() {
    super(
      'SEARCH_INDEX_REBUILDING',
      'unavailable',
      'Search is unavailable until its index is rebuilt for this version: an indexer does it at start-up, ' +
        'or run `npm run reindex`. Please try again in a few minutes.',
    );
  }
}

/**
 * Refuses searches of an index of another layout, asking the engine at most once per 30 s while
 * it is current (never a round-trip per query; concurrent searches share one question), and
 * every second while it is not. A failed check is forgotten, so the next search asks again.
 */
export class IndexLayoutGate {
  private check: { at: number; current: Promise<boolean>; answer?: boolean } | null = null;

  constructor(
    private readonly needsRebuild: () => Promise<boolean>,
    private readonly now: () => number = Date.now,
  ) {}

  async assertCurrent(): Promise<void> {
    const now = this.now();
    const check = this.check;
    const ttl = check?.answer === false ? STALE_LAYOUT_RECHECK_MS : LAYOUT_CHECK_TTL_MS;
    const current = !check || now - check.at > ttl ? this.ask(now) : check.current;
    if (!(await current)) throw new SearchIndexLayoutError();
  }

  private ask(now: number): Promise<boolean> {
    const check: { at: number; current: Promise<boolean>; answer?: boolean } = {
      at: now,
      current: this.needsRebuild().then((stale) => (check.answer = !stale)),
    };
    check.current.catch(() => {
      if (this.check === check) this.check = null;
    });
    this.check = check;
    return check.current;
  }

  /** After this process rebuilt the index: the next search asks again. */
  forget(): void {
    this.check = null;
  }
}
