import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { AuditLog } from '../kernel/audit-log';

const SUPPORT = 'help@venues.example.com';

describe('Owners’ accounts: /api/admin/owners, suspension and restoring', () => {
  let api: ApiTestApp;
  let admin: TestUser;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [makeVenue({ name: 'Riverside Loft', slug: 'riverside-loft', city: 'leeds' })],
      env: { SUPPORT_EMAIL: SUPPORT },
    });
    admin = await createUser(api.dataSource, { userType: 'admin' });
    adminCookie = await sessionCookieFor(api.dataSource, admin);
  });
  afterAll(() => api?.close());
  beforeEach(() => api.dataSource.query(`DELETE FROM rate_limits`));

  const owner = async (email: string, name = '') => {
    const user = await createUser(api.dataSource, { email });
    await api.dataSource.query('UPDATE users SET name = $2 WHERE id = $1', [user.id, name]);
    return user;
  };
  const list = (query: Record<string, string>) =>
    api.http().get('/api/admin/owners').query(query).set('Cookie', adminCookie);
  const detail = (id: string) => api.http().get(`/api/admin/owners/${id}`).set('Cookie', adminCookie);
  const suspend = (id: string, reason?: string) =>
    api
      .http()
      .post(`/api/admin/owners/${id}/suspend`)
      .set('Cookie', adminCookie)
      .send(reason === undefined ? {} : { reason });
  const restore = (id: string, reason = 'Spoke to them on the phone') =>
    api.http().post(`/api/admin/owners/${id}/restore`).set('Cookie', adminCookie).send({ reason });
  const lastMailTo = async (email: string): Promise<{ subject: string; text_body: string } | undefined> =>
    (
      await api.dataSource.query(
        'SELECT subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [email],
      )
    )[0];
  const requestLink = (email: string) => api.http().post('/api/auth/magic-link').send({ email });
  const linkMailedTo = async (email: string) => /token=([\w-]+)/.exec((await lastMailTo(email))?.text_body ?? '')?.[1];
  const consume = (token: string) => api.http().post('/api/auth/magic-link/consume').send({ token, confirm: true });

  describe('the list', () => {
    let emails: string[];
    beforeAll(async () => {
      emails = [];
      for (const n of [1, 2, 3, 4, 5])
        emails.push((await owner(`list-${n}@paging.example.co.uk`, `Pat Paging ${n}`)).email);
      await owner('morgan@kingsway-hall.co.uk', 'Morgan Whitfield');
    });

    it('finds owners by part of their e-mail or name, with the true total', async () => {
      const byEmail = await list({ q: 'KINGSWAY' }).expect(200);
      expect(byEmail.body).toMatchObject({ total: 1, next_cursor: null, prev_cursor: null });
      expect(byEmail.body.owners[0]).toMatchObject({
        email: 'morgan@kingsway-hall.co.uk',
        name: 'Morgan Whitfield',
        status: 'active',
        venue_count: 0,
        suspended_at: null,
      });
      expect((await list({ q: 'whitfield' }).expect(200)).body.total).toBe(1);
      expect((await list({ q: '100%_' }).expect(200)).body.total).toBe(0);
      // Administrators are not owners.
      expect((await list({ q: admin.email }).expect(200)).body.total).toBe(0);
    });

    it('pages newest first by cursor, forwards and back, without repeating or skipping anyone', async () => {
      const first = await list({ q: 'paging.example', limit: '2' }).expect(200);
      expect(first.body).toMatchObject({ total: 5, limit: 2, prev_cursor: null });
      const second = await list({ q: 'paging.example', limit: '2', cursor: first.body.next_cursor }).expect(200);
      const third = await list({ q: 'paging.example', limit: '2', cursor: second.body.next_cursor }).expect(200);
      expect(third.body.next_cursor).toBeNull();
      const seen = [first, second, third].flatMap((page) => page.body.owners.map((o: { email: string }) => o.email));
      expect(seen).toEqual([...emails].reverse());
      const back = await list({ q: 'paging.example', limit: '2', cursor: third.body.prev_cursor }).expect(200);
      expect(back.body.owners).toEqual(second.body.owners);
    });

    it('refuses hostile paging with a 400 that says what to do', async () => {
      for (const limit of ['-1', '0', '101', '99999999999999999999', '2.5', 'ten'])
        expect((await list({ limit }).expect(400)).body.message).toMatch(/limit must be a whole number from 1 to 100/);
      const forged = Buffer.from(JSON.stringify(['owners', 'newest', 'after', 'x', 'y'])).toString('base64url');
      for (const cursor of [forged, 'not-a-cursor', 'A'.repeat(401), '%00'])
        expect((await list({ cursor }).expect(400)).body.message).toMatch(/page link|cursor/);
      // A cursor of another list is not taken by this one.
      const venues = await api.http().get('/api/admin/venues').query({ limit: '1' }).set('Cookie', adminCookie);
      const other = Buffer.from(
        JSON.stringify(['venues', 'newest', 'after', '2026-01-01 00:00:00+00', api.venueIds[0]]),
      ).toString('base64url');
      expect(venues.status).toBe(200);
      await list({ cursor: other }).expect(400);
      await list({ status: 'banned' }).expect(400);
    });
  });

  it('shows an owner’s venues, claims with their state, and latest sign-ins from the audit log', async () => {
    const morgan = await owner('morgan@riverside-loft.co.uk', 'Morgan Reed');
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = $2', [morgan.id, api.venueIds[0]]);
    await api.dataSource.query(
      `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, status, created_at, updated_at)
       VALUES ($1, $2, $3, 'email_domain', 'riverside-loft.co.uk', 'rejected', $4, $4)`,
      [api.venueIds[0], morgan.id, morgan.email, new Date()],
    );
    const audit = api.app.get(AuditLog);
    const signIn = (action: string, after: object) =>
      audit.record(api.dataSource, { actorId: morgan.id, action, entityType: 'user', entityId: morgan.id, after });
    await signIn('auth.sign_in_failed', { method: 'magic_link' });
    await signIn('auth.signed_in', { method: 'magic_link' });

    const { body } = await detail(morgan.id).expect(200);
    expect(body).toMatchObject({ email: morgan.email, status: 'active', venue_count: 1, claim_count: 1 });
    expect(body.venues).toEqual([expect.objectContaining({ name: 'Riverside Loft', status: 'published' })]);
    expect(body.claims).toEqual([expect.objectContaining({ venue_name: 'Riverside Loft', status: 'rejected' })]);
    expect(body.sign_ins.map((s: { action: string; method: string }) => [s.action, s.method])).toEqual([
      ['auth.signed_in', 'magic_link'],
      ['auth.sign_in_failed', 'magic_link'],
    ]);
    expect(body.last_signed_in_at).toBe(body.sign_ins[0].at);
    await detail(admin.id).expect(404); // an administrator is no owner
    await detail('not-an-id').expect(404);
  });

  describe('suspending and restoring', () => {
    let sam: TestUser;
    beforeAll(async () => {
      sam = await owner('sam@harbourside.co.uk', 'Sam Holt');
    });

    it('asks for a reason', async () => {
      expect((await suspend(sam.id).expect(400)).body.message).toMatch(/Please give a reason/);
      await suspend(sam.id, '   ').expect(400);
      await suspend(sam.id, 'x'.repeat(501)).expect(400);
    });

    it('ends every session at once, refuses every sign-in, keeps the listings, and restores', async () => {
      const [venueBefore] = await api.dataSource.query('SELECT status FROM venues WHERE id = $1', [api.venueIds[0]]);
      await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = $2', [sam.id, api.venueIds[0]]);
      const phone = await sessionCookieFor(api.dataSource, sam);
      const laptop = await sessionCookieFor(api.dataSource, sam);
      await api.http().get('/api/owners/venues').set('Cookie', phone).expect(200);
      // A link asked for before the suspension, still unused.
      await requestLink(sam.email).expect(202);
      const outstanding = (await linkMailedTo(sam.email))!;

      const suspended = await suspend(sam.id, 'Listing stolen photos; asked to call us').expect(200);
      expect(suspended.body).toMatchObject({
        status: 'suspended',
        suspended_reason: 'Listing stolen photos; asked to call us',
        sessions_ended: 2,
      });
      for (const cookie of [phone, laptop]) {
        const refused = await api.http().get('/api/owners/venues').set('Cookie', cookie).expect(401);
        expect(refused.body.message).toBe('Please sign in to continue.');
      }
      // Even a session made after the suspension (as if one slipped through) is not served.
      await api
        .http()
        .get('/api/auth/me')
        .set('Cookie', await sessionCookieFor(api.dataSource, sam))
        .expect(401);

      const viaOld = await consume(outstanding).expect(403);
      expect(viaOld.body.message).toBe(
        `This account is suspended, so it cannot sign in. To ask about it, please contact ${SUPPORT}.`,
      );
      await requestLink(sam.email).expect(202); // the same answer as for anyone…
      const told = await lastMailTo(sam.email); // …but the owner’s mailbox says why no link came
      expect(told?.subject).toBe('Your Venue Finder account is suspended');
      expect(told?.text_body).toContain(SUPPORT);
      expect(told?.text_body).not.toContain('token=');

      const [venueAfter] = await api.dataSource.query('SELECT status, owner_id FROM venues WHERE id = $1', [
        api.venueIds[0],
      ]);
      expect(venueAfter).toEqual({ status: venueBefore.status, owner_id: sam.id });
      await api.http().get('/api/v2/venues/riverside-loft').expect(200);

      expect((await list({ status: 'suspended' }).expect(200)).body.owners.map((o: { id: string }) => o.id)).toEqual([
        sam.id,
      ]);
      expect((await list({ status: 'active', q: sam.email }).expect(200)).body.total).toBe(0);
      expect((await suspend(sam.id, 'Again').expect(409)).body.message).toMatch(/already suspended/);

      const restored = await restore(sam.id).expect(200);
      expect(restored.body).toMatchObject({ status: 'active', suspended_at: null, suspended_reason: '' });
      await requestLink(sam.email).expect(202);
      const fresh = (await linkMailedTo(sam.email))!;
      await consume(fresh).expect(200);
      expect((await restore(sam.id).expect(409)).body.message).toBe(
        'sam@harbourside.co.uk is not suspended, so there is nothing to restore.',
      );

      const history = await api.app.get(AuditLog).of('user', sam.id);
      expect(history.map((entry) => [entry.action, entry.actorEmail])).toEqual([
        ['auth.signed_in', sam.email],
        ['user.restored', admin.email],
        ['auth.sign_in_refused', sam.email],
        ['user.suspended', admin.email],
      ]);
      expect(history[3]).toMatchObject({
        before: { status: 'active' },
        after: { status: 'suspended', reason: 'Listing stolen photos; asked to call us', sessions_ended: 2 },
      });
    });

    it('answers an unknown owner with a 404', async () => {
      await suspend('3f2a6c1e-0d4b-4f7e-9a55-2c1d8e9b7a10', 'Spam').expect(404);
      await suspend(admin.id, 'Not an owner').expect(404);
    });
  });
});
