// Typos cost almost nothing (rule 3 of core's query-words.ts): for each of the 100 most frequent
// words of five letters or more in the demo venues' names, cities, categories and facilities, a
// query with one typo (two from nine letters) finds at least 95 % of what the correct spelling
// finds, on the PostgreSQL engine over 2,000 deterministic demo venues.
import {
  PostgresSearchEngine,
  type SearchEngine,
  buildSearchDocument,
  categoryName,
  cityName,
  normaliseText,
  QUERY_STOP_WORDS,
  synonymsOf,
} from '@venue-finder/core';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { makeVenue } from '../../../tests/support/venue-factory';
import type { Venue } from '@venue-finder/core';
import { DEMO_SEED, DemoVenueFactory } from '../demo-data';

const VENUES = 2_000;
const WORDS = 100;
const RECALL = 0.95;

/** The demo venues, published, as the indexer's documents. */
function demoVenues(): Venue[] {
  const factory = new DemoVenueFactory(DEMO_SEED);
  return Array.from({ length: VENUES }, (_, index) =>
    makeVenue({ ...factory.build(index, { status: 'published', ownerId: null, claimable: true }) } as Partial<Venue>),
  );
}

/** The words of five letters or more in the venues' names, cities, categories and facilities, most frequent first. */
function frequentWords(venues: Venue[]): string[] {
  const stop = new Set<string>(QUERY_STOP_WORDS);
  const counts = new Map<string, number>();
  for (const venue of venues) {
    const text = [
      venue.name,
      cityName(venue.city),
      ...venue.categories.map(categoryName),
      ...venue.amenities,
      ...venue.equipment,
    ].join(' ');
    for (const word of new Set(normaliseText(text).split(' '))) {
      if (word.length >= 5 && /^\p{L}+$/u.test(word) && !stop.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, WORDS)
    .map(([word]) => word);
}

/** A letter that is not `letter`. */
const other = (letter: string) => (letter === 'x' ? 'q' : 'x');

/**
 * The word with one typo of each kind, away from its first letter (a typo there counts two): a
 * letter left out, one too many, one wrong, two swapped; and each of those with a second wrong
 * letter. As Meilisearch counts, the typed word's length sets what it forgives: one typo from
 * five letters, two from nine, so only misspellings of that length are kept.
 */
function misspellings(word: string): string[] {
  const at = Math.floor(word.length / 2);
  const one = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + 'x' + word.slice(at),
    word.slice(0, at) + other(word[at]!) + word.slice(at + 1),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  ].filter((typo) => typo !== word);
  const two = one.map((typo) => typo.slice(0, 2) + other(typo[2]!) + typo.slice(3));
  return [...one.filter((typo) => typo.length >= 5), ...two.filter((typo) => typo.length >= 9)];
}

describe('Typo recall on the demo data (PostgreSQL engine)', () => {
  let database: TestDataSource;
  let engine: SearchEngine;
  let words: string[];

  beforeAll(async () => {
    database = await openTestDataSource(2);
    const venues = demoVenues();
    engine = new PostgresSearchEngine(database.dataSource);
    for (let i = 0; i < venues.length; i += 500) {
      await engine.upsert(venues.slice(i, i + 500).map((venue) => buildSearchDocument(venue, null)));
    }
    words = frequentWords(venues);
  }, 120_000);

  afterAll(() => database?.close());

  /**
   * What the correct spelling finds by itself, not by its own typos ("mercure" also finds
   * Mercury): the venues whose words hold the word's lexeme or a synonym's.
   */
  const exactly = async (word: string) => {
    const rows: { venue_id: string }[] = await database.dataSource.query(
      `SELECT venue_id FROM search_words
        WHERE words @@ (SELECT string_agg('(' || plainto_tsquery('english', w)::text || ')', ' | ')::tsquery
                          FROM unnest($1::text[]) AS w WHERE plainto_tsquery('english', w)::text <> '')`,
      [[word, ...synonymsOf(word).map((words) => words.join(' '))]],
    );
    return new Set(rows.map((row) => row.venue_id));
  };

  const ids = async (q: string) => {
    const { items } = await engine.search({
      q: `${q} `,
      page: 1,
      pageSize: VENUES,
      sort: 'relevance',
      withFacets: false,
    });
    return items.map((item) => item.id);
  };

  it('finds the 100 most frequent words of five letters or more', () => {
    expect(words).toHaveLength(WORDS);
    expect(words).toEqual(expect.arrayContaining(['conference', 'london', 'hotel']));
  });

  it('finds at least 95 % of what the correct spelling finds, whatever the typo, its exact matches ranked first', async () => {
    const short: string[] = [];
    for (const word of words) {
      const exact = await exactly(word);
      const ranked = await ids(word);
      // The correct spelling's exact matches first, then what its typos find.
      const firstTypoMatch = ranked.findIndex((id) => !exact.has(id));
      if (firstTypoMatch !== -1 && ranked.slice(firstTypoMatch).some((id) => exact.has(id))) {
        short.push(`${word}: a typo match ranked before an exact one`);
      }
      const correct = [...exact];
      for (const typo of misspellings(word)) {
        const found = new Set(await ids(typo));
        const recall = correct.filter((id) => found.has(id)).length / correct.length;
        if (recall < RECALL) short.push(`${typo} (for ${word}): ${Math.round(recall * 100)} %`);
      }
    }
    expect(short).toEqual([]);
  });
});
