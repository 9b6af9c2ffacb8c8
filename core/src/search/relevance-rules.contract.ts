// The relevance rules of query-words.ts as contract cases every SearchEngine adapter passes, on the
// six fixture venues plus those of tests/support/relevance-fixtures.ts (added for these cases and
// removed after them). Called from the contract suite (search-engine.contract.ts).
import {
  ALBION_WORKS,
  BISHOPSGATE_HALL,
  CAFE_LUMIERE,
  CASA_NINO,
  CAVENDISH_BOARDROOM,
  COTE_HOUSE,
  DEANSGAIT_ROOMS,
  FOUNDRY_STUDIOS,
  HERITAGE_HALL,
  HERITAGE_HALL_GALLERY,
  LETOILE,
  LINCOLNS_INN,
  MANCHESTER_SQUARE_ROOMS,
  MARYLEBONE_LOFT,
  QUAYSIDE_ROOMS,
  RELEVANCE_VENUES,
  SMITH_AND_WOLLENSKY,
  WATER_STREET_ROOMS,
  WREN_BOARD_ROOM,
  relevanceDocuments,
} from '../../../tests/support/relevance-fixtures';
import { HILTON, SAVOY } from '../../../tests/support/venue-fixtures';
import type { SearchEngine, VenueSearchResult } from './search-engine';

const names = (result: VenueSearchResult) => result.items.map((item) => item.name);

export function describeRelevanceRules(engine: () => SearchEngine): void {
  describe('relevance rules: forgiving like a search engine', () => {
    beforeAll(() => engine().upsert(relevanceDocuments()));
    afterAll(() => engine().remove(RELEVANCE_VENUES.map((venue) => venue.id)));

    const search = (q: string) => engine().search({ q, page: 1, pageSize: 20, sort: 'relevance', withFacets: false });
    const found = async (q: string) => names(await search(q));
    const suggested = async (text: string) => (await engine().suggest(text, 8)).map((s) => s.name);

    describe('accents and case fold everywhere', () => {
      it.each(['café', 'Cafe', 'CAFÉ', 'cafe lumiere', 'CAFÉ LUMIÈRE', 'Café Lumiere'])(
        'finds Café Lumière by %s',
        async (q) => {
          expect(await found(q)).toEqual([CAFE_LUMIERE.name]);
        },
      );

      it.each([
        ['cote', COTE_HOUSE],
        ['CÔTE', COTE_HOUSE],
        ['nino', CASA_NINO],
        ['casa NIÑO', CASA_NINO],
        ['etoile', LETOILE],
        ["l'etoile", LETOILE],
        ['letoile', LETOILE],
        ['lincolns inn', LINCOLNS_INN],
        ["lincoln's inn", LINCOLNS_INN],
        ['smith wollensky', SMITH_AND_WOLLENSKY],
        ['smith & wollensky', SMITH_AND_WOLLENSKY],
        ['smith and wollensky', SMITH_AND_WOLLENSKY],
      ])("finds a name with é ô ñ ' & typed as %s", async (q, venue) => {
        expect(await found(q)).toEqual([venue.name]);
      });

      it.each([
        ['cafe lum', CAFE_LUMIERE],
        ['CAFÉ', CAFE_LUMIERE],
        ['Cafe Lumière', CAFE_LUMIERE],
        ['cote ho', COTE_HOUSE],
        ['casa nino', CASA_NINO],
        ['letoile', LETOILE],
        ["l'étoile ro", LETOILE],
        ['lincolns inn', LINCOLNS_INN],
        ['lincolns', LINCOLNS_INN],
        ['smith wol', SMITH_AND_WOLLENSKY],
        ['smith & woll', SMITH_AND_WOLLENSKY],
      ])('suggests by %s', async (text, venue) => {
        expect(await suggested(text)).toContain(venue.name);
      });
    });

    describe('typos cost almost nothing', () => {
      it('counts two neighbouring letters swapped as one typo: two swaps in nine letters still match', async () => {
        expect(await found('prjoetcor')).toEqual(await found('projector'));
        expect(await found('prxjcetor')).toEqual(await found('projector'));
      });

      it('gives a misspelt word the synonyms of the word it spells', async () => {
        expect((await found('confrencing')).sort()).toEqual((await found('conferencing')).sort());
      });

      it('ranks exact matches before typo matches', async () => {
        expect(await found('deansgait ')).toEqual([DEANSGAIT_ROOMS.name, HILTON.name]);
      });
    });

    describe('a long query is never empty for want of one word', () => {
      it('drops the filler, then the rarest words, until there are venues', async () => {
        expect(await found('looking for the marylebone loft')).toEqual([MARYLEBONE_LOFT.name]);
        expect(await found('we need a hotel in manchester with a rooftop pool and a projector')).toEqual([HILTON.name]);
        expect(await found('ballroom with a helipad near the strand')).toEqual([SAVOY.name]);
      });

      it('drops nothing while every word matches: full matches only', async () => {
        expect(await found('marylebone loft')).toEqual([MARYLEBONE_LOFT.name]);
        expect(await found('hotel manchester projector')).toEqual([HILTON.name]);
      });
    });

    describe('places in the query rank by place', () => {
      it("shows a city's venues first when the query names it", async () => {
        const result = await found('manchester');
        expect(result[0]).toBe(HILTON.name);
        expect(result.at(-1)).toBe(MANCHESTER_SQUARE_ROOMS.name);
      });

      it("reads a London station that shares a city's name as the station: Liverpool Street", async () => {
        expect(await found('liverpool street')).toEqual([BISHOPSGATE_HALL.name, WATER_STREET_ROOMS.name]);
        expect(await found('liverpool')).toEqual([WATER_STREET_ROOMS.name, BISHOPSGATE_HALL.name]);
      });
    });

    describe('ranking by attribute', () => {
      const tiers = [HERITAGE_HALL, QUAYSIDE_ROOMS, ALBION_WORKS, FOUNDRY_STUDIOS].map((venue) => venue.name);

      it('ranks a word in the name above the place, the place above the categories and facilities, and those above the description', async () => {
        expect((await found('heritage')).filter((name) => tiers.includes(name))).toEqual(tiers);
        expect((await found('heritage ')).filter((name) => tiers.includes(name))).toEqual(tiers);
      });

      it('ranks a name that is the words of the query, and no more, above a longer name with them', async () => {
        expect((await found('heritage hall')).slice(0, 2)).toEqual([HERITAGE_HALL.name, HERITAGE_HALL_GALLERY.name]);
      });
    });

    describe('words split and joined', () => {
      it('finds "Board Room" by boardroom and boardrooms by board room, as typed first', async () => {
        const joined = await found('boardroom');
        expect(joined).toEqual(expect.arrayContaining([CAVENDISH_BOARDROOM.name, WREN_BOARD_ROOM.name]));
        expect(joined[0]).toBe(CAVENDISH_BOARDROOM.name);
        const split = await found('board room');
        expect(split).toEqual(expect.arrayContaining([CAVENDISH_BOARDROOM.name, WREN_BOARD_ROOM.name]));
        expect(split[0]).toBe(WREN_BOARD_ROOM.name);
      });

      it('finds a venue by its name typed without its spaces, or with one too many', async () => {
        expect(await found('maryleboneloft')).toEqual([MARYLEBONE_LOFT.name]);
        expect(await found('cavendishboardroom')).toEqual([CAVENDISH_BOARDROOM.name]);
        expect(await found('mary lebone loft')).toEqual([MARYLEBONE_LOFT.name]);
      });

      it('suggests a venue by its name typed without its spaces', async () => {
        expect(await suggested('maryleboneloft')).toContain(MARYLEBONE_LOFT.name);
        expect(await suggested('wrenboard')).toContain(WREN_BOARD_ROOM.name);
      });
    });
  });
}
