// Sharing an event (issue #48), over HTTP on a real PostgreSQL: the planner whose brief it is
// shares it with a colleague by e-mail, to view or to view and decide; the colleague signs in with
// their own address and sees only what was shared; what they do is put down to them; the planner
// may stop sharing.
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';

const HARBOUR = makeVenue({ name: 'Harbour Rooms', slug: 'harbour-rooms' });
const YEAR = new Date().getUTCFullYear() + 2;

describe('Sharing an event with a colleague', () => {
  let api: ApiTestApp;
  let asOwner: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [HARBOUR], env: UNLIMITED_PUBLIC_FORMS });
    const owner = await createUser(api.dataSource, { email: 'owner@harbour.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false', [owner.id]);
    asOwner = await sessionCookieFor(api.dataSource, owner);
  });
  afterAll(() => api?.close());

  let sent = 0;
  /** A brief from a new planner, its proposal sent: the planner's session and the event's ids. */
  const eventWithProposal = async () => {
    sent += 1;
    const email = `lead${sent}@company.co.uk`;
    const enquiry = await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        payload: { email, venues: [HARBOUR.id], notes: 'Launch', event: { date: `${YEAR}-03-18`, guests: 80 } },
      })
      .expect(201);
    const [{ id: venueEnquiryId }] = await api.dataSource.query(
      'SELECT id FROM venue_enquiries WHERE enquiry_id = $1',
      [enquiry.body.id],
    );
    await api
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
    const lead = await sessionCookieFor(
      api.dataSource,
      await createUser(api.dataSource, { email, userType: 'planner' }),
    );
    return { email, lead, id: enquiry.body.id as string, venueEnquiryId: venueEnquiryId as string };
  };
  const colleague = async (email: string) => {
    const user = await createUser(api.dataSource, { email, userType: 'planner' });
    return { ...user, cookie: await sessionCookieFor(api.dataSource, user) };
  };
  const share = (cookie: string, id: string, body: object) =>
    api.http().post(`/api/v2/planner/events/${id}/shares`).set('Cookie', cookie).send(body);
  const act = (cookie: string, id: string, venueEnquiryId: string, action: string, body: object = {}) =>
    api.http().post(`/api/v2/planner/events/${id}/venues/${venueEnquiryId}/${action}`).set('Cookie', cookie).send(body);

  it('mails the colleague, who signs in with their own address and finds the event, marked as shared by whom', async () => {
    const event = await eventWithProposal();
    const sam = await colleague('sam.colleague@company.co.uk');
    const shared = await share(event.lead, event.id, { email: ' Sam.Colleague@Company.co.uk ', permission: 'view' });
    expect(shared.status).toBe(201);
    expect(shared.body.shares).toEqual([
      expect.objectContaining({ email: 'sam.colleague@company.co.uk', permission: 'view' }),
    ]);

    const [mail] = await api.dataSource.query(
      "SELECT subject, text_body FROM mail_messages WHERE recipient = $1 AND kind = 'event.shared'",
      [sam.email],
    );
    expect(mail.subject).toBe(`${event.email} shared an event with you on Venue Finder`);
    expect(mail.text_body).toContain('choosing “I am planning an event”');
    expect(mail.text_body).toMatch(/\/auth\/magic\?user_type=planner&next=%2Fv2%2Fmy-events%2F[0-9a-f-]{36}/);

    const mine = await api.http().get('/api/v2/planner/events').set('Cookie', sam.cookie).expect(200);
    expect(mine.body.events).toEqual([
      expect.objectContaining({ enquiry_id: event.id, permission: 'view', shared_by: event.email }),
    ]);
    const opened = await api.http().get(`/api/v2/planner/events/${event.id}`).set('Cookie', sam.cookie).expect(200);
    expect(opened.body).toMatchObject({ enquiry_id: event.id, permission: 'view', shared_by: event.email });
    const asLead = await api.http().get(`/api/v2/planner/events/${event.id}`).set('Cookie', event.lead).expect(200);
    expect(asLead.body).toMatchObject({ permission: 'owner', shared_by: null });
  });

  it('refuses a view-only colleague every decision and message, with a 403 that says why', async () => {
    const event = await eventWithProposal();
    const viewer = await colleague('viewer@company.co.uk');
    await share(event.lead, event.id, { email: viewer.email, permission: 'view' }).expect(201);
    for (const [action, body] of [
      ['accept', { revision: 1 }],
      ['confirm', {}],
      ['release', {}],
      ['decline', {}],
      ['review', { rating: 5, text: 'Lovely' }],
      ['messages', { body: 'Can we bring a cake?' }],
    ] as const) {
      const refused = await act(viewer.cookie, event.id, event.venueEnquiryId, action, body);
      expect([action, refused.status]).toEqual([action, 403]);
      expect(refused.body.message).toBe(
        `${event.email} shared this event with you to view only: ask them for “view and decide” to accept, confirm, release, decline or write to a venue.`,
      );
    }
    await api
      .http()
      .get(`/api/v2/planner/events/${event.id}/venues/${event.venueEnquiryId}/messages`)
      .set('Cookie', viewer.cookie)
      .expect(200);
    const [{ outcome }] = await api.dataSource.query(
      'SELECT proposal_outcome AS outcome FROM venue_enquiries WHERE id = $1',
      [event.venueEnquiryId],
    );
    expect(outcome).toBe('open');
  });

  it('lets a “view and decide” colleague act as the planner, and puts what they do down to them', async () => {
    const event = await eventWithProposal();
    const decider = await colleague('decider@company.co.uk');
    await share(event.lead, event.id, { email: decider.email, permission: 'decide' }).expect(201);

    await act(decider.cookie, event.id, event.venueEnquiryId, 'messages', {
      body: 'Is there step-free access?',
    }).expect(201);
    const venueSide = await api
      .http()
      .get(`/api/owners/enquiries/${event.venueEnquiryId}/messages`)
      .set('Cookie', asOwner)
      .expect(200);
    expect(venueSide.body.messages).toEqual([
      expect.objectContaining({ author: 'planner', body: 'Is there step-free access?', colleague: decider.email }),
    ]);
    // The owner's mail names the colleague too, as the thread does.
    const [toOwner] = await api.dataSource.query(
      "SELECT text_body FROM mail_messages WHERE recipient = 'owner@harbour.example' AND kind = 'venue-enquiry.message-to-venue'",
    );
    expect(toOwner.text_body).toContain(
      `${decider.email}, a colleague of the planner who sent an enquiry for ${HARBOUR.name}, wrote:`,
    );

    const accepted = await act(decider.cookie, event.id, event.venueEnquiryId, 'accept', { revision: 1 }).expect(200);
    expect(accepted.body.venues[0].hold).toMatchObject({ state: 'held' });
    await act(decider.cookie, event.id, event.venueEnquiryId, 'confirm').expect(200);
    const record = await api.dataSource.query(
      "SELECT actor_id, action FROM audit_log WHERE entity_type = 'venue_enquiry' AND entity_id = $1 ORDER BY id",
      [event.venueEnquiryId],
    );
    expect(record).toEqual([
      { actor_id: decider.id, action: 'planner.accept' },
      { actor_id: decider.id, action: 'planner.confirm' },
    ]);
  });

  it('shows a colleague only what was shared, and lets only the planner share it or stop sharing it', async () => {
    const sharedOne = await eventWithProposal();
    const notShared = await eventWithProposal();
    const pat = await colleague('pat@company.co.uk');
    const { body } = await share(sharedOne.lead, sharedOne.id, { email: pat.email, permission: 'decide' }).expect(201);
    const shareId = body.shares[0].id;

    await api.http().get(`/api/v2/planner/events/${notShared.id}`).set('Cookie', pat.cookie).expect(404);
    await act(pat.cookie, notShared.id, notShared.venueEnquiryId, 'decline').expect(404);
    // The colleague may not pass the event on, nor see or end its shares.
    const passedOn = await share(pat.cookie, sharedOne.id, { email: 'someone@else.example', permission: 'view' });
    expect(passedOn.status).toBe(403);
    expect(passedOn.body.message).toBe('Only the planner who sent the brief can share it or stop sharing it.');
    await api.http().get(`/api/v2/planner/events/${sharedOne.id}/shares`).set('Cookie', pat.cookie).expect(403);
    await api
      .http()
      .delete(`/api/v2/planner/events/${sharedOne.id}/shares/${shareId}`)
      .set('Cookie', pat.cookie)
      .expect(403);
    // Another planner cannot see the shares of an event that is not theirs at all.
    await api.http().get(`/api/v2/planner/events/${sharedOne.id}/shares`).set('Cookie', notShared.lead).expect(404);

    await api
      .http()
      .delete(`/api/v2/planner/events/${sharedOne.id}/shares/${shareId}`)
      .set('Cookie', sharedOne.lead)
      .expect(204);
    expect((await api.http().get('/api/v2/planner/events').set('Cookie', pat.cookie)).body.total).toBe(0);
    await api.http().get(`/api/v2/planner/events/${sharedOne.id}`).set('Cookie', pat.cookie).expect(404);
    await api
      .http()
      .delete(`/api/v2/planner/events/${sharedOne.id}/shares/${shareId}`)
      .set('Cookie', sharedOne.lead)
      .expect(404);
  });

  it('answers hostile input with a 4xx a person can act on', async () => {
    const event = await eventWithProposal();
    const own = await share(event.lead, event.id, { email: event.email.toUpperCase(), permission: 'view' });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This is your own address: enter your colleague’s');
    const notAddress = await share(event.lead, event.id, { email: 'not an address', permission: 'view' });
    expect(notAddress.status).toBe(400);
    expect(notAddress.body.message).toBe('Please enter a valid email address, such as name@company.co.uk');
    const badPermission = await share(event.lead, event.id, { email: 'a@company.co.uk', permission: 'admin' });
    expect(badPermission.status).toBe(400);
    expect(badPermission.body.message).toBe('permission must be view (to look) or decide (to view and decide)');
    await share(event.lead, event.id, { email: `${'a'.repeat(300)}@company.co.uk`, permission: 'view' }).expect(400);
    await share(event.lead, event.id, [{ email: 'a@company.co.uk' }]).expect(400);
    await share(event.lead, 'not-a-uuid', { email: 'a@company.co.uk', permission: 'view' }).expect(404);

    for (let n = 1; n <= 20; n += 1) {
      await share(event.lead, event.id, { email: `colleague${n}@company.co.uk`, permission: 'view' }).expect(201);
    }
    const tooMany = await share(event.lead, event.id, { email: 'colleague21@company.co.uk', permission: 'view' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      'An event can be shared with at most 20 colleagues: stop sharing it with someone first.',
    );
    // Every share is mailed, and a planner's share mails are limited (20 a day).
    const limited = await share(event.lead, event.id, { email: 'colleague1@company.co.uk', permission: 'decide' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
