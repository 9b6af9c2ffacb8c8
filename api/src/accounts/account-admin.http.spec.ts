import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import {
  TRANSFER_CHANGE_REJECTED_NOTE,
  TRANSFER_CLAIM_APPROVED_NOTE,
  TRANSFER_CLAIM_REJECTED_NOTE,
} from './venue-transfer.service';

describe('Venues moved between owners, administrators invited, and the audit log read', () => {
  let api: ApiTestApp;
  let admin: TestUser;
  let adminCookie: string;
  let alex: TestUser;
  let bea: TestUser;
  let carl: TestUser;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [
        makeVenue({ name: 'Old Mill Rooms', slug: 'old-mill-rooms', city: 'leeds' }),
        makeVenue({ name: 'Quayside Studio', slug: 'quayside-studio', city: 'bristol' }),
      ],
    });
    admin = await createUser(api.dataSource, { userType: 'admin', email: 'ops@venue-finder.example' });
    adminCookie = await sessionCookieFor(api.dataSource, admin);
    alex = await createUser(api.dataSource, { email: 'alex@old-mill.co.uk' });
    bea = await createUser(api.dataSource, { email: 'bea@mill-group.co.uk' });
    carl = await createUser(api.dataSource, { email: 'carl@elsewhere.co.uk' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE id = $2', [
      alex.id,
      api.venueIds[0],
    ]);
  });
  afterAll(() => api?.close());

  const transfer = (venueId: string, body: object) =>
    api.http().post(`/api/admin/venues/${venueId}/transfer`).set('Cookie', adminCookie).send(body);
  const mailsTo = async (email: string): Promise<{ subject: string; text_body: string }[]> =>
    api.dataSource.query('SELECT subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY id', [email]);
  const audit = (query: Record<string, string>) =>
    api.http().get('/api/admin/audit').query(query).set('Cookie', adminCookie);
  const claim = async (user: TestUser, venueId: string) =>
    (
      await api.dataSource.query(
        `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, created_at, updated_at)
         VALUES ($1, $2, $3, 'email_domain', 'example.co.uk', $4, $4) RETURNING id`,
        [venueId, user.id, user.email, new Date()],
      )
    )[0].id as string;

  describe('transferring a venue', () => {
    it('refuses an address that is no owner, the owner it already has, or a suspended owner', async () => {
      const unknown = await transfer(api.venueIds[0]!, { to_email: 'nobody@nowhere.co.uk' }).expect(400);
      expect(unknown.body.fields.to_email).toMatch(/No owner has the address nobody@nowhere.co.uk/);
      await transfer(api.venueIds[0]!, { to_email: admin.email }).expect(400);
      expect((await transfer(api.venueIds[0]!, { to_email: 'ALEX@old-mill.co.uk' }).expect(409)).body.message).toBe(
        'alex@old-mill.co.uk already owns this venue.',
      );
      await api.dataSource.query('UPDATE users SET suspended_at = $2 WHERE id = $1', [carl.id, new Date()]);
      await transfer(api.venueIds[0]!, { to_email: carl.email }).expect(409);
      await api.dataSource.query('UPDATE users SET suspended_at = NULL WHERE id = $1', [carl.id]);
      await transfer(api.venueIds[0]!, { to_email: 'not an address' }).expect(400);
      await transfer('3f2a6c1e-0d4b-4f7e-9a55-2c1d8e9b7a10', { to_email: bea.email }).expect(404);
      const [venue] = await api.dataSource.query('SELECT owner_id FROM venues WHERE id = $1', [api.venueIds[0]]);
      expect(venue.owner_id).toBe(alex.id);
    });

    it('moves the venue, settles what waited on it, audits the move and mails both owners', async () => {
      const venueId = api.venueIds[0]!;
      const beasClaim = await claim(bea, venueId);
      const carlsClaim = await claim(carl, venueId);
      const [alexsRequest] = await api.dataSource.query(
        `INSERT INTO change_requests (venue_id, owner_id, patch, base_version, created_at)
         VALUES ($1, $2, '{"pricing": {"day_rate": 900}}', 1, $3) RETURNING id`,
        [venueId, alex.id, new Date()],
      );
      const [{ version }] = await api.dataSource.query('SELECT version FROM venues WHERE id = $1', [venueId]);

      const { body } = await transfer(venueId, { to_email: ' Bea@Mill-Group.co.uk ' }).expect(200);
      expect(body).toEqual({
        venue_id: venueId,
        from_owner_id: alex.id,
        to_owner_id: bea.id,
        claims_approved: [beasClaim],
        claims_rejected: [carlsClaim],
        change_requests_rejected: [alexsRequest.id],
      });

      const [venue] = await api.dataSource.query('SELECT owner_id, version, status FROM venues WHERE id = $1', [
        venueId,
      ]);
      expect(venue).toEqual({ owner_id: bea.id, version: version + 1, status: 'published' });
      const claims = await api.dataSource.query(
        'SELECT id, status, notes FROM claims WHERE venue_id = $1 ORDER BY created_at',
        [venueId],
      );
      expect(claims).toEqual([
        { id: beasClaim, status: 'approved', notes: TRANSFER_CLAIM_APPROVED_NOTE },
        { id: carlsClaim, status: 'rejected', notes: TRANSFER_CLAIM_REJECTED_NOTE },
      ]);
      const [request] = await api.dataSource.query(
        'SELECT status, admin_note, rejected_fields FROM change_requests WHERE id = $1',
        [alexsRequest.id],
      );
      expect(request).toEqual({
        status: 'rejected',
        admin_note: TRANSFER_CHANGE_REJECTED_NOTE,
        rejected_fields: ['pricing'],
      });
      // The venue writer's outbox row, so search sees the change.
      const [outbox] = await api.dataSource.query(
        'SELECT event_type FROM outbox WHERE aggregate_id = $1 ORDER BY id DESC LIMIT 1',
        [venueId],
      );
      expect(outbox.event_type).toBe('venue.upserted');

      expect((await mailsTo(bea.email)).map((m) => m.subject)).toEqual([
        'Old Mill Rooms is now in your Venue Finder account',
      ]);
      expect((await mailsTo(alex.email)).map((m) => m.subject)).toEqual(['Old Mill Rooms has moved to another owner']);
      expect((await mailsTo(carl.email)).map((m) => m.subject)).toEqual([
        'Your claim of Old Mill Rooms was not approved',
      ]);
      const [jobs] = await api.dataSource.query(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail.send'`);
      expect(jobs.n).toBeGreaterThanOrEqual(3);

      const moved = await audit({ action: 'venue.transferred' }).expect(200);
      expect(moved.body.entries).toEqual([
        expect.objectContaining({
          actor_email: admin.email,
          entity_type: 'venue',
          entity_id: venueId,
          entity_label: 'Old Mill Rooms',
          before: { owner_id: alex.id, owner_email: alex.email },
          after: { owner_id: bea.id, owner_email: bea.email },
        }),
      ]);
    });

    it('gives a venue without an owner to one, mailing only them', async () => {
      await transfer(api.venueIds[1]!, { to_email: carl.email }).expect(200);
      const [venue] = await api.dataSource.query('SELECT owner_id FROM venues WHERE id = $1', [api.venueIds[1]]);
      expect(venue.owner_id).toBe(carl.id);
      expect((await mailsTo(carl.email)).at(-1)!.subject).toBe('Quayside Studio is now in your Venue Finder account');
    });
  });

  describe('inviting an administrator', () => {
    const invite = (body: object) => api.http().post('/api/admin/invitations').set('Cookie', adminCookie).send(body);

    it('makes an account with no usable password and mails a single-use link into the reset flow', async () => {
      const { body } = await invite({ email: ' Robin@Venue-Finder.example ', name: 'Robin Park' }).expect(201);
      expect(body).toMatchObject({ email: 'robin@venue-finder.example', name: 'Robin Park' });
      const [account] = await api.dataSource.query('SELECT user_type, password_hash FROM users WHERE id = $1', [
        body.id,
      ]);
      expect(account).toEqual({ user_type: 'admin', password_hash: null });
      // No password signs in to it yet.
      await api.http().post('/api/admin/auth/login').send({ email: body.email, password: '' }).expect(400);
      await api
        .http()
        .post('/api/admin/auth/login')
        .send({ email: body.email, password: 'anything-at-all' })
        .expect(401);

      const [mail] = await mailsTo(body.email);
      expect(mail!.subject).toBe('You are invited to administer Venue Finder');
      expect(mail!.text_body).toContain(`${admin.email} has invited you`);
      // The secret after '#', never in an address a server is sent (issue #47).
      const token = /\/admin\/reset#token=([\w-]+)/.exec(mail!.text_body)![1]!;
      const stored = await api.dataSource.query(
        `SELECT purpose, expires_at > $3 AS lasts_a_week FROM one_time_tokens
          WHERE email = $1 AND token_hash <> convert_to($2, 'UTF8')`,
        [body.email, token, new Date(Date.now() + 6 * 24 * 60 * 60_000)],
      );
      expect(stored).toEqual([{ purpose: 'password_reset', lasts_a_week: true }]);

      const password = 'Robins-New-Password-42';
      await api
        .http()
        .post('/api/admin/auth/reset/complete')
        .send({ token, new_password: password })
        .expect((response) => expect(response.status).toBeLessThan(300));
      await api.http().post('/api/admin/auth/login').send({ email: body.email, password }).expect(200);
      // Single use.
      await api.http().post('/api/admin/auth/reset/complete').send({ token, new_password: password }).expect(400);

      const invited = await audit({ action: 'admin.invited' }).expect(200);
      expect(invited.body.entries[0]).toMatchObject({
        actor_email: admin.email,
        entity_type: 'user',
        entity_id: body.id,
        after: { email: 'robin@venue-finder.example', name: 'Robin Park' },
      });
    });

    it('answers an address that has an account with a 409 that says so', async () => {
      expect((await invite({ email: admin.email }).expect(409)).body.message).toMatch(/is already an administrator/);
      expect((await invite({ email: alex.email }).expect(409)).body.message).toBe(
        'alex@old-mill.co.uk already has an owner account. Use another address for the administrator.',
      );
      await invite({ email: 'not-an-address' }).expect(400);
    });
  });

  describe('the audit log', () => {
    it('filters by actor, venue (id or slug), action and entity type, newest first', async () => {
      const byVenue = await audit({ venue: 'old-mill-rooms' }).expect(200);
      expect(byVenue.body.entries.map((e: { action: string }) => e.action)).toEqual([
        'venue.transferred',
        'change_request.rejected',
        'claim.rejected',
        'claim.approved',
      ]);
      expect((await audit({ venue: api.venueIds[0]! }).expect(200)).body.total).toBe(4);
      expect((await audit({ venue: 'old-mill-rooms', entity_type: 'claim' }).expect(200)).body.total).toBe(2);
      expect((await audit({ actor: 'ops@venue' }).expect(200)).body.total).toBe(byVenue.body.total + 2);
      expect((await audit({ actor: 'alex@' }).expect(200)).body.total).toBe(0);
      const at = byVenue.body.entries.map((e: { at: string }) => Date.parse(e.at));
      expect([...at].sort((a, b) => b - a)).toEqual(at);
    });

    it('pages by keyset and refuses hostile paging and unknown filters with a 400', async () => {
      const first = await audit({ limit: '2' }).expect(200);
      const second = await audit({ limit: '2', cursor: first.body.next_cursor }).expect(200);
      expect(second.body.total).toBe(first.body.total);
      expect(second.body.entries[0].id).not.toBe(first.body.entries[1].id);
      expect(Number(second.body.entries[0].id)).toBeLessThan(Number(first.body.entries[1].id));
      for (const limit of ['-5', '0', '1000000'])
        expect((await audit({ limit }).expect(400)).body.message).toMatch(/limit must be a whole number/);
      const forged = (values: string[]) =>
        Buffer.from(JSON.stringify(['audit', 'newest', 'after', ...values])).toString('base64url');
      for (const cursor of [
        forged(['2026-01-01 00:00:00+00', '99999999999999999999']),
        forged(['2026-02-31 00:00:00+00', '1']),
        forged(['2026-01-01 00:00:00+00', '-1']),
        forged(['2026-01-01 00:00:00+00']),
        'garbage!',
      ])
        expect((await audit({ cursor }).expect(400)).body.fields.cursor).toBeDefined();
      expect((await audit({ venue: 'no-such-venue' }).expect(400)).body.message).toBe(
        'No venue has the id or address no-such-venue.',
      );
      await audit({ action: "venue'; DROP TABLE users" }).expect(400);
      await audit({ entity_type: 'planet' }).expect(400);
    });
  });
});
