// My events (issue #48), over HTTP on a real PostgreSQL: a signed-in planner sees every brief
// their address sent, newest first and paged on the server, each as the private link shows it,
// and may act on it as the link allows; a planner never reads another planner's events.
import { DataSource } from 'typeorm';
import { Clock } from '../kernel/clock';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';

const HARBOUR = makeVenue({ name: 'Harbour Rooms', slug: 'harbour-rooms' });
const MILL = makeVenue({ name: 'Mill Loft', slug: 'mill-loft' });
const YEAR = new Date().getUTCFullYear() + 2;

describe('My events', () => {
  let api: ApiTestApp;
  let asOwner: string;
  let now: Date;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [HARBOUR, MILL], env: UNLIMITED_PUBLIC_FORMS });
    const owner = await createUser(api.dataSource, { email: 'owner@harbour.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false', [owner.id]);
    asOwner = await sessionCookieFor(api.dataSource, owner);
    now = new Date();
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => api?.close());

  /** A brief sent from `email`, a minute after the one before; the ids of its venue enquiries. */
  const send = async (email: string, notes: string, venues = [HARBOUR, MILL]) => {
    now = new Date(now.getTime() + 60_000);
    const enquiry = await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        payload: { email, venues: venues.map((v) => v.id), notes, event: { date: `${YEAR}-03-18`, guests: 80 } },
      })
      .expect(201);
    const rows: { id: string; venue_id: string }[] = await api.dataSource.query(
      'SELECT id, venue_id FROM venue_enquiries WHERE enquiry_id = $1',
      [enquiry.body.id],
    );
    return {
      id: enquiry.body.id as string,
      idOf: (venue: { id: string }) => rows.find((r) => r.venue_id === venue.id)!.id,
    };
  };
  const propose = (venueEnquiryId: string) =>
    api
      .http()
      .post(`/api/owners/enquiries/${venueEnquiryId}/proposal`)
      .set('Cookie', asOwner)
      .send({
        room: 'The Lancaster Room',
        layout: 'theatre',
        capacity: 120,
        dates: [`${YEAR}-03-18`],
        price_basis: 'total',
        price_gbp: 6500,
        valid_until: `${YEAR}-02-01`,
      })
      .expect(200);
  const plannerSession = async (email: string) =>
    sessionCookieFor(api.dataSource, await createUser(api.dataSource, { email, userType: 'planner' }));
  const myEvents = (cookie: string, query = '') =>
    api.http().get(`/api/v2/planner/events${query}`).set('Cookie', cookie);

  it('lists every brief the address ever sent, newest first, whatever the case it was typed in', async () => {
    const first = await send('Alex.Planner@Company.co.uk', 'Spring launch');
    await propose(first.idOf(HARBOUR));
    const second = await send('alex.planner@company.co.uk', 'Summer party', [MILL]);
    await send('someone.else@company.co.uk', 'Not Alex’s');

    const cookie = await plannerSession('alex.planner@company.co.uk');
    const answer = await myEvents(cookie).expect(200);
    expect(answer.body).toMatchObject({ total: 2, next_cursor: null, prev_cursor: null });
    expect(answer.body.events.map((e: { enquiry_id: string }) => e.enquiry_id)).toEqual([second.id, first.id]);
    const older = answer.body.events[1];
    expect(older).toMatchObject({ permission: 'owner', shared_by: null, event: { guests: 80 } });
    expect(
      older.venues.map((v: { venue: { name: string }; status_text: string }) => [v.venue.name, v.status_text]),
    ).toEqual([
      ['Harbour Rooms', 'Proposal received'],
      ['Mill Loft', 'Sent — waiting for the venue’s answer'],
    ]);
    expect(older.venues[0].proposal).toMatchObject({
      room: 'The Lancaster Room',
      document_url: null,
    });
  });

  it('pages on the server, by cursor', async () => {
    const email = 'pager@company.co.uk';
    const sent = [];
    for (const notes of ['One', 'Two', 'Three']) sent.push((await send(email, notes, [HARBOUR])).id);
    const cookie = await plannerSession(email);
    const first = await myEvents(cookie, '?limit=2').expect(200);
    expect(first.body.total).toBe(3);
    expect(first.body.events.map((e: { enquiry_id: string }) => e.enquiry_id)).toEqual([sent[2], sent[1]]);
    const second = await myEvents(cookie, `?limit=2&cursor=${first.body.next_cursor}`).expect(200);
    expect(second.body.events.map((e: { enquiry_id: string }) => e.enquiry_id)).toEqual([sent[0]]);
    expect(second.body.next_cursor).toBeNull();
  });

  it('reads a page of ten events with as many queries as a page of one', async () => {
    const email = 'busy@company.co.uk';
    for (let i = 1; i <= 10; i += 1) await propose((await send(email, `Event ${i}`)).idOf(HARBOUR));
    const cookie = await plannerSession(email);
    await myEvents(cookie).expect(200); // the session's first use writes its last-seen time
    const queriesFor = async (query: string) => {
      // The app's own connection pool (api.dataSource is the spec's).
      const logged = jest.spyOn(api.app.get(DataSource).logger, 'logQuery');
      const answer = await myEvents(cookie, query).expect(200);
      const count = logged.mock.calls.length;
      logged.mockRestore();
      return { events: answer.body.events.length, count };
    };
    const one = await queriesFor('?limit=1');
    const ten = await queriesFor('?limit=10');
    expect([one.events, ten.events]).toEqual([1, 10]);
    expect(ten.count).toBe(one.count);
  });

  it('opens one event as the private link does, and lets its planner act on it', async () => {
    const email = 'decider@company.co.uk';
    const event = await send(email, 'Board away day');
    await propose(event.idOf(HARBOUR));
    const cookie = await plannerSession(email);

    const page = await api.http().get(`/api/v2/planner/events/${event.id}`).set('Cookie', cookie).expect(200);
    expect(page.body.enquiry_id).toBe(event.id);
    expect(page.body.venues[0]).toMatchObject({ venue: { name: 'Harbour Rooms' }, status_text: 'Proposal received' });

    const accepted = await api
      .http()
      .post(`/api/v2/planner/events/${event.id}/venues/${event.idOf(HARBOUR)}/accept`)
      .set('Cookie', cookie)
      .send({ revision: 1 })
      .expect(200);
    expect(accepted.body.accepted_id).toBe(event.idOf(HARBOUR));
    expect(accepted.body.venues[0].hold).toMatchObject({ state: 'held', date: `${YEAR}-03-18` });
  });

  it('never shows a planner another planner’s event, nor lets them act on it', async () => {
    const theirs = await send('owner.of.brief@company.co.uk', 'Private dinner');
    await propose(theirs.idOf(HARBOUR));
    const intruder = await plannerSession('intruder@company.co.uk');
    expect((await myEvents(intruder).expect(200)).body).toMatchObject({ total: 0, events: [] });
    const opened = await api.http().get(`/api/v2/planner/events/${theirs.id}`).set('Cookie', intruder);
    expect(opened.status).toBe(404);
    expect(opened.body.message).toBe(`No enquiry has the id ${theirs.id}.`);
    await api
      .http()
      .post(`/api/v2/planner/events/${theirs.id}/venues/${theirs.idOf(HARBOUR)}/decline`)
      .set('Cookie', intruder)
      .expect(404);
    await api
      .http()
      .get(`/api/v2/planner/events/${theirs.id}/venues/${theirs.idOf(HARBOUR)}/messages`)
      .set('Cookie', intruder)
      .expect(404);
    // A venue enquiry of someone else's event, under one's own event, is not found either.
    const mine = await send('intruder@company.co.uk', 'My own', [MILL]);
    await api
      .http()
      .post(`/api/v2/planner/events/${mine.id}/venues/${theirs.idOf(HARBOUR)}/decline`)
      .set('Cookie', intruder)
      .expect(404);
    const [{ outcome }] = await api.dataSource.query(
      'SELECT proposal_outcome AS outcome FROM venue_enquiries WHERE id = $1',
      [theirs.idOf(HARBOUR)],
    );
    expect(outcome).toBe('open');
  });

  it('answers hostile input with a 4xx a person can act on', async () => {
    const cookie = await plannerSession('hostile@company.co.uk');
    const badLimit = await myEvents(cookie, '?limit=100000').expect(400);
    expect(badLimit.body.message).toBe('limit must be a whole number from 1 to 100');
    await myEvents(cookie, '?cursor=not-a-cursor').expect(400);
    await myEvents(cookie, `?cursor=${'x'.repeat(5000)}`).expect(400);
    await api.http().get('/api/v2/planner/events/not-a-uuid').set('Cookie', cookie).expect(404);
    await api.http().get("/api/v2/planner/events/' OR 1=1 --").set('Cookie', cookie).expect(404);
  });
});
