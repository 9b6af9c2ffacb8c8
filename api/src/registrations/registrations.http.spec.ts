import type { VenueData } from '@venue-finder/contract';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { Clock } from '../kernel/clock';

const COMPLETE: VenueData = {
  name: 'The Corn Hall',
  short_description: 'A Victorian corn exchange with a glass roof, for conferences, dinners and exhibitions in Leeds.',
  description_html: '<p>Three <strong>halls</strong>.</p><script>alert(1)</script><p onclick="x()">Step-free.</p>',
  categories: ['conference-venues', 'banqueting-halls'],
  address: { line1: '1 Call Lane', city: 'leeds', postcode: 'ls1 7bt' },
  capacities: { theatre: 400, banquet: 250, standing: 600 },
  amenities: ['wifi', 'stage', 'wheelchair-access'],
  pricing: { day_rate: 2400, hour_rate: 300, currency: 'GBP' },
  contact: { website: 'cornhall.example.co.uk' },
  images: ['/uploads/media/0b7f6a52-3c1d-4e8f-9a20-5d6c7b8e9f01.png', 'https://cdn.example.com/corn-hall.jpg'],
};

const EXISTING = makeVenue({ name: 'The Grand Corn Exchange', city: 'leeds', postcode: 'LS1 7BR' });

describe('Venue registrations', () => {
  let api: ApiTestApp;
  let owner: TestUser;
  let ownerCookie: string;
  let otherCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [EXISTING], env: { PUBLIC_URL: 'https://venues.example.com' } });
    owner = await createUser(api.dataSource, { email: 'events@cornhall.example.co.uk' });
    ownerCookie = await sessionCookieFor(api.dataSource, owner);
    otherCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource));
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });
  afterAll(() => api?.close());

  const as = (cookie: string) => ({
    get: (path: string) => api.http().get(path).set('Cookie', cookie),
    post: (path: string, body: object = {}) => api.http().post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => api.http().patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => api.http().delete(path).set('Cookie', cookie),
  });
  const freshOwner = async (email?: string) => {
    const user = await createUser(api.dataSource, { email });
    return { user, http: as(await sessionCookieFor(api.dataSource, user)) };
  };
  const submitted = async (data: VenueData = COMPLETE) => {
    const { user, http } = await freshOwner();
    const { body } = await http.post('/api/registrations', { venue_data: data, status: 'submitted' }).expect(201);
    return { user, http, id: body.id as string };
  };
  /** The mails about a registration's review (the acknowledgement of each submission is proved in owner-self-service.http.spec.ts). */
  const mailsTo = (email: string) =>
    api.dataSource.query(
      `SELECT kind, subject, text_body FROM mail_messages
        WHERE recipient = $1 AND kind <> 'registration.received' ORDER BY id`,
      [email],
    );

  describe('drafts', () => {
    let draftId: string;

    it('starts a draft with the first change; another start is another draft (an owner may keep several)', async () => {
      const created = await as(ownerCookie)
        .post('/api/registrations', { venue_data: { name: 'The Co' }, step: 0, status: 'draft' })
        .expect(201);
      expect(created.body).toMatchObject({ status: 'draft', version: 1, step: 0, venue_name: 'The Co' });
      draftId = created.body.id;

      const second = await as(ownerCookie).post('/api/registrations', { venue_data: {} }).expect(201);
      expect(second.body).toMatchObject({ status: 'draft', version: 1 });
      expect(second.body.id).not.toBe(draftId);
      await as(ownerCookie).delete(`/api/registrations/${second.body.id}`).expect(204);
    });

    it('autosaves from the version read; a save from an older version is refused, never lost silently', async () => {
      const saved = await as(ownerCookie)
        .patch(`/api/registrations/${draftId}`, { venue_data: { name: 'The Corn' }, step: 1, version: 1 })
        .expect(200);
      expect(saved.body).toMatchObject({ version: 2, step: 1, venue_data: { name: 'The Corn' } });

      const otherTab = await as(ownerCookie)
        .patch(`/api/registrations/${draftId}`, { venue_data: { name: 'Stale tab' }, version: 1 })
        .expect(409);
      expect(otherTab.body.message).toBe(
        'This draft was changed in another tab or window. Reload it to carry on from the latest version.',
      );
      const resumed = await as(ownerCookie).get(`/api/registrations/${draftId}`).expect(200);
      expect(resumed.body).toMatchObject({ version: 2, step: 1, venue_data: { name: 'The Corn' } });
    });

    it('lists the draft for resuming on another device', async () => {
      const { body } = await as(ownerCookie).get('/api/registrations').expect(200);
      expect(body.registrations).toEqual([expect.objectContaining({ id: draftId, status: 'draft', step: 1 })]);
    });

    it('never stores what no step would accept, naming the field', async () => {
      const refused = await as(ownerCookie)
        .patch(`/api/registrations/${draftId}`, {
          venue_data: { name: 'The Corn', images: ['javascript:alert(1)'], capacities: { theatre: 1.5 } },
          version: 2,
        })
        .expect(400);
      expect(refused.body.fields).toEqual({
        'venue_data.images.0': 'Invalid URL format. Please enter a valid image URL.',
        'venue_data.capacities.theatre': 'Capacities must be whole numbers from 0 to 100,000',
      });
      const wrongShape = await as(ownerCookie)
        .patch(`/api/registrations/${draftId}`, { venue_data: { name: 12 }, version: 2 })
        .expect(400);
      expect(wrongShape.body.fields).toEqual({ 'venue_data.name': 'name must be text' });
    });

    it('is its owner’s alone: another owner cannot read or save it', async () => {
      await as(otherCookie).get(`/api/registrations/${draftId}`).expect(404);
      await as(otherCookie).patch(`/api/registrations/${draftId}`, { venue_data: {}, version: 2 }).expect(404);
      expect((await as(otherCookie).get('/api/registrations').expect(200)).body).toMatchObject({
        registrations: [],
        total: 0,
      });
      await as(ownerCookie).get('/api/registrations/not-a-uuid').expect(404);
    });

    it('submits only when steps 1 to 4 pass, answering the first failing step and its fields', async () => {
      const refused = await as(ownerCookie)
        .patch(`/api/registrations/${draftId}`, {
          venue_data: { ...COMPLETE, images: [] },
          version: 2,
          status: 'submitted',
        })
        .expect(400);
      expect(refused.body).toMatchObject({
        message: 'Upload at least one image (step 4 of 5)',
        fields: { 'venue_data.images': 'Upload at least one image' },
      });

      const done = await as(ownerCookie)
        .patch(`/api/registrations/${draftId}`, { venue_data: COMPLETE, step: 4, version: 2, status: 'submitted' })
        .expect(200);
      expect(done.body).toMatchObject({ status: 'submitted', submitted_at: expect.any(String) });
      expect(done.body.venue_data.description_html).toBe('<p>Three <strong>halls</strong>.</p><p>Step-free.</p>');
      expect(done.body.venue_data.address.postcode).toBe('LS1 7BT');

      const after = await as(ownerCookie)
        .patch(`/api/registrations/${draftId}`, { venue_data: COMPLETE, version: 3 })
        .expect(409);
      expect(after.body.message).toBe('This registration has been submitted and can no longer be changed.');
      // With the draft submitted, the owner may start another.
      await as(ownerCookie).post('/api/registrations', { venue_data: {} }).expect(201);
    });

    it('refuses a raw submission that breaks a rule with a 400 naming the field', async () => {
      const refused = await as(otherCookie)
        .post('/api/registrations', {
          venue_data: { ...COMPLETE, address: { city: 'paris', postcode: '75001' } },
          status: 'submitted',
        })
        .expect(400);
      expect(refused.body.fields).toEqual({
        'venue_data.address.city': 'Please select a valid city',
        'venue_data.address.postcode': 'Please enter a valid UK postcode',
      });
    });
  });

  it('finds venues that may already be listed, to claim instead', async () => {
    const { body } = await as(ownerCookie)
      .get('/api/registrations/similar-venues')
      .query({ name: 'Grand Corn Exchange', city: 'leeds', postcode: 'LS1 7BT' })
      .expect(200);
    expect(body.venues).toEqual([
      expect.objectContaining({
        name: 'The Grand Corn Exchange',
        claimed: false,
        path: `/v2/venue/${EXISTING.slug}`,
        claim_path: `/v2/venue/${EXISTING.slug}/claim`,
      }),
    ]);
    const elsewhere = await as(ownerCookie)
      .get('/api/registrations/similar-venues')
      .query({ name: 'Grand Corn Exchange', city: 'bristol', postcode: 'BS1 4DJ' })
      .expect(200);
    expect(elsewhere.body.venues).toEqual([]);
  });

  describe('review', () => {
    it('lists submitted registrations for admins, with the owner’s e-mail, and counts them on the dashboard', async () => {
      const { id, user } = await submitted();
      const { body } = await as(adminCookie).get('/api/admin/mod/registrations').expect(200);
      expect(body.registrations).toContainEqual(
        expect.objectContaining({ id, venue_name: 'The Corn Hall', owner_email: user.email, status: 'submitted' }),
      );
      expect(body.total).toBe(body.registrations.length);
      const stats = await as(adminCookie).get('/api/admin/stats/dashboard').expect(200);
      expect(stats.body.pending_registrations).toBe(body.total);
      // Registrations count as the venues they will be: a submitted one is a venue in review.
      const counts = async () => (await as(adminCookie).get('/api/admin/stats/venues-count').expect(200)).body;
      const before = await counts();
      await submitted();
      expect(await counts()).toEqual({ ...before, review: before.review + 1, total: before.total + 1 });
      await as(adminCookie).get('/api/admin/mod/registrations?status=nonsense').expect(400);
    });

    it('approves in one transaction: a published venue owned by the registrant, its outbox message and the mail', async () => {
      const { id, user, http } = await submitted();
      const approved = await as(adminCookie).post(`/api/admin/mod/registrations/${id}/approve`).expect(200);
      expect(approved.body).toMatchObject({
        status: 'approved',
        live_path: expect.stringMatching(/^\/v2\/venue\/the-corn-hall-leeds/),
      });

      const [venue] = await api.dataSource.query(
        `SELECT v.id, v.slug, v.status, v.owner_id, v.claimable, v.postcode, v.website, v.categories, v.equipment,
                v.wheelchair_accessible, v.capacity_max, v.day_rate_pence, v.description_long, v.photo_main
           FROM venues v JOIN registrations r ON r.venue_id = v.id WHERE r.id = $1`,
        [id],
      );
      expect(venue).toMatchObject({
        status: 'published',
        owner_id: user.id,
        claimable: false,
        postcode: 'LS1 7BT',
        website: 'https://cornhall.example.co.uk',
        categories: ['conference', 'private-dining'],
        equipment: ['staging'],
        wheelchair_accessible: true,
        capacity_max: 600,
        day_rate_pence: 240_000,
        description_long: 'Three halls.\n\nStep-free.',
        photo_main: COMPLETE.images![0],
      });
      const outbox = await api.dataSource.query('SELECT event_type FROM outbox WHERE aggregate_id = $1', [venue.id]);
      expect(outbox).toEqual([{ event_type: 'venue.upserted' }]);
      const [mail] = await mailsTo(user.email);
      expect(mail).toMatchObject({ kind: 'registration.approved', subject: 'The Corn Hall is live on Venue Finder' });
      expect(mail.text_body).toContain(`https://venues.example.com/v2/venue/${venue.slug}`);

      const audit = await api.dataSource.query(
        `SELECT action, entity_type, after FROM audit_log WHERE entity_id IN ($1, $2::text) ORDER BY id`,
        [id, venue.id],
      );
      expect(audit.map((a: { action: string }) => a.action)).toEqual(['registration.approved', 'venue.created']);
      expect(audit[1].after).toMatchObject({ owner_id: user.id, registration_id: id });

      const mine = await http.get('/api/registrations').expect(200);
      expect(mine.body.registrations[0]).toMatchObject({ status: 'approved', live_path: `/v2/venue/${venue.slug}` });
      const venues = await http.get('/api/owners/venues').expect(200);
      expect(venues.body.venues.map((v: { slug: string }) => v.slug)).toContain(venue.slug);
    });

    it('gives a second venue of the same name and city an address of its own', async () => {
      const first = await submitted();
      const second = await submitted();
      await as(adminCookie).post(`/api/admin/mod/registrations/${first.id}/approve`).expect(200);
      const again = await as(adminCookie).post(`/api/admin/mod/registrations/${second.id}/approve`).expect(200);
      expect(again.body.live_path).toMatch(/^\/v2\/venue\/the-corn-hall-leeds-\d+$/);
    });

    it('approves once when two admins press at the same time: one venue, one mail', async () => {
      const { id, user } = await submitted();
      const answers = await Promise.all([
        as(adminCookie).post(`/api/admin/mod/registrations/${id}/approve`),
        as(adminCookie).post(`/api/admin/mod/registrations/${id}/approve`),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe('This registration has already been approved.');
      const venues = await api.dataSource.query('SELECT count(*)::int AS n FROM venues WHERE owner_id = $1', [user.id]);
      expect(venues[0].n).toBe(1);
      expect(await mailsTo(user.email)).toHaveLength(1);
    });

    it('rejects with a reason the owner is mailed; without one it asks for it', async () => {
      const { id, user } = await submitted();
      const noReason = await as(adminCookie).post(`/api/admin/mod/registrations/${id}/reject`, {}).expect(400);
      expect(noReason.body.message).toBe('Please give the reason for rejecting: the owner will read it');
      const rejected = await as(adminCookie)
        .post(`/api/admin/mod/registrations/${id}/reject`, { reason: 'The photos show a different building.' })
        .expect(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The photos show a different building.',
      });
      const [mail] = await mailsTo(user.email);
      expect(mail).toMatchObject({ kind: 'registration.rejected' });
      expect(mail.text_body).toContain('The photos show a different building.');
      await as(adminCookie).post(`/api/admin/mod/registrations/${id}/approve`).expect(409);
    });

    it('reviews only submitted registrations', async () => {
      const { http } = await freshOwner();
      const draft = (await http.post('/api/registrations', { venue_data: { name: 'Half done' } }).expect(201)).body;
      const refused = await as(adminCookie).post(`/api/admin/mod/registrations/${draft.id}/approve`).expect(409);
      expect(refused.body.message).toBe('This registration has not been submitted yet.');
      await as(adminCookie)
        .post('/api/admin/mod/registrations/3f2a6c1e-0d4b-4f7e-9a55-2c1d8e9b7a10/approve')
        .expect(404);
    });
  });

  describe('record times', () => {
    afterEach(() => jest.restoreAllMocks());

    it('are the api’s clock, not the database’s: a draft, its save, its submission, its review and its reopening', async () => {
      let now = new Date('2026-03-29T00:59:30.000Z');
      jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
      const times = async (id: string) =>
        (
          await api.dataSource.query(
            'SELECT created_at, updated_at, submitted_at, reviewed_at FROM registrations WHERE id = $1',
            [id],
          )
        )[0];
      const { http } = await freshOwner();
      const started = new Date(now);
      const draft = (await http.post('/api/registrations', { venue_data: { name: 'Clock Hall' } }).expect(201)).body;
      expect(await times(draft.id)).toEqual({
        created_at: started,
        updated_at: started,
        submitted_at: null,
        reviewed_at: null,
      });

      now = new Date('2026-03-29T01:00:30.000Z');
      const submittedAt = new Date(now);
      await http
        .patch(`/api/registrations/${draft.id}`, { venue_data: COMPLETE, status: 'submitted', version: draft.version })
        .expect(200);
      expect(await times(draft.id)).toMatchObject({ updated_at: submittedAt, submitted_at: submittedAt });

      now = new Date('2026-03-30T06:59:59.000Z');
      const reviewedAt = new Date(now);
      await as(adminCookie)
        .post(`/api/admin/mod/registrations/${draft.id}/reject`, { reason: 'The photos show a different building.' })
        .expect(200);
      expect(await times(draft.id)).toEqual({
        created_at: started,
        updated_at: reviewedAt,
        submitted_at: submittedAt,
        reviewed_at: reviewedAt,
      });

      now = new Date('2026-03-30T23:59:30.000Z');
      const reopened = (await http.post(`/api/registrations/${draft.id}/reopen`).expect(200)).body;
      expect(await times(reopened.id)).toMatchObject({ created_at: new Date(now), updated_at: new Date(now) });
    });
  });

  describe('the review page', () => {
    it('shows the listing planners will see once approved, and the published venues it may duplicate', async () => {
      const { id } = await submitted({ ...COMPLETE, name: 'Grand Corn Exchange Rooms' });
      const { body } = await as(adminCookie).get(`/api/admin/mod/registrations/${id}`).expect(200);
      expect(body.registration).toMatchObject({ id, status: 'submitted', venue_name: 'Grand Corn Exchange Rooms' });
      expect(body.problem).toBeNull();
      expect(body.listing).toMatchObject({
        name: 'Grand Corn Exchange Rooms',
        city_slug: 'leeds',
        description_short: COMPLETE.short_description,
        capacities: { theatre: 400, banquet: 250, standing: 600 },
        pricing: { day_rate: 2400, hour_rate: 300 },
        images: COMPLETE.images,
      });
      expect(body.listing.description_long).toContain('Three halls.');
      expect(body.listing.description_long).not.toContain('alert');
      // Placed by its postcode for the map, before the indexer has seen it.
      expect(body.listing.geo).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      expect(body.duplicates).toEqual([
        expect.objectContaining({ name: 'The Grand Corn Exchange', postcode: 'LS1 7BR', claimed: false }),
      ]);
    });

    it('leaves nothing behind: the preview publishes no venue and writes no outbox row', async () => {
      const { id } = await submitted();
      const count = async () =>
        (
          await api.dataSource.query(
            `SELECT (SELECT count(*) FROM venues)::int AS venues, (SELECT count(*) FROM outbox)::int AS outbox`,
          )
        )[0];
      const before = await count();
      await as(adminCookie).get(`/api/admin/mod/registrations/${id}`).expect(200);
      expect(await count()).toEqual(before);
    });

    it('says why a registration that would not pass approval has no listing', async () => {
      const { http } = await freshOwner();
      const draft = (await http.post('/api/registrations', { venue_data: { name: 'Half done' } }).expect(201)).body;
      const { body } = await as(adminCookie).get(`/api/admin/mod/registrations/${draft.id}`).expect(200);
      expect(body.listing).toBeNull();
      expect(body.problem).toMatch(/\(step 1 of 5\)$/);
    });

    it('answers 404 for an id that names no registration', async () => {
      await as(adminCookie).get('/api/admin/mod/registrations/3f2a6c1e-0d4b-4f7e-9a55-2c1d8e9b7a10').expect(404);
      await as(adminCookie).get('/api/admin/mod/registrations/not-an-id').expect(404);
    });
  });
});
