import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { ALL_COMPARE_FIXTURES, HILTON, SAVOY, SHOREDITCH } from '../../../tests/support/venue-fixtures';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser } from '../../../tests/support/sign-in';

const BRIEFS = 200;
/** Submissions 0–49 are sent twice at once, with the same keys (a double click, a retry). */
const DUPLICATED_WITH_KEYS = 50;
/** Enquiries 150–199 carry no key: one enquiry per brief is what keeps them single. */
const WITHOUT_ENQUIRY_KEY_FROM = 150;
const DUPLICATED_WITHOUT_KEYS = { from: 150, to: 180 };

describe('Submitting briefs concurrently', () => {
  let api: ApiTestApp;
  let dataSource: DataSource;
  let app: NestExpressApplication;
  let baseUrl: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: ALL_COMPARE_FIXTURES, env: UNLIMITED_PUBLIC_FORMS });
    ({ app, dataSource } = api);
    // Every brief goes to three venues: Shoreditch has an owner (mailed at once), the Savoy is
    // unowned with a listed e-mail (invited to claim it, once a day), the Hilton unowned without.
    const owner = await createUser(dataSource, { userType: 'owner', email: 'owner@shoreditch.example' });
    await dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE id = $2', [
      owner.id,
      SHOREDITCH.id,
    ]);
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });

  afterAll(async () => {
    await api?.close();
  });

  const postJson = async (path: string, body: unknown, key?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { id: string; message?: string } };
  };

  /** What the brief page does: save the brief, then submit it as an enquiry. */
  const submit = async (i: number) => {
    const venues = [SAVOY, SHOREDITCH, HILTON].map((v) => v.id);
    const email = `planner${i}@company.co.uk`;
    const brief = await postJson(
      '/api/v2/briefs',
      { user_email: email, items: venues.map((id) => ({ venue_id: id, notes: `note ${i}` })), notes: `brief ${i}` },
      `brief-${i}`,
    );
    const enquiry = await postJson(
      '/api/v2/enquiries',
      { source: 'v2_brief_submission', brief_id: brief.body.id, payload: { email, venues, notes: `brief ${i}` } },
      i < WITHOUT_ENQUIRY_KEY_FROM ? `enquiry-${i}` : undefined,
    );
    return { i, brief, enquiry };
  };

  it('200 concurrent brief submissions against the API all stored exactly once with their mails queued', async () => {
    const started = performance.now();
    const indexes = [
      ...Array.from({ length: BRIEFS }, (_, i) => i),
      ...Array.from({ length: DUPLICATED_WITH_KEYS }, (_, i) => i),
      ...Array.from({ length: DUPLICATED_WITHOUT_KEYS.to - DUPLICATED_WITHOUT_KEYS.from }, (_, i) => i + 150),
    ];
    const results = await Promise.all(indexes.map(submit));
    const seconds = (performance.now() - started) / 1000;
    // The figure the docs quote: how long the whole burst took on this machine.
    process.stdout.write(
      `${indexes.length} submissions (${BRIEFS} distinct briefs × 3 venues) answered in ${seconds.toFixed(1)} s\n`,
    );

    for (const { brief, enquiry } of results) {
      expect([200, 201]).toContain(brief.status);
      expect([200, 201]).toContain(enquiry.status);
    }
    // Every copy of a submission got the same brief and the same enquiry; one copy created them.
    for (let i = 0; i < BRIEFS; i += 1) {
      const copies = results.filter((r) => r.i === i);
      expect(new Set(copies.map((c) => c.brief.body.id)).size).toBe(1);
      expect(new Set(copies.map((c) => c.enquiry.body.id)).size).toBe(1);
      expect(copies.filter((c) => c.brief.status === 201)).toHaveLength(1);
      expect(copies.filter((c) => c.enquiry.status === 201)).toHaveLength(1);
    }

    const [counts] = await dataSource.query(`
      SELECT (SELECT count(*)::int FROM briefs) AS briefs,
             (SELECT count(*)::int FROM enquiries) AS enquiries,
             (SELECT count(DISTINCT brief_id)::int FROM enquiries) AS submitted_briefs,
             (SELECT count(*)::int FROM venue_enquiries) AS venue_enquiries,
             (SELECT count(DISTINCT (enquiry_id, venue_id))::int FROM venue_enquiries) AS distinct_venue_enquiries,
             (SELECT count(*)::int FROM mail_messages) AS mails`);
    expect(counts).toEqual({
      briefs: BRIEFS,
      enquiries: BRIEFS,
      submitted_briefs: BRIEFS,
      venue_enquiries: 3 * BRIEFS,
      distinct_venue_enquiries: 3 * BRIEFS,
      // A confirmation and the team's copy per brief, the owner's first three (the rest wait for
      // the hour's digest), one invitation to claim the Savoy.
      mails: 2 * BRIEFS + 3 + 1,
    });
    const byKind = await dataSource.query(
      'SELECT kind, recipient, count(*)::int AS n FROM mail_messages GROUP BY kind, recipient ORDER BY kind',
    );
    expect(byKind).toEqual(
      expect.arrayContaining([
        { kind: 'venue-enquiry.new', recipient: 'owner@shoreditch.example', n: 3 },
        { kind: 'venue-enquiry.claim-invitation', recipient: 'events@savoy.example', n: 1 },
      ]),
    );
    const [jobs] = await dataSource.query(
      "SELECT count(*)::int AS n, count(DISTINCT payload->>'mailId')::int AS mails FROM jobs WHERE kind = 'mail.send'",
    );
    expect(jobs).toEqual({ n: 2 * BRIEFS + 4, mails: 2 * BRIEFS + 4 });
    // The rest are gathered for the owner into the digest of their clock hour (two hours when the
    // run crosses one), queued once per hour however many briefs arrived at once.
    const digests: { n: number }[] = await dataSource.query(
      "SELECT count(*)::int AS n FROM jobs WHERE kind = 'venue-enquiries.owner-digest'",
    );
    expect([1, 2]).toContain(digests[0]!.n);
    const mailsPerEnquiry = await dataSource.query(`
      SELECT e.id, array_agg(m.kind ORDER BY m.kind) AS kinds
        FROM enquiries e
        LEFT JOIN mail_messages m ON m.dedupe_key LIKE 'enquiry:' || e.id || ':%'
       GROUP BY e.id`);
    expect(mailsPerEnquiry).toHaveLength(BRIEFS);
    for (const { kinds } of mailsPerEnquiry) expect(kinds).toEqual(['enquiry.confirmation', 'enquiry.notification']);
  }, 60_000);
});
