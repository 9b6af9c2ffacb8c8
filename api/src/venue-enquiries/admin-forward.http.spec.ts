// "Forward again" (issue #44) invites an unowned venue to claim its listing and answer: it is
// offered, and done, only for a venue that can be reached (a listed e-mail) and claimed.
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';

const CLAIMABLE = makeVenue({ name: 'Open Lodge', slug: 'open-lodge', contactEmail: 'hello@open.example' });
const UNCLAIMABLE = makeVenue({ name: 'Closed Court', slug: 'closed-court', contactEmail: 'hello@closed.example' });
const SILENT = makeVenue({ name: 'Silent Keep', slug: 'silent-keep', contactEmail: null });

describe('POST /api/admin/enquiries/{id}/forward: only to a venue that can be reached and claimed', () => {
  let api: ApiTestApp;
  let asAdmin: string;
  const idOf: Record<string, string> = {};

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [CLAIMABLE, UNCLAIMABLE, SILENT], env: UNLIMITED_PUBLIC_FORMS });
    await api.dataSource.query('UPDATE venues SET claimable = false WHERE id = $1', [UNCLAIMABLE.id]);
    asAdmin = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
    await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        payload: { email: 'planner@company.co.uk', venues: [CLAIMABLE.id, UNCLAIMABLE.id, SILENT.id] },
      })
      .expect(201);
    const rows: { id: string; venue_id: string }[] = await api.dataSource.query(
      'SELECT id, venue_id FROM venue_enquiries',
    );
    for (const row of rows) idOf[row.venue_id] = row.id;
  });
  afterAll(() => api?.close());

  const forward = (venue: { id: string }) =>
    api.http().post(`/api/admin/enquiries/${idOf[venue.id]}/forward`).set('Cookie', asAdmin);

  it('says for each waiting enquiry whether it can be forwarded', async () => {
    const { body } = await api.http().get('/api/admin/enquiries/waiting').set('Cookie', asAdmin).expect(200);
    const canForward = Object.fromEntries(
      body.items.map((i: { venue: { name: string }; can_forward: boolean }) => [i.venue.name, i.can_forward]),
    );
    expect(canForward).toEqual({ 'Open Lodge': true, 'Closed Court': false, 'Silent Keep': false });
  });

  it('forwards to a claimable venue, and refuses one that cannot be claimed or reached with a 409 saying why', async () => {
    await forward(CLAIMABLE).expect(200);
    const unclaimable = await forward(UNCLAIMABLE).expect(409);
    expect(unclaimable.body).toMatchObject({ code: 'VENUE_NOT_CLAIMABLE' });
    expect(unclaimable.body.message).toMatch(/^The venue cannot be claimed/);
    const [{ n }] = await api.dataSource.query(
      "SELECT count(*)::int AS n FROM mail_messages WHERE recipient = 'hello@closed.example'",
    );
    expect(n).toBe(0);
    expect((await forward(SILENT).expect(409)).body.message).toMatch(/no listed e-mail address/);
  });
});
