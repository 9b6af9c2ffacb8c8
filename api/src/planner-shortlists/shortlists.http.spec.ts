// Planners' saved shortlists end to end on a real PostgreSQL: a planner keeps several named
// shortlists, adds and removes venues, renames and deletes them; the browser's brief merges in
// (sending it again changes nothing); the cap of one brief holds; another planner's shortlist does
// not exist for them, and owners and administrators have none. Bad input is a 4xx that says why.
import { MAX_BRIEF_VENUES } from '@venue-finder/contract';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';

const VENUES = Array.from({ length: MAX_BRIEF_VENUES + 2 }, (_, n) =>
  makeVenue({ name: `Shortlist Hall ${n + 1}`, city: n % 2 === 0 ? 'london' : 'leeds' }),
);
const [FIRST, SECOND, THIRD] = VENUES as [(typeof VENUES)[0], (typeof VENUES)[0], (typeof VENUES)[0]];
const DRAFT = makeVenue({ name: 'Unfinished Rooms', status: 'draft' });
const NO_VENUE = '9b1c2d3e-4f50-4a6b-8c7d-0e1f2a3b4c5d';

describe('Planners’ saved shortlists', () => {
  let api: ApiTestApp;
  let planner: string;
  let otherPlanner: string;
  let owner: string;
  let admin: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [...VENUES, DRAFT] });
    planner = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'planner' }));
    otherPlanner = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'planner' }));
    owner = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'owner' }));
    admin = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });
  afterAll(() => api?.close());
  beforeEach(() => api.dataSource.query('TRUNCATE planner_shortlists CASCADE'));

  const create = (body: object, cookie = planner) =>
    api.http().post('/api/v2/planner/shortlists').set('Cookie', cookie).send(body);
  const read = (id: string, cookie = planner) =>
    api.http().get(`/api/v2/planner/shortlists/${id}`).set('Cookie', cookie);
  const add = (id: string, venueIds: string[], cookie = planner) =>
    api.http().post(`/api/v2/planner/shortlists/${id}/venues`).set('Cookie', cookie).send({ venue_ids: venueIds });
  const remove = (id: string, venueId: string, cookie = planner) =>
    api.http().delete(`/api/v2/planner/shortlists/${id}/venues/${venueId}`).set('Cookie', cookie);
  const list = (query = '', cookie = planner) =>
    api.http().get(`/api/v2/planner/shortlists${query}`).set('Cookie', cookie);
  const ids = (from: number, to: number) => VENUES.slice(from, to).map((venue) => venue.id);

  describe('keeping named shortlists', () => {
    it('starts a named shortlist with venues in the order given, and reads it back', async () => {
      const created = await create({ name: '  Summer party  ', venue_ids: [SECOND.id, FIRST.id] }).expect(201);
      expect(created.body).toMatchObject({ name: 'Summer party', venue_ids: [SECOND.id, FIRST.id] });
      expect((await read(created.body.id).expect(200)).body).toEqual(created.body);
    });

    it('keeps several shortlists, one per event, and pages them most recently changed first', async () => {
      const names = ['Board away day', 'Christmas lunch', 'Product launch'];
      const made = [];
      for (const name of names) made.push((await create({ name }).expect(201)).body);
      await add(made[0].id, [FIRST.id]).expect(200);

      const first = await list('?limit=2').expect(200);
      expect(first.body).toMatchObject({ total: 3, limit: 2, prev_cursor: null });
      expect(first.body.shortlists.map((s: { name: string }) => s.name)).toEqual(['Board away day', 'Product launch']);
      expect(first.body.shortlists[0]).toMatchObject({ venue_count: 1 });
      const second = await list(`?limit=2&cursor=${first.body.next_cursor}`).expect(200);
      expect(second.body.shortlists.map((s: { name: string }) => s.name)).toEqual(['Christmas lunch']);
      expect(second.body.next_cursor).toBeNull();
    });

    it('renames a shortlist and deletes it', async () => {
      const { body } = await create({ name: 'Offsite' }).expect(201);
      const renamed = await api
        .http()
        .patch(`/api/v2/planner/shortlists/${body.id}`)
        .set('Cookie', planner)
        .send({ name: 'Leeds offsite' })
        .expect(200);
      expect(renamed.body.name).toBe('Leeds offsite');
      await api.http().delete(`/api/v2/planner/shortlists/${body.id}`).set('Cookie', planner).expect(204);
      await read(body.id).expect(404);
    });

    it.each([
      ['an empty name', ''],
      ['a name of spaces', '   '],
      ['a name over 80 characters', 'x'.repeat(81)],
      ['a name that is not text', 42],
    ])('refuses %s with the rule', async (_, name) => {
      const response = await create({ name }).expect(400);
      expect(response.body.message).toBe('Please give the shortlist a name of 1 to 80 characters');
    });

    it('takes a name of exactly 80 characters', async () => {
      await create({ name: 'x'.repeat(80) }).expect(201);
    });
  });

  describe('adding and removing venues', () => {
    it('appends venues after those already there and removes one', async () => {
      const { body } = await create({ name: 'Conference', venue_ids: [FIRST.id] }).expect(201);
      const added = await add(body.id, [THIRD.id, SECOND.id]).expect(200);
      expect(added.body).toMatchObject({ venue_ids: [FIRST.id, THIRD.id, SECOND.id], added: [THIRD.id, SECOND.id] });
      await remove(body.id, THIRD.id).expect(204);
      expect((await read(body.id).expect(200)).body.venue_ids).toEqual([FIRST.id, SECOND.id]);
      // Removing it again is harmless.
      await remove(body.id, THIRD.id).expect(204);
    });

    it('merges the browser’s brief: venues already there are not repeated, and sending it again changes nothing', async () => {
      const { body } = await create({ name: 'Account', venue_ids: [FIRST.id, SECOND.id] }).expect(201);
      const browser = [SECOND.id, THIRD.id];
      const merged = await add(body.id, browser).expect(200);
      expect(merged.body).toMatchObject({ venue_ids: [FIRST.id, SECOND.id, THIRD.id], added: [THIRD.id] });
      const again = await add(body.id, browser).expect(200);
      expect(again.body).toMatchObject({ venue_ids: [FIRST.id, SECOND.id, THIRD.id], added: [] });
    });

    it('refuses unknown and unpublished venues, naming them, and adds none of the request', async () => {
      const { body } = await create({ name: 'Careful' }).expect(201);
      const refused = await add(body.id, [FIRST.id, NO_VENUE, DRAFT.id]).expect(400);
      expect(refused.body.message).toBe(
        `2 venues cannot be used: no venue has the id ${NO_VENUE}; the venue ${DRAFT.id} is not published.`,
      );
      expect(refused.body.fields).toEqual({
        'venue_ids.1': `No venue has the id ${NO_VENUE}`,
        'venue_ids.2': `The venue ${DRAFT.id} is not published`,
      });
      expect((await read(body.id).expect(200)).body.venue_ids).toEqual([]);
      await create({ name: 'Bad start', venue_ids: [NO_VENUE] }).expect(400);
      await add(body.id, ['not-a-venue']).expect(400);
      await remove(body.id, 'not-a-venue').expect(400);
    });

    it(`holds at most ${MAX_BRIEF_VENUES} venues, the cap of one brief, and says how many still fit`, async () => {
      const { body } = await create({ name: 'Big event', venue_ids: ids(0, MAX_BRIEF_VENUES - 1) }).expect(201);
      const over = await add(body.id, ids(MAX_BRIEF_VENUES - 1, MAX_BRIEF_VENUES + 1)).expect(409);
      expect(over.body.message).toBe(
        `A shortlist can hold at most ${MAX_BRIEF_VENUES} venues, the most one brief can send. ` +
          `This one holds ${MAX_BRIEF_VENUES - 1}, so these 2 venues do not fit (there is room for 1): ` +
          'remove some, or start a new shortlist for them.',
      );
      expect((await read(body.id).expect(200)).body.venue_ids).toHaveLength(MAX_BRIEF_VENUES - 1);
      // Venues already there do not count again; the last one that fits is taken.
      await add(body.id, [FIRST.id, VENUES[MAX_BRIEF_VENUES - 1]!.id]).expect(200);
      await add(body.id, [VENUES[MAX_BRIEF_VENUES]!.id]).expect(409);
      await create({ name: 'Too big', venue_ids: ids(0, MAX_BRIEF_VENUES + 1) }).expect(400);
    });
  });

  describe('whose shortlist it is', () => {
    it('shows a planner only their own shortlists; another’s does not exist for them', async () => {
      const { body } = await create({ name: 'Private', venue_ids: [FIRST.id] }).expect(201);
      await read(body.id, otherPlanner).expect(404);
      await add(body.id, [SECOND.id], otherPlanner).expect(404);
      await remove(body.id, FIRST.id, otherPlanner).expect(404);
      await api
        .http()
        .patch(`/api/v2/planner/shortlists/${body.id}`)
        .set('Cookie', otherPlanner)
        .send({ name: 'Mine now' })
        .expect(404);
      await api.http().delete(`/api/v2/planner/shortlists/${body.id}`).set('Cookie', otherPlanner).expect(404);
      expect((await list('', otherPlanner).expect(200)).body).toMatchObject({ total: 0, shortlists: [] });
      expect((await read(body.id).expect(200)).body).toMatchObject({ name: 'Private', venue_ids: [FIRST.id] });
    });

    it('is for planners only: owners and administrators are refused, visitors asked to sign in', async () => {
      const { body } = await create({ name: 'Planner’s' }).expect(201);
      await list('', owner).expect(403);
      await list('', admin).expect(403);
      await read(body.id, owner).expect(403);
      await api.http().get('/api/v2/planner/shortlists').expect(401);
    });
  });
});
