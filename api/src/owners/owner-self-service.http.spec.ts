// Owner self-service (issue #36), over HTTP on a real PostgreSQL: My requests with each field's
// outcome, withdrawing a claim or a change request, several drafts, a rejected registration
// reopened, the acknowledgements, the admins' daily digest, the alert on a claim of an owned
// venue, and turning non-essential mail off (in the portal, or by the mail's one-click link).
import { Clock } from '../kernel/clock';
import { MailPreferences } from '../kernel/mail/mail-preferences';
import { ModerationDigest } from '../moderation/moderation-digest';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { COMPLETE_REGISTRATION as COMPLETE } from '../../../tests/support/venue-fixtures';

const HALL = makeVenue({ name: 'Riverside Hall', slug: 'riverside-hall', capacityTheatre: 120, dayRatePence: 150_000 });
const UNOWNED = makeVenue({ name: 'Grand Hotel', slug: 'grand-hotel', website: 'https://grand-hotel.co.uk' });
const OWNED = makeVenue({ name: 'Owned Manor', slug: 'owned-manor' });

describe('Owner self-service', () => {
  let api: ApiTestApp;
  let owner: TestUser;
  let admin: TestUser;
  let ownerCookie: string;
  let otherCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [HALL, UNOWNED, OWNED],
      env: { PUBLIC_URL: 'https://venues.example.com', DNS_SERVERS: '127.0.0.1:9' },
    });
    owner = await createUser(api.dataSource, { email: 'owner@riverside.example.co.uk' });
    const other = await createUser(api.dataSource);
    admin = await createUser(api.dataSource, { userType: 'admin', email: 'admin@venue-finder.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE slug = $2', [owner.id, HALL.slug]);
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE slug = $2', [other.id, OWNED.slug]);
    ownerCookie = await sessionCookieFor(api.dataSource, owner);
    otherCookie = await sessionCookieFor(api.dataSource, other);
    adminCookie = await sessionCookieFor(api.dataSource, admin);
  });
  afterAll(() => api?.close());

  const as = (cookie: string) => ({
    get: (path: string) => api.http().get(path).set('Cookie', cookie),
    post: (path: string, body: object = {}) => api.http().post(path).set('Cookie', cookie).send(body),
    put: (path: string, body: object) => api.http().put(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => api.http().patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => api.http().delete(path).set('Cookie', cookie),
  });
  const asOwner = () => as(ownerCookie);
  const asOther = () => as(otherCookie);
  const asAdmin = () => as(adminCookie);
  const freshOwner = async () => {
    const user = await createUser(api.dataSource);
    return { user, http: as(await sessionCookieFor(api.dataSource, user)) };
  };
  const mailsTo = (email: string, kind?: string) =>
    api.dataSource.query(
      `SELECT kind, subject, text_body FROM mail_messages WHERE recipient = $1 ${kind ? 'AND kind = $2' : ''} ORDER BY id`,
      kind ? [email, kind] : [email],
    ) as Promise<{ kind: string; subject: string; text_body: string }[]>;
  const auditOf = (entityId: string) =>
    api.dataSource.query('SELECT action, actor_id, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id', [
      entityId,
    ]) as Promise<{ action: string; actor_id: string; before: unknown; after: unknown }[]>;
  let theatre = 200;
  const requestChange = async (fields: object = { capacities: { theatre: (theatre += 1), banquet: 0, standing: 0 } }) =>
    (await asOwner().post('/api/owners/changes', { venue_id: api.venueIds[0], field_changes: fields }).expect(201)).body
      .id as string;

  describe('My requests', () => {
    it('lists the owner’s change requests newest first, with each field’s outcome and the admin’s note', async () => {
      const first = await requestChange({
        description_html: '<p>Newly refurbished.</p>',
        pricing: { day_rate: 1600, hour_rate: null },
      });
      await asAdmin()
        .patch(`/api/admin/mod/changes/${first}`, {
          approve: ['description_html'],
          reject: ['pricing'],
          note: 'Please send the new rate card first.',
        })
        .expect(200);
      const second = await requestChange();

      const { body } = await asOwner().get('/api/owners/changes').expect(200);
      expect(body.change_requests.map((r: { id: string }) => r.id).slice(0, 2)).toEqual([second, first]);
      expect(body.change_requests[1]).toMatchObject({
        venue_name: 'Riverside Hall',
        status: 'partially_approved',
        admin_note: 'Please send the new rate card first.',
        can_withdraw: false,
        fields: [
          { field: 'description_html', proposed: '<p>Newly refurbished.</p>', outcome: 'applied' },
          { field: 'pricing', outcome: 'rejected' },
        ],
      });
      expect(body.change_requests[0]).toMatchObject({
        status: 'submitted',
        can_withdraw: true,
        fields: [{ field: 'capacities', outcome: 'pending' }],
      });
    });

    it('pages on the server by keyset, with the true total', async () => {
      for (let n = 0; n < 3; n += 1) await requestChange();
      const page1 = (await asOwner().get('/api/owners/changes?limit=2').expect(200)).body;
      expect(page1.change_requests).toHaveLength(2);
      expect(page1.total).toBeGreaterThanOrEqual(5);
      const page2 = (await asOwner().get(`/api/owners/changes?limit=2&cursor=${page1.next_cursor}`).expect(200)).body;
      expect(page2.change_requests).toHaveLength(2);
      const seen = [...page1.change_requests, ...page2.change_requests].map((r: { id: string }) => r.id);
      expect(new Set(seen).size).toBe(4);
      expect(page2.prev_cursor).not.toBeNull();
    });

    it('shows an owner none of another owner’s requests', async () => {
      const { body } = await asOther().get('/api/owners/changes').expect(200);
      expect(body).toMatchObject({ change_requests: [], total: 0, next_cursor: null });
    });

    it.each([
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['limit=100000', 'limit must be a whole number from 1 to 100'],
      ['limit=-3', 'limit must be a whole number from 1 to 100'],
      [
        'cursor=forged',
        'This page link is not one this list gave out (it may have been cut short or altered): go back to the first page.',
      ],
    ])('refuses hostile paging (%s) with a 400 saying what to do', async (query, message) => {
      const { body } = await asOwner().get(`/api/owners/changes?${query}`).expect(400);
      expect(JSON.stringify(body)).toContain(message);
    });

    it('refuses a cursor of an admin queue', async () => {
      const queue = (await asAdmin().get('/api/admin/mod/changes?limit=1&status=submitted').expect(200)).body;
      await asOwner().get(`/api/owners/changes?cursor=${queue.next_cursor}`).expect(400);
    });
  });

  describe('withdrawing a change request', () => {
    it('takes it out of the admin queue, says so in My requests, and is audited as the owner’s', async () => {
      const id = await requestChange();
      const { body } = await asOwner().post(`/api/owners/changes/${id}/withdraw`).expect(200);
      expect(body).toMatchObject({ id, status: 'withdrawn', can_withdraw: false });
      expect(body.fields[0].outcome).toBe('withdrawn');

      const queue = (await asAdmin().get('/api/admin/mod/changes?status=submitted&limit=100').expect(200)).body;
      expect(queue.change_requests.map((r: { id: string }) => r.id)).not.toContain(id);
      expect(await auditOf(id)).toEqual([
        {
          action: 'change_request.withdrawn',
          actor_id: owner.id,
          before: { status: 'submitted' },
          after: { status: 'withdrawn' },
        },
      ]);
    });

    it('answers 409 with a clear message once it is withdrawn or reviewed, and the admin cannot apply it', async () => {
      const withdrawn = await requestChange();
      await asOwner().post(`/api/owners/changes/${withdrawn}/withdraw`).expect(200);
      const again = await asOwner().post(`/api/owners/changes/${withdrawn}/withdraw`).expect(409);
      expect(again.body.message).toBe('You have already withdrawn this change request.');
      const applied = await asAdmin().patch(`/api/admin/mod/changes/${withdrawn}`, { approve: ['capacities'] });
      expect(applied.status).toBe(409);
      expect(applied.body.message).toBe('The owner has withdrawn this change request: there is nothing to apply.');

      const reviewed = await requestChange();
      await asAdmin()
        .patch(`/api/admin/mod/changes/${reviewed}`, { reject: ['capacities'] })
        .expect(200);
      const late = await asOwner().post(`/api/owners/changes/${reviewed}/withdraw`).expect(409);
      expect(late.body.message).toBe(
        'This change request has already been reviewed, so it can no longer be withdrawn.',
      );
    });

    it('does not exist for another owner (404), nor for an id that is not one', async () => {
      const id = await requestChange();
      await asOther().post(`/api/owners/changes/${id}/withdraw`).expect(404);
      await asOwner().post('/api/owners/changes/not-an-id/withdraw').expect(404);
      const { body } = await asOwner().get('/api/owners/changes?limit=100');
      expect(body.change_requests.find((r: { id: string }) => r.id === id).status).toBe('submitted');
    });
  });

  describe('withdrawing a claim', () => {
    const claimGrandHotel = async (http = asOwner()) =>
      (
        await http
          .post('/api/claims', { venue_id: api.venueIds[1], proof: { type: 'email_domain', value: '' } })
          .expect(201)
      ).body.id as string;

    it('takes a pending claim out of the queue, records it in its trail, and lets the claimant claim again', async () => {
      const id = await claimGrandHotel();
      const { body } = await asOwner().post(`/api/claims/${id}/withdraw`).expect(200);
      expect(body.status).toBe('withdrawn');
      const pending = (await asAdmin().get('/api/admin/mod/claims?status=pending&limit=100').expect(200)).body;
      expect(pending.claims.map((c: { id: string }) => c.id)).not.toContain(id);
      const withdrawnQueue = (await asAdmin().get('/api/admin/mod/claims?status=withdrawn').expect(200)).body;
      expect(withdrawnQueue.claims.map((c: { id: string }) => c.id)).toContain(id);
      expect((await auditOf(id)).map((a) => [a.action, a.actor_id])).toEqual([['claim.withdrawn', owner.id]]);
      const events: { event: string }[] = await api.dataSource.query(
        'SELECT event FROM claim_events WHERE claim_id = $1 ORDER BY id',
        [id],
      );
      expect(events.map((e) => e.event)).toContain('withdrawn');
      const mine = (await asOwner().get('/api/owners/claims').expect(200)).body.claims;
      expect(mine.find((c: { id: string }) => c.id === id).status).toBe('withdrawn');

      const again = await claimGrandHotel();
      await asOwner().post(`/api/claims/${again}/withdraw`).expect(200);
    });

    it('is 404 to another person and 409 once decided', async () => {
      const id = await claimGrandHotel();
      await asOther().post(`/api/claims/${id}/withdraw`).expect(404);
      await asAdmin().patch(`/api/admin/mod/claims/${id}`, { status: 'rejected', notes: '' }).expect(200);
      const late = await asOwner().post(`/api/claims/${id}/withdraw`).expect(409);
      expect(late.body.message).toBe('This claim has already been rejected, so it can no longer be withdrawn.');
    });
  });

  describe('drafts', () => {
    it('keeps several drafts, each listed and resumable, and discards one on its own', async () => {
      const { http } = await freshOwner();
      const a = (await http.post('/api/registrations', { venue_data: { name: 'First Hall' } }).expect(201)).body;
      const b = (await http.post('/api/registrations', { venue_data: { name: 'Second Hall' } }).expect(201)).body;
      const listed = (await http.get('/api/registrations').expect(200)).body.registrations;
      expect(listed.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id].sort());
      await http
        .patch(`/api/registrations/${a.id}`, { venue_data: { name: 'First Hall, renamed' }, version: a.version })
        .expect(200);

      await http.delete(`/api/registrations/${b.id}`).expect(204);
      const left = (await http.get('/api/registrations').expect(200)).body.registrations;
      expect(left.map((r: { venue_name: string }) => r.venue_name)).toEqual(['First Hall, renamed']);
      await http.get(`/api/registrations/${b.id}`).expect(404);
      expect((await auditOf(b.id)).map((e) => e.action)).toEqual(['registration.discarded']);
    });

    it('discards only the owner’s own drafts: another owner gets 404, a submission 409', async () => {
      const { http } = await freshOwner();
      const draft = (await http.post('/api/registrations', { venue_data: { name: 'Mine' } }).expect(201)).body;
      await asOther().delete(`/api/registrations/${draft.id}`).expect(404);
      const sent = (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' }).expect(201))
        .body;
      const refused = await http.delete(`/api/registrations/${sent.id}`).expect(409);
      expect(refused.body.message).toBe('This registration has been submitted: only a draft can be discarded.');
      await http.delete('/api/registrations/not-an-id').expect(404);
    });

    it('bounds the drafts one owner keeps open at 20, with a message saying what to do', async () => {
      const { http } = await freshOwner();
      for (let n = 1; n <= 20; n += 1)
        await http.post('/api/registrations', { venue_data: { name: `Hall ${n}` } }).expect(201);
      const refused = await http.post('/api/registrations', { venue_data: { name: 'Hall 21' } }).expect(409);
      expect(refused.body.message).toBe(
        'You have 20 registrations in progress: finish or discard one of them before starting another.',
      );
    });
  });

  describe('a rejected registration', () => {
    const rejected = async () => {
      const { user, http } = await freshOwner();
      const sent = (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' }).expect(201))
        .body;
      await asAdmin()
        .post(`/api/admin/mod/registrations/${sent.id}/reject`, { reason: 'The photos show a different building.' })
        .expect(200);
      return { user, http, id: sent.id as string };
    };

    it('reopens as a new draft with its values and the reason, and the rejected one stays rejected', async () => {
      const { http, id } = await rejected();
      const { body: draft } = await http.post(`/api/registrations/${id}/reopen`).expect(200);
      expect(draft).toMatchObject({
        status: 'draft',
        reopened_from: id,
        previous_rejection_reason: 'The photos show a different building.',
        venue_name: 'The Corn Hall',
      });
      expect(draft.id).not.toBe(id);
      expect(draft.venue_data.address).toEqual(COMPLETE.address);
      // Asked again while the draft is open: the same draft.
      expect((await http.post(`/api/registrations/${id}/reopen`).expect(200)).body.id).toBe(draft.id);

      const sent = await http
        .patch(`/api/registrations/${draft.id}`, {
          venue_data: { ...draft.venue_data, images: ['https://cdn.example.com/the-real-corn-hall.jpg'] },
          version: draft.version,
          status: 'submitted',
        })
        .expect(200);
      expect(sent.body.status).toBe('submitted');
      expect((await http.get(`/api/registrations/${id}`).expect(200)).body).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The photos show a different building.',
      });
      const queue = (await asAdmin().get('/api/admin/mod/registrations?status=submitted&limit=100')).body;
      expect(queue.registrations.map((r: { id: string }) => r.id)).toContain(draft.id);
    });

    it('is the owner’s alone (404 to another), and only a rejected one reopens (409)', async () => {
      const { http, id } = await rejected();
      await asOther().post(`/api/registrations/${id}/reopen`).expect(404);
      const pending = (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' })).body;
      const refused = await http.post(`/api/registrations/${pending.id}/reopen`).expect(409);
      expect(refused.body.message).toBe(
        'This registration is waiting for review: only a rejected registration can be corrected and sent again.',
      );
    });
  });

  describe('the owner’s own lists page on the server', () => {
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    /** Every row of a list, following next_cursor a page of `limit` at a time. */
    const everyPage = async (http: ReturnType<typeof as>, path: string, key: string, limit: number) => {
      const pages: { rows: { id: string; status: string }[]; total: number }[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const body: Record<string, unknown> = (await http.get(`${path}${query}`).expect(200)).body;
        pages.push({ rows: body[key] as { id: string; status: string }[], total: body.total as number });
        cursor = body.next_cursor as string | null;
      } while (cursor);
      return pages;
    };

    it('lists the open registrations a page at a time: drafts, waiting and rejected until corrected, never approved', async () => {
      const { http } = await freshOwner();
      const draft = (await http.post('/api/registrations', { venue_data: { name: 'Half Done Hall' } }).expect(201))
        .body;
      const waiting = (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' })).body;
      const approved = (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' })).body;
      await asAdmin().post(`/api/admin/mod/registrations/${approved.id}/approve`).expect(200);
      const [stillRejected, corrected] = [
        (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' })).body,
        (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' })).body,
      ];
      for (const { id } of [stillRejected, corrected])
        await asAdmin().post(`/api/admin/mod/registrations/${id}/reject`, { reason: 'Wrong photos.' }).expect(200);
      const correction = (await http.post(`/api/registrations/${corrected.id}/reopen`).expect(200)).body;

      const pages = await everyPage(http, '/api/registrations?status=open', 'registrations', 2);
      expect(pages.map((p) => p.rows.length)).toEqual([2, 2]);
      expect(pages.every((p) => p.total === 4)).toBe(true);
      // Most recently saved first: the correction was made last.
      expect(ids(pages.flatMap((p) => p.rows))).toEqual([correction.id, stillRejected.id, waiting.id, draft.id]);

      const all = await everyPage(http, '/api/registrations', 'registrations', 100);
      expect(all[0]!.total).toBe(6);
      const drafts = (await http.get('/api/registrations?status=draft').expect(200)).body;
      expect(ids(drafts.registrations).sort()).toEqual([draft.id, correction.id].sort());
      expect((await http.get('/api/registrations?status=approved').expect(200)).body.registrations).toEqual([
        expect.objectContaining({ id: approved.id, live_path: expect.stringMatching(/^\/v2\/venue\//) }),
      ]);
    });

    it('lists the owner’s claims newest first, a page at a time, with the true total', async () => {
      const { user, http } = await freshOwner();
      const claimed: string[] = [];
      for (const venue of [HALL, UNOWNED, OWNED]) {
        const [{ id: venueId }] = await api.dataSource.query('SELECT id FROM venues WHERE slug = $1', [venue.slug]);
        const [{ id }] = await api.dataSource.query(
          `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, status, created_at, updated_at)
           VALUES ($1, $2, $3, 'doc', 'https://docs.example.com/deed.pdf', 'rejected', $4, $4)
           RETURNING id`,
          [venueId, user.id, user.email, new Date(Date.now() - (10 - claimed.length) * 60_000)],
        );
        claimed.push(id);
      }
      const pages = await everyPage(http, '/api/owners/claims', 'claims', 2);
      expect(pages.map((p) => [p.rows.length, p.total])).toEqual([
        [2, 3],
        [1, 3],
      ]);
      expect(ids(pages.flatMap((p) => p.rows))).toEqual([...claimed].reverse());
      expect((await asOther().get('/api/owners/claims').expect(200)).body).toMatchObject({ claims: [], total: 0 });
    });

    it.each([
      ['/api/registrations?limit=0', 'limit must be a whole number from 1 to 100'],
      ['/api/registrations?limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/registrations?status=mine', 'status must be one of: open, draft, submitted, approved, rejected, all'],
      ['/api/owners/claims?limit=-1', 'limit must be a whole number from 1 to 100'],
      [
        '/api/owners/claims?cursor=WyJteS1jbGFpbXMiLCJuZXdlc3QiLCJhZnRlciIsIjIwMjYtMDItMzEgMDA6MDA6MDArMDAiLCJ4Il0',
        'This page link is not one this list gave out (it may have been cut short or altered): go back to the first page.',
      ],
    ])('refuses hostile paging (%s) with a 400 saying what to do', async (path, message) => {
      const { body } = await asOwner().get(path).expect(400);
      expect(JSON.stringify(body)).toContain(message);
    });

    it('refuses a cursor of another list', async () => {
      const { http } = await freshOwner();
      for (let n = 0; n < 2; n += 1) await http.post('/api/registrations', { venue_data: { name: `Hall ${n}` } });
      const registrations = (await http.get('/api/registrations?limit=1').expect(200)).body;
      await http.get(`/api/owners/claims?cursor=${registrations.next_cursor}`).expect(400);
      await http.get(`/api/owners/changes?cursor=${registrations.next_cursor}`).expect(400);
    });
  });

  describe('acknowledgements', () => {
    it('acknowledges a registration, a claim and a change request, each with a one-click unsubscribe link', async () => {
      const { user, http } = await freshOwner();
      await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' }).expect(201);
      await http
        .post('/api/claims', { venue_id: api.venueIds[1], proof: { type: 'email_domain', value: '' } })
        .expect(201);
      await requestChange();
      const [registration] = await mailsTo(user.email, 'registration.received');
      expect(registration!.subject).toBe('We have your registration of The Corn Hall');
      expect(registration!.text_body).toContain('We will review it and e-mail you once it is approved and published.');
      expect(registration!.text_body).toContain('https://venues.example.com/mail/unsubscribe?token=');
      const [claim] = await mailsTo(user.email, 'claim.received');
      expect(claim!.subject).toBe('We have your claim of Grand Hotel');
      const [change] = await mailsTo(owner.email, 'change-request.received');
      expect(change!.text_body).toContain('https://venues.example.com/owners/portal?tab=requests');
    });

    it('sends none to an owner who turned them off in the portal, and the decisions still go', async () => {
      const { user, http } = await freshOwner();
      expect((await http.get('/api/owners/mail-preferences').expect(200)).body).toEqual({ non_essential: true });
      await http.put('/api/owners/mail-preferences', { non_essential: false }).expect(200);
      expect((await http.get('/api/owners/mail-preferences').expect(200)).body).toEqual({ non_essential: false });
      const sent = (await http.post('/api/registrations', { venue_data: COMPLETE, status: 'submitted' }).expect(201))
        .body;
      await asAdmin().post(`/api/admin/mod/registrations/${sent.id}/reject`, { reason: 'Not a venue.' }).expect(200);
      expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(['registration.rejected']);
    });

    it('refuses a setting that is not true or false', async () => {
      const { body } = await asOwner().put('/api/owners/mail-preferences', { non_essential: 'maybe' }).expect(400);
      expect(JSON.stringify(body)).toContain('non_essential must be true or false');
    });

    it('turns them off from the mail’s link without signing in, and refuses a forged token', async () => {
      const { user, http } = await freshOwner();
      const link = await api.app.get(MailPreferences).unsubscribeUrl(user.id);
      const token = new URL(link).searchParams.get('token')!;
      const { body } = await api.http().post('/api/mail/unsubscribe').send({ token }).expect(200);
      expect(body.message).toContain('You will no longer get acknowledgements or digests');
      expect((await http.get('/api/owners/mail-preferences')).body).toEqual({ non_essential: false });

      const other = await freshOwner();
      const forged = `${other.user.id}.${token.split('.')[1]}`;
      const refused = await api.http().post('/api/mail/unsubscribe').send({ token: forged }).expect(400);
      expect(refused.body.message).toContain('This unsubscribe link is not one we sent.');
      await api
        .http()
        .post('/api/mail/unsubscribe')
        .send({ token: 'x'.repeat(500) })
        .expect(400);
      await api.http().post('/api/mail/unsubscribe').send({}).expect(400);
      expect((await other.http.get('/api/owners/mail-preferences')).body).toEqual({ non_essential: true });
    });
  });

  describe('admins', () => {
    it('are mailed at once when someone tries to claim a venue that already has an owner', async () => {
      const { user, http } = await freshOwner();
      const refused = await http
        .post('/api/claims', { venue_id: api.venueIds[2], proof: { type: 'email_domain', value: '' } })
        .expect(409);
      expect(refused.body.message).toBe('This venue has already been claimed.');
      const [alert] = await mailsTo(admin.email, 'claim.on-owned-venue');
      expect(alert!.subject).toBe('Someone tried to claim Owned Manor, which already has an owner');
      expect(alert!.text_body).toContain(user.email);
    });

    describe('the daily digest', () => {
      let clock: jest.SpyInstance<Date, []>;
      beforeAll(() => {
        clock = jest.spyOn(api.app.get(Clock), 'now');
      });
      afterAll(() => clock.mockRestore());
      const runAt = (iso: string) => {
        clock.mockImplementation(() => new Date(iso));
        return api.app.get(ModerationDigest).run();
      };
      // The recurring job runs too, on the real clock (from 07:00 UTC, once anything waits), at
      // whatever moment it is queued: only the digests of the day the clock is set to are the test's.
      const digestsOn = (day: string, email: string) =>
        api.dataSource.query(
          'SELECT subject, text_body FROM mail_messages WHERE recipient = $1 AND dedupe_key LIKE $2 ORDER BY id',
          [email, `moderation.digest:${day}:%`],
        ) as Promise<{ subject: string; text_body: string }[]>;

      it('goes once a day from 07:00 UTC to each admin, with the counts per queue and links', async () => {
        const quiet = await createUser(api.dataSource, { userType: 'admin' });
        await api.dataSource.query(
          'INSERT INTO mail_preferences (user_id, non_essential, updated_at) VALUES ($1, false, $2)',
          [quiet.id, new Date()],
        );
        expect(await runAt('2031-03-04T06:59:00Z')).toBe(0);
        expect(await runAt('2031-03-04T07:05:00Z')).toBe(1);
        // The next hour's run (here, or in another api process) finds today's digest queued.
        expect(await Promise.all([runAt('2031-03-04T08:05:00Z'), runAt('2031-03-04T08:05:00Z')])).toEqual([0, 0]);
        const digests = await digestsOn('2031-03-04', admin.email);
        expect(digests).toHaveLength(1);
        const [waiting]: { n: number }[] = await api.dataSource.query(
          `SELECT count(*)::int AS n FROM change_requests WHERE status = 'submitted'`,
        );
        expect(digests[0]!.text_body).toContain(`Change requests: ${waiting!.n} waiting`);
        expect(digests[0]!.text_body).toContain('https://venues.example.com/admin/claims?status=pending');
        expect(digests[0]!.text_body).toContain('/mail/unsubscribe?token=');
        expect(await mailsTo(quiet.email)).toEqual([]);
        expect(await runAt('2031-03-05T07:00:00Z')).toBe(1);
      });
    });
  });
});
