import { randomUUID } from 'node:crypto';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { COMPLETE_REGISTRATION as COMPLETE } from '../../../tests/support/venue-fixtures';

const HALLS = Array.from({ length: 4 }, (_, n) =>
  makeVenue({ name: `Queue Hall ${n + 1}`, slug: `queue-hall-${n + 1}`, city: 'leeds' }),
);
/** A time by the test's clock (the app's), never the database's now(). */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
describe('Admin queues', () => {
  let api: ApiTestApp;
  let adminCookie: string;
  /** Claims by age, oldest first: 30 pending on Queue Hall 1, 3 rejected. */
  const pending: { id: string; email: string }[] = [];

  beforeAll(async () => {
    api = await startApiTestApp({ venues: HALLS });
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
    for (let n = 0; n < 33; n += 1) {
      const user = await createUser(api.dataSource, { email: `claimant-${String(n).padStart(2, '0')}@example.co.uk` });
      const [row]: { id: string }[] = await api.dataSource.query(
        `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, notes, status, created_at, updated_at)
         VALUES ($1, $2, $3, 'doc', 'documents/x.pdf', '', $4, $5, $5)
         RETURNING id`,
        [api.venueIds[0], user.id, user.email, n < 30 ? 'submitted' : 'rejected', minutesAgo(1000 - n)],
      );
      if (n < 30) pending.push({ id: row!.id, email: user.email });
    }
  });
  afterAll(() => api?.close());

  const get = (path: string, query: Record<string, string | number> = {}) =>
    api.http().get(path).query(query).set('Cookie', adminCookie);
  const post = (path: string, body: object) => api.http().post(path).set('Cookie', adminCookie).send(body);
  const claimIds = (body: { claims: { id: string }[] }) => body.claims.map((c) => c.id);

  describe('paging', () => {
    it('pages pending claims oldest first with the true total, forwards and back', async () => {
      const first = (await get('/api/admin/mod/claims', { limit: 12 }).expect(200)).body;
      expect(first).toMatchObject({ total: 30, limit: 12, prev_cursor: null });
      expect(claimIds(first)).toEqual(pending.slice(0, 12).map((c) => c.id));

      const second = (await get('/api/admin/mod/claims', { limit: 12, cursor: first.next_cursor }).expect(200)).body;
      expect(claimIds(second)).toEqual(pending.slice(12, 24).map((c) => c.id));
      const third = (await get('/api/admin/mod/claims', { limit: 12, cursor: second.next_cursor }).expect(200)).body;
      expect(claimIds(third)).toEqual(pending.slice(24).map((c) => c.id));
      expect(third.next_cursor).toBeNull();

      const back = (await get('/api/admin/mod/claims', { limit: 12, cursor: third.prev_cursor }).expect(200)).body;
      expect(claimIds(back)).toEqual(claimIds(second));
      const start = (await get('/api/admin/mod/claims', { limit: 12, cursor: back.prev_cursor }).expect(200)).body;
      expect(claimIds(start)).toEqual(claimIds(first));
      expect(start.prev_cursor).toBeNull();
    });

    it('sorts newest first when asked', async () => {
      const { body } = await get('/api/admin/mod/claims', { sort: 'newest', limit: 3 }).expect(200);
      expect(claimIds(body)).toEqual(
        pending
          .slice(-3)
          .reverse()
          .map((c) => c.id),
      );
    });

    it('shows the status asked for: /admin/claims?status=rejected lists the rejected claims only', async () => {
      const { body } = await get('/api/admin/mod/claims', { status: 'rejected' }).expect(200);
      expect(body.total).toBe(3);
      expect(body.claims.every((c: { status: string }) => c.status === 'rejected')).toBe(true);
    });

    it('finds a pending claim among many by the claimant’s e-mail, in any case', async () => {
      const { body } = await get('/api/admin/mod/claims', { q: 'CLAIMANT-17@' }).expect(200);
      expect(body).toMatchObject({ total: 1, claims: [{ email: 'claimant-17@example.co.uk' }] });
      const byVenue = (await get('/api/admin/mod/claims', { q: 'queue hall 1', limit: 5 }).expect(200)).body;
      expect(byVenue.total).toBe(30);
      expect((await get('/api/admin/mod/claims', { q: '%' }).expect(200)).body.total).toBe(0);
    });
  });

  describe('hostile paging parameters', () => {
    const refused = async (query: Record<string, string | number>, message: RegExp) => {
      const { body } = await get('/api/admin/mod/claims', query).expect(400);
      expect(body.message).toMatch(message);
    };

    it('refuses a page size that is negative, zero, huge or not a number', async () => {
      for (const limit of [-1, 0, 101, 1e12, 'ten'])
        await refused({ limit }, /limit must be a whole number from 1 to 100/);
    });

    it('refuses a cursor that is garbage, forged, of another queue or of another sort', async () => {
      const { body } = await get('/api/admin/mod/claims', { limit: 5 }).expect(200);
      const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
      const notOurs = /not one this list gave out/;
      await refused({ cursor: 'garbage!' }, notOurs);
      await refused({ cursor: 'x'.repeat(401) }, /cursor must be the next_cursor/);
      await refused(
        { cursor: forge(['claims', 'oldest', 'after', 'true', "2026-01-01'; DROP TABLE claims;--", 'x']) },
        notOurs,
      );
      await refused(
        { cursor: forge(['claims', 'oldest', 'after', 'true', '99999-01-01 00:00:00+00', pending[0]!.id]) },
        notOurs,
      );
      await refused(
        { cursor: forge(['claims', 'oldest', 'sideways', 'true', '2026-01-01 00:00:00+00', pending[0]!.id]) },
        notOurs,
      );
      await refused({ cursor: forge({ queue: 'claims' } as never) }, notOurs);
      await refused({ cursor: body.next_cursor, sort: 'newest' }, /belongs to the list in another order/);
      const other = (await get('/api/admin/mod/changes').expect(200)).body;
      expect(other.next_cursor).toBeNull();
      await get('/api/admin/mod/registrations', { cursor: body.next_cursor }).expect(400);
      await get('/api/admin/venues', { cursor: body.next_cursor }).expect(400);
      await get('/api/admin/mod/verifications', { cursor: body.next_cursor }).expect(400);
    });

    it('answers 400, never 500, to unknown statuses and sorts on every queue', async () => {
      for (const path of [
        '/api/admin/mod/claims',
        '/api/admin/mod/registrations',
        '/api/admin/mod/changes',
        '/api/admin/mod/verifications',
        '/api/admin/venues',
      ]) {
        await get(path, { status: 'sideways' }).expect(400);
        await get(path, { sort: 'random' }).expect(400);
        await get(path, { limit: -5 }).expect(400);
        await get(path, { q: 'x'.repeat(121) }).expect(400);
      }
    });
  });

  describe('bulk decisions', () => {
    const submit = async (name: string) => {
      const owner = await createUser(api.dataSource);
      const cookie = await sessionCookieFor(api.dataSource, owner);
      const { body } = await api
        .http()
        .post('/api/registrations')
        .set('Cookie', cookie)
        .send({ venue_data: { ...COMPLETE, name }, status: 'submitted' })
        .expect(201);
      return body.id as string;
    };

    it('approves three registrations, each on its own: one already decided fails alone', async () => {
      const ids = [await submit('Bulk Hall One'), await submit('Bulk Hall Two'), await submit('Bulk Hall Three')];
      const decided = await submit('Bulk Hall Four');
      await post(`/api/admin/mod/registrations/${decided}/reject`, { reason: 'Not a venue for events.' }).expect(200);

      const { body } = await post('/api/admin/mod/registrations/bulk', {
        decision: 'approve',
        ids: [ids[0], decided, ids[1], ids[2]],
      }).expect(200);
      expect(body).toMatchObject({ succeeded: 3, failed: 1 });
      expect(body.results).toEqual([
        { id: ids[0], ok: true, status: 'approved', message: 'Bulk Hall One is published.' },
        { id: decided, ok: false, status: null, message: 'This registration has already been rejected.' },
        { id: ids[1], ok: true, status: 'approved', message: 'Bulk Hall Two is published.' },
        { id: ids[2], ok: true, status: 'approved', message: 'Bulk Hall Three is published.' },
      ]);
      const published: { name: string }[] = await api.dataSource.query(
        `SELECT name FROM venues WHERE name LIKE 'Bulk Hall %' AND status = 'published' ORDER BY name`,
      );
      expect(published.map((v) => v.name)).toEqual(['Bulk Hall One', 'Bulk Hall Three', 'Bulk Hall Two']);
    });

    it('asks for a reason to reject many, and refuses empty, repeated or too many ids', async () => {
      const id = await submit('Bulk Hall Five');
      const noReason = await post('/api/admin/mod/registrations/bulk', { decision: 'reject', ids: [id] }).expect(400);
      expect(noReason.body.message).toBe('Please give the reason for rejecting: the owners will read it');
      await post('/api/admin/mod/registrations/bulk', { decision: 'approve', ids: [] }).expect(400);
      await post('/api/admin/mod/registrations/bulk', { decision: 'approve', ids: [id, id] }).expect(400);
      await post('/api/admin/mod/registrations/bulk', { decision: 'approve', ids: ['not-an-id'] }).expect(400);
      const many = Array.from({ length: 101 }, () => randomUUID());
      const tooMany = await post('/api/admin/mod/registrations/bulk', { decision: 'approve', ids: many }).expect(400);
      expect(tooMany.body.message).toMatch(/At most 100 items/);
    });

    it('approves one claim of many on a venue: the others on it are then decided, and say so', async () => {
      const [first, second] = [pending[0]!, pending[1]!];
      const { body } = await post('/api/admin/mod/claims/bulk', {
        status: 'approved',
        ids: [first.id, second.id],
      }).expect(200);
      expect(body).toMatchObject({
        succeeded: 1,
        failed: 1,
        results: [
          { id: first.id, ok: true, status: 'approved', message: `Queue Hall 1 now belongs to ${first.email}.` },
          { id: second.id, ok: false, status: null, message: 'This claim has already been rejected.' },
        ],
      });
      const { body: rejected } = await post('/api/admin/mod/claims/bulk', {
        status: 'rejected',
        ids: [pending[2]!.id, '00000000-0000-4000-8000-000000000000'],
      }).expect(200);
      expect(rejected.results.map((r: { ok: boolean; message: string }) => [r.ok, r.message])).toEqual([
        [false, 'This claim has already been rejected.'],
        [false, 'Claim not found'],
      ]);
    });
  });

  describe('a search that finds more than a thousand', () => {
    it('pages them in order with their true total, as a search that finds a few', async () => {
      const user = await createUser(api.dataSource, { email: 'many-claimant@example.co.uk' });
      const rows: { id: string }[] = await api.dataSource.query(
        `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, notes, status, created_at, updated_at)
         SELECT $1, $2, 'many-claimant-' || g || '@example.co.uk', 'doc', 'documents/x.pdf', '', 'rejected',
                $3::timestamptz - make_interval(secs => g), $3::timestamptz - make_interval(secs => g)
           FROM generate_series(1, 1001) g
         ORDER BY g RETURNING id`,
        [api.venueIds[1], user.id, new Date()],
      );
      const newest = rows.map((row) => row.id);
      const first = (
        await get('/api/admin/mod/claims', { status: 'rejected', q: 'MANY-claimant-', limit: 10 }).expect(200)
      ).body;
      expect(first.total).toBe(1001);
      expect(claimIds(first)).toEqual(newest.slice(0, 10));
      const next = (
        await get('/api/admin/mod/claims', {
          status: 'rejected',
          q: 'MANY-claimant-',
          limit: 10,
          cursor: first.next_cursor,
        })
      ).body;
      expect(claimIds(next)).toEqual(newest.slice(10, 20));
      const few = (
        await get('/api/admin/mod/claims', { status: 'rejected', q: 'many-claimant-100', limit: 10 }).expect(200)
      ).body;
      expect(few.total).toBe(3); // 100, 1000 and 1001
      expect(claimIds(few)).toEqual([newest[99], newest[999], newest[1000]]);
    });
  });
});
