import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { FACET_BITS, FACET_LAYOUT_FINGERPRINT } from './facet-bits';
import { PostgresSearchEngine } from './postgres-search-engine';
import { SearchIndexLayoutError } from './search-index-layout';
import type { VenueSearchQuery } from './search-engine';

const QUERY: VenueSearchQuery = { page: 1, pageSize: 20, sort: 'relevance', withFacets: true } as VenueSearchQuery;

describe('the facet-bit layout stored with the index', () => {
  let db: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await openTestDataSource(2);
    ({ dataSource } = db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('is the one the migrations recorded: this layout needs no rebuild', async () => {
    expect(FACET_BITS).toHaveLength(91);
    expect(FACET_LAYOUT_FINGERPRINT).toMatch(/^[0-9a-f]{64}$/);
    const engine = new PostgresSearchEngine(dataSource);
    expect(await engine.needsRebuild()).toBe(false);
    await expect(engine.search(QUERY)).resolves.toMatchObject({ total: 0 });
  });

  it('refuses to search an index built with another layout, says so in health, and serves again after a rebuild', async () => {
    await dataSource.query(`UPDATE search_index_meta SET value = 'an-older-layout' WHERE key = 'facet_layout'`);
    const engine = new PostgresSearchEngine(dataSource);
    expect(await engine.needsRebuild()).toBe(true);
    await expect(engine.search(QUERY)).rejects.toBeInstanceOf(SearchIndexLayoutError);
    await expect(engine.search(QUERY)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await engine.health()).toMatchObject({ ok: false, detail: expect.stringContaining('npm run reindex') });

    await engine.rebuild((async function* () {})());
    expect(await engine.needsRebuild()).toBe(false);
    await expect(engine.search(QUERY)).resolves.toMatchObject({ total: 0 });
    expect(await engine.health()).toMatchObject({ ok: true });
  });
});
