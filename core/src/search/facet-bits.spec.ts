import { Client } from 'pg';
import { CORN_EXCHANGE, HILTON, SAVOY, fixtureDocument, fixtureDocuments } from '../../../tests/support/venue-fixtures';
import { type TestDatabase, createTestDatabase } from '../../../tests/support/test-database';
import { FACET_BITS, FACET_BYTES, countFacetBits, encodeFacetBits, facetBit } from './facet-bits';

describe('facet bits', () => {
  const concatenated = (docs: ReturnType<typeof fixtureDocuments>) => Buffer.concat(docs.map(encodeFacetBits));

  it('gives every facet value its own bit', () => {
    const keys = FACET_BITS.map((bit) => `${bit.facet}:${bit.value}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(FACET_BYTES).toBe(Math.ceil(keys.length / 8));
  });

  it('finds the bit of a value, and none for a value outside the vocabulary', () => {
    expect(FACET_BITS[facetBit('city', 'leeds')!]).toMatchObject({ facet: 'city', value: 'leeds' });
    expect(FACET_BITS[facetBit('capacity', '500')!]).toMatchObject({ facet: 'capacity', value: '500' });
    expect(facetBit('styles', 'zeppelin')).toBeUndefined();
  });

  it('counts one venue as exactly its facet values', () => {
    const facets = countFacetBits(encodeFacetBits(fixtureDocument(HILTON)));
    expect(facets.city).toEqual({ manchester: 1 });
    expect(facets.chain).toEqual({ hilton: 1 });
    expect(facets.bedroom_facilities).toEqual({ ensuite: 1, double_bed: 1, tv: 1, desk: 1 });
    expect(facets.capacity).toEqual({ '10': 1, '26': 1, '50': 1, '100': 1, '250': 1, '500': 1 });
  });

  it('counts many venues, whatever their order', () => {
    const docs = fixtureDocuments();
    const facets = countFacetBits(concatenated(docs));
    expect(facets.city).toEqual({ london: 3, manchester: 1, edinburgh: 1, leeds: 1 });
    expect(facets.styles.heritage).toBe(2);
    expect(facets.accessibility.wheelchair_accessible).toBe(3);
    expect(countFacetBits(concatenated([...docs].reverse()))).toEqual(facets);
  });

  it('counts only the documents numbered, when given', () => {
    const docs = fixtureDocuments();
    const london = docs.flatMap((doc, i) => (doc.city === 'london' ? [i] : []));
    const facets = countFacetBits(concatenated(docs), london);
    expect(facets.city).toEqual({ london: 3 });
    expect(facets).toEqual(countFacetBits(concatenated(docs.filter((doc) => doc.city === 'london'))));
  });

  it('stays exact far beyond any index size', () => {
    const savoy = encodeFacetBits(fixtureDocument(SAVOY));
    const exchange = encodeFacetBits(fixtureDocument(CORN_EXCHANGE));
    const many = 2_000_000;
    const facets = countFacetBits(Buffer.concat([...Array<Buffer>(many).fill(savoy), exchange]));
    expect(facets.styles.heritage).toBe(many + 1);
    expect(facets.city).toEqual({ london: many, leeds: 1 });
  });

  it('reads no documents as no counts', () => {
    expect(countFacetBits(null).city).toEqual({});
    expect(countFacetBits(Buffer.alloc(0)).city).toEqual({});
  });

  it('refuses bits of another layout rather than miscount', () => {
    expect(() => countFacetBits(Buffer.alloc(FACET_BYTES + 1))).toThrow(/run a reindex/);
  });

  describe('in PostgreSQL', () => {
    let database: TestDatabase;
    let client: Client;

    beforeAll(async () => {
      database = await createTestDatabase();
      client = new Client({ connectionString: database.url });
      await client.connect();
    });

    afterAll(async () => {
      await client.end();
      await database.drop();
    });

    it('numbers the bits as get_bit(bytea) does, which is how filters test them', async () => {
      for (const venue of [SAVOY, HILTON, CORN_EXCHANGE]) {
        const doc = fixtureDocument(venue);
        const { rows } = await client.query<{ bits: number[] }>(
          'SELECT array_agg(get_bit($1::bytea, n) ORDER BY n) AS bits FROM generate_series(0, $2::int - 1) n',
          [encodeFacetBits(doc), FACET_BITS.length],
        );
        expect(rows[0].bits).toEqual(FACET_BITS.map((bit) => (bit.holds(doc) ? 1 : 0)));
      }
    });
  });
});
