// Every related search a venue page shows opens a search that finds that venue: the demo's
// venues, enriched and indexed as the indexer does, each of their twelve searches run as the
// results page runs it (the near postcode located by the same offline geocoder as the api's).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CapacityValue,
  type CategorySlug,
  type CitySlug,
  OfflineGeocoder,
  PostgresSearchEngine,
  type RadiusKm,
  type RelatedSearch,
  type Style,
  type VenueSearchQuery,
} from '@venue-finder/core';
import { VenueEnricher, reindexAll } from '@venue-finder/indexer';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { seedDemoData } from './seed-demo-data';

describe('The demo venues’ related searches', () => {
  let database: TestDataSource;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await openTestDataSource(4);
    uploadsDir = await mkdtemp(join(tmpdir(), 'related-searches-'));
    await seedDemoData(database.dataSource, { count: 400, uploadsDir });
    const engine = new PostgresSearchEngine(database.dataSource);
    await reindexAll(database.dataSource, engine, new VenueEnricher(new OfflineGeocoder()));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('each open a search that finds the venue they are shown on', async () => {
    const engine = new PostgresSearchEngine(database.dataSource);
    const geocoder = new OfflineGeocoder();
    const venues: { id: string; related: RelatedSearch[] }[] = await database.dataSource.query(
      `SELECT id, details->'related_searches' AS related FROM venues WHERE status = 'published' ORDER BY id LIMIT 120`,
    );
    expect(venues.length).toBeGreaterThan(100);
    const misses: string[] = [];
    let searches = 0;
    for (const venue of venues) {
      expect(venue.related).toHaveLength(12);
      for (const { phrase, query } of venue.related) {
        let near: VenueSearchQuery['near'];
        if (query.near) {
          const located = await geocoder.locate(query.near);
          if (!located.found) throw new Error(`${phrase}: ${query.near} cannot be located`);
          near = { lat: located.lat, lng: located.lng, radiusKm: query.radius_km as RadiusKm };
        }
        const { items } = await engine.search({
          city: query.city as CitySlug | undefined,
          category: query.category as CategorySlug | undefined,
          capacity: query.capacity as CapacityValue | undefined,
          styles: query.styles as Style[] | undefined,
          bedroomsTotalMin: query.bedrooms_total_min,
          near,
          q: query.q,
          page: 1,
          pageSize: 5_000,
          sort: 'relevance',
          withFacets: false,
        });
        searches += 1;
        if (!items.some((item) => item.id === venue.id)) misses.push(`${phrase} ${JSON.stringify(query)}`);
      }
    }
    expect(searches).toBeGreaterThan(1_200);
    expect(misses).toEqual([]);
  }, 120_000);
});
