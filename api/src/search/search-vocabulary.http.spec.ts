// The search vocabulary (typo corrections, the type-ahead's spelling) holds only words some venue
// holds: when a venue leaves search or changes, the indexer's next prune takes the words no other
// venue has with it (PostgresSearchEngine.pruneVocabulary), in the tables and in the api's
// resident copy, so what planners type is no longer steered to a word that finds nothing.
import { PostgresSearchEngine, buildSearchDocument } from '@venue-finder/core';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { makeVenue } from '../../../tests/support/venue-factory';

describe('the search vocabulary when a venue leaves or changes', () => {
  const KESTREL_HOUSE = makeVenue({ name: 'Kestrel House', displayName: 'Kestrel House', city: 'london' });
  const KESTRAL_ROOMS = makeVenue({ name: 'Kestral Rooms', displayName: 'Kestral Rooms', city: 'london' });
  let api: ApiTestApp;
  /** The indexer's engine: a process of its own beside the api's. */
  let indexer: PostgresSearchEngine;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [KESTREL_HOUSE, KESTRAL_ROOMS] });
    indexer = new PostgresSearchEngine(api.dataSource);
  });

  afterAll(() => api?.close());

  const suggested = async (q: string) => {
    const { body } = await api.http().get('/api/v2/search/suggestions').query({ q }).expect(200);
    return (body.suggestions as { type: string; name: string }[]).filter((s) => s.type === 'venue').map((s) => s.name);
  };
  const inVocabulary = async (...words: string[]) =>
    (
      (await api.dataSource.query('SELECT word FROM search_vocabulary WHERE word = ANY($1) ORDER BY word', [
        words,
      ])) as { word: string }[]
    ).map((row) => row.word);

  it('drops the words of a venue gone from search, so a typed word is spelt as a venue that is there', async () => {
    await indexer.remove([KESTREL_HOUSE.id]);
    // "kestrel" is still a word of the vocabulary: the type-ahead takes it as spelt right.
    expect(await suggested('kestrel ro')).toEqual([]);

    expect(await indexer.pruneVocabulary()).toBeGreaterThan(0);

    expect(await inVocabulary('kestrel', 'kestral')).toEqual(['kestral']);
    await eventually(async () => expect(await suggested('kestrel ro')).toEqual([KESTRAL_ROOMS.name]));
    const { body } = await api.http().get('/api/v2/venues').query({ q: 'kestrel' }).expect(200);
    expect(body.items.map((card: { name: string }) => card.name)).toEqual([KESTRAL_ROOMS.name]);
  });

  it('drops the words a changed venue no longer has, and keeps those another venue holds', async () => {
    await indexer.upsert([
      buildSearchDocument(
        {
          ...KESTRAL_ROOMS,
          name: 'Merlin Rooms',
          displayName: 'Merlin Rooms',
          updatedAt: new Date(Date.UTC(2030, 0, 1)),
        },
        null,
      ),
    ]);
    expect(await inVocabulary('kestral', 'merlin', 'rooms')).toEqual(['kestral', 'merlin', 'rooms']);

    await indexer.pruneVocabulary();

    expect(await inVocabulary('kestral', 'merlin', 'rooms')).toEqual(['merlin', 'rooms']);
  });
});
