// Asking for a fresh proposal link (POST /api/v2/proposals/link) must tell nothing about the
// address: the request does the same work for an address with enquiries and one without — it
// counts the address's limit and queues one job — and the job looks the enquiries up and mails.
import { Jobs } from '../kernel/jobs/jobs';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';

const VENUE = makeVenue({ name: 'Canal Warehouse', slug: 'canal-warehouse', contactEmail: 'events@canal.example' });

describe('A fresh proposal link', () => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiTestApp({ venues: [VENUE], env: UNLIMITED_PUBLIC_FORMS });
  });
  afterAll(() => api?.close());

  const askForLink = (email: string) => api.http().post('/api/v2/proposals/link').send({ email }).expect(202);
  const mailsTo = (recipient: string): Promise<{ text_body: string }[]> =>
    api.dataSource.query("SELECT text_body FROM mail_messages WHERE recipient = $1 AND kind = 'proposal.fresh-link'", [
      recipient,
    ]);
  const jobsFor = async (email: string): Promise<number> =>
    (
      await api.dataSource.query(
        "SELECT count(*)::int AS n FROM jobs WHERE kind = 'proposal-links.fresh' AND payload->>'email' = $1",
        [email],
      )
    )[0].n;

  it('queues the same one job whether or not the address sent a brief, and only the job looks it up and mails', async () => {
    const planner = 'planner@brewery.example';
    await api
      .http()
      .post('/api/v2/enquiries')
      .send({ source: 'v2_brief_submission', payload: { email: planner, venues: [VENUE.id], notes: '' } })
      .expect(201);

    const known = await askForLink(planner);
    const unknown = await askForLink('nobody@brewery.example');
    expect(known.body).toEqual(unknown.body);
    expect(await jobsFor(planner)).toBe(1);
    expect(await jobsFor('nobody@brewery.example')).toBe(1);

    await api.app.get(Jobs).drain();
    const mailed = await mailsTo(planner);
    expect(mailed).toHaveLength(1);
    const token = /\/v2\/proposals#token=([A-Za-z0-9_-]{43})/.exec(mailed[0]!.text_body)![1]!;
    await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
    expect(await mailsTo('nobody@brewery.example')).toHaveLength(0);
  });
});
