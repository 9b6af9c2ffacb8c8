// The PostgreSQL search engine (embedded default): full text with English stemming and
// unaccent, a vocabulary for typos and completions, exact facet counts — all in the one
// database. The indexer owns the index's tables and writes them in transactions, each with the
// next generation; they are the index of record. A process that searches answers from a copy
// resident in its memory (resident-index.ts), brought up to date with the rows written since
// before each search (resident-index-sync.ts), and reads from the database only the page's 20
// cards (search_document_details). The type-ahead, similar venues and cards by id still ask
// the tables directly: each is one indexed read. The SQL is in the repositories of the index's
// tables: search-documents, search-name-prefixes, search-vocabulary and search-index-meta
// .repository.ts.
import { setImmediate } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock';
import { chordToKm } from './earthdistance';
import { FACET_LAYOUT, type FacetLayout } from './facet-bits';
import { type QueryTerm, documentWords, fewerTerms, nameKey, nameSuffixes, queryTerms } from './query-words';
import { type LexemeTerm, type ResidentHit, type ResidentIndex, type ResolvedTerm, toLexemes } from './resident-index';
import { type IndexWriteOptions, ResidentIndexSync, writeIndex } from './resident-index-sync';
import { cardsInRequestedOrder } from '../venues/venue-card';
import type { SearchDocument } from './search-document';
import { IndexLayoutGate, STALE_LAYOUT_DETAIL } from './search-index-layout';
import { recordLiveLayout, recordNextLayout, storedFacetLayouts } from './stored-facet-layout';
import { type SearchDocumentRow, SearchDocumentsRepository } from './search-documents.repository';
import { type NamePrefixColumns, SearchNamePrefixesRepository } from './search-name-prefixes.repository';
import { SearchIndexMetaRepository } from './search-index-meta.repository';
import { SearchVocabularyRepository } from './search-vocabulary.repository';
import type {
  SearchEngine,
  SearchEngineHealth,
  SimilarTo,
  VenueSearchQuery,
  VenueSearchResult,
  VenueSuggestion,
} from './search-engine';
import { type VenueCard, cityNamedBy, placeNamedAt } from '@venue-finder/contract';
import { findTransportStop } from '../geo/transport-stops';

/** Stems kept per process: the words planners type and the vocabulary's, far fewer than this. */
const STEMS_KEPT = 50_000;

/** Documents a rebuild writes in one transaction: the longest a live change waits for the counter's lock. */
const REBUILD_WRITE = 250;

/** Typos are forgiven from this many characters: shorter text matches almost anything. */
const TYPO_MIN_CHARS = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The terms with the places they name (contract's PLACES_NAMED_LIKE_CITIES): "liverpool street"
 * is the London station, so its words name no city and venues near the station rank first.
 */
function placesNamed(typed: readonly QueryTerm[], terms: LexemeTerm[]): LexemeTerm[] {
  const keys = typed.map((term) => term.text);
  const named = [...terms];
  keys.forEach((_, i) => {
    const place = placeNamedAt(keys, i);
    const stop = place && findTransportStop(place.city, place.stop);
    if (!place || !stop) return;
    place.words.forEach((_, j) => (named[i + j] = { ...named[i + j]!, cities: [] }));
    named[i] = { ...named[i]!, places: [{ lat: stop.lat, lng: stop.lng }] };
  });
  return named;
}

/** The word-starts of the written documents' names, in columns. */
function namePrefixRows(documents: SearchDocument[], written: string[]): NamePrefixColumns {
  const ids = new Set(written);
  const columns: NamePrefixColumns = [[], [], [], []];
  for (const doc of documents) {
    if (!ids.has(doc.id)) continue;
    ids.delete(doc.id);
    nameSuffixes(doc.name).forEach((suffix, i) => {
      columns[0].push(doc.id);
      columns[1].push(i);
      columns[2].push(suffix);
      columns[3].push(doc.quality_score);
    });
  }
  return columns;
}

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  /** Searches are refused only while the stored layout cannot be read back (stored-facet-layout.ts). */
  private readonly layout = new IndexLayoutGate(async () => (await storedFacetLayouts(this.db)).live === null);

  private readonly resident: ResidentIndexSync;
  /** Words as the index stems them, asked of the database once per process. */
  private readonly stems = new Map<string, string[]>();
  private readonly documents = new SearchDocumentsRepository();
  private readonly namePrefixes = new SearchNamePrefixesRepository();
  private readonly vocabulary = new SearchVocabularyRepository();
  private readonly meta = new SearchIndexMetaRepository();

  constructor(
    private readonly db: DataSource,
    private readonly writes: IndexWriteOptions = {},
    // Stamps indexed_at: the writer's time, never the database's now().
    private readonly clock: Clock = new Clock(),
  ) {
    this.resident = new ResidentIndexSync(db);
  }

  /** Reads the resident copy of the index: about 5 s at 100,000 venues, better at start than in a search. */
  async warmUp(): Promise<void> {
    await this.resident.current();
  }

  /** The resident copy as this process holds it (for measuring it), read first when it is not yet. */
  async residentIndex(): Promise<ResidentIndex> {
    return this.resident.current();
  }

  /**
   * True when the stored index was built with another facet-bit layout than this code's: a
   * rebuild builds this code's beside it, while searches go on from the stored one.
   */
  async needsRebuild(): Promise<boolean> {
    return (await storedFacetLayouts(this.db)).live?.fingerprint !== FACET_LAYOUT.fingerprint;
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await writeIndex(this.db, (tx, generation) => this.write(documents, tx, generation, null), this.writes);
  }

  /**
   * The documents' rows, stamped with the write's generation (resident-index-sync.ts) where they
   * changed; in a rebuild, `rebuildFrom` is the generation it began at (SearchDocumentsRepository.upsert).
   */
  private async write(
    documents: SearchDocument[],
    tx: Queryable,
    generation: number,
    rebuildFrom: number | null,
  ): Promise<void> {
    // Read under the generation's lock: a rebuild that starts building a layout beside the
    // live one takes it too, so every write after it writes that layout as well.
    const layouts = await storedFacetLayouts(tx);
    const live = layouts.live ?? FACET_LAYOUT;
    const rows = documents.map((doc): SearchDocumentRow => ({
      venue_id: doc.id,
      quality_score: doc.quality_score,
      capacity_min: doc.capacity_min,
      capacity_max: doc.capacity_max,
      capacity_theatre: doc.capacity_theatre,
      capacity_cabaret: doc.capacity_cabaret,
      capacity_standing: doc.capacity_standing,
      bedrooms_total: doc.bedrooms_total,
      venue_updated_at: doc.updated_at,
      day_rate_pence: doc.day_rate_pence,
      hour_rate_pence: doc.hour_rate_pence,
      person_rate_pence: doc.person_rate_pence,
      rating: doc.rating,
      lat: doc.geo?.lat ?? null,
      lng: doc.geo?.lng ?? null,
      city: doc.city,
      facet_bits: live.encode(doc).toString('hex'),
      keeps_calendar: doc.keeps_calendar,
      taken_days: doc.taken_days,
      words: documentWords(`${doc.name} ${doc.place_text} ${doc.search_text} ${doc.description}`),
      name_words: documentWords(doc.name),
      place_words: documentWords(doc.place_text),
      feature_words: documentWords(doc.search_text),
      slug: doc.slug,
      name: doc.name,
      card: doc.card,
    }));
    const written = await this.documents.upsert(tx, rows, generation, rebuildFrom, this.clock.now());
    if (written.length > 0) await this.namePrefixes.rewrite(tx, written, namePrefixRows(documents, written));
    const next = layouts.next;
    if (next) {
      const bits = documents.map((doc) => ({
        venue_id: doc.id,
        bits: next.encode(doc).toString('hex'),
        venue_updated_at: doc.updated_at,
      }));
      await this.documents.writeNextBits(tx, bits);
    }
    await this.vocabulary.add(tx, [...new Set(rows.flatMap((row) => (row.words as string).split(' ')))], generation);
  }

  /**
   * Removes from the vocabulary the words no document holds any more (venues gone or changed),
   * so typo corrections and the type-ahead's spelling never steer to a word that finds nothing;
   * returns how many. The pass over every document's words runs outside the generation's lock
   * (about a second at 100,000 venues); the removal is one short write. Run by the indexer now and
   * then and after each rebuild.
   */
  async pruneVocabulary(): Promise<number> {
    const since = await this.meta.generation(this.db);
    const words = await this.vocabulary.ghosts(this.db);
    if (words.length === 0) return 0;
    const pruned = await writeIndex(
      this.db,
      (tx, generation) => this.vocabulary.prune(tx, words, since, generation),
      this.writes,
    );
    return pruned.length;
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await writeIndex(this.db, (tx, generation) => this.documents.remove(tx, generation, ids, null), this.writes);
  }

  /**
   * Answered by the resident index. Every term must match; when nothing does, filler words and
   * then the rarest terms are dropped and the search run again (query-words.ts, rule 4). Then
   * only the page's 20 cards are read.
   *
   * Trying fewer words counts matches (ResidentIndex.count: no ranking, no facets) and lets the
   * event loop turn between counts: done in one go, a long query with a word no venue has held
   * the loop for 100-170 ms at 300,000 venues (#45 allows 50).
   */
  async search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    await this.layout.assertCurrent();
    const index = await this.resident.current();
    const typed = queryTerms(query.q ?? '');
    const lexemes = placesNamed(typed, await this.lexemes(index.resolve(typed)));
    let found = index.search(query, lexemes);
    if (found.total === 0 && lexemes.length > 1) {
      const terms = typed.map((term, i) => ({ ...term, lexemes: lexemes[i]! }));
      const attempts = await fewerTerms(terms, async (each) => {
        const counts: number[] = [];
        for (const term of each) {
          await setImmediate();
          counts.push(index.count(query, [term.lexemes]));
        }
        return counts;
      });
      // Facets are counted once, for the attempt that finds venues.
      for (const attempt of attempts) {
        const kept = attempt.map((term) => term.lexemes);
        await setImmediate();
        if (index.count(query, kept) === 0) continue;
        await setImmediate();
        found = index.search(query, kept);
        break;
      }
    }
    const result: VenueSearchResult = { items: await this.pageCards(found.hits), total: found.total };
    if (found.facets) result.facets = found.facets;
    return result;
  }

  /** The resolved terms in the index's lexemes, stemming words not seen before in one query. */
  private async lexemes(terms: ResolvedTerm[]): Promise<LexemeTerm[]> {
    const words = new Set(
      terms.flatMap((term) => [
        ...[term.own, term.synonyms, term.typos].flat(2),
        ...(term.prefix ? [term.prefix] : []),
      ]),
    );
    const unseen = [...words].filter((word) => !this.stems.has(word));
    if (unseen.length > 0) {
      const rows = await this.vocabulary.stems(this.db, unseen);
      if (this.stems.size + rows.length > STEMS_KEPT) this.stems.clear();
      for (const row of rows) this.stems.set(row.word, row.lexemes ? row.lexemes.split(' ') : []);
    }
    return terms.map((term) => toLexemes(term, (word) => this.stems.get(word) ?? [], cityNamedBy));
  }

  /** The page's cards in its order, each with its distance near a point. */
  private async pageCards(hits: ResidentHit[]): Promise<VenueCard[]> {
    if (hits.length === 0) return [];
    const rows = await this.documents.cardsById(
      this.db,
      hits.map((hit) => hit.id),
    );
    const cards = new Map(rows.map((row) => [row.venue_id, row.card]));
    // A venue removed since the page was chosen is left out.
    return hits.flatMap(({ id, chord, availability }) => {
      const card = cards.get(id);
      if (!card) return [];
      return [
        {
          ...card,
          ...(chord === null ? {} : { distance_km: chordToKm(chord) }),
          ...(availability ? { availability } : {}),
        },
      ];
    });
  }

  async cards(idsOrSlugs: string[]): Promise<VenueCard[]> {
    if (idsOrSlugs.length === 0) return [];
    const ids = idsOrSlugs.filter((v) => UUID.test(v)).map((v) => v.toLowerCase());
    const slugs = idsOrSlugs.map((v) => v.toLowerCase());
    return cardsInRequestedOrder(await this.documents.cardsByIdOrSlug(this.db, ids, slugs), idsOrSlugs);
  }

  /**
   * Names that start with the text, or have a word that does; then the same with the text's
   * words spelt as the vocabulary has them ("chpter ho" → "chapter ho"). One statement: the
   * spelling comes from the resident copy as it is held, and is worked out again only when the
   * statement shows the index has moved on since and the text as typed did not fill the list.
   * (A trigram comparison with every name used to follow: 50-220 ms at 100,000 venues, for text
   * no word explains.)
   */
  async suggest(text: string, limit: number): Promise<VenueSuggestion[]> {
    // Compared as names are stored (nameKey): letters and digits only, so nothing is a LIKE pattern.
    const needle = nameKey(text);
    if (!needle || limit <= 0) return [];
    // Below TYPO_MIN_CHARS, typos are not guessed at: two letters match almost anything.
    const guessesTypos = needle.length >= TYPO_MIN_CHARS;
    if (guessesTypos && !this.resident.held()) await this.resident.current();
    let held = guessesTypos ? this.resident.held() : null;
    for (;;) {
      const spelt = held && this.spelling(held.index, needle, /\s$/.test(text));
      const rows = await this.namePrefixes.suggestions(this.db, needle, limit, spelt);
      const suggestions: VenueSuggestion[] = [];
      const taken = new Set<string>();
      let asTyped = 0;
      for (const { tier, id, slug, name, city } of rows) {
        if (suggestions.length === limit) break;
        if (id === null || taken.has(id)) continue;
        taken.add(id);
        suggestions.push({ id, slug, name, city });
        if (tier! < 2) asTyped += 1;
      }
      const generation = Number(rows[0]?.generation ?? 0);
      if (!held || generation <= held.generation || asTyped === limit) return suggestions;
      const before = held.generation;
      await this.resident.atLeast(generation);
      held = this.resident.held();
      // A copy switching to a new facet layout answers as it is until the new one is read.
      if (!held || held.generation === before) return suggestions;
    }
  }

  /** The text spelt as the vocabulary has it, or null when that changes nothing worth asking. */
  private spelling(index: ResidentIndex, needle: string, wordsComplete: boolean): string | null {
    const spelt = this.spell(index, needle, wordsComplete);
    return spelt.length >= TYPO_MIN_CHARS && spelt !== needle ? spelt : null;
  }

  /** The text's words (nameKey) as the vocabulary spells them (ResidentIndex.spell), words it cannot explain left out. */
  private spell(index: ResidentIndex, needle: string, wordsComplete: boolean): string {
    const words = needle.split(' ');
    return words
      .flatMap((word, i) => {
        const last = i === words.length - 1 && !wordsComplete;
        const spelt = index.spell(word, last);
        // A word no venue's name or text explains is left out ("th hidden" → "hidden"), but for
        // the last one, which may still become one.
        // A word of no venue may be words run together ("maryleboneloft", "wrenboard").
        if (spelt === null) return index.split(word) ?? (last ? [word] : []);
        return [spelt];
      })
      .join(' ');
  }

  async similar(to: SimilarTo, limit: number): Promise<VenueCard[]> {
    // The shared-category tier reads the facet bits too.
    await this.layout.assertCurrent();
    const layout = (await storedFacetLayouts(this.db)).live ?? FACET_LAYOUT;
    return this.documents.similar(this.db, to, limit, layout);
  }

  /**
   * Rewrites the index from `batches` while it stays live: each batch is one short write like the
   * indexer's (the counter's lock held for REBUILD_WRITE documents at a time, never for the
   * whole rebuild), stamping only the documents that changed, so live changes keep reaching
   * search in between and the resident copies catch up with the few that differ. A change the
   * indexer writes meanwhile is never overwritten by an older read (the documents repository's upsert). Last, the
   * documents the rebuild did not write and nothing wrote since it began (venues no longer
   * published) are removed, and the facet layout is recorded.
   *
   * When the stored layout is another than `layout` (the code's: a city, category, chain,
   * facility or tier added or gone), the new layout's bits are built beside the live ones
   * (facet_bits_next, written by the rebuild and by every write while it runs), searches being
   * answered from the live layout meanwhile; once every document has them, one short write
   * switches: the new bits become the live ones and the new layout is recorded, and each
   * process's resident copy reads itself afresh in the new layout (resident-index-sync.ts).
   */
  async rebuild(
    batches: AsyncIterable<SearchDocument[]>,
    layout: FacetLayout = FACET_LAYOUT,
  ): Promise<{ documents: number }> {
    const { live } = await storedFacetLayouts(this.db);
    const beside = live !== null && live.fingerprint !== layout.fingerprint;
    if (live === null && layout !== FACET_LAYOUT) {
      throw new Error('An index whose layout cannot be read back is rebuilt in the code’s layout only');
    }
    if (beside) {
      await writeIndex(
        this.db,
        async (tx) => {
          await recordNextLayout(tx, layout);
          // Bits of a layout an earlier, unfinished rebuild built.
          await this.documents.clearNextBits(tx);
        },
        this.writes,
      );
    }
    // Taken once every write writes the next layout too: a document stamped later has its bits.
    const began = await this.meta.generation(this.db);
    const written = new Set<string>();
    for await (const batch of batches) {
      for (let i = 0; i < batch.length; i += REBUILD_WRITE) {
        const part = batch.slice(i, i + REBUILD_WRITE);
        await writeIndex(this.db, (tx, generation) => this.write(part, tx, generation, began), this.writes);
      }
      for (const doc of batch) written.add(doc.id);
    }
    const stamped = await this.documents.stampedBy(this.db, began);
    const gone = stamped.filter((id) => !written.has(id));
    for (let i = 0; i < gone.length; i += REBUILD_WRITE) {
      const part = gone.slice(i, i + REBUILD_WRITE);
      await writeIndex(this.db, (tx, generation) => this.documents.remove(tx, generation, part, began), this.writes);
    }
    if (beside) await writeIndex(this.db, (tx) => this.switchLayout(tx, layout), this.writes);
    else await this.db.transaction((tx) => recordLiveLayout(tx, layout));
    this.layout.forget();
    await this.pruneVocabulary();
    return { documents: written.size };
  }

  /**
   * The switch to a layout built beside the live one, in one write (its generation tells every
   * resident copy to read itself afresh): refused, the live layout kept, while a document lacks
   * the new bits (written meanwhile by a process that does not write them).
   */
  private async switchLayout(tx: Queryable, layout: FacetLayout): Promise<void> {
    const missing = await this.documents.countLackingNextBits(tx);
    if (missing > 0) {
      throw new Error(
        `The new facet layout was not switched to: ${missing} documents lack its bits ` +
          '(written by an indexer of another version meanwhile); run `npm run reindex` again',
      );
    }
    await this.documents.switchToNextBits(tx);
    await recordLiveLayout(tx, layout);
  }

  async health(): Promise<SearchEngineHealth> {
    try {
      const documents = await this.documents.count(this.db);
      if ((await storedFacetLayouts(this.db)).live === null) {
        return {
          ok: false,
          documents,
          detail: STALE_LAYOUT_DETAIL,
        };
      }
      return { ok: true, documents };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }
}
