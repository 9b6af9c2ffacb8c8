// The relevance rules of core's query-words.ts on the public API: the search
// (GET /api/v2/venues?q=) and the type-ahead (GET /api/v2/search/suggestions) forgive what a
// planner leaves out or runs together. Each engine proves the same in the contract suite
// (core's relevance-rules.contract.ts); this proves the API passes the text through untouched.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import {
  ALBION_WORKS,
  BISHOPSGATE_HALL,
  CAFE_LUMIERE,
  CASA_NINO,
  CAVENDISH_BOARDROOM,
  FOUNDRY_STUDIOS,
  HERITAGE_HALL,
  HERITAGE_HALL_GALLERY,
  LETOILE,
  LINCOLNS_INN,
  MARYLEBONE_LOFT,
  QUAYSIDE_ROOMS,
  RELEVANCE_VENUES,
  SMITH_AND_WOLLENSKY,
  WATER_STREET_ROOMS,
  WREN_BOARD_ROOM,
} from '../../../tests/support/relevance-fixtures';

describe('Search that forgives, over HTTP', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: RELEVANCE_VENUES.map(({ version: _version, ...venue }) => ({ ...venue, details: venue.details ?? {} })),
    });
  });

  afterAll(() => api?.close());

  const found = async (q: string) => {
    const { body } = await api.http().get('/api/v2/venues').query({ q }).expect(200);
    return (body.items as { name: string }[]).map((item) => item.name);
  };
  const suggested = async (q: string) => {
    const { body } = await api.http().get('/api/v2/search/suggestions').query({ q }).expect(200);
    return (body.suggestions as { type: string; name: string }[]).filter((s) => s.type === 'venue').map((s) => s.name);
  };

  describe('accents and case fold everywhere', () => {
    it.each([
      ['café', CAFE_LUMIERE.name],
      ['Cafe', CAFE_LUMIERE.name],
      ['CAFÉ', CAFE_LUMIERE.name],
      ['casa nino', CASA_NINO.name],
      ['letoile', LETOILE.name],
      ['lincolns inn', LINCOLNS_INN.name],
      ['smith and wollensky', SMITH_AND_WOLLENSKY.name],
    ])('GET /api/v2/venues?q=%s finds %s', async (q, name) => {
      expect(await found(q)).toEqual([name]);
    });

    it.each([
      ['CAFÉ lum', CAFE_LUMIERE.name],
      ['cafe lumiere', CAFE_LUMIERE.name],
      ['casa nino', CASA_NINO.name],
      ['letoile', LETOILE.name],
      ['lincolns inn', LINCOLNS_INN.name],
      ['smith wol', SMITH_AND_WOLLENSKY.name],
    ])('suggests %s: %s', async (q, name) => {
      expect(await suggested(q)).toContain(name);
    });
  });

  describe('a long query is never empty for want of one word', () => {
    it('drops the filler, then the rarest words, until there are venues', async () => {
      expect(await found('we are looking for the marylebone loft with a rooftop pool')).toEqual([MARYLEBONE_LOFT.name]);
    });
  });

  describe('places in the query rank by place', () => {
    it('reads Liverpool Street as the London station, Liverpool as the city', async () => {
      expect(await found('liverpool street')).toEqual([BISHOPSGATE_HALL.name, WATER_STREET_ROOMS.name]);
      expect(await found('liverpool')).toEqual([WATER_STREET_ROOMS.name, BISHOPSGATE_HALL.name]);
    });
  });

  describe('words split and joined', () => {
    it('finds "Board Room" by boardroom and "Boardroom" by board room', async () => {
      expect(await found('boardroom')).toEqual([CAVENDISH_BOARDROOM.name, WREN_BOARD_ROOM.name]);
      expect(await found('board room')).toEqual([WREN_BOARD_ROOM.name, CAVENDISH_BOARDROOM.name]);
    });

    it('finds and suggests a venue by its name typed without its spaces, or with one too many', async () => {
      expect(await found('maryleboneloft')).toEqual([MARYLEBONE_LOFT.name]);
      expect(await found('mary lebone loft')).toEqual([MARYLEBONE_LOFT.name]);
      expect(await suggested('maryleboneloft')).toContain(MARYLEBONE_LOFT.name);
    });
  });

  describe('ranking by attribute', () => {
    it('lists a venue with the word in its name, then in its place, then in its categories or facilities, then in its description', async () => {
      // Each of the four has "heritage" in one attribute only; the lower the attribute, the
      // higher the listing's quality, which would otherwise order them the other way round.
      expect(await found('heritage')).toEqual([
        HERITAGE_HALL_GALLERY.name,
        HERITAGE_HALL.name,
        QUAYSIDE_ROOMS.name,
        ALBION_WORKS.name,
        FOUNDRY_STUDIOS.name,
      ]);
    });

    it('lists the name that is exactly the words typed before a longer name holding them', async () => {
      expect(await found('heritage hall')).toEqual([HERITAGE_HALL.name, HERITAGE_HALL_GALLERY.name]);
    });
  });
});
