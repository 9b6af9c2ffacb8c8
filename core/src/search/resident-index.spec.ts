import { FACET_LAYOUT } from './facet-bits';
import { type LexemeTerm, type ResidentDocument, ResidentIndex } from './resident-index';
import type { VenueSearchQuery } from './search-engine';
import { dayNumber } from '@venue-finder/contract';

/** A venue of the copy: `n` gives it its id, its place and its numbers; `words` its text. */
function makeDocument(n: number, words: string[], overrides: Partial<ResidentDocument> = {}): ResidentDocument {
  const facetBits = new Uint8Array(FACET_LAYOUT.bytes);
  const bit = FACET_LAYOUT.bit('city', n % 2 === 0 ? 'london' : 'manchester')!;
  facetBits[bit >> 3]! |= 1 << (bit & 7);
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    quality: (n * 37) % 100,
    rating: n % 5 === 0 ? null : (n % 5) + 0.5,
    capacityMin: 10,
    capacityMax: 20 + n,
    capacityTheatre: null,
    capacityCabaret: null,
    capacityStanding: null,
    bedroomsTotal: null,
    updatedAt: n * 1000,
    dayRatePence: n % 3 === 0 ? null : 10_000 + n,
    hourRatePence: null,
    personRatePence: null,
    lat: 51.5 + (n % 10) / 100,
    lng: -0.12 + (n % 7) / 100,
    city: n % 2 === 0 ? 'london' : 'manchester',
    facetBits,
    keepsCalendar: n % 4 === 0,
    takenDays: [dayNumber(n % 3 === 0 ? '2026-02-14' : '2026-02-15')],
    words,
    nameWords: words.slice(0, 1),
    placeWords: [n % 2 === 0 ? 'london' : 'manchest'],
    featureWords: words.slice(1),
    ...overrides,
  };
}

const term = (own: string, typos: string[] = []): LexemeTerm => ({
  own: [[own]],
  synonyms: [],
  typos: typos.map((word) => [word]),
  cities: [],
  places: [],
});

const query = (asked: Partial<VenueSearchQuery>): VenueSearchQuery => ({
  page: 1,
  pageSize: 20,
  sort: 'relevance',
  withFacets: true,
  ...asked,
});

describe(ResidentIndex.name, () => {
  const documents = Array.from({ length: 60 }, (_, n) =>
    makeDocument(n, n % 3 === 0 ? ['hotel', 'garden'] : n % 3 === 1 ? ['garden', 'hotel', 'roof'] : ['hotels', 'roof']),
  );
  const searches: [VenueSearchQuery, LexemeTerm[]][] = [
    [query({ q: 'hotel' }), [term('hotel', ['hotels'])]],
    [query({ q: 'garden roof' }), [term('garden'), term('roof')]],
    [query({ near: { lat: 51.52, lng: -0.1, radiusKm: 2 } }), []],
    [query({ dates: { from: '2026-02-14', to: '2026-02-14' }, city: 'london' }), []],
    [query({ q: 'roof', dates: { from: '2026-02-15', to: '2026-02-15' } }), [term('roof')]],
    [query({ q: 'hotel', sort: 'price', page: 2 }), [term('hotel', ['hotels'])]],
  ];

  it('answers each search as a fresh copy would, whatever searched before it (the arrays it borrows)', () => {
    const used = new ResidentIndex();
    used.apply(documents);
    for (const [asked, terms] of [...searches, ...[...searches].reverse()]) {
      const fresh = new ResidentIndex();
      fresh.apply(documents);
      expect(used.search(asked, terms)).toEqual(fresh.search(asked, terms));
    }
  });

  it('counts what a search totals, for a query with fewer words (query-words.ts rule 4)', () => {
    const index = new ResidentIndex();
    index.apply(documents);
    const counted: [VenueSearchQuery, LexemeTerm[]][] = [
      ...searches,
      [query({ q: 'zzz hotel' }), [term('zzz'), term('hotel', ['hotels'])]],
      [query({ q: 'roof', city: 'manchester' }), [term('roof')]],
    ];
    for (const [asked, terms] of counted) expect(index.count(asked, terms)).toBe(index.search(asked, terms).total);
    expect(index.count(query({ q: 'roof' }), [term('roof')])).toBeGreaterThan(0);
    expect(index.count(query({ q: 'zzz hotel' }), [term('zzz'), term('hotel', ['hotels'])])).toBe(0);
  });

  it('answers as a fresh copy would after the copy has grown by a write', () => {
    const used = new ResidentIndex();
    used.apply(documents);
    for (const [asked, terms] of searches) used.search(asked, terms);
    const written = [makeDocument(100, ['hotel', 'roof']), makeDocument(3, ['roof'])];
    used.apply(written);
    const fresh = new ResidentIndex();
    fresh.apply(documents);
    fresh.apply(written);
    for (const [asked, terms] of searches) expect(used.search(asked, terms)).toEqual(fresh.search(asked, terms));
  });
});
