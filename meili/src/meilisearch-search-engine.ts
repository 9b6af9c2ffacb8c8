// The Meilisearch adapter of the SearchEngine port (production). Writes are Meilisearch tasks and
// each is awaited, so when upsert/remove/rebuild resolve the index answers with the change;
// reads map the port's query onto one search request. Index settings are applied once, by
// create() (or the apply-settings command), never while answering a request.
//
// The layout the live index's documents were built with (MEILI_DOCUMENT_LAYOUT) is one document
// of a sibling index, `<index>_layout`, written by every rebuild after its swap (a crash in
// between leaves the old layout recorded: one more rebuild, never a wrong answer). While it
// differs from this code's, searches are refused (503) and /health says to run `npm run reindex`.
import {
  IndexLayoutGate,
  STALE_LAYOUT_DETAIL,
  type SearchDocument,
  type SearchEngine,
  type SearchEngineHealth,
  type SimilarTo,
  type VenueCard,
  type VenueSearchQuery,
  type VenueSearchResult,
  type QueryTerm,
  type VenueSuggestion,
  cardsInRequestedOrder,
  disjunctiveFacets,
  fewerTerms,
  findTransportStop,
  placeNamedAt,
  queryTerms,
} from '@venue-finder/core';
import { type Index, type IndexSwap, Meilisearch, type MultiSearchParams, type SearchParams } from 'meilisearch';
import type { MeilisearchConfig } from './meilisearch-config';
import {
  CARD_ATTRIBUTES,
  FACET_ATTRIBUTES,
  MEILI_DOCUMENT_LAYOUT,
  type MeiliCardHit,
  type MeiliVenueDocument,
  hitToVenueCard,
  toFacets,
  toMeiliDocument,
} from './meilisearch-document';
import { AVAILABILITY_GROUPS, list, similarTierFilters, venueFilter } from './meilisearch-filter';
import {
  PRIMARY_KEY,
  type TaskWaitOptions,
  completeTask,
  ensureVenuesIndex,
  isMeilisearchError,
} from './meilisearch-index';
import { geoPointAsc, venueSort } from './meilisearch-sort';
import { FACET_ATTRIBUTE_LIST } from './venues-index.settings';

/**
 * Relevance near a place the text names (contract's PLACES_NAMED_LIKE_CITIES: "liverpool street"
 * is the London station, not the city): nearest it first among the venues matching every word,
 * as the PostgreSQL engine ranks the venues near it first.
 */
function placeSort(sort: VenueSearchQuery['sort'], q: string | undefined): string[] | undefined {
  if (sort !== 'relevance' || !q) return undefined;
  const keys = queryTerms(q).map((term) => term.text);
  for (let i = 0; i < keys.length; i++) {
    const place = placeNamedAt(keys, i);
    const stop = place && findTransportStop(place.city, place.stop);
    if (stop) return [geoPointAsc(stop)];
  }
  return undefined;
}

export interface MeilisearchEngineOptions {
  /** Create the index and apply its settings before answering (default: true). */
  applySettings?: boolean;
}

type StoredVersion = Pick<MeiliVenueDocument, 'id' | 'updated_at'>;

/** The index holding what `uid`'s documents were built with. */
export const layoutIndexUid = (uid: string) => `${uid}_layout`;
const LAYOUT_DOCUMENT_ID = 'document_layout';
interface LayoutDocument {
  id: string;
  fingerprint: string;
}
type SuggestionHit = Pick<MeiliVenueDocument, 'id' | 'slug' | 'name' | 'city'>;

export class MeilisearchSearchEngine implements SearchEngine {
  readonly name = 'meilisearch' as const;

  /** A client for the config, and the venues index made ready (settings applied, each task awaited). */
  static async create(
    config: MeilisearchConfig,
    options: MeilisearchEngineOptions = {},
  ): Promise<MeilisearchSearchEngine> {
    const client = new Meilisearch({ host: config.url, apiKey: config.apiKey, timeout: config.requestTimeoutMs });
    const engine = new MeilisearchSearchEngine(client, config.index, { timeout: config.taskTimeoutMs });
    if (options.applySettings !== false) {
      const { created } = await ensureVenuesIndex(client, config.index, engine.wait);
      // A new index is empty, so it holds nothing of another layout.
      if (created) await engine.recordLayout();
    }
    return engine;
  }

  private readonly index: Index<MeiliVenueDocument>;
  private readonly layout = new IndexLayoutGate(() => this.needsRebuild());

  constructor(
    private readonly client: Meilisearch,
    /** The live index uid (rebuilds swap a fresh index in under this name). */
    readonly indexUid: string,
    private readonly wait: TaskWaitOptions,
  ) {
    this.index = client.index<MeiliVenueDocument>(indexUid);
  }

  /**
   * Adds or replaces documents by id. Like the PostgreSQL engine, an older version of a venue
   * never replaces a newer one: the stored versions are read first and stale documents dropped.
   * (Meilisearch has no conditional write; the outbox hands one venue's messages to one indexer
   * in order, which closes the gap between the read and the write.)
   */
  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const newest = new Map<string, MeiliVenueDocument>();
    for (const doc of documents.map(toMeiliDocument)) {
      const seen = newest.get(doc.id);
      if (!seen || seen.updated_at <= doc.updated_at) newest.set(doc.id, doc);
    }
    const stored = await this.storedVersions([...newest.keys()]);
    const fresh = [...newest.values()].filter((doc) => (stored.get(doc.id) ?? -Infinity) <= doc.updated_at);
    if (fresh.length === 0) return;
    await completeTask(
      this.client,
      this.index.addDocuments(fresh, { primaryKey: PRIMARY_KEY }),
      `indexing ${fresh.length} venue(s) into ${this.indexUid}`,
      this.wait,
    );
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await completeTask(
      this.client,
      this.index.deleteDocuments(ids),
      `removing ${ids.length} venue(s) from ${this.indexUid}`,
      this.wait,
    );
  }

  /**
   * Every word must match; when nothing does, filler words and then the rarest words are dropped
   * and the search asked again (core's query-words.ts, rule 4, as the PostgreSQL engine does):
   * how many venues each word finds alone, within the filters, comes from one multi-search.
   */
  async search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    await this.layout.assertCurrent();
    const terms = queryTerms(query.q ?? '');
    if (terms.length === 0) return this.searchText(query, undefined);
    const trailingSpace = /\s$/.test(query.q ?? '') ? ' ' : '';
    const text = (words: QueryTerm[]) => words.map((term) => term.text).join(' ') + trailingSpace;
    let result = await this.searchText(query, text(terms));
    if (result.total > 0 || terms.length === 1) return result;
    const attempts = await fewerTerms(terms, (each) => this.venuesWithEach(query, each, trailingSpace));
    for (const attempt of attempts) {
      result = await this.searchText(query, text(attempt));
      if (result.total > 0) break;
    }
    return result;
  }

  /** How many venues each term finds alone within the query's filters, in one multi-search. */
  private async venuesWithEach(query: VenueSearchQuery, terms: QueryTerm[], trailingSpace: string): Promise<number[]> {
    const filter = venueFilter(query);
    const { results } = await this.client.multiSearch<MultiSearchParams, MeiliCardHit>({
      queries: terms.map((term, i) => ({
        indexUid: this.indexUid,
        // Only the last term, as typed, may be a prefix.
        q: term.text + (i === terms.length - 1 ? trailingSpace : ' '),
        ...(filter ? { filter } : {}),
        matchingStrategy: 'all' as const,
        limit: 0,
      })),
    });
    return results.map((result) => result.totalHits ?? result.estimatedTotalHits ?? 0);
  }

  private async searchText(query: VenueSearchQuery, q: string | undefined, grouped = true): Promise<VenueSearchResult> {
    if (grouped && query.dates) return this.searchByDate(query, q);
    const params = {
      filter: venueFilter(query),
      sort: venueSort(query.sort, query.near) ?? placeSort(query.sort, q),
      // page + hitsPerPage make totalHits exact (up to pagination.maxTotalHits).
      page: query.page,
      hitsPerPage: query.pageSize,
      attributesToRetrieve: CARD_ATTRIBUTES,
      matchingStrategy: 'all',
      ...(query.withFacets ? { facets: FACET_ATTRIBUTE_LIST } : {}),
    } satisfies SearchParams;
    const disjunctive = query.withFacets ? disjunctiveFacets(query) : [];
    if (disjunctive.length === 0) {
      const response = await this.index.search<MeiliCardHit, typeof params>(q, params);
      const result: VenueSearchResult = {
        items: response.hits.map((hit) => hitToVenueCard(hit, query.near)),
        total: response.totalHits,
      };
      if (query.withFacets) result.facets = toFacets(response.facetDistribution);
      return result;
    }
    // An OR list the query narrows is counted by a query of its own without that selection
    // (disjunctive faceting), all in one multi-search.
    const { results } = await this.client.multiSearch<MultiSearchParams, MeiliCardHit>({
      queries: [
        { indexUid: this.indexUid, q, ...params },
        ...disjunctive.map((name) => ({
          indexUid: this.indexUid,
          q,
          filter: venueFilter({ ...query, [name]: undefined }),
          matchingStrategy: 'all' as const,
          facets: [FACET_ATTRIBUTES[name]],
          limit: 0,
        })),
      ],
    });
    const [main, ...others] = results;
    const facets = toFacets(main!.facetDistribution);
    disjunctive.forEach((name, i) => (facets[name] = toFacets(others[i]!.facetDistribution)[name]));
    return {
      items: main!.hits.map((hit) => hitToVenueCard(hit, query.near)),
      total: main!.totalHits ?? main!.estimatedTotalHits ?? 0,
      facets,
    };
  }

  /**
   * A search by date: the venues whose owners keep their calendar (free on every day asked)
   * first, then those that keep none, each group in the search's order (AVAILABILITY_GROUPS).
   * One search counts how many are free (a facet of keeps_calendar) while the facets, if asked,
   * are counted over both groups; then one multi-search reads the page from each group it spans.
   */
  private async searchByDate(query: VenueSearchQuery, q: string | undefined): Promise<VenueSearchResult> {
    const filter = venueFilter(query)!;
    // page + hitsPerPage make totalHits exact; no hits are read.
    const count = {
      filter,
      matchingStrategy: 'all',
      page: 1,
      hitsPerPage: 0,
      facets: ['keeps_calendar'],
    } satisfies SearchParams;
    const [counted, faceted] = await Promise.all([
      this.index.search<MeiliCardHit, typeof count>(q, count),
      query.withFacets ? this.searchText({ ...query, page: 1, pageSize: 0 }, q, false) : undefined,
    ]);
    const total = counted.totalHits ?? 0;
    const free = counted.facetDistribution?.keeps_calendar?.['true'] ?? 0;
    const start = (query.page - 1) * query.pageSize;
    const end = Math.min(start + query.pageSize, total);
    // Each group's part of the page: [from, to) of the group's own order.
    const parts = [
      { group: AVAILABILITY_GROUPS[0]!, from: start, to: Math.min(end, free) },
      { group: AVAILABILITY_GROUPS[1]!, from: Math.max(start - free, 0), to: Math.max(end - free, 0) },
    ].filter((part) => part.to > part.from);
    const sort = venueSort(query.sort, query.near) ?? placeSort(query.sort, q);
    const { results } =
      parts.length === 0
        ? { results: [] }
        : await this.client.multiSearch<MultiSearchParams, MeiliCardHit>({
            queries: parts.map(({ group, from, to }) => ({
              indexUid: this.indexUid,
              q,
              filter: `${filter} AND ${group.filter}`,
              ...(sort ? { sort } : {}),
              offset: from,
              limit: to - from,
              attributesToRetrieve: CARD_ATTRIBUTES,
              matchingStrategy: 'all' as const,
            })),
          });
    const items = results.flatMap((result, i) =>
      result.hits.map((hit) => ({ ...hitToVenueCard(hit, query.near), availability: parts[i]!.group.availability })),
    );
    const result: VenueSearchResult = { items, total };
    if (faceted?.facets) result.facets = faceted.facets;
    return result;
  }

  async cards(idsOrSlugs: string[]): Promise<VenueCard[]> {
    const keys = [...new Set(idsOrSlugs.map((v) => v.toLowerCase()))];
    if (keys.length === 0) return [];
    const response = await this.index.search<Pick<MeiliVenueDocument, 'id' | 'slug' | 'card'>>(undefined, {
      filter: `id IN ${list(keys)} OR slug IN ${list(keys)}`,
      limit: keys.length,
      attributesToRetrieve: ['id', 'slug', 'card'],
    });
    return cardsInRequestedOrder(
      response.hits.map((hit) => hit.card),
      idsOrSlugs,
    );
  }

  /** Name only; Meilisearch's typo tolerance and prefix search on the last word do the rest. */
  async suggest(text: string, limit: number): Promise<VenueSuggestion[]> {
    const q = text.trim();
    if (!q || limit <= 0) return [];
    const response = await this.index.search<SuggestionHit>(q, {
      attributesToSearchOn: ['name'],
      attributesToRetrieve: ['id', 'slug', 'name', 'city'],
      matchingStrategy: 'all',
      limit,
    });
    return response.hits.map(({ id, slug, name, city }) => ({ id, slug, name, city }));
  }

  /**
   * Same city first, then overlapping capacity, then a shared category, then nearest, then
   * quality: one multi-search of the disjoint tiers of similarTierFilters, each sorted by
   * distance (when the venue has a point) and quality, concatenated best tier first.
   */
  async similar(to: SimilarTo, limit: number): Promise<VenueCard[]> {
    if (limit <= 0) return [];
    const sort = [...(to.geo ? [geoPointAsc(to.geo)] : []), 'quality_score:desc', 'id:asc'];
    const { results } = await this.client.multiSearch<MultiSearchParams, Pick<MeiliVenueDocument, 'card'>>({
      queries: similarTierFilters(to).map((filter) => ({
        indexUid: this.indexUid,
        filter,
        sort,
        limit,
        attributesToRetrieve: ['card'],
      })),
    });
    return results
      .flatMap((r) => r.hits)
      .slice(0, limit)
      .map((hit) => hit.card);
  }

  /**
   * Builds a fresh index (`<live>_tmp_<timestamp>`, settings applied first), fills it batch by
   * batch, then swaps it with the live one in a single task and deletes the old documents.
   * Searches keep answering from the live index until the swap. An upsert or removal that
   * reaches the live index while a rebuild runs is undone by the swap unless the rebuilt batches
   * already reflect it (as with the PostgreSQL engine's rebuild, the batches are the truth).
   */
  async rebuild(batches: AsyncIterable<SearchDocument[]>): Promise<{ documents: number }> {
    // Meilisearch 1.16 swaps only existing indexes, so the live one must exist (empty at first).
    await ensureVenuesIndex(this.client, this.indexUid, this.wait);
    const tmp = `${this.indexUid}_tmp_${Date.now()}`;
    let documents = 0;
    try {
      await ensureVenuesIndex(this.client, tmp, this.wait);
      for await (const batch of batches) {
        if (batch.length === 0) continue;
        await completeTask(
          this.client,
          this.client.index<MeiliVenueDocument>(tmp).addDocuments(batch.map(toMeiliDocument), {
            primaryKey: PRIMARY_KEY,
          }),
          `indexing ${batch.length} venue(s) into ${tmp}`,
          this.wait,
        );
        documents += batch.length;
      }
      // `rename` (Meilisearch ≥ 1.18) is left out: older servers reject unknown fields.
      const swap = { indexes: [this.indexUid, tmp] } as IndexSwap;
      await completeTask(
        this.client,
        this.client.swapIndexes([swap]),
        `swapping ${tmp} in as ${this.indexUid}`,
        this.wait,
      );
    } catch (error) {
      await this.client.deleteIndex(tmp).catch(() => undefined);
      throw error;
    }
    await this.recordLayout();
    // After the swap `tmp` names the previous documents.
    await completeTask(this.client, this.client.deleteIndex(tmp), `deleting the previous index (${tmp})`, this.wait);
    return { documents };
  }

  /** Nothing to prepare: Meilisearch holds the index. */
  async warmUp(): Promise<void> {}

  /** True when the live index's documents were built with another layout, or nobody recorded one. */
  async needsRebuild(): Promise<boolean> {
    try {
      const stored = await this.client
        .index<LayoutDocument>(layoutIndexUid(this.indexUid))
        .getDocument(LAYOUT_DOCUMENT_ID);
      return stored.fingerprint !== MEILI_DOCUMENT_LAYOUT;
    } catch (error) {
      if (isMeilisearchError(error, 'index_not_found') || isMeilisearchError(error, 'document_not_found')) return true;
      throw error;
    }
  }

  private async recordLayout(): Promise<void> {
    const layout: LayoutDocument = { id: LAYOUT_DOCUMENT_ID, fingerprint: MEILI_DOCUMENT_LAYOUT };
    await completeTask(
      this.client,
      this.client.index<LayoutDocument>(layoutIndexUid(this.indexUid)).addDocuments([layout], { primaryKey: 'id' }),
      `recording ${this.indexUid}'s document layout`,
      this.wait,
    );
    this.layout.forget();
  }

  async health(): Promise<SearchEngineHealth> {
    try {
      const { status } = await this.client.health();
      const stats = await this.index.getStats();
      if (await this.needsRebuild())
        return { ok: false, documents: stats.numberOfDocuments, detail: STALE_LAYOUT_DETAIL };
      return { ok: status === 'available', documents: stats.numberOfDocuments };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  private async storedVersions(ids: string[]): Promise<Map<string, number>> {
    const { results } = await this.index.getDocuments<StoredVersion>({
      filter: `id IN ${list(ids)}`,
      fields: ['id', 'updated_at'],
      limit: ids.length,
    });
    return new Map(results.map((doc) => [doc.id, doc.updated_at]));
  }
}
