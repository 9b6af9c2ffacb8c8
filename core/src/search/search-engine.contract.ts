// The one contract every SearchEngine adapter passes: each filter, facet, sort, page, geo,
// suggestion, similar and rebuild behaviour, on six venues whose answers are known by hand
// (tests/support/venue-fixtures.ts). Adapters call it from a spec of their own.
import {
  CORN_EXCHANGE,
  EDINBURGH,
  HILTON,
  LIVERPOOL_STREET,
  SAVOY,
  SHOREDITCH,
  SOHO,
  fixtureDocument,
  fixtureDocuments,
} from '../../../tests/support/venue-fixtures';
import { describeRelevanceRules } from './relevance-rules.contract';
import type { SearchEngine, VenueSearchQuery, VenueSearchResult } from './search-engine';
import { dayNumber } from '@venue-finder/contract';

export interface EngineUnderTest {
  engine: SearchEngine;
  cleanup(): Promise<void>;
}

const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);
const sorted = (values: string[]) => [...values].sort();

export function describeSearchEngineContract(name: string, create: () => Promise<EngineUnderTest>): void {
  describe(`SearchEngine contract: ${name}`, () => {
    let subject: EngineUnderTest;
    let engine: SearchEngine;

    beforeAll(async () => {
      subject = await create();
      engine = subject.engine;
      await engine.upsert(fixtureDocuments());
    });

    afterAll(() => subject.cleanup());

    const search = (query: Partial<VenueSearchQuery> = {}): Promise<VenueSearchResult> =>
      engine.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: true, ...query });
    const found = async (query: Partial<VenueSearchQuery>) => sorted(names(await search(query)));

    describe('filters', () => {
      it('returns every venue with no filter, with the total', async () => {
        expect((await search()).total).toBe(6);
      });

      it('filters by city', async () => {
        expect(await found({ city: 'london' })).toEqual(sorted([SAVOY.name, SHOREDITCH.name, SOHO.name]));
      });

      it('filters by category, primary or not', async () => {
        expect(await found({ category: 'conference' })).toEqual(sorted([SAVOY.name, HILTON.name, CORN_EXCHANGE.name]));
      });

      it('matches a capacity bucket when the venue can host some group size within it', async () => {
        expect(await found({ capacity: 10 })).toEqual(
          sorted([SHOREDITCH.name, HILTON.name, EDINBURGH.name, SOHO.name]),
        );
        // The Savoy holds 800 standing and the Corn Exchange 1,200: both take groups over 500.
        expect(await found({ capacity: 501 })).toEqual(sorted([SAVOY.name, CORN_EXCHANGE.name]));
      });

      it('matches any of the styles asked for', async () => {
        expect(await found({ styles: ['heritage'] })).toEqual(sorted([SAVOY.name, CORN_EXCHANGE.name]));
        expect(await found({ styles: ['heritage', 'training'] })).toEqual(
          sorted([SAVOY.name, CORN_EXCHANGE.name, EDINBURGH.name]),
        );
      });

      it('matches all of the facilities, equipment, layouts and bedroom facilities asked for', async () => {
        expect(await found({ meeting_facilities: ['wifi', 'catering'] })).toEqual(sorted([SAVOY.name, HILTON.name]));
        expect(await found({ conference_equipment: ['projector', 'microphones'] })).toEqual(
          sorted([SAVOY.name, HILTON.name]),
        );
        expect(await found({ seating_layouts: ['classroom'] })).toEqual(sorted([HILTON.name, EDINBURGH.name]));
        expect(await found({ bedroom_facilities: ['ensuite', 'desk'] })).toEqual([HILTON.name]);
      });

      it('filters by a minimum number of bedrooms and by chain', async () => {
        expect(await found({ bedroomsTotalMin: 100 })).toEqual([HILTON.name]);
        expect(await found({ chain: 'hilton' })).toEqual([HILTON.name]);
      });

      it('filters by budget in pounds for the chosen unit, leaving out venues without that rate', async () => {
        expect(await found({ budget: { max: 1000, unit: 'day' } })).toEqual(sorted([SHOREDITCH.name, EDINBURGH.name]));
        expect(await found({ budget: { min: 80, max: 100, unit: 'person' } })).toEqual(sorted([SAVOY.name, SOHO.name]));
        expect(await found({ budget: { max: 100, unit: 'hour' } })).toEqual(sorted([SHOREDITCH.name, EDINBURGH.name]));
      });

      it('filters by wheelchair access and by each structured accessibility fact', async () => {
        expect(await found({ wheelchairAccessible: true })).toEqual(
          sorted([SAVOY.name, HILTON.name, CORN_EXCHANGE.name]),
        );
        expect(await found({ accessibility: ['lift'] })).toEqual([HILTON.name]);
        expect(await found({ accessibility: ['step_free_access'] })).toEqual(sorted([SAVOY.name, CORN_EXCHANGE.name]));
      });

      it('filters by theatre, cabaret and standing minimums', async () => {
        expect(await found({ capacityTheatreMin: 450 })).toEqual(sorted([SAVOY.name, CORN_EXCHANGE.name]));
        expect(await found({ capacityCabaretMin: 300 })).toEqual(sorted([SAVOY.name, CORN_EXCHANGE.name]));
        expect(await found({ capacityStandingMin: 1000 })).toEqual([CORN_EXCHANGE.name]);
      });

      it('combines filters', async () => {
        expect(await found({ city: 'london', meeting_facilities: ['wifi'], capacity: 50 })).toEqual([SAVOY.name]);
      });

      it('leaves out excluded venues', async () => {
        expect(await found({ city: 'london', excludeIds: [SAVOY.id] })).toEqual(sorted([SHOREDITCH.name, SOHO.name]));
      });
    });

    describe('text', () => {
      it('finds venues by a word of the name', async () => {
        expect(names(await search({ q: 'ballroom' }))).toEqual([SAVOY.name]);
      });

      it('forgives a typo in a name', async () => {
        expect(names(await search({ q: 'savoi' }))).toContain(SAVOY.name);
      });

      it('filters by the verification programme: the tier asked for or a higher one', async () => {
        expect(await found({ verified: 'bronze' })).toEqual(sorted([SAVOY.name, HILTON.name, SOHO.name]));
        expect(await found({ verified: 'silver' })).toEqual(sorted([SAVOY.name, HILTON.name]));
        expect(await found({ verified: 'gold' })).toEqual([SAVOY.name]);
        expect(await found({ verified: 'platinum' })).toEqual([]);
        expect(await found({ city: 'london', verified: 'silver' })).toEqual([SAVOY.name]);
      });

      it('finds venues by the facts planners search for in words', async () => {
        expect(await found({ q: 'wheelchair' })).toEqual(sorted([SAVOY.name, HILTON.name, CORN_EXCHANGE.name]));
        expect(await found({ q: 'hearing loop' })).toEqual(
          await found({ accessibility: ['hearing_loop'] }).then((list) => sorted(list)),
        );
        expect(await found({ q: 'projector' })).toEqual(sorted([SAVOY.name, HILTON.name, EDINBURGH.name]));
      });

      it('leaves out words that say nothing about the venue ("venues with a … in …", "near")', async () => {
        expect(await found({ q: 'venues with a projector in london' })).toEqual([SAVOY.name]);
        expect(await found({ q: 'hotel near manchester' })).toEqual([HILTON.name]);
        // Only such words: no text query at all.
        expect((await search({ q: 'the venues' })).total).toBe((await search({})).total);
      });

      it('ranks a name match above a match elsewhere', async () => {
        const result = names(await search({ q: 'dining' }));
        expect(result[0]).toBe(SOHO.name);
        expect(result).toContain(SAVOY.name); // a private-dining venue by category
      });
    });

    describe('relevance rules (query-words.ts)', () => {
      it('forgives a typo in every word of the query: one from five letters, two from nine', async () => {
        expect(await found({ q: 'Manchster' })).toEqual([HILTON.name]);
        // What the correct spelling finds, its synonyms' venues too ("video conferencing").
        expect(await found({ q: 'confrence' })).toEqual(await found({ q: 'conference' }));
        expect(await found({ q: 'hotle manchester' })).toEqual([HILTON.name]); // a swap is one typo
        expect(await found({ q: 'lxyds' })).toEqual([]); // two typos in five letters
      });

      it('completes the last word while it is being typed', async () => {
        expect(await found({ q: 'ballr' })).toEqual([SAVOY.name]);
        expect(await found({ q: 'ballr ' })).toEqual([]);
      });

      it('drops the words that match nothing instead of answering nothing, wherever they stand', async () => {
        expect(await found({ q: 'hotel manchester xyzzyq' })).toEqual([HILTON.name]);
        expect(await found({ q: 'xyzzyq hotel' })).toEqual([HILTON.name]);
        expect(await found({ q: 'xyzzyq' })).toEqual([]);
        // Within the filters: the words are dropped only when nothing in the city matches them.
        expect(await found({ q: 'conference edinburgh', city: 'leeds' })).toEqual([CORN_EXCHANGE.name]);
      });

      it('matches the synonyms planners use', async () => {
        expect(await found({ q: 'disabled access' })).toEqual(await found({ q: 'wheelchair' }));
        expect(await found({ q: 'hotels' })).toEqual([HILTON.name]);
        expect(await found({ q: 'conferencing' })).toEqual(await found({ q: 'conference' }));
      });

      it('ranks a word in the place above the same word elsewhere', async () => {
        const result = names(await search({ q: 'london' }));
        expect(sorted(result.slice(0, 3))).toEqual(sorted([SAVOY.name, SHOREDITCH.name, SOHO.name]));
      });
    });

    describeRelevanceRules(() => engine);

    describe('facets', () => {
      it('counts every facet exactly over the matching venues', async () => {
        const { facets, total } = await search({ city: 'london' });
        expect(total).toBe(3);
        expect(facets?.city).toEqual({ london: 3 });
        expect(facets?.category).toEqual({ conference: 1, 'private-dining': 2, 'meeting-room': 1 });
        expect(facets?.capacity).toEqual({ '10': 2, '26': 3, '50': 1, '100': 1, '250': 1, '500': 1, '501': 1 });
        // The Savoy is gold (so also silver and bronze), Soho bronze, Shoreditch not started.
        expect(facets?.verified).toEqual({ bronze: 2, silver: 1, gold: 1 });
        expect(facets?.styles).toMatchObject({ heritage: 1, creative: 1, private_dining: 1 });
        expect(facets?.meeting_facilities).toMatchObject({ wifi: 2, catering: 2 });
        expect(facets?.conference_equipment).toMatchObject({ projector: 1, screens: 1 });
        expect(facets?.seating_layouts).toMatchObject({ boardroom: 1, banquet: 2 });
        expect(facets?.chain).toEqual({ boutique: 1 });
        expect(facets?.accessibility).toEqual({ wheelchair_accessible: 1, step_free_access: 1, hearing_loop: 1 });
        expect(facets?.bedroom_facilities).toEqual({});
      });

      it('counts a list whose values combine with OR without its own selection (disjunctive), every other filter kept', async () => {
        // Heritage: the Savoy and the Corn Exchange. Beside Modern stands what ticking it would
        // add (Shoreditch and the Hilton), not the overlap of the two (none).
        const heritage = await search({ styles: ['heritage'] });
        expect(heritage.total).toBe(2);
        expect(heritage.facets?.styles).toEqual({
          heritage: 2,
          banqueting: 1,
          creative: 1,
          modern: 2,
          hotel: 1,
          training: 1,
          unusual: 1,
          private_dining: 1,
        });
        expect((await search({ styles: ['heritage', 'modern'] })).total).toBe(2 + 2);
        // Every other facet counts the matches, as before.
        expect(heritage.facets?.city).toEqual({ london: 1, leeds: 1 });
        // Other filters still narrow the OR list's own counts: in London only.
        const inLondon = await search({ city: 'london', styles: ['heritage'] });
        expect(inLondon.total).toBe(1);
        expect(inLondon.facets?.styles).toEqual({
          heritage: 1,
          banqueting: 1,
          creative: 1,
          modern: 1,
          private_dining: 1,
        });
      });

      it('keeps AND lists conjunctive: the count beside a value is what ticking it as well gives', async () => {
        const { facets } = await search({ meeting_facilities: ['wifi'] });
        for (const [value, count] of Object.entries(facets?.meeting_facilities ?? {})) {
          const both = await search({ meeting_facilities: ['wifi', value as 'wifi'], withFacets: false });
          expect([value, both.total]).toEqual([value, count]);
        }
      });

      it('keeps city counts summing to the total', async () => {
        const { facets, total } = await search({ meeting_facilities: ['wifi'] });
        expect(Object.values(facets?.city ?? {}).reduce((a, b) => a + b, 0)).toBe(total);
      });

      it('leaves facets out when not asked for', async () => {
        expect((await search({ withFacets: false })).facets).toBeUndefined();
      });
    });

    describe('sorting and paging', () => {
      it('sorts by price, cheapest day rate first and venues without one last', async () => {
        expect(names(await search({ sort: 'price' }))).toEqual([
          EDINBURGH.name,
          SHOREDITCH.name,
          HILTON.name,
          CORN_EXCHANGE.name,
          SAVOY.name,
          SOHO.name,
        ]);
      });

      it('sorts by capacity, largest first', async () => {
        expect(names(await search({ sort: 'capacity' }))).toEqual([
          CORN_EXCHANGE.name,
          SAVOY.name,
          HILTON.name,
          EDINBURGH.name,
          SOHO.name,
          SHOREDITCH.name,
        ]);
      });

      it('sorts by last update, newest first', async () => {
        expect(names(await search({ sort: 'updated' }))[0]).toBe(SOHO.name);
      });

      it('pages through results with a stable total, and past the end returns none', async () => {
        const all = names(await search({ sort: 'capacity' }));
        const second = await search({ sort: 'capacity', page: 2, pageSize: 2 });
        expect(names(second)).toEqual(all.slice(2, 4));
        expect(second.total).toBe(6);
        const beyond = await search({ sort: 'capacity', page: 4, pageSize: 2 });
        expect(beyond.items).toEqual([]);
        expect(beyond.total).toBe(6);
      });
    });

    describe('near a point', () => {
      it('keeps venues within the radius, nearest first, each with its distance', async () => {
        const result = await search({ near: { ...LIVERPOOL_STREET, radiusKm: 5 } });
        expect(names(result)).toEqual([SHOREDITCH.name, SAVOY.name, SOHO.name]);
        const distances = result.items.map((item) => item.distance_km ?? NaN);
        expect(distances[0]).toBeCloseTo(0.8, 0);
        expect(distances[1]).toBeCloseTo(2.8, 0);
        expect(distances[2]).toBeCloseTo(3.8, 0);
      });

      it('narrows with the radius', async () => {
        expect(names(await search({ near: { ...LIVERPOOL_STREET, radiusKm: 1 } }))).toEqual([SHOREDITCH.name]);
      });
    });

    describe('search by date', () => {
      // The Savoy keeps its calendar and is taken on the 18th; Soho keeps its calendar and is
      // taken only on the 25th; the Hilton keeps none but holds a hold on the 18th; the others
      // keep none and have nothing in it.
      const days = (...list: string[]) => list.map(dayNumber);
      beforeAll(async () => {
        await engine.upsert([
          { ...fixtureDocument(SAVOY), keeps_calendar: true, taken_days: days('2027-03-18') },
          { ...fixtureDocument(SOHO), keeps_calendar: true, taken_days: days('2027-03-25') },
          { ...fixtureDocument(HILTON), keeps_calendar: false, taken_days: days('2027-03-18') },
        ]);
      });
      afterAll(() => engine.upsert(fixtureDocuments()));

      const on = (from: string, to = from) => ({ dates: { from, to } });
      const availability = (result: VenueSearchResult) => result.items.map((item) => [item.name, item.availability]);

      it('leaves out venues taken on the day, and shows those known to be free before those not confirmed', async () => {
        const result = await search(on('2027-03-18'));
        expect(result.total).toBe(4);
        expect(availability(result)[0]).toEqual([SOHO.name, 'free']);
        expect(sorted(names(result).slice(1))).toEqual(sorted([SHOREDITCH.name, CORN_EXCHANGE.name, EDINBURGH.name]));
        expect(result.items.slice(1).every((item) => item.availability === 'not_confirmed')).toBe(true);
      });

      it('leaves out a venue taken on any day of a range', async () => {
        expect(names(await search({ city: 'london', ...on('2027-03-17', '2027-03-19') }))).toEqual([
          SOHO.name,
          SHOREDITCH.name,
        ]);
        expect(availability(await search({ city: 'london', ...on('2027-03-19', '2027-03-26') }))).toEqual([
          [SAVOY.name, 'free'],
          [SHOREDITCH.name, 'not_confirmed'],
        ]);
      });

      it('ranks the free venues first near a point, each group nearest first', async () => {
        const result = await search({ near: { ...LIVERPOOL_STREET, radiusKm: 5 }, ...on('2027-03-19') });
        expect(availability(result)).toEqual([
          [SAVOY.name, 'free'],
          [SOHO.name, 'free'],
          [SHOREDITCH.name, 'not_confirmed'],
        ]);
        expect(result.items[2]!.distance_km).toBeCloseTo(0.8, 0);
      });

      it('counts facets over the venues the date keeps', async () => {
        const { facets, total } = await search({ city: 'london', ...on('2027-03-18') });
        expect(total).toBe(2);
        expect(facets?.city).toEqual({ london: 2 });
        expect(facets?.category).toEqual({ 'private-dining': 1, 'meeting-room': 1 });
      });

      it('combines with free text', async () => {
        expect(names(await search({ q: 'ballroom', ...on('2027-03-18') }))).toEqual([]);
        expect(availability(await search({ q: 'ballroom', ...on('2027-03-19') }))).toEqual([[SAVOY.name, 'free']]);
      });

      it('keeps the free venues first in every sort, and pages through them in that order', async () => {
        const all = names(await search({ sort: 'capacity', ...on('2027-03-18') }));
        // Largest first within each group: Soho (24) is the only one known to be free.
        expect(all).toEqual([SOHO.name, CORN_EXCHANGE.name, EDINBURGH.name, SHOREDITCH.name]);
        const second = await search({ sort: 'capacity', page: 2, pageSize: 2, ...on('2027-03-18') });
        expect(names(second)).toEqual(all.slice(2, 4));
        expect(second.total).toBe(4);
      });

      it('says nothing of availability when no date is asked', async () => {
        expect((await search({ city: 'london' })).items.every((item) => !('availability' in item))).toBe(true);
      });

      it('searches a calendar change as soon as it is written', async () => {
        await engine.upsert([{ ...fixtureDocument(SOHO), keeps_calendar: true, taken_days: days('2027-03-19') }]);
        expect(names(await search({ city: 'london', ...on('2027-03-19') }))).toEqual([SAVOY.name, SHOREDITCH.name]);
        await engine.upsert([{ ...fixtureDocument(SOHO), keeps_calendar: true, taken_days: days('2027-03-25') }]);
        const after = names(await search({ city: 'london', ...on('2027-03-19') }));
        expect(sorted(after.slice(0, 2))).toEqual(sorted([SAVOY.name, SOHO.name]));
        expect(after[2]).toBe(SHOREDITCH.name);
      });
    });

    describe('cards, suggestions and similar venues', () => {
      it('returns cards for ids and slugs in the order asked, leaving out unknown ones', async () => {
        const cards = await engine.cards([SOHO.slug, SAVOY.id, 'no-such-venue', HILTON.id]);
        expect(names({ items: cards })).toEqual([SOHO.name, SAVOY.name, HILTON.name]);
      });

      it("shows each card's standing in the verification programme, or none", async () => {
        const cards = await engine.cards([SAVOY.id, SHOREDITCH.id]);
        expect(cards.map((card) => card.programme)).toEqual([{ tier: 'gold', verified_items: 9 }, null]);
      });

      it('suggests venues by the start of their name, a word of it, or a typo', async () => {
        expect((await engine.suggest('shored', 8))[0]).toMatchObject({ name: SHOREDITCH.name, city: 'london' });
        expect((await engine.suggest('hilton man', 8))[0]?.slug).toBe(HILTON.slug);
        expect((await engine.suggest('savoi', 8)).map((s) => s.name)).toContain(SAVOY.name);
      });

      it('finds similar venues in the same city first, then with overlapping capacity and category', async () => {
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
        const similarNames = names({ items: similar });
        expect(similarNames.slice(0, 2)).toEqual([SOHO.name, SHOREDITCH.name]);
        expect([HILTON.name, CORN_EXCHANGE.name]).toContain(similarNames[2]);
        expect(similarNames).not.toContain(SAVOY.name);
      });
    });

    describe('writes', () => {
      it('is idempotent: the same documents upserted again change nothing', async () => {
        await engine.upsert(fixtureDocuments());
        expect((await search()).total).toBe(6);
      });

      it('never lets an older version of a venue replace a newer one', async () => {
        const stale = fixtureDocument({
          ...SOHO,
          name: 'Stale Name',
          city: 'cardiff',
          updatedAt: new Date('2020-01-01'),
        } as typeof SOHO);
        await engine.upsert([stale]);
        expect((await engine.cards([SOHO.id]))[0].name).toBe(SOHO.name);
        expect(await found({ city: 'cardiff' })).toEqual([]);
        expect(await found({ q: 'stale' })).toEqual([]);
      });

      it('removes documents, ignoring unknown ids', async () => {
        await engine.remove([SHOREDITCH.id, '00000000-0000-4000-8000-000000000000']);
        expect((await search()).total).toBe(5);
        await engine.upsert([fixtureDocument(SHOREDITCH)]);
      });

      it('rebuilds the whole index from scratch, dropping the documents it was not given', async () => {
        async function* batches() {
          yield [fixtureDocument(SAVOY)];
          yield [fixtureDocument(HILTON)];
        }
        expect(await engine.rebuild(batches())).toEqual({ documents: 2 });
        expect(await found({})).toEqual(sorted([SAVOY.name, HILTON.name]));
        await engine.rebuild(
          (async function* () {
            yield fixtureDocuments();
          })(),
        );
        expect((await search()).total).toBe(6);
      });

      it('reports its health and document count', async () => {
        expect(await engine.health()).toMatchObject({ ok: true, documents: 6 });
      });
    });
  });
}
