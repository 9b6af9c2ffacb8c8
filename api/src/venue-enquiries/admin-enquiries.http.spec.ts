import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';

const OWNED = makeVenue({ name: 'Owned Works', slug: 'owned-works' });
const UNOWNED = makeVenue({ name: 'Lonely Lodge', slug: 'lonely-lodge', contactEmail: 'hello@lonely.example' });
const SILENT = makeVenue({ name: 'Silent Keep', slug: 'silent-keep', contactEmail: null });

describe('/api/admin/enquiries: the loop’s figures and the queue of enquiries waiting on unowned venues', () => {
  let api: ApiTestApp;
  let asAdmin: string;
  let asOwner: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [OWNED, UNOWNED, SILENT], env: UNLIMITED_PUBLIC_FORMS });
    const owner = await createUser(api.dataSource, { email: 'owner@works.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = $2', [owner.id, OWNED.id]);
    asOwner = await sessionCookieFor(api.dataSource, owner);
    asAdmin = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
    for (let i = 0; i < 3; i += 1) {
      await api
        .http()
        .post('/api/v2/enquiries')
        .send({
          source: 'v2_brief_submission',
          payload: { email: `planner${i}@company.co.uk`, venues: [OWNED.id, UNOWNED.id, SILENT.id] },
        })
        .expect(201);
    }
    const [first] = await api.dataSource.query(
      'SELECT id FROM venue_enquiries WHERE venue_id = $1 ORDER BY created_at LIMIT 1',
      [OWNED.id],
    );
    await api.dataSource.query(
      `UPDATE venue_enquiries SET created_at = created_at - interval '2 hours' WHERE id = $1`,
      [first.id],
    );
    await api
      .http()
      .post(`/api/owners/enquiries/${first.id}/decline`)
      .set('Cookie', asOwner)
      .send({ reason: 'not_available' })
      .expect(200);
  });
  afterAll(() => api?.close());

  it('gives volume per day, the share answered, the median answer time and the venues with many unanswered', async () => {
    const { body } = await api.http().get('/api/admin/enquiries?days=7').set('Cookie', asAdmin).expect(200);
    expect(body.per_day).toHaveLength(7);
    expect(body.per_day.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    // One enquiry was moved two hours back, which is yesterday just after midnight: count across the days.
    const total = (key: 'enquiries' | 'answered') =>
      body.per_day.reduce((sum: number, d: Record<string, number>) => sum + d[key], 0);
    expect([total('enquiries'), total('answered')]).toEqual([9, 1]);
    expect(body).toMatchObject({
      days: 7,
      enquiries: 9,
      answered: 1,
      answered_share: 0.111,
      median_answer_seconds: expect.any(Number),
      waiting_on_unowned: 6,
    });
    expect(Math.round(body.median_answer_seconds / 3600)).toBe(2);
    expect(
      body.venues_with_many_unanswered.map((v: { venue: { name: string }; unanswered: number }) => [
        v.venue.name,
        v.unanswered,
      ]),
    ).toEqual([
      ['Lonely Lodge', 3],
      ['Silent Keep', 3],
    ]);
    const bad = await api.http().get('/api/admin/enquiries?days=365').set('Cookie', asAdmin).expect(400);
    expect(bad.body.fields.days).toBe('days must be at most 90');
    const dashboard = await api.http().get('/api/admin/stats/dashboard').set('Cookie', asAdmin).expect(200);
    expect(dashboard.body).toMatchObject({ enquiries_waiting_on_unowned: 6, enquiries_unanswered: 8 });
  });

  it('pages the enquiries waiting on unowned venues, forwards one again, and closes one', async () => {
    const page = await api.http().get('/api/admin/enquiries/waiting?limit=4').set('Cookie', asAdmin).expect(200);
    expect(page.body).toMatchObject({ limit: 4, total: 6, prev_cursor: null, next_cursor: expect.any(String) });
    expect(page.body.items).toHaveLength(4);
    const rest = await api
      .http()
      .get(`/api/admin/enquiries/waiting?limit=4&cursor=${page.body.next_cursor}`)
      .set('Cookie', asAdmin)
      .expect(200);
    expect(rest.body).toMatchObject({ total: 6, next_cursor: null, prev_cursor: expect.any(String) });
    const ids = [...page.body.items, ...rest.body.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(6);
    const received = [...page.body.items, ...rest.body.items].map((i: { received_at: string }) => i.received_at);
    expect(received).toEqual([...received].sort());
    const forged = await api
      .http()
      .get('/api/admin/enquiries/waiting?cursor=bm90LWEtY3Vyc29y')
      .set('Cookie', asAdmin)
      .expect(400);
    expect(forged.body.message).toMatch(/^This page link is not one this list gave out/);
    const lonely = page.body.items.find((i: { venue: { name: string } }) => i.venue.name === 'Lonely Lodge');
    const silent = page.body.items.find((i: { venue: { name: string } }) => i.venue.name === 'Silent Keep');
    expect(lonely).toMatchObject({
      contact: 'invited_to_claim',
      venue_email: 'hello@lonely.example',
      forwarded_count: 0,
    });

    const forwarded = await api
      .http()
      .post(`/api/admin/enquiries/${lonely.id}/forward`)
      .set('Cookie', asAdmin)
      .expect(200);
    expect(forwarded.body).toMatchObject({ forwarded_count: 1, last_forwarded_at: expect.any(String) });
    const invitations = await api.dataSource.query(
      "SELECT count(*)::int AS n FROM mail_messages WHERE recipient = 'hello@lonely.example'",
    );
    expect(invitations[0].n).toBe(2); // the day's invitation, and the one forwarded again
    const noEmail = await api
      .http()
      .post(`/api/admin/enquiries/${silent.id}/forward`)
      .set('Cookie', asAdmin)
      .expect(409);
    expect(noEmail.body.message).toMatch(/no listed e-mail address/);

    const closed = await api.http().post(`/api/admin/enquiries/${silent.id}/close`).set('Cookie', asAdmin).expect(200);
    expect(closed.body.state).toBe('closed');
    await api.http().post(`/api/admin/enquiries/${silent.id}/close`).set('Cookie', asAdmin).expect(409);
    const [audit] = await api.dataSource.query(
      "SELECT action FROM audit_log WHERE entity_type = 'venue_enquiry' AND entity_id = $1",
      [silent.id],
    );
    expect(audit.action).toBe('venue_enquiry.closed');
    const after = await api.http().get('/api/admin/enquiries/waiting').set('Cookie', asAdmin).expect(200);
    expect(after.body.total).toBe(5);
  });
});
