import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { Clock } from '../kernel/clock';

const HALL = makeVenue({
  name: 'Riverside Hall',
  slug: 'riverside-hall',
  descriptionShort: 'A riverside hall for meetings and dinners, ten minutes from the station on foot.',
  descriptionLong: 'Two rooms by the river.',
  capacityTheatre: 120,
  capacityBanquet: 80,
  capacityStanding: null,
  capacityBoardroom: 20,
  dayRatePence: 150_000,
  hourRatePence: null,
  amenities: ['wifi', 'catering'],
  equipment: ['projector', 'flipchart'],
  website: 'https://riverside-hall.co.uk',
});
const OTHER = makeVenue({ name: 'Someone Else’s Venue', slug: 'someone-elses-venue' });

describe('Change requests', () => {
  let api: ApiTestApp;
  let owner: TestUser;
  let ownerCookie: string;
  let otherCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [HALL, OTHER], env: { PUBLIC_URL: 'https://venues.example.com' } });
    owner = await createUser(api.dataSource);
    const other = await createUser(api.dataSource);
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE slug = $2', [owner.id, HALL.slug]);
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE slug = $2', [other.id, OTHER.slug]);
    ownerCookie = await sessionCookieFor(api.dataSource, owner);
    otherCookie = await sessionCookieFor(api.dataSource, other);
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });
  afterAll(() => api?.close());

  const hallId = () => api.venueIds[0]!;
  const propose = (fieldChanges: object, cookie = ownerCookie, venueId = hallId()) =>
    api
      .http()
      .post('/api/owners/changes')
      .set('Cookie', cookie)
      .send({ venue_id: venueId, field_changes: fieldChanges });
  const detail = (id: string) =>
    api
      .http()
      .get(`/api/admin/mod/changes/${id}`)
      .set('Cookie', adminCookie)
      .expect(200)
      .then((r) => r.body);
  const apply = (id: string, body: object) =>
    api.http().patch(`/api/admin/mod/changes/${id}`).set('Cookie', adminCookie).send(body);
  const hall = async () =>
    (
      await api.dataSource.query(
        `SELECT version, description_long, capacity_theatre, capacity_max, day_rate_pence, amenities, equipment
           FROM venues WHERE id = $1`,
        [hallId()],
      )
    )[0];

  it('stores only what changes, the version it was based on and the values it replaces', async () => {
    const before = await hall();
    const { body } = await propose({
      description_html: '<p>Two rooms by the river, <strong>newly refurbished</strong>.</p><script>x()</script>',
      capacities: { theatre: 150, banquet: 80, standing: 0 },
      pricing: { day_rate: 1500, hour_rate: null },
    }).expect(201);
    expect(body).toMatchObject({ status: 'submitted', venue_name: 'Riverside Hall', owner_email: owner.email });
    // The day rate is unchanged (£1,500), so pricing is not part of the request.
    expect(Object.keys(body.patch).sort()).toEqual(['capacities', 'description_html']);
    expect(body.patch.description_html).toBe('<p>Two rooms by the river, <strong>newly refurbished</strong>.</p>');
    const stored = await detail(body.id);
    expect(stored.base_values).toEqual({
      description_html: '<p>Two rooms by the river.</p>',
      capacities: { theatre: 120, banquet: 80, standing: 0 },
    });
    expect(stored).toMatchObject({ has_conflict: false, conflict_fields: [] });
    expect((await hall()).version).toBe(before.version);
  });

  it('accepts only the owner’s own venues, known fields and values the registration rules accept', async () => {
    expect(
      (await propose({ short_description: 'x'.repeat(60) }, ownerCookie, api.venueIds[1]).expect(404)).body.message,
    ).toBe('Venue not found');
    expect((await propose({ short_description: 'x'.repeat(60) }, otherCookie).expect(404)).body.message).toBe(
      'Venue not found',
    );
    const unknown = await propose({ name: 'A New Name', owner_id: 'me' }).expect(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['field_changes.name', 'field_changes.owner_id']);
    const invalid = await propose({ capacities: { theatre: 0 }, images: ['javascript:alert(1)'] }).expect(400);
    expect(invalid.body.fields).toEqual({
      'field_changes.capacities': 'At least one capacity must be greater than 0',
      'field_changes.images.0': 'Invalid URL format. Please enter a valid image URL.',
    });
    expect((await propose({ contact: { website: 'https://riverside-hall.co.uk' } }).expect(400)).body.message).toBe(
      'Nothing to change: the values given are the venue’s current ones.',
    );
  });

  it('applies the approved fields only, through the writer, and mails the owner each field’s outcome', async () => {
    const { body } = await propose({
      description_html: '<p>Now with a terrace.</p>',
      capacities: { theatre: 200, banquet: 80, standing: 0 },
      pricing: { day_rate: 1750, hour_rate: 250 },
      // The owner's current options (Wi-Fi, projector, catering) and a stage.
      amenities: ['wifi', 'projector', 'catering', 'stage'],
    }).expect(201);
    const before = await hall();

    const refused = await apply(body.id, { approve: [], reject: [] }).expect(400);
    expect(refused.body.message).toBe('Please select at least one field to approve or reject.');
    await apply(body.id, { approve: ['pricing'], reject: ['pricing'] }).expect(400);
    await apply(body.id, { approve: ['images'] }).expect(400);

    const applied = await apply(body.id, {
      approve: ['capacities', 'pricing', 'amenities'],
      reject: ['description_html'],
      note: 'The terrace is not in the photos yet.',
    }).expect(200);
    expect(applied.body.message).toBe('Change request partially approved: 3 of 4 fields applied.');
    expect(applied.body.change_request).toMatchObject({
      status: 'partially_approved',
      approved_fields: ['amenities', 'capacities', 'pricing'],
      rejected_fields: ['description_html'],
      admin_note: 'The terrace is not in the photos yet.',
    });
    const after = await hall();
    expect(after).toMatchObject({
      version: before.version + 1,
      description_long: before.description_long,
      capacity_theatre: 200,
      capacity_max: 200,
      day_rate_pence: 175_000,
      amenities: ['wifi', 'catering'],
      equipment: ['projector', 'flipchart', 'staging'],
    });
    const outbox = await api.dataSource.query(
      "SELECT count(*)::int AS n FROM outbox WHERE aggregate_id = $1 AND payload->>'actor' IS NOT NULL",
      [hallId()],
    );
    expect(outbox[0].n).toBeGreaterThanOrEqual(1);
    const [mail] = await api.dataSource.query(
      "SELECT subject, text_body FROM mail_messages WHERE recipient = $1 AND kind = 'change-request.reviewed'",
      [owner.email],
    );
    expect(mail.subject).toBe('Your changes to Riverside Hall have been reviewed');
    for (const line of [
      'Capacities: approved',
      'Pricing: approved',
      'Amenities: approved',
      'Description: not approved',
    ])
      expect(mail.text_body).toContain(line);
    expect(mail.text_body).toContain('The terrace is not in the photos yet.');

    const [edited] = await api.dataSource.query(
      "SELECT before, after FROM audit_log WHERE action = 'venue.edited' AND after->>'change_request_id' = $1",
      [body.id],
    );
    expect(edited.before.pricing).toEqual({ day_rate: 1500, hour_rate: null, currency: 'GBP' });
    expect(edited.after.pricing).toEqual({ day_rate: 1750, hour_rate: 250, currency: 'GBP' });
    expect(Object.keys(edited.before).sort()).toEqual(['amenities', 'capacities', 'pricing']);

    const again = await apply(body.id, { approve: ['pricing'] }).expect(409);
    expect(again.body.message).toBe('This change request has already been processed by another administrator.');
  });

  it('shows a conflict when the venue changed since the request, naming the field, and applies over it on the record', async () => {
    const { body } = await propose({
      short_description: 'A riverside hall for meetings, dinners and parties, near the station.',
    }).expect(201);
    await api.dataSource.query(
      "UPDATE venues SET description_short = 'Changed by an admin meanwhile, long enough to be valid here.', version = version + 1 WHERE id = $1",
      [hallId()],
    );
    const stored = await detail(body.id);
    expect(stored).toMatchObject({ has_conflict: true, conflict_fields: ['short_description'] });
    expect(stored.current_venue.short_description).toBe('Changed by an admin meanwhile, long enough to be valid here.');
    const applied = await apply(body.id, { approve: ['short_description'] }).expect(200);
    expect(applied.body.change_request).toMatchObject({ status: 'approved', applied_over_conflict: true });
  });

  it('of two admins applying one request at once, exactly one succeeds', async () => {
    const { body } = await propose({ pricing: { day_rate: 1999, hour_rate: 250 } }).expect(201);
    const answers = await Promise.all([
      apply(body.id, { approve: ['pricing'] }),
      apply(body.id, { reject: ['pricing'] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('takes a note sent as null as no note', async () => {
    const { body } = await propose({ pricing: { day_rate: 1888, hour_rate: 250 } }).expect(201);
    await apply(body.id, { reject: ['pricing'], note: 42 }).expect(400);
    const applied = await apply(body.id, { reject: ['pricing'], note: null }).expect(200);
    expect(applied.body.change_request).toMatchObject({ status: 'rejected', admin_note: '' });
  });

  it('records its times by the api’s clock, not the database’s: made, withdrawn, reviewed', async () => {
    let now = new Date('2026-10-25T00:59:30.000Z');
    const clock = jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    try {
      const times = async (id: string) =>
        (
          await api.dataSource.query(
            'SELECT created_at, reviewed_at, withdrawn_at FROM change_requests WHERE id = $1',
            [id],
          )
        )[0];
      const made = new Date(now);
      const reviewed = (await propose({ description_html: '<p>Reviewed by the clock.</p>' }).expect(201)).body;
      const withdrawn = (await propose({ description_html: '<p>Withdrawn by the clock.</p>' }).expect(201)).body;

      now = new Date('2026-10-25T01:00:30.000Z');
      await api.http().post(`/api/owners/changes/${withdrawn.id}/withdraw`).set('Cookie', ownerCookie).expect(200);
      expect(await times(withdrawn.id)).toEqual({ created_at: made, reviewed_at: null, withdrawn_at: new Date(now) });

      now = new Date('2026-10-26T23:59:30.000Z');
      await apply(reviewed.id, { reject: ['description_html'] }).expect(200);
      expect(await times(reviewed.id)).toEqual({ created_at: made, reviewed_at: new Date(now), withdrawn_at: null });
    } finally {
      clock.mockRestore();
    }
  });

  it('lists requests by status with a total', async () => {
    const { body } = await propose({ images: ['https://cdn.example.com/a.jpg'] }).expect(201);
    const submitted = await api
      .http()
      .get('/api/admin/mod/changes?status=submitted')
      .set('Cookie', adminCookie)
      .expect(200);
    expect(submitted.body.change_requests.map((r: { id: string }) => r.id)).toContain(body.id);
    expect(submitted.body.total).toBe(submitted.body.change_requests.length);
    const all = await api.http().get('/api/admin/mod/changes').set('Cookie', adminCookie).expect(200);
    expect(all.body.total).toBeGreaterThan(submitted.body.total);
    await api.http().get('/api/admin/mod/changes?status=pending').set('Cookie', adminCookie).expect(400);
    const stats = await api.http().get('/api/admin/stats/dashboard').set('Cookie', adminCookie).expect(200);
    expect(stats.body.pending_change_requests).toBe(submitted.body.total);
  });
});
