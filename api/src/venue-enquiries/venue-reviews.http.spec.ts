// Reviews after a confirmed booking (issue #44), over HTTP on a real PostgreSQL: only a confirmed
// booking whose date has passed may review its venue, once; hostile input is a 400 with a message;
// the planner's page says when a review is due or written; a daily job asks for it, once.
import { Clock } from '../kernel/clock';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { formatDateEnGb } from './venue-enquiry-mails';
import { VenueReviewsService } from './venue-reviews.service';

const HARBOUR = makeVenue({ name: 'Harbour Rooms', slug: 'harbour-rooms' });
// Sessions are made on the real clock, so the test's clock starts there; the event is ten days on,
// so the private link (30 days) still works the day after it.
const DAY_MS = 24 * 60 * 60_000;
const DAY = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
/** 09:00 on the day after the event. */
const AFTER_THE_EVENT = new Date(Date.parse(`${DAY}T09:00:00Z`) + DAY_MS);

describe('Reviews after a confirmed booking', () => {
  let api: ApiTestApp;
  let asOwner: string;
  let asAdmin: string;
  let adminId: string;
  let now: Date;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [HARBOUR],
      env: { ...UNLIMITED_PUBLIC_FORMS, PUBLIC_URL: 'https://venues.example.com' },
    });
    const owner = await createUser(api.dataSource, { email: 'owner@harbour.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE id = $2', [
      owner.id,
      HARBOUR.id,
    ]);
    asOwner = await sessionCookieFor(api.dataSource, owner);
    const admin = await createUser(api.dataSource, { email: 'admin@venuefinder.example', userType: 'admin' });
    adminId = admin.id;
    asAdmin = await sessionCookieFor(api.dataSource, admin);
  });
  beforeEach(() => {
    now = new Date();
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => api?.close());

  let planner = 0;
  /** A brief to Harbour Rooms, answered with a proposal for DAY; accepted (held) and confirmed as asked. */
  const booking = async (until: 'proposed' | 'held' | 'confirmed') => {
    now = new Date();
    planner += 1;
    const email = `planner${planner}@company.co.uk`;
    const enquiry = await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        payload: { email, venues: [HARBOUR.id], notes: 'Launch', event: { date: DAY, guests: 80, type: 'conference' } },
      })
      .expect(201);
    const [{ id }]: { id: string }[] = await api.dataSource.query(
      'SELECT id FROM venue_enquiries WHERE enquiry_id = $1',
      [enquiry.body.id],
    );
    await api
      .http()
      .post(`/api/owners/enquiries/${id}/proposal`)
      .set('Cookie', asOwner)
      .send({
        room: 'The Lancaster Room',
        layout: 'theatre',
        capacity: 120,
        dates: [DAY],
        price_basis: 'total',
        price_gbp: 6500,
        valid_until: DAY,
      })
      .expect(200);
    const token = await tokenOf(email);
    if (until !== 'proposed') {
      await api
        .http()
        .post(`/api/v2/proposals/venues/${id}/accept`)
        .set('X-Proposal-Token', token)
        .send({ revision: 1 })
        .expect(200);
    }
    if (until === 'confirmed') {
      await api.http().post(`/api/v2/proposals/venues/${id}/confirm`).set('X-Proposal-Token', token).expect(200);
    }
    return { email, id, token };
  };
  const mailsTo = (recipient: string): Promise<{ kind: string; subject: string; text_body: string }[]> =>
    api.dataSource.query(
      'SELECT kind, subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY created_at, id',
      [recipient],
    );
  const tokenOf = async (recipient: string) => {
    const links = (await mailsTo(recipient)).flatMap((m) => [
      ...m.text_body.matchAll(/\/v2\/proposals#token=([A-Za-z0-9_-]{43})/g),
    ]);
    return links.at(-1)![1]!;
  };
  const review = (token: string, id: string, body: object) =>
    api.http().post(`/api/v2/proposals/venues/${id}/review`).set('X-Proposal-Token', token).send(body);
  const stored = (id: string) =>
    api.dataSource.query(
      `SELECT r.rating, r.body, r.event_type, to_char(r.event_month, 'YYYY-MM-DD') AS event_month, r.status
         FROM venue_reviews r JOIN venue_holds h ON h.id = r.venue_hold_id WHERE h.venue_enquiry_id = $1`,
      [id],
    );

  it('lets a confirmed booking review its venue once its date has passed, kept pending with the event type and month', async () => {
    const { token, id } = await booking('confirmed');
    now = AFTER_THE_EVENT;
    const page = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
    expect(page.body.venues[0].review).toBe('due');

    const written = await review(token, id, { rating: 5, text: '  Superb room, helpful staff.  ' });
    expect(written.status).toBe(201);
    expect(written.body.venues[0].review).toBe('written');
    expect(await stored(id)).toEqual([
      {
        rating: 5,
        body: 'Superb room, helpful staff.',
        event_type: 'conference',
        event_month: `${DAY.slice(0, 7)}-01`,
        status: 'pending',
      },
    ]);
  });

  it('refuses a second review of the same booking with 409', async () => {
    const { token, id } = await booking('confirmed');
    now = AFTER_THE_EVENT;
    await review(token, id, { rating: 4, text: 'Good value.' }).expect(201);
    const again = await review(token, id, { rating: 1, text: 'Changed my mind.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You have already reviewed Harbour Rooms for this booking: one review per booking.',
    );
    expect(await stored(id)).toEqual([expect.objectContaining({ rating: 4 })]);
  });

  it('refuses a review before the event date has passed, and the page says it is not yet due', async () => {
    const { token, id } = await booking('confirmed');
    now = new Date(`${DAY}T12:00:00Z`);
    const early = await review(token, id, { rating: 5, text: 'Looking forward to it.' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      `You can review Harbour Rooms once your event on ${formatDateEnGb(DAY)} has passed.`,
    );
    const page = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
    expect(page.body.venues[0].review).toBe('not_yet');
  });

  it('refuses a review of anything but a confirmed booking: a proposal, or a hold not confirmed', async () => {
    for (const until of ['proposed', 'held'] as const) {
      const { token, id } = await booking(until);
      now = AFTER_THE_EVENT;
      const refused = await review(token, id, { rating: 5, text: 'Lovely.' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'Only a confirmed booking can be reviewed, and nothing is booked at Harbour Rooms.',
      );
      const page = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
      expect(page.body.venues[0].review).toBeNull();
      expect(await stored(id)).toEqual([]);
    }
  });

  it('answers hostile input with a 400 a person can act on', async () => {
    const { token, id } = await booking('confirmed');
    now = AFTER_THE_EVENT;
    const cases: [object, string][] = [
      [{ text: 'No rating' }, 'rating must be a whole number of stars from 1 to 5'],
      [{ rating: 0, text: 'Too low' }, 'rating must be a whole number of stars from 1 to 5'],
      [{ rating: 6, text: 'Too high' }, 'rating must be a whole number of stars from 1 to 5'],
      [{ rating: 4.5, text: 'Half a star' }, 'rating must be a whole number of stars from 1 to 5'],
      [{ rating: '5', text: 'A string' }, 'rating must be a whole number of stars from 1 to 5'],
      [{ rating: 5, text: '   ' }, 'text is required: say in a few words how the venue was'],
      [{ rating: 5, text: { $gt: '' } }, 'text must be text: say in a few words how the venue was'],
      [{ rating: 5, text: 'x'.repeat(1001) }, 'text must be at most 1000 characters'],
    ];
    for (const [body, message] of cases) {
      const refused = await review(token, id, body);
      expect({ body, status: refused.status, message: refused.body.message }).toEqual({
        body,
        status: 400,
        message: expect.stringContaining(message),
      });
    }
    expect(await stored(id)).toEqual([]);
    await review(token, id, { rating: 5, text: 'x'.repeat(1000) }).expect(201);
  });

  it('refuses a review through another planner’s link as not found', async () => {
    const mine = await booking('confirmed');
    const theirs = await booking('confirmed');
    now = AFTER_THE_EVENT;
    expect((await review(theirs.token, mine.id, { rating: 1, text: 'Not mine.' })).status).toBe(404);
    expect((await review('not-a-token', mine.id, { rating: 1, text: 'No link.' })).status).toBe(404);
  });

  it('mails the planner once per booking, after the event, with a fresh link that takes the review', async () => {
    const { email, id } = await booking('confirmed');
    const sweep = api.app.get(VenueReviewsService);
    now = new Date(`${DAY}T12:00:00Z`);
    await sweep.requestDue();
    expect((await mailsTo(email)).filter((m) => m.kind === 'review.request')).toEqual([]);

    now = AFTER_THE_EVENT;
    await sweep.requestDue();
    await sweep.requestDue();
    const asked = (await mailsTo(email)).filter((m) => m.kind === 'review.request');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.subject).toBe('How was Harbour Rooms? Review your booking');
    const link = asked[0]!.text_body.match(
      /Review the venue: https:\/\/venues\.example\.com\/v2\/proposals#token=([A-Za-z0-9_-]{43})/,
    );
    // Months may pass before the event: the request carries a link of its own, fresh for 30 days.
    now = new Date(AFTER_THE_EVENT.getTime() + 29 * DAY_MS);
    await review(link![1]!, id, { rating: 4, text: 'Worth it.' }).expect(201);
  });

  describe('moderated like other owner-visible text', () => {
    const queue = (query: object = {}) =>
      api.http().get('/api/admin/mod/reviews').query(query).set('Cookie', asAdmin).expect(200);
    const decide = (id: string, decision: 'approve' | 'reject') =>
      api.http().post(`/api/admin/mod/reviews/${id}/${decision}`).set('Cookie', asAdmin);
    const venuePage = async () =>
      (await api.http().get(`/api/v2/venues/${HARBOUR.slug}`).expect(200)).body.planner_reviews;
    const written = async (rating: number, text: string) => {
      const { token, id } = await booking('confirmed');
      // A minute apart for each booking, so the queue's order (oldest first) is the order written.
      now = new Date(AFTER_THE_EVENT.getTime() + planner * 60_000);
      await review(token, id, { rating, text }).expect(201);
      // Back to the real clock: the admin's session (made on it) would have lapsed at the event's date.
      now = new Date();
      const [{ id: reviewId }]: { id: string }[] = await api.dataSource.query(
        'SELECT r.id FROM venue_reviews r JOIN venue_holds h ON h.id = r.venue_hold_id WHERE h.venue_enquiry_id = $1',
        [id],
      );
      return reviewId;
    };

    beforeAll(async () => {
      // The cases above leave pending reviews; this block starts from an empty queue.
      await api.dataSource.query('DELETE FROM venue_reviews');
    });

    it('keeps a pending review off the venue page; shows it, with event type and month, once approved, audited', async () => {
      const id = await written(5, 'Superb room, helpful staff.');
      expect(await venuePage()).toEqual([]);
      const pending = (await queue()).body;
      expect(pending).toMatchObject({
        total: 1,
        reviews: [{ id, venue_name: 'Harbour Rooms', rating: 5, status: 'pending' }],
      });

      const approved = await decide(id, 'approve');
      expect(approved.status).toBe(200);
      expect(approved.body).toEqual({ status: 'approved' });
      expect(await venuePage()).toEqual([
        { rating: 5, text: 'Superb room, helpful staff.', event_type: 'conference', event_month: DAY.slice(0, 7) },
      ]);
      expect((await queue()).body.total).toBe(0);
      const audit = await api.dataSource.query(
        `SELECT actor_id, action, after->>'status' AS status FROM audit_log WHERE entity_type = 'venue_review' AND entity_id = $1`,
        [id],
      );
      expect(audit).toEqual([{ actor_id: adminId, action: 'review.approved', status: 'approved' }]);
      expect((await decide(id, 'reject')).status).toBe(409);
      await api.dataSource.query('DELETE FROM venue_reviews');
    });

    it('never shows a rejected review', async () => {
      const id = await written(1, 'Rude remarks about a named person.');
      expect((await decide(id, 'reject')).body).toEqual({ status: 'rejected' });
      expect(await venuePage()).toEqual([]);
      expect((await queue({ status: 'rejected' })).body.reviews).toEqual([expect.objectContaining({ id })]);
      expect((await decide(id, 'approve')).status).toBe(409);
    });

    it('pages the queue on the server', async () => {
      await api.dataSource.query('DELETE FROM venue_reviews');
      for (const n of [1, 2, 3]) await written(n + 2, `Review ${n}`);
      const first = (await queue({ limit: 2 })).body;
      expect(first.total).toBe(3);
      expect(first.reviews.map((r: { body: string }) => r.body)).toEqual(['Review 1', 'Review 2']);
      const second = (await queue({ limit: 2, cursor: first.next_cursor })).body;
      expect(second.reviews.map((r: { body: string }) => r.body)).toEqual(['Review 3']);
      expect(second.next_cursor).toBeNull();
    });

    it('answers an unknown review with 404 and a bad status or cursor with 400', async () => {
      expect((await decide('00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
      expect((await decide('not-an-id', 'approve')).status).toBe(404);
      await api.http().get('/api/admin/mod/reviews').query({ status: 'everything' }).set('Cookie', asAdmin).expect(400);
      await api.http().get('/api/admin/mod/reviews').query({ cursor: 'bogus' }).set('Cookie', asAdmin).expect(400);
    });
  });
});
