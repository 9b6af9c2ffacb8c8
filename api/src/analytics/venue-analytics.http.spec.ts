// Owner analytics end to end on a real PostgreSQL: beacons counted in memory, flushed in one
// batched upsert, read back as the owner's figures; two processes adding to the same day; the
// rank in the city; who may read them; and what a hostile beacon gets.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { Clock } from '../kernel/clock';
import { londonDay } from './london-day';
import { VenueAnalyticsService } from './venue-analytics.service';
import { VenueActivityFlusher } from './venue-activity-flusher';
import { VenueActivityRepository } from './venue-activity.repository';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const OWNED = makeVenue({ name: 'Piccadilly Rooms', city: 'manchester' });
const BUSIER = makeVenue({ name: 'Deansgate Hall', city: 'manchester' });
const QUIETER = makeVenue({ name: 'Ancoats Loft', city: 'manchester' });
const DRAFT = makeVenue({ name: 'Northern Quarter Draft', city: 'manchester', status: 'draft' });
const LEEDS = makeVenue({ name: 'Leeds Exchange', city: 'leeds' });

describe('Owner analytics', () => {
  let api: ApiTestApp;
  let owner: TestUser;
  let ownerCookie: string;
  let otherOwnerCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [OWNED, BUSIER, QUIETER, DRAFT, LEEDS],
      // Flushed by the tests themselves; the limit is low enough to reach.
      // Behind a proxy, as in production: each test's X-Forwarded-For is its client.
      env: { ANALYTICS_FLUSH_MS: '600000', ANALYTICS_BEACON_LIMIT: '40', TRUST_PROXY: 'loopback' },
    });
    owner = await createUser(api.dataSource, { userType: 'owner' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = ANY($2)', [owner.id, [OWNED.id, DRAFT.id]]);
    ownerCookie = await sessionCookieFor(api.dataSource, owner);
    otherOwnerCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'owner' }));
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });
  afterAll(() => api?.close());

  beforeEach(() => api.dataSource.query('TRUNCATE venue_daily_activity'));

  const beacon = (events: { kind: string; venue_id: string }[], from = '203.0.113.10', userAgent = CHROME) =>
    api.http().post('/api/v2/activity').set('User-Agent', userAgent).set('X-Forwarded-For', from).send({ events });
  const flush = () => api.app.get(VenueActivityFlusher).flush();
  const analytics = (venueId: string, cookie = ownerCookie, days = 7) =>
    api.http().get(`/api/owners/venues/${venueId}/analytics?days=${days}`).set('Cookie', cookie);

  it('counts a planner’s view, appearance, brief addition and comparison, once flushed', async () => {
    await beacon([{ kind: 'appearance', venue_id: OWNED.id }]).expect(204);
    await beacon([
      { kind: 'view', venue_id: OWNED.id },
      { kind: 'brief_addition', venue_id: OWNED.id },
      { kind: 'comparison', venue_id: OWNED.id },
    ]).expect(204);
    // Nothing is written inside the request: the figures move when the process flushes.
    expect((await analytics(OWNED.id).expect(200)).body.totals.views).toBe(0);
    await flush();
    const { body } = await analytics(OWNED.id).expect(200);
    expect(body.totals).toEqual({
      views: 1,
      appearances: 1,
      brief_additions: 1,
      comparisons: 1,
      enquiries: 0,
      proposals: 0,
      acceptances: 0,
    });
    expect(body.daily).toHaveLength(7);
    expect(body.daily.at(-1)).toMatchObject({ day: londonDay(Date.now()), views: 1, brief_additions: 1 });
    expect(body.to).toBe(londonDay(Date.now()));
  });

  it('counts a reload by the same visitor once, a second visitor again, and no bots', async () => {
    await beacon([{ kind: 'view', venue_id: OWNED.id }], '203.0.113.30', SAFARI).expect(204);
    await beacon([{ kind: 'view', venue_id: OWNED.id }], '203.0.113.30', SAFARI).expect(204);
    await beacon([{ kind: 'view', venue_id: OWNED.id }], '203.0.113.31', SAFARI).expect(204);
    await beacon([{ kind: 'view', venue_id: OWNED.id }], '203.0.113.12', GOOGLEBOT).expect(204);
    await flush();
    expect((await analytics(OWNED.id).expect(200)).body.totals.views).toBe(2);
  });

  it('counts one client address once within the window, whatever user-agent it sends', async () => {
    // A rival inflating a venue's views by changing the User-Agent with every request.
    for (let i = 0; i < 30; i += 1) {
      await beacon([{ kind: 'view', venue_id: BUSIER.id }], '198.51.100.77', `${CHROME} Rival/${i}`).expect(204);
    }
    await flush();
    expect((await analytics(BUSIER.id, adminCookie).expect(200)).body.totals.views).toBe(1);
  });

  it('does not count what the venue’s own owner or an administrator does; the owner’s view of another venue counts', async () => {
    const signedIn = (cookie: string, events: { kind: string; venue_id: string }[]) =>
      beacon(events, '203.0.113.20').set('Cookie', cookie).expect(204);
    await signedIn(ownerCookie, [
      { kind: 'view', venue_id: OWNED.id },
      { kind: 'appearance', venue_id: OWNED.id },
      { kind: 'view', venue_id: BUSIER.id },
    ]);
    await signedIn(adminCookie, [
      { kind: 'view', venue_id: OWNED.id },
      { kind: 'view', venue_id: QUIETER.id },
    ]);
    await flush();
    expect((await analytics(OWNED.id).expect(200)).body.totals).toMatchObject({ views: 0, appearances: 0 });
    expect((await analytics(BUSIER.id, adminCookie).expect(200)).body.totals.views).toBe(1);
    expect((await analytics(QUIETER.id, adminCookie).expect(200)).body.totals.views).toBe(0);
  });

  it('reads enquiries, proposals and acceptances from the enquiry tables', async () => {
    // Times by the app's clock (the test's own), never the database's now().
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    const [enquiry]: { id: string }[] = await api.dataSource.query(
      `INSERT INTO enquiries (source, email, venue_ids, created_at)
       VALUES ('v2_brief_submission', 'sam@company.co.uk', $1, $2) RETURNING id`,
      [[OWNED.id], daysAgo(2)],
    );
    const [lead]: { id: string }[] = await api.dataSource.query(
      `INSERT INTO venue_enquiries (enquiry_id, venue_id, position, contact, state, proposal_outcome, created_at, outcome_at)
       VALUES ($1, $2, 1, 'owner', 'proposed', 'accepted', $3, $4) RETURNING id`,
      [enquiry!.id, OWNED.id, daysAgo(2), daysAgo(0)],
    );
    for (const revision of [1, 2]) {
      await api.dataSource.query(
        `INSERT INTO venue_proposals (venue_enquiry_id, revision, room, layout, capacity, dates, price_basis, price_pence, valid_until, created_at)
         VALUES ($1, $2, 'Main hall', 'theatre', 80, ARRAY[current_date + 30], 'total', 250000, current_date + 14, $3)`,
        [lead!.id, revision, daysAgo(1)],
      );
    }
    const { body } = await analytics(OWNED.id).expect(200);
    // A revised proposal is still one proposal.
    expect(body.totals).toMatchObject({ enquiries: 1, proposals: 1, acceptances: 1 });
    const days = body.daily.filter((day: { enquiries: number }) => day.enquiries > 0);
    expect(days).toHaveLength(1);
  });

  it('adds the counts of two processes flushing the same venue-day, never overwriting', async () => {
    const day = londonDay(Date.now());
    const bucket = { venueId: OWNED.id, day, counts: { view: 3, appearance: 5, brief_addition: 0, comparison: 1 } };
    // Two api processes: each its own repository on its own connection, flushing at once, many times.
    const processA = new VenueActivityRepository(api.dataSource);
    const processB = new VenueActivityRepository(api.dataSource);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? processA : processB).add([bucket])));
    const { body } = await analytics(OWNED.id).expect(200);
    expect(body.totals).toMatchObject({ views: 30, appearances: 50, comparisons: 10 });
  });

  it('ranks the venue among its city’s published venues by views over the period', async () => {
    const today = londonDay(Date.now());
    await api.dataSource.query(
      `INSERT INTO venue_daily_activity (venue_id, day, views) VALUES
         ($1, $4, 40), ($2, $4, 12), ($3, $4, 3), ($2, ($4::date - 20), 100), ($5, $4, 999)`,
      [BUSIER.id, OWNED.id, QUIETER.id, today, LEEDS.id],
    );
    // Over 7 days Deansgate (40) leads, then Piccadilly (12); Leeds is another city, the draft no rival.
    const week = (await analytics(OWNED.id, ownerCookie, 7).expect(200)).body;
    expect(week.views_rank).toEqual({ rank: 2, of: 3, city: 'manchester' });
    // Over 30 days Piccadilly's 112 lead.
    expect((await analytics(OWNED.id, ownerCookie, 30).expect(200)).body.views_rank.rank).toBe(1);
    // A venue with no views shares the last place with any other without.
    await api.dataSource.query('DELETE FROM venue_daily_activity WHERE venue_id = $1', [QUIETER.id]);
    expect((await analytics(QUIETER.id, adminCookie).expect(200)).body.views_rank).toEqual({
      rank: 3,
      of: 3,
      city: 'manchester',
    });
    // A draft is in no ranking yet.
    expect((await analytics(DRAFT.id).expect(200)).body.views_rank).toBeNull();
  });

  it('ends the period on the London day of the api’s clock, not the machine’s', async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    const clock = jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date('2030-06-30T23:30:00Z'));
    try {
      const figures = await api.app
        .get(VenueAnalyticsService)
        .analytics({ ...owner, name: '', roles: [] }, OWNED.id, 7);
      expect({ from: figures.from, to: figures.to }).toEqual({ from: '2030-06-25', to: '2030-07-01' });
    } finally {
      clock.mockRestore();
    }
  });

  describe('who may read them', () => {
    it('answers the owner and administrators; to another owner the venue does not exist', async () => {
      await analytics(OWNED.id).expect(200);
      await analytics(OWNED.id, adminCookie).expect(200);
      const other = await analytics(OWNED.id, otherOwnerCookie).expect(404);
      expect(other.body.message).toBe(`Venue not found: none of your venues has the id "${OWNED.id}".`);
      await api.http().get(`/api/owners/venues/${OWNED.id}/analytics`).expect(401);
    });

    it('refuses a period it does not offer, and an id that is no id, with messages to act on', async () => {
      const period = await analytics(OWNED.id, ownerCookie, 14).expect(400);
      expect(period.body.message).toBe('days must be one of 7, 30, 90');
      await api.http().get(`/api/owners/venues/${OWNED.id}/analytics?days=-1`).set('Cookie', ownerCookie).expect(400);
      await api.http().get('/api/owners/venues/not-a-venue/analytics').set('Cookie', ownerCookie).expect(404);
      // The period defaults to 30 days.
      expect(
        (await api.http().get(`/api/owners/venues/${OWNED.id}/analytics`).set('Cookie', ownerCookie)).body.days,
      ).toBe(30);
    });
  });

  describe('hostile beacons', () => {
    it('refuses what is not a list of known events on venue ids, saying what is wrong', async () => {
      const send = (body: unknown) =>
        api
          .http()
          .post('/api/v2/activity')
          .set('User-Agent', CHROME)
          .send(body as object);
      expect((await send({}).expect(400)).body.message).toBe('events is required: a list of { kind, venue_id }');
      expect((await send({ events: 'view' }).expect(400)).body.message).toBe(
        'events must be a list of { kind, venue_id }',
      );
      expect((await send({ events: [] }).expect(400)).body.message).toBe('events must name at least one event');
      const many = Array.from({ length: 101 }, () => ({ kind: 'view', venue_id: OWNED.id }));
      expect((await send({ events: many }).expect(400)).body.message).toBe('events may hold at most 100 events');
      expect((await send({ events: [{ kind: 'purchase', venue_id: OWNED.id }] }).expect(400)).body.message).toBe(
        'kind must be one of view, appearance, brief_addition, comparison',
      );
      expect((await send({ events: [{ kind: 'view', venue_id: "1' OR 1=1--" }] }).expect(400)).body.message).toBe(
        'venue_id must be a venue id (a UUID)',
      );
      await send({ events: [null] }).expect(400);
      await api
        .http()
        .post('/api/v2/activity')
        .set('Content-Type', 'application/json')
        .send('{"events": [')
        .expect(400);
    });

    it('answers a nested list or any other malformed shape with a 400, never a 500', async () => {
      const event = { kind: 'view', venue_id: OWNED.id };
      const shapes: unknown[] = [
        { events: [[event]] },
        { events: [[[event]]] },
        { events: [event, [event, event]] },
        { events: [[]] },
        { events: [{ kind: ['view'], venue_id: OWNED.id }] },
        { events: [{ kind: 'view', venue_id: [OWNED.id] }] },
        { events: [{ kind: { view: 1 }, venue_id: { id: OWNED.id } }] },
        { events: ['view'] },
        { events: [1, true] },
        { events: { 0: event, length: 1 } },
        [event],
        [[event]],
      ];
      for (const body of shapes) {
        const answer = await api
          .http()
          .post('/api/v2/activity')
          .set('User-Agent', CHROME)
          .set('X-Forwarded-For', '203.0.113.99')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(typeof answer.body.message).toBe('string');
      }
    });

    it('refuses a beacon from another site’s page', async () => {
      await api
        .http()
        .post('/api/v2/activity')
        .set('User-Agent', CHROME)
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ events: [{ kind: 'view', venue_id: OWNED.id }] })
        .expect(403);
    });

    it('ignores venues that do not exist, keeping every row of the flush that do', async () => {
      await beacon([
        { kind: 'view', venue_id: '00000000-0000-4000-8000-000000000000' },
        { kind: 'view', venue_id: LEEDS.id },
      ]).expect(204);
      await flush();
      const rows: { venue_id: string; views: number }[] = await api.dataSource.query(
        'SELECT venue_id, views FROM venue_daily_activity',
      );
      expect(rows).toEqual([{ venue_id: LEEDS.id, views: 1 }]);
    });

    it('limits beacons per client with a 429 that says when to try again', async () => {
      // Fill one client's minute.
      let refused: { status: number; headers: Record<string, string>; body: { message: string } } | undefined;
      for (let i = 0; i < 60 && !refused; i += 1) {
        const answer = await beacon([{ kind: 'appearance', venue_id: QUIETER.id }]);
        if (answer.status === 429) refused = answer;
        else expect(answer.status).toBe(204);
      }
      expect(refused).toBeDefined();
      expect(refused!.body.message).toMatch(/^You have sent too many activity reports in a short time\. Please wait/);
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
