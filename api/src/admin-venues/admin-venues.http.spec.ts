import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';

const VENUES = [
  makeVenue({ name: 'Harbour Rooms', slug: 'harbour-rooms', city: 'bristol', dayRatePence: 90_000 }),
  makeVenue({ name: 'Harbour View Hotel', slug: 'harbour-view-hotel', city: 'bristol', status: 'draft' }),
  makeVenue({ name: 'Castle Suite', slug: 'castle-suite', city: 'edinburgh' }),
];

describe('Admin venue management: /api/admin/venues', () => {
  let api: ApiTestApp;
  let owner: TestUser;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: VENUES });
    owner = await createUser(api.dataSource, { email: 'events@castle-suite.co.uk' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE slug = $2', [owner.id, 'castle-suite']);
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });
  afterAll(() => api?.close());

  const list = (query: Record<string, string>) =>
    api.http().get('/api/admin/venues').query(query).set('Cookie', adminCookie);
  const names = async (query: Record<string, string>) =>
    ((await list(query).expect(200)).body.venues as { name: string }[]).map((v) => v.name).sort();
  const detail = (id: string) =>
    api
      .http()
      .get(`/api/admin/venues/${id}`)
      .set('Cookie', adminCookie)
      .expect(200)
      .then((r) => r.body);
  const edit = (id: string, body: object) =>
    api.http().patch(`/api/admin/venues/${id}`).set('Cookie', adminCookie).send(body);

  it('finds venues by name, city, status and owner, paged with a total', async () => {
    expect(await names({ q: 'harbour' })).toEqual(['Harbour Rooms', 'Harbour View Hotel']);
    expect(await names({ q: 'harbour', status: 'draft' })).toEqual(['Harbour View Hotel']);
    expect(await names({ city: 'edinburgh' })).toEqual(['Castle Suite']);
    expect(await names({ owner: 'castle-suite.co' })).toEqual(['Castle Suite']);
    expect(await names({ owner: 'none', city: 'bristol' })).toEqual(['Harbour Rooms', 'Harbour View Hotel']);
    expect(await names({ q: '100%_' })).toEqual([]);
    const { body } = await list({}).expect(200);
    expect(body).toMatchObject({ total: 3, limit: 25, next_cursor: null, prev_cursor: null });
    expect(body.venues.find((v: { name: string }) => v.name === 'Castle Suite').owner_email).toBe(owner.email);
    await list({ city: 'paris' }).expect(400);
    await list({ limit: '0' }).expect(400);
    expect(await names({ q: 'castle-suite.co' })).toEqual(['Castle Suite']); // by the owner's e-mail
  });

  it('edits from the version read, publishes and unpublishes, all in the venue’s history', async () => {
    const id = api.venueIds[0]!;
    const before = await detail(id);
    expect(before).toMatchObject({ name: 'Harbour Rooms', status: 'published', owner_email: null });
    expect(before.fields.pricing).toEqual({ day_rate: 900, hour_rate: 150, currency: 'GBP' });

    const edited = await edit(id, {
      version: before.version,
      field_changes: {
        pricing: { day_rate: 950, hour_rate: 150 },
        description_html: '<p>By the water.</p><img src=x onerror=alert(1)>',
      },
    }).expect(200);
    expect(edited.body.version).toBe(before.version + 1);
    expect(edited.body.fields.pricing.day_rate).toBe(950);
    expect(edited.body.fields.description_html).toBe('<p>By the water.</p>');

    const stale = await edit(id, { version: before.version, status: 'draft' }).expect(409);
    expect(stale.body.message).toMatch(/changed by someone else since you opened it/);
    const unpublished = await edit(id, { version: edited.body.version, status: 'draft' }).expect(200);
    expect(unpublished.body.status).toBe('draft');
    const [stored] = await api.dataSource.query('SELECT status FROM venues WHERE id = $1', [id]);
    expect(stored.status).toBe('draft');

    const history = (await detail(id)).history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['venue.unpublished', 'venue.edited']);
    expect(history[1]).toMatchObject({
      before: { pricing: { day_rate: 900, hour_rate: 150, currency: 'GBP' } },
      after: { pricing: { day_rate: 950, hour_rate: 150, currency: 'GBP' } },
    });
    expect(history[0].actor_email).toMatch(/^admin-/);
    await edit(id, { version: unpublished.body.version, status: 'published' }).expect(200);
  });

  it('refuses edits the owner rules would refuse, naming the field', async () => {
    const { version } = await detail(api.venueIds[2]!);
    const refused = await edit(api.venueIds[2]!, {
      version,
      field_changes: { capacities: { theatre: -3 }, name: 'X' },
    }).expect(400);
    expect(Object.keys(refused.body.fields)).toEqual(['field_changes.name']);
    const invalid = await edit(api.venueIds[2]!, { version, field_changes: { capacities: { theatre: 1.5 } } }).expect(
      400,
    );
    expect(invalid.body.fields).toEqual({
      'field_changes.capacities.theatre': 'Capacities must be whole numbers from 0 to 100,000',
    });
  });

  it('re-runs enrichment: both phases are due again, without a new version', async () => {
    const id = api.venueIds[2]!;
    await api.dataSource.query('UPDATE venues SET phase1_version = version, phase2_version = version WHERE id = $1', [
      id,
    ]);
    const before = await detail(id);
    expect(before.enrichment).toMatchObject({ phase1_current: true, phase2_current: true });
    await api.http().post(`/api/admin/venues/${id}/enrich`).set('Cookie', adminCookie).expect(204);
    const after = await detail(id);
    expect(after).toMatchObject({
      version: before.version,
      enrichment: { phase1_current: false, phase2_current: false },
    });
    expect(after.history[0].action).toBe('venue.enrichment_requested');
    const [message] = await api.dataSource.query(
      'SELECT event_type FROM outbox WHERE aggregate_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(message.event_type).toBe('venue.upserted');
  });

  it('answers an unknown venue with a 404', async () => {
    await api
      .http()
      .get('/api/admin/venues/3f2a6c1e-0d4b-4f7e-9a55-2c1d8e9b7a10')
      .set('Cookie', adminCookie)
      .expect(404);
    await api.http().get('/api/admin/venues/not-an-id').set('Cookie', adminCookie).expect(404);
  });
});
