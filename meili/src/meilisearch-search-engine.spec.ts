import { type SearchDocument, SearchIndexLayoutError } from '@venue-finder/core';
import { Meilisearch } from 'meilisearch';
import {
  EDINBURGH,
  HILTON,
  SAVOY,
  SHOREDITCH,
  SOHO,
  fixtureDocument,
  fixtureDocuments,
} from '../../tests/support/venue-fixtures';
import type { MeilisearchConfig } from './meilisearch-config';
import { MEILI_DOCUMENT_LAYOUT, toMeiliDocument } from './meilisearch-document';
import { MeilisearchTaskError } from './meilisearch-index';
import { MeilisearchSearchEngine } from './meilisearch-search-engine';
import { FakeMeilisearch } from './testing/fake-meilisearch';
import { VENUES_INDEX_SETTINGS } from './venues-index.settings';

const KEY = 'test-master-key';
const LIVERPOOL_STREET = { lat: 51.5178, lng: -0.0823 };

let fake: FakeMeilisearch;

beforeEach(async () => {
  fake = await new FakeMeilisearch(KEY).start();
});
afterEach(() => fake.stop());

const config = (): MeilisearchConfig => ({
  url: fake.url,
  apiKey: KEY,
  index: 'venues',
  requestTimeoutMs: 2_000,
  taskTimeoutMs: 2_000,
});

/** An engine on an index that already exists with its settings, requests recorded from here on. */
async function readyEngine(documents: SearchDocument[] = []): Promise<MeilisearchSearchEngine> {
  await MeilisearchSearchEngine.create(config());
  const index = fake.index('venues');
  for (const doc of documents.map(toMeiliDocument)) index.documents.set(doc.id, { ...doc });
  fake.requests.length = 0;
  return new MeilisearchSearchEngine(new Meilisearch({ host: fake.url, apiKey: KEY }), 'venues', {
    timeout: 2_000,
    interval: 1,
  });
}

const bodyOf = (call: string) => {
  const request = fake.requests.find((r) => `${r.method} ${r.path}` === call);
  if (!request) throw new Error(`no ${call} among ${fake.calls().join(', ')}`);
  return request.body as Record<string, unknown>;
};

/** Every task the fake enqueued was polled until Meilisearch reported it finished. */
const everyTaskAwaited = () => [...fake.tasks.values()].every((task) => task.polls >= 2);

describe(MeilisearchSearchEngine.name, () => {
  describe('create', () => {
    it('creates the index with primary key id, applies the settings and records its layout, awaiting each task', async () => {
      const engine = await MeilisearchSearchEngine.create(config());
      expect(engine.name).toBe('meilisearch');
      expect(fake.calls()).toEqual([
        'GET /indexes/venues',
        'POST /indexes',
        'GET /tasks/0',
        'GET /tasks/0',
        'GET /indexes/venues/settings',
        'PATCH /indexes/venues/settings',
        'GET /tasks/1',
        'GET /tasks/1',
        // A new index is empty: it holds nothing of another layout.
        'POST /indexes/venues_layout/documents',
        'GET /tasks/2',
        'GET /tasks/2',
      ]);
      expect(await engine.needsRebuild()).toBe(false);
      expect(bodyOf('POST /indexes')).toEqual({ uid: 'venues', primaryKey: 'id' });
      expect(bodyOf('PATCH /indexes/venues/settings')).toEqual(JSON.parse(JSON.stringify(VENUES_INDEX_SETTINGS)));
      expect(everyTaskAwaited()).toBe(true);
      expect(fake.requests.every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
    });

    it('is idempotent: settings that already hold enqueue no task', async () => {
      await MeilisearchSearchEngine.create(config());
      fake.requests.length = 0;
      await MeilisearchSearchEngine.create(config());
      expect(fake.calls()).toEqual(['GET /indexes/venues', 'GET /indexes/venues/settings']);
    });

    it('re-applies only the settings that drifted', async () => {
      await MeilisearchSearchEngine.create(config());
      const settings = fake.index('venues').settings;
      settings.pagination = { maxTotalHits: 1000 };
      settings.synonyms = { ...(settings.synonyms as object), obsolete: ['word'] };
      settings.filterableAttributes = [...(settings.filterableAttributes as string[])].reverse(); // a set
      fake.requests.length = 0;
      await MeilisearchSearchEngine.create(config());
      expect(bodyOf('PATCH /indexes/venues/settings')).toEqual({
        synonyms: VENUES_INDEX_SETTINGS.synonyms,
        pagination: { maxTotalHits: 200_000 },
      });
    });

    it('fails with the task error when Meilisearch rejects the settings', async () => {
      fake.failNextTask('settingsUpdate', 'invalid_settings_ranking_rules', 'rating_rank:desc is not valid');
      const creation = MeilisearchSearchEngine.create(config());
      await expect(creation).rejects.toBeInstanceOf(MeilisearchTaskError);
      await expect(creation).rejects.toThrow(
        /task 1 \(settingsUpdate on venues\) failed while applying settings .*: rating_rank:desc is not valid \[invalid_settings_ranking_rules\]/,
      );
    });

    it('does not touch an index without the right key', async () => {
      const creation = MeilisearchSearchEngine.create({ ...config(), apiKey: 'wrong' });
      await expect(creation).rejects.toThrow(/Authorization header is missing/);
    });
  });

  describe('upsert and remove', () => {
    it('adds or replaces documents by id and waits until they are indexed', async () => {
      const engine = await readyEngine();
      await engine.upsert([fixtureDocument(SAVOY), fixtureDocument(SOHO)]);
      expect(fake.calls()).toEqual([
        'POST /indexes/venues/documents/fetch',
        'POST /indexes/venues/documents',
        'GET /tasks/3',
        'GET /tasks/3',
      ]);
      const add = fake.requests.find((r) => r.path === '/indexes/venues/documents' && r.method === 'POST')!;
      expect(add.query).toEqual({ primaryKey: 'id' });
      expect(add.body).toEqual([SAVOY, SOHO].map((v) => toMeiliDocument(fixtureDocument(v))));
      expect(bodyOf('POST /indexes/venues/documents/fetch')).toEqual({
        filter: `id IN ["${SAVOY.id}", "${SOHO.id}"]`,
        fields: ['id', 'updated_at'],
        limit: 2,
      });
      expect(fake.index('venues').documents.size).toBe(2);
      expect(everyTaskAwaited()).toBe(true);
    });

    it('never lets an older version of a venue replace a newer one', async () => {
      const engine = await readyEngine([SOHO].map(fixtureDocument));
      const stale = { ...fixtureDocument(SOHO), name: 'Stale Name', updated_at: '2020-01-01T00:00:00.000Z' };
      await engine.upsert([stale]);
      expect(fake.calls()).toEqual(['POST /indexes/venues/documents/fetch']);
      expect(fake.index('venues').documents.get(SOHO.id)?.name).toBe(SOHO.name);
    });

    it('sends the newest of several versions of a venue in one batch, and the same version again', async () => {
      const engine = await readyEngine([SOHO].map(fixtureDocument));
      const newer = { ...fixtureDocument(SAVOY), name: 'Renamed', updated_at: '2026-11-01T00:00:00.000Z' };
      await engine.upsert([newer, fixtureDocument(SAVOY), fixtureDocument(SOHO)]);
      const sent = bodyOf('POST /indexes/venues/documents') as unknown as { id: string; name: string }[];
      expect(sent.map((d) => d.name)).toEqual(['Renamed', SOHO.name]);
    });

    it('does nothing for an empty batch', async () => {
      const engine = await readyEngine();
      await engine.upsert([]);
      await engine.remove([]);
      expect(fake.requests).toEqual([]);
    });

    it('removes documents by id with delete-batch and waits for it', async () => {
      const engine = await readyEngine([SAVOY, SOHO].map(fixtureDocument));
      await engine.remove([SAVOY.id, '00000000-0000-4000-8000-000000000000']);
      expect(bodyOf('POST /indexes/venues/documents/delete-batch')).toEqual([
        SAVOY.id,
        '00000000-0000-4000-8000-000000000000',
      ]);
      expect([...fake.index('venues').documents.keys()]).toEqual([SOHO.id]);
      expect(everyTaskAwaited()).toBe(true);
    });

    it('surfaces a failed indexing task as an error', async () => {
      const engine = await readyEngine();
      fake.failNextTask('documentAdditionOrUpdate', 'invalid_document_geo_field', 'The `_geo` field is invalid.');
      await expect(engine.upsert([fixtureDocument(SAVOY)])).rejects.toThrow(
        /failed while indexing 1 venue\(s\) into venues: The `_geo` field is invalid. \[invalid_document_geo_field\]/,
      );
    });
  });

  describe('search', () => {
    it('sends the filter, sort, page, facets and matching strategy, and maps the answer', async () => {
      const engine = await readyEngine();
      const savoy = toMeiliDocument(fixtureDocument(SAVOY));
      fake.onSearch = () => ({
        hits: [{ card: savoy.card, _geo: savoy._geo }],
        hitsPerPage: 2,
        page: 2,
        totalPages: 4,
        totalHits: 7,
        facetDistribution: { city: { london: 7 }, capacity_buckets: { '26': 7, '10': 2 } },
        facetStats: {},
      });
      const result = await engine.search({
        q: '  ballroom ',
        city: 'london',
        page: 2,
        pageSize: 2,
        sort: 'price',
        withFacets: true,
      });
      expect(bodyOf('POST /indexes/venues/search')).toEqual({
        q: 'ballroom ', // normalised; the space after it says the word is whole (no prefix)
        filter: 'city = "london"',
        sort: ['day_rate_pence:asc', 'id:asc'],
        page: 2,
        hitsPerPage: 2,
        attributesToRetrieve: ['card', '_geo'],
        matchingStrategy: 'all',
        facets: [
          'city',
          'categories',
          'capacity_buckets',
          'styles',
          'amenities',
          'equipment',
          'seating_layouts',
          'bedroom_facilities',
          'chain',
          'accessibility',
          'programme_tiers',
        ],
      });
      expect(result.items).toEqual([savoy.card]);
      expect(result.total).toBe(7);
      expect(result.facets?.city).toEqual({ london: 7 });
      expect(result.facets?.capacity).toEqual({ '10': 2, '26': 7 });
      expect(result.facets?.chain).toEqual({});
    });

    it('drops the filler, then the rarest words, counted alone within the filters in one multi-search, and asks again', async () => {
      const engine = await readyEngine();
      const hilton = toMeiliDocument(fixtureDocument(HILTON));
      const venues: Record<string, number> = { 'looking ': 0, 'hotel ': 40, 'manchester ': 12, 'xyzzyq ': 0 };
      fake.onSearch = (_index, body) => {
        const q = body.q as string;
        if (body.limit === 0) return { hits: [], estimatedTotalHits: venues[q] ?? -1 };
        return q === 'hotel manchester '
          ? { hits: [{ card: hilton.card }], hitsPerPage: 20, page: 1, totalPages: 1, totalHits: 1 }
          : { hits: [], hitsPerPage: 20, page: 1, totalPages: 0, totalHits: 0 };
      };
      const result = await engine.search({
        q: 'Looking for a hotel in Manchester xyzzyq ',
        city: 'manchester',
        page: 1,
        pageSize: 20,
        sort: 'relevance',
        withFacets: false,
      });
      const asked = () =>
        fake.requests.filter((r) => r.path === '/indexes/venues/search').map((r) => (r.body as { q: string }).q);
      // The filler goes first, and is not counted; then the rarest of the rest, xyzzyq.
      expect(asked()).toEqual(['looking hotel manchester xyzzyq ', 'hotel manchester xyzzyq ', 'hotel manchester ']);
      const { queries } = bodyOf('POST /multi-search') as { queries: Record<string, unknown>[] };
      expect(queries).toEqual(
        ['hotel ', 'manchester ', 'xyzzyq '].map((q) => ({
          indexUid: 'venues',
          q,
          filter: 'city = "manchester"',
          matchingStrategy: 'all',
          limit: 0,
        })),
      );
      expect(result.items).toEqual([hilton.card]);
    });

    it('sorts nearest a place the text names first: Liverpool Street, the London station', async () => {
      const engine = await readyEngine();
      fake.onSearch = () => ({ hits: [], hitsPerPage: 20, page: 1, totalPages: 0, totalHits: 0 });
      await engine.search({
        q: 'hotel near Liverpool Street',
        page: 1,
        pageSize: 20,
        sort: 'relevance',
        withFacets: false,
      });
      expect(bodyOf('POST /indexes/venues/search').sort).toEqual(['_geoPoint(51.5181, -0.0814):asc']);
      fake.requests.length = 0;
      await engine.search({ q: 'hotel liverpool', page: 1, pageSize: 20, sort: 'relevance', withFacets: false });
      expect(bodyOf('POST /indexes/venues/search').sort).toBeUndefined();
    });

    it('searches by date: counts the free venues, then reads the page from each group it spans, free ones first', async () => {
      const engine = await readyEngine();
      const [soho, shoreditch] = [SOHO, SHOREDITCH].map((v) => toMeiliDocument(fixtureDocument(v)).card);
      fake.onSearch = (_uid, body) => {
        if (body.hitsPerPage === 0)
          return { hits: [], totalHits: 5, facetDistribution: { keeps_calendar: { true: 3, false: 2 } } };
        if (body.filter === 'city = "london" AND NOT taken_days IN [20895, 20896] AND keeps_calendar = true') {
          return { hits: [{ card: soho }] };
        }
        return { hits: [{ card: shoreditch }] };
      };
      const result = await engine.search({
        city: 'london',
        dates: { from: '2027-03-18', to: '2027-03-19' },
        page: 2,
        pageSize: 2,
        sort: 'capacity',
        withFacets: false,
      });
      expect(bodyOf('POST /indexes/venues/search')).toEqual({
        filter: 'city = "london" AND NOT taken_days IN [20895, 20896]',
        matchingStrategy: 'all',
        page: 1,
        hitsPerPage: 0,
        facets: ['keeps_calendar'],
      });
      // Page 2 of 2 is the third free venue and the first not confirmed.
      const { queries } = bodyOf('POST /multi-search') as { queries: Record<string, unknown>[] };
      expect(queries).toEqual([
        {
          indexUid: 'venues',
          filter: 'city = "london" AND NOT taken_days IN [20895, 20896] AND keeps_calendar = true',
          sort: ['capacity_max:desc', 'id:asc'],
          offset: 2,
          limit: 1,
          attributesToRetrieve: ['card', '_geo'],
          matchingStrategy: 'all',
        },
        {
          indexUid: 'venues',
          filter: 'city = "london" AND NOT taken_days IN [20895, 20896] AND keeps_calendar = false',
          sort: ['capacity_max:desc', 'id:asc'],
          offset: 0,
          limit: 1,
          attributesToRetrieve: ['card', '_geo'],
          matchingStrategy: 'all',
        },
      ]);
      expect(result.total).toBe(5);
      expect(result.items.map((card) => [card.name, card.availability])).toEqual([
        [soho.name, 'free'],
        [shoreditch.name, 'not_confirmed'],
      ]);
    });

    it('asks once for a query of one word, whatever it finds', async () => {
      const engine = await readyEngine();
      fake.onSearch = () => ({ hits: [], hitsPerPage: 20, page: 1, totalPages: 0, totalHits: 0 });
      await engine.search({ q: 'xyzzyq', page: 1, pageSize: 20, sort: 'relevance', withFacets: false });
      expect(fake.calls().filter((call) => call.includes('search'))).toEqual(['POST /indexes/venues/search']);
    });

    it('counts an OR list the query narrows without its own selection, in one multi-search', async () => {
      const engine = await readyEngine();
      const savoy = toMeiliDocument(fixtureDocument(SAVOY));
      const answers = [
        {
          hits: [{ card: savoy.card, _geo: savoy._geo }],
          hitsPerPage: 20,
          page: 1,
          totalPages: 1,
          totalHits: 1,
          facetDistribution: { city: { london: 1 }, styles: { heritage: 1, banqueting: 1 } },
        },
        { hits: [], estimatedTotalHits: 3, facetDistribution: { styles: { heritage: 1, modern: 1, creative: 1 } } },
      ];
      let query = 0;
      fake.onSearch = () => answers[query++]!;
      const result = await engine.search({
        q: 'ballroom',
        city: 'london',
        styles: ['heritage'],
        page: 1,
        pageSize: 20,
        sort: 'relevance',
        withFacets: true,
      });
      const { queries } = bodyOf('POST /multi-search') as { queries: Record<string, unknown>[] };
      expect(queries).toHaveLength(2);
      expect(queries[0]).toMatchObject({
        indexUid: 'venues',
        q: 'ballroom',
        filter: 'city = "london" AND styles IN ["heritage"]',
        page: 1,
        hitsPerPage: 20,
      });
      expect(queries[1]).toEqual({
        indexUid: 'venues',
        q: 'ballroom',
        filter: 'city = "london"',
        matchingStrategy: 'all',
        facets: ['styles'],
        limit: 0,
      });
      expect(result.items).toEqual([savoy.card]);
      expect(result.total).toBe(1);
      expect(result.facets?.styles).toEqual({ heritage: 1, modern: 1, creative: 1 });
      expect(result.facets?.city).toEqual({ london: 1 });
    });

    it('sends no query, filter, sort or facets when none is asked for', async () => {
      const engine = await readyEngine();
      fake.onSearch = () => ({ hits: [], hitsPerPage: 20, page: 1, totalPages: 0, totalHits: 0 });
      const result = await engine.search({ q: '   ', page: 1, pageSize: 20, sort: 'relevance', withFacets: false });
      expect(bodyOf('POST /indexes/venues/search')).toEqual({
        page: 1,
        hitsPerPage: 20,
        attributesToRetrieve: ['card', '_geo'],
        matchingStrategy: 'all',
      });
      expect(result).toEqual({ items: [], total: 0 });
    });

    it('near a point: filters by radius, sorts nearest first and gives each card its distance', async () => {
      const engine = await readyEngine();
      const shoreditch = toMeiliDocument(fixtureDocument(SHOREDITCH));
      fake.onSearch = () => ({
        hits: [{ card: shoreditch.card, _geo: shoreditch._geo, _geoDistance: 849 }],
        hitsPerPage: 20,
        page: 1,
        totalPages: 1,
        totalHits: 1,
      });
      const result = await engine.search({
        near: { ...LIVERPOOL_STREET, radiusKm: 1 },
        page: 1,
        pageSize: 20,
        sort: 'relevance',
        withFacets: false,
      });
      expect(bodyOf('POST /indexes/venues/search')).toMatchObject({
        filter: '_geoRadius(51.5178, -0.0823, 1000)',
        sort: ['_geoPoint(51.5178, -0.0823):asc', 'id:asc'],
      });
      expect(result.items).toEqual([{ ...shoreditch.card, distance_km: 0.8 }]);
    });
  });

  describe('cards, suggest and similar', () => {
    it('fetches cards by id or slug and returns them in the order asked, once each', async () => {
      const engine = await readyEngine();
      const [savoy, soho] = [SAVOY, SOHO].map((v) => toMeiliDocument(fixtureDocument(v)));
      fake.onSearch = () => ({ hits: [savoy, soho].map(({ id, slug, card }) => ({ id, slug, card })) });
      const cards = await engine.cards([SOHO.slug, 'no-such-venue', SAVOY.id.toUpperCase(), SOHO.id]);
      expect(cards).toEqual([soho.card, savoy.card]);
      const keys = [SOHO.slug, 'no-such-venue', SAVOY.id, SOHO.id].map((k) => `"${k}"`).join(', ');
      expect(bodyOf('POST /indexes/venues/search')).toEqual({
        filter: `id IN [${keys}] OR slug IN [${keys}]`,
        limit: 4,
        attributesToRetrieve: ['id', 'slug', 'card'],
      });
      expect(await engine.cards([])).toEqual([]);
    });

    it('suggests by name only, typo-tolerant, limited', async () => {
      const engine = await readyEngine();
      fake.onSearch = () => ({
        hits: [{ id: SHOREDITCH.id, slug: SHOREDITCH.slug, name: SHOREDITCH.name, city: 'london' }],
      });
      expect(await engine.suggest(' shored ', 8)).toEqual([
        { id: SHOREDITCH.id, slug: SHOREDITCH.slug, name: SHOREDITCH.name, city: 'london' },
      ]);
      expect(bodyOf('POST /indexes/venues/search')).toEqual({
        q: 'shored',
        attributesToSearchOn: ['name'],
        attributesToRetrieve: ['id', 'slug', 'name', 'city'],
        matchingStrategy: 'all',
        limit: 8,
      });
      fake.requests.length = 0;
      expect(await engine.suggest('  ', 8)).toEqual([]);
      expect(fake.requests).toEqual([]);
    });

    it('finds similar venues with one multi-search of the tiers, best tier first, up to the limit', async () => {
      const engine = await readyEngine();
      const [soho, shoreditch, hilton, edinburgh] = [SOHO, SHOREDITCH, HILTON, EDINBURGH].map(
        (v) => toMeiliDocument(fixtureDocument(v)).card,
      );
      const byTier: Record<number, unknown[]> = { 0: [soho], 3: [shoreditch], 4: [hilton], 7: [edinburgh] };
      let query = 0;
      fake.onSearch = () => ({ hits: (byTier[query++] ?? []).map((card) => ({ card })) });
      const similar = await engine.similar(
        {
          id: SAVOY.id,
          city: 'london',
          categories: SAVOY.categories,
          capacityMin: SAVOY.capacityMin,
          capacityMax: SAVOY.capacityMax,
          geo: { lat: SAVOY.lat!, lng: SAVOY.lng! },
        },
        3,
      );
      expect(similar).toEqual([soho, shoreditch, hilton]);
      const { queries } = bodyOf('POST /multi-search') as { queries: Record<string, unknown>[] };
      expect(queries).toHaveLength(8);
      expect(queries[0]).toEqual({
        indexUid: 'venues',
        filter: expect.stringMatching(/^city = "london" AND .* AND id != "/),
        sort: ['_geoPoint(51.5104, -0.1204):asc', 'quality_score:desc', 'id:asc'],
        limit: 3,
        attributesToRetrieve: ['card'],
      });
    });
  });

  describe('rebuild', () => {
    it('fills a fresh index, swaps it in and deletes the old one, answering from the live index meanwhile', async () => {
      const engine = await readyEngine([SAVOY, SHOREDITCH, SOHO].map(fixtureDocument));
      const liveDuringRebuild: number[] = [];
      async function* batches() {
        yield [fixtureDocument(HILTON)];
        liveDuringRebuild.push(fake.index('venues').documents.size);
        await engine.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: false });
        yield [fixtureDocument(EDINBURGH)];
      }
      expect(await engine.rebuild(batches())).toEqual({ documents: 2 });

      const created = bodyOf('POST /indexes') as { uid: string; primaryKey: string };
      const tmp = created.uid;
      expect(tmp).toMatch(/^venues_tmp_\d+$/);
      expect(created.primaryKey).toBe('id');
      expect(bodyOf(`PATCH /indexes/${tmp}/settings`)).toEqual(JSON.parse(JSON.stringify(VENUES_INDEX_SETTINGS)));
      expect(fake.requests.filter((r) => r.path === `/indexes/${tmp}/documents`)).toHaveLength(2);
      expect(bodyOf('POST /swap-indexes')).toEqual([{ indexes: ['venues', tmp] }]);
      expect(fake.calls().filter((c) => c.startsWith('DELETE'))).toEqual([`DELETE /indexes/${tmp}`]);
      // The order of the steps: settings before documents, documents before the swap, swap before delete.
      const at = (call: string) => fake.calls().indexOf(call);
      expect(at(`PATCH /indexes/${tmp}/settings`)).toBeLessThan(at(`POST /indexes/${tmp}/documents`));
      expect(fake.calls().lastIndexOf(`POST /indexes/${tmp}/documents`)).toBeLessThan(at('POST /swap-indexes'));
      expect(at('POST /swap-indexes')).toBeLessThan(at(`DELETE /indexes/${tmp}`));
      // The layout is recorded once the rebuilt documents are live, not before.
      expect(at('POST /swap-indexes')).toBeLessThan(at('POST /indexes/venues_layout/documents'));

      expect(liveDuringRebuild).toEqual([3]);
      expect(fake.calls()).toContain('POST /indexes/venues/search');
      expect([...fake.indexes.keys()]).toEqual(['venues', 'venues_layout']);
      expect([...fake.index('venues').documents.keys()]).toEqual([HILTON.id, EDINBURGH.id]);
      expect(everyTaskAwaited()).toBe(true);
    });

    it('creates the live index first when there is none to swap with', async () => {
      const engine = new MeilisearchSearchEngine(new Meilisearch({ host: fake.url, apiKey: KEY }), 'venues', {
        timeout: 2_000,
        interval: 1,
      });
      expect(
        await engine.rebuild(
          (async function* () {
            yield fixtureDocuments();
          })(),
        ),
      ).toEqual({ documents: 6 });
      expect(fake.index('venues').documents.size).toBe(6);
      expect(fake.index('venues').settings.rankingRules).toEqual(VENUES_INDEX_SETTINGS.rankingRules);
    });

    it('leaves the live index alone and drops the fresh one when indexing fails', async () => {
      const engine = await readyEngine([SAVOY].map(fixtureDocument));
      fake.failNextTask('documentAdditionOrUpdate', 'invalid_document_fields', 'bad document');
      await expect(
        engine.rebuild(
          (async function* () {
            yield [fixtureDocument(HILTON)];
          })(),
        ),
      ).rejects.toThrow(/bad document/);
      expect(fake.calls()).not.toContain('POST /swap-indexes');
      await new Promise((resolve) => setTimeout(resolve, 20)); // the clean-up is not awaited
      expect([...fake.indexes.keys()]).toEqual(['venues', 'venues_layout']);
      expect([...fake.index('venues').documents.keys()]).toEqual([SAVOY.id]);
    });

    it('surfaces a failed swap as an error', async () => {
      const engine = await readyEngine();
      fake.failNextTask('indexSwap', 'index_not_found', 'Index `venues` not found.');
      await expect(
        engine.rebuild(
          (async function* () {
            yield [fixtureDocument(HILTON)];
          })(),
        ),
      ).rejects.toThrow(/failed while swapping venues_tmp_\d+ in as venues: Index `venues` not found/);
    });
  });

  describe('the document layout stored beside the index', () => {
    const QUERY = { page: 1, pageSize: 20, sort: 'relevance', withFacets: true } as const;
    const recordLayout = (fingerprint: string) =>
      fake.index('venues_layout').documents.set('document_layout', { id: 'document_layout', fingerprint });

    it('refuses searches and says so in health while the index was built with another layout, until a rebuild', async () => {
      const engine = await readyEngine([SAVOY].map(fixtureDocument));
      recordLayout('an-older-layout');
      expect(await engine.needsRebuild()).toBe(true);
      await expect(engine.search(QUERY)).rejects.toBeInstanceOf(SearchIndexLayoutError);
      await expect(engine.search(QUERY)).rejects.toMatchObject({
        kind: 'unavailable',
        message: expect.stringContaining('npm run reindex'),
      });
      expect(fake.calls()).not.toContain('POST /indexes/venues/search');
      expect(await engine.health()).toMatchObject({ ok: false, detail: expect.stringContaining('npm run reindex') });

      await engine.rebuild(
        (async function* () {
          yield [fixtureDocument(SAVOY)];
        })(),
      );
      expect(fake.index('venues_layout').documents.get('document_layout')).toEqual({
        id: 'document_layout',
        fingerprint: MEILI_DOCUMENT_LAYOUT,
      });
      expect(await engine.needsRebuild()).toBe(false);
      await expect(engine.search(QUERY)).resolves.toMatchObject({ items: [] });
      expect(await engine.health()).toMatchObject({ ok: true });
    });

    it('counts an index nobody recorded a layout for as needing a rebuild', async () => {
      const engine = await readyEngine();
      fake.indexes.delete('venues_layout');
      expect(await engine.needsRebuild()).toBe(true);
      fake.indexes.set('venues_layout', { ...fake.index('venues'), uid: 'venues_layout', documents: new Map() });
      expect(await engine.needsRebuild()).toBe(true);
    });

    it('checks the layout once, not per search', async () => {
      const engine = await readyEngine();
      await engine.search(QUERY);
      await engine.search(QUERY);
      await engine.search(QUERY);
      expect(fake.calls().filter((call) => call.includes('venues_layout'))).toHaveLength(1);
    });
  });

  describe('health', () => {
    it('reports ok with the number of documents', async () => {
      const engine = await readyEngine(fixtureDocuments());
      expect(await engine.health()).toEqual({ ok: true, documents: 6 });
      expect(fake.calls()).toEqual([
        'GET /health',
        'GET /indexes/venues/stats',
        'GET /indexes/venues_layout/documents/document_layout',
      ]);
    });

    it('reports not ok, with the reason, when Meilisearch cannot be reached', async () => {
      const engine = await readyEngine();
      await fake.stop();
      const health = await engine.health();
      expect(health.ok).toBe(false);
      expect(health.detail).toMatch(/fetch failed|ECONNREFUSED|request/i);
      fake = await new FakeMeilisearch(KEY).start(); // for afterEach
    });
  });
});
