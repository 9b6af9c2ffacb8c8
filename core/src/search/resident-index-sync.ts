// Keeps a process's ResidentIndex in step with the PostgreSQL engine's tables. Every write of
// the index takes the next generation in its transaction and stamps what it writes with it
// (migration 0028); the counter's row lock orders the writers, so once generation G is
// committed, so is everything before it. Before each search one small read asks for the
// generation: unchanged, the resident copy answers as it is; else the rows stamped since are
// read in one snapshot and applied, and a search never answers from an index older than the
// last write committed before it began. A rebuild is written the same way, in batches that
// stamp only the documents that changed (postgres-search-engine.ts), so a copy catches up with
// a rebuild as with any write: nothing is read whole. Once a quarter of the ordinals are dead
// (and at least a thousand) a fresh copy is read whole in the background, each process after a
// random wait of up to 30 s, while the old one keeps answering; it is brought up to date and
// takes over at the next catch-up.
//
// A copy is read in the facet layout stored with the index (stored-facet-layout.ts). When a
// rebuild switches to a new layout, the next catch-up finds another layout stored: the copy
// held keeps answering as it is (without the writes since: its bits cannot take the new
// layout's) while a fresh copy is read in the new layout, after a random wait of up to 2 s,
// and takes over once read. Searches see the writes made after a switch a few seconds late;
// none is refused.
//
// The counter's lock is every index write's only wait: each takes it with a lock timeout
// (INDEX_LOCK_TIMEOUT_MS) and writeIndex() tries again a few times before giving up with an
// error that says so, for the indexer to retry the change later (outbox-consumer.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { FACET_LAYOUT } from './facet-bits';
import { type ResidentDocument, ResidentIndex } from './resident-index';
import { type IndexedDocumentRow, SearchDocumentsRepository } from './search-documents.repository';
import { SearchIndexMetaRepository } from './search-index-meta.repository';
import { SearchVocabularyRepository } from './search-vocabulary.repository';
import { storedFacetLayouts } from './stored-facet-layout';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * Documents read per query: a whole load of 100,000 venues in chunks, so each chunk's rows are
 * garbage before the next arrives (read at once, they held the process at several hundred MB).
 */
const CHUNK = 5_000;

const documents = new SearchDocumentsRepository();
const vocabulary = new SearchVocabularyRepository();
const meta = new SearchIndexMetaRepository();

const lexemes = (text: string) => (text ? text.split(' ') : []);

const toDocument = (row: IndexedDocumentRow): ResidentDocument => ({
  id: row.venue_id,
  quality: row.quality_score,
  rating: row.rating,
  capacityMin: row.capacity_min,
  capacityMax: row.capacity_max,
  capacityTheatre: row.capacity_theatre,
  capacityCabaret: row.capacity_cabaret,
  capacityStanding: row.capacity_standing,
  bedroomsTotal: row.bedrooms_total,
  updatedAt: row.updated_at,
  dayRatePence: row.day_rate_pence,
  hourRatePence: row.hour_rate_pence,
  personRatePence: row.person_rate_pence,
  lat: row.lat,
  lng: row.lng,
  city: row.city,
  facetBits: row.facet_bits,
  keepsCalendar: row.keeps_calendar,
  takenDays: row.taken_days,
  words: lexemes(row.words),
  nameWords: lexemes(row.name_words),
  placeWords: lexemes(row.place_words),
  featureWords: lexemes(row.feature_words),
});

/**
 * How long an index write waits for the generation counter's lock before it gives up and tries
 * again. A writer holds it for one batch's statements (a few hundred ms), so this is only
 * reached when something holds it far longer than any writer of this code does.
 */
export const INDEX_LOCK_TIMEOUT_MS = 5_000;

/**
 * Takes the next generation for a write of the index (in the writer's transaction: its lock is
 * held until the write commits, so writers commit in the order of their generations). Every
 * lock the transaction waits for from here on waits at most `lockTimeoutMs`.
 */
export async function nextIndexGeneration(tx: Queryable, lockTimeoutMs = INDEX_LOCK_TIMEOUT_MS): Promise<number> {
  const generation = await meta.nextGeneration(tx, lockTimeoutMs);
  if (generation === null) throw new Error('search_index_meta has no generation: run `npm run migrate`');
  return generation;
}

/** PostgreSQL's lock_not_available: a lock was not granted within lock_timeout. */
function isLockTimeout(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return (e.driverError?.code ?? e.code) === '55P03';
}

export interface IndexWriteOptions {
  lockTimeoutMs?: number;
  /** Tries in all, the pause between them doubling from 100 ms. */
  attempts?: number;
}

/**
 * One write of the index: a transaction that takes the next generation first and passes it to
 * `work`. When the counter's lock (or any other) is not granted within the lock timeout, the
 * whole transaction is rolled back and tried again; after the last try the error says what
 * happened, and the caller (the indexer's outbox) retries the change later.
 */
export async function writeIndex<T>(
  db: DataSource,
  work: (tx: EntityManager, generation: number) => Promise<T>,
  { lockTimeoutMs = INDEX_LOCK_TIMEOUT_MS, attempts = 4 }: IndexWriteOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => work(tx, await nextIndexGeneration(tx, lockTimeoutMs)));
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      if (attempt >= attempts) {
        throw new Error(
          `The search index was not written: its write lock stayed taken for ${attempts} tries of ` +
            `${lockTimeoutMs} ms each (see pg_locks for the session holding search_index_meta); ` +
            'the change is kept and retried.',
          { cause: error },
        );
      }
      await sleep(100 * 2 ** (attempt - 1));
    }
  }
}

/** Dead ordinals (venues written again or removed) that make the next catch-up read the copy whole: a quarter, or this many. */
const DEAD_RELOADED = 1_000;

/** The longest a background reload waits before reading (ResidentIndexSync's constructor). */
const RELOAD_SPREAD_MS = 30_000;
/** The longest a copy waits before reading itself in a new facet layout: it answers older meanwhile. */
const SWITCH_SPREAD_MS = 2_000;

interface HeldCopy {
  index: ResidentIndex;
  generation: number;
}

export class ResidentIndexSync {
  private index: ResidentIndex | null = null;
  private generation = -1;
  private catchingUp: Promise<void> | null = null;
  /** A fresh copy being read whole in the background, and one read and waiting to take over. */
  private reloading: Promise<void> | null = null;
  private reloaded: HeldCopy | null = null;
  /** The stored facet layout is another than the copy's: it answers as it is until a fresh copy is read. */
  private switching = false;

  private readonly reloadSpreadMs: number;

  /**
   * `reloadSpreadMs`: a background reload waits a random time up to this long before it reads,
   * so the api processes, which all find their copies wasteful after the same write, do not all
   * read the whole index from the database at the same moment.
   */
  constructor(
    private readonly db: DataSource,
    { reloadSpreadMs = RELOAD_SPREAD_MS }: { reloadSpreadMs?: number } = {},
  ) {
    this.reloadSpreadMs = reloadSpreadMs;
  }

  /** The index with every write committed before this call (one small read when nothing changed). */
  async current(): Promise<ResidentIndex> {
    return this.atLeast(await meta.generation(this.db));
  }

  /**
   * The copy as it stands, without asking the database, and the generation it holds: for a
   * reader that learns the generation in its own statement and calls atLeast() when it was newer.
   */
  held(): HeldCopy | null {
    return this.index && { index: this.index, generation: this.generation };
  }

  /** The index with every write up to `generation`, read only when the copy is older. */
  async atLeast(generation: number): Promise<ResidentIndex> {
    // A catch-up already under way may have begun before that write: then one more.
    while (!this.index || (this.generation < generation && !this.switching)) await this.catchUpOnce();
    return this.index;
  }

  /** Resolves when a background reload (if one is under way) has been read and taken over. */
  async settled(): Promise<void> {
    for (;;) {
      if (this.reloading) await this.reloading;
      else if (this.reloaded || this.catchingUp) await this.catchUpOnce();
      else return;
    }
  }

  private catchUpOnce(): Promise<void> {
    this.catchingUp ??= this.catchUp().finally(() => (this.catchingUp = null));
    return this.catchingUp;
  }

  private async catchUp(): Promise<void> {
    if (!this.index) {
      // The first copy: searches wait for it (warmUp() reads it before the first one).
      const whole = await this.read(null, -1);
      whole!.index.trim();
      this.index = whole!.index;
      this.generation = whole!.generation;
      return;
    }
    // A copy read whole meanwhile takes over once it has the writes since it was read.
    const base = this.reloaded ?? { index: this.index, generation: this.generation };
    this.reloaded = null;
    const caught = await this.read(base.index, base.generation);
    if (!caught) {
      // Another facet layout is stored now: a fresh copy is read in it, this one answers meanwhile.
      this.switching = true;
      this.reload(SWITCH_SPREAD_MS);
      return;
    }
    this.index = caught.index;
    this.generation = caught.generation;
    this.switching = false;
    const { deadCount, size } = this.index;
    if (deadCount > Math.max(DEAD_RELOADED, size / 4)) this.reload();
  }

  /** Reads a fresh copy whole, in the background; the copy held answers until it takes over. */
  private reload(spreadMs = this.reloadSpreadMs): void {
    if (this.reloading || this.reloaded) return;
    this.reloading = sleep(Math.random() * spreadMs, undefined, { ref: false })
      .then(() => this.read(null, -1))
      .then((fresh) => {
        fresh!.index.trim();
        this.reloaded = fresh;
      })
      // The next catch-up that finds the copy still wasteful (or its layout old) tries again.
      .catch(() => {
        this.switching = false;
      })
      .finally(() => (this.reloading = null));
    // Taken over at once when nothing was written meanwhile (else at the next catch-up, which
    // also reads what was written since).
    void this.reloading
      .then(async () => {
        if (this.reloaded && this.reloaded.generation >= this.generation) await this.catchUpOnce();
      })
      .catch(() => undefined);
  }

  /**
   * Applies to `held` what was written after `since`, read in one snapshot, and returns it with
   * the generation it then holds; with no copy held (and `since` -1), reads a new one whole in
   * the stored facet layout. Null, and nothing applied, when the stored layout is no longer the
   * copy's. Changes are applied after every chunk is read, so a search never sees half of them.
   */
  private async read(held: ResidentIndex | null, since: number): Promise<HeldCopy | null> {
    return this.db.transaction('REPEATABLE READ', async (tx) => {
      const generation = await meta.generation(tx);
      const { live } = await storedFacetLayouts(tx);
      // A layout nobody can read back: searches are refused (the layout gate); the code's is read.
      const layout = live ?? FACET_LAYOUT;
      if (held && held.layout.fingerprint !== layout.fingerprint) return null;
      const index = held ?? new ResidentIndex(layout);
      const whole = since < 0;
      const removed = whole ? [] : await documents.removedSince(tx, since);
      const words = await vocabulary.addedSince(tx, since);
      // Words pruned since (a copy read whole never had them); a word pruned then written again is in both.
      const pruned = whole ? [] : await vocabulary.prunedSince(tx, since);
      const changed: ResidentDocument[] = [];
      const readChunk = (after: string) => documents.writtenSince(tx, since, after, CHUNK);
      let chunk = readChunk('00000000-0000-0000-0000-000000000000');
      for (;;) {
        const rows = await chunk;
        // The database reads the next chunk while this one is taken in.
        if (rows.length === CHUNK) chunk = readChunk(rows.at(-1)!.venue_id);
        // A copy read whole is not answering yet: it takes each chunk in as it comes.
        if (whole) index.apply(rows.map(toDocument));
        else changed.push(...rows.map(toDocument));
        if (rows.length < CHUNK) break;
      }
      index.removeVocabulary(pruned);
      index.addVocabulary(words);
      index.apply(changed, removed);
      return { index, generation };
    });
  }
}
