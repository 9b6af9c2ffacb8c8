import { Clock } from '../kernel/clock';
import { Jobs } from '../kernel/jobs/jobs';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { solidPng } from '../../../tests/support/solid-png';
import { makeVenue } from '../../../tests/support/venue-factory';

const OWNED = makeVenue({ name: 'Harbour Rooms', slug: 'harbour-rooms' });
const OTHERS_OWNED = makeVenue({ name: 'Mill Loft', slug: 'mill-loft' });
const INVITED = makeVenue({ name: 'Quayside Hall', slug: 'quayside-hall', contactEmail: 'events@quayside.example' });
const UNREACHABLE = makeVenue({ name: 'Old Chapel', slug: 'old-chapel', contactEmail: null });
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const EVENT = { date: `${NEXT_YEAR}-03-18`, guests: 80, layout: 'theatre', budget_gbp: 6500 };
/** What the planner's page sends: the revision it showed, and one of the dates offered. */
const ACCEPT_FIRST_DATE = { revision: 1, date: `${NEXT_YEAR}-03-18` };

describe('Enquiries reach the venues, venues answer, the planner accepts', () => {
  let api: ApiTestApp;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let asA: string;
  let asB: string;
  let asAdmin: string;
  let now: Date;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [OWNED, OTHERS_OWNED, INVITED, UNREACHABLE],
      env: { ...UNLIMITED_PUBLIC_FORMS, PUBLIC_URL: 'https://venues.example.com' },
    });
    ownerA = await createUser(api.dataSource, { email: 'owner-a@harbour.example' });
    ownerB = await createUser(api.dataSource, { email: 'owner-b@mill.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE id = $2', [
      ownerA.id,
      OWNED.id,
    ]);
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE id = $2', [
      ownerB.id,
      OTHERS_OWNED.id,
    ]);
    asA = await sessionCookieFor(api.dataSource, ownerA);
    asB = await sessionCookieFor(api.dataSource, ownerB);
    asAdmin = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
    now = new Date();
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => api?.close());

  let planner = 0;
  /** What the brief page does: save the brief, then submit it. */
  const submit = async (venues = [OWNED, INVITED, UNREACHABLE], event: object | undefined = EVENT) => {
    planner += 1;
    const email = `planner${planner}@company.co.uk`;
    const brief = await api
      .http()
      .post('/api/v2/briefs')
      .send({
        user_email: email,
        items: venues.map((v) => ({ venue_id: v.id, notes: `For ${v.name}` })),
        notes: 'Launch',
        event,
      })
      .expect(201);
    const enquiry = await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        brief_id: brief.body.id,
        payload: { email, venues: venues.map((v) => v.id), notes: 'Launch' },
      })
      .expect(201);
    return { email, enquiry: enquiry.body as { id: string; venues: { venue_id: string; contact: string }[] } };
  };
  const venueEnquiryOf = async (enquiryId: string, venueId: string): Promise<string> =>
    (
      await api.dataSource.query('SELECT id FROM venue_enquiries WHERE enquiry_id = $1 AND venue_id = $2', [
        enquiryId,
        venueId,
      ])
    )[0].id;
  const mailsTo = (recipient: string) =>
    api.dataSource.query(
      'SELECT kind, subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY created_at, id',
      [recipient],
    );
  const tokenMailedTo = async (recipient: string): Promise<string> => {
    const mails: { text_body: string }[] = await mailsTo(recipient);
    const links = mails.flatMap((m) => [...m.text_body.matchAll(/\/v2\/proposals#token=([A-Za-z0-9_-]{43})/g)]);
    return links.at(-1)![1]!;
  };
  const proposal = (overrides: Record<string, unknown> = {}) => ({
    room: 'The Lancaster Room',
    layout: 'theatre',
    capacity: 120,
    dates: [`${NEXT_YEAR}-03-18`, `${NEXT_YEAR}-03-19`],
    price_basis: 'per_delegate',
    price_gbp: 65.5,
    inclusions: ['catering', 'av'],
    valid_until: `${NEXT_YEAR}-02-01`,
    message: 'We would love to host you.',
    ...overrides,
  });

  describe('submitting a brief', () => {
    it('makes one enquiry per venue, mails the owner at once and invites the unowned venue to claim its listing', async () => {
      const { email, enquiry } = await submit();
      expect(enquiry.venues).toEqual([
        { venue_id: OWNED.id, venue_name: 'Harbour Rooms', contact: 'owner' },
        { venue_id: INVITED.id, venue_name: 'Quayside Hall', contact: 'invited_to_claim' },
        { venue_id: UNREACHABLE.id, venue_name: 'Old Chapel', contact: 'team' },
      ]);
      const rows = await api.dataSource.query(
        'SELECT venue_id, state, contact, notes FROM venue_enquiries WHERE enquiry_id = $1 ORDER BY position',
        [enquiry.id],
      );
      expect(rows).toEqual([
        { venue_id: OWNED.id, state: 'new', contact: 'owner', notes: 'For Harbour Rooms' },
        { venue_id: INVITED.id, state: 'new', contact: 'invited_to_claim', notes: 'For Quayside Hall' },
        { venue_id: UNREACHABLE.id, state: 'new', contact: 'team', notes: 'For Old Chapel' },
      ]);
      const [toOwner] = await mailsTo(ownerA.email);
      expect(toOwner.subject).toBe(`New enquiry for Harbour Rooms: 80 guests, 18 March ${NEXT_YEAR}`);
      expect(toOwner.text_body).toMatch(
        /https:\/\/venues\.example\.com\/owners\/portal\?tab=enquiries&enquiry=[0-9a-f-]{36}/,
      );
      expect(toOwner.text_body).toContain('Budget: £6,500');
      const [invitation] = await mailsTo('events@quayside.example');
      expect(invitation.subject).toBe('A planner has sent an enquiry for Quayside Hall');
      expect(invitation.text_body).toContain('https://venues.example.com/v2/venue/quayside-hall/claim');
      const [confirmation] = (await mailsTo(email)).filter((m: { kind: string }) => m.kind === 'enquiry.confirmation');
      expect(confirmation.text_body).toContain('1 of your 3 venues will answer you directly');
      expect(confirmation.text_body).toContain('The venue will answer you directly.');
      expect(confirmation.text_body).toContain('we have e-mailed it your enquiry and invited it to answer');
      expect(confirmation.text_body).toContain('our team will try to reach it');
      expect(confirmation.text_body).not.toContain('expect free proposals within 24 hours');
    });

    it('invites an unowned venue to claim its listing at most once a day, however many enquiries wait', async () => {
      const before = (await mailsTo('events@quayside.example')).length;
      await submit([INVITED]);
      await submit([INVITED]);
      expect((await mailsTo('events@quayside.example')).length).toBe(before === 0 ? 1 : before);
      const [{ n }] = await api.dataSource.query('SELECT count(*)::int AS n FROM venue_enquiries WHERE venue_id = $1', [
        INVITED.id,
      ]);
      expect(n).toBeGreaterThanOrEqual(3);
    });

    it('keeps the event’s details, and refuses ones that make no sense with a message to act on', async () => {
      const bad = async (event: object, field: string, message: string) => {
        const { body } = await api
          .http()
          .post('/api/v2/briefs')
          .send({ user_email: 'sam@company.co.uk', items: [{ venue_id: OWNED.id }], event })
          .expect(400);
        expect(body.fields[field]).toContain(message);
      };
      await bad({ date: '2020-01-01' }, 'event.date', 'a date that has not passed');
      await bad({ date: '18/03/2027' }, 'event.date', 'written YYYY-MM-DD');
      await bad({ guests: -5 }, 'event.guests', 'at least 1');
      await bad({ guests: 2.5 }, 'event.guests', 'whole number');
      await bad({ layout: 'ballpit' }, 'event.layout', 'must be one of');
      await bad({ budget_gbp: 1e12 }, 'event.budget_gbp', 'at most £10,000,000');
    });
  });

  describe('the owner answers', () => {
    it('lists only the owner’s own venues’ enquiries, paged on the server, unanswered first', async () => {
      const { body } = await api.http().get('/api/owners/enquiries?limit=2').set('Cookie', asA).expect(200);
      expect(body).toMatchObject({ limit: 2, total: expect.any(Number), prev_cursor: null });
      expect(body.items).toHaveLength(Math.min(2, body.total));
      for (const item of body.items) {
        expect(item).toMatchObject({ venue: { id: OWNED.id, name: 'Harbour Rooms' }, unanswered: true });
        expect(item.event).toEqual({
          type: null,
          date: `${NEXT_YEAR}-03-18`,
          date_flexible: false,
          start_time: null,
          end_time: null,
          days: null,
          guests: 80,
          layout: 'theatre',
          budget_gbp: 6500,
        });
      }
      const asOther = await api.http().get('/api/owners/enquiries').set('Cookie', asB).expect(200);
      expect(asOther.body.items.every((i: { venue: { id: string } }) => i.venue.id === OTHERS_OWNED.id)).toBe(true);
      const bad = await api.http().get('/api/owners/enquiries?limit=1000').set('Cookie', asA).expect(400);
      expect(bad.body.fields.limit).toBe('limit must be a whole number from 1 to 100');
      const forged = await api.http().get('/api/owners/enquiries?cursor=Zm9yZ2Vk').set('Cookie', asA).expect(400);
      expect(forged.body.message).toMatch(/^This page link is not one this list gave out/);
    });

    it('opens one for its owner (marking it viewed), for an administrator (not marking it), and for no one else', async () => {
      const { email, enquiry } = await submit([OWNED]);
      const id = await venueEnquiryOf(enquiry.id, OWNED.id);
      await api.http().get(`/api/owners/enquiries/${id}`).set('Cookie', asB).expect(404);
      const byAdmin = await api.http().get(`/api/owners/enquiries/${id}`).set('Cookie', asAdmin).expect(200);
      expect(byAdmin.body.state).toBe('new');
      const { body } = await api.http().get(`/api/owners/enquiries/${id}`).set('Cookie', asA).expect(200);
      expect(body).toMatchObject({
        state: 'viewed',
        planner_email: email,
        notes: 'For Harbour Rooms',
        brief_notes: 'Launch',
        event: { guests: 80 },
        proposal: null,
      });
      await api.http().get('/api/owners/enquiries/not-an-id').set('Cookie', asA).expect(404);
    });

    it('answers hostile proposals with clear 400s', async () => {
      const { enquiry } = await submit([OWNED]);
      const id = await venueEnquiryOf(enquiry.id, OWNED.id);
      const send = (body: object) =>
        api.http().post(`/api/owners/enquiries/${id}/proposal`).set('Cookie', asA).send(body);
      const cases: [object, string, string][] = [
        [{ price_gbp: -100 }, 'price_gbp', 'at least £1'],
        [{ price_gbp: 50_000 }, 'price_gbp', 'at most £10,000 per delegate'],
        [{ price_basis: 'total', price_gbp: 1e9 }, 'price_gbp', 'at most £10,000,000 in total'],
        [{ price_gbp: 10.999 }, 'price_gbp', 'an amount in pounds'],
        [{ dates: ['2020-05-01'] }, 'dates', 'has not passed'],
        [{ dates: [] }, 'dates', 'at least one date'],
        [{ valid_until: '2020-05-01' }, 'valid_until', 'after today'],
        [{ message: 'x'.repeat(100 * 1024) }, 'message', 'at most 5,000 characters'],
        [{ inclusions: ['helicopter'] }, 'inclusions', 'must be one of'],
        [{ room: '' }, 'room', 'room is required'],
        [{ capacity: 0 }, 'capacity', 'at least 1'],
      ];
      for (const [override, field, message] of cases) {
        const { status, body } = await send(proposal(override));
        expect({ override, status }).toEqual({ override, status: 400 });
        expect(body.fields[field]).toContain(message);
      }
      // A PNG uploaded as a document is not a PDF.
      const address = (
        await api
          .http()
          .post('/api/media/presign')
          .query({ content_type: 'image/png', kind: 'document', entity_type: 'proposal' })
          .set('Cookie', asA)
          .expect(201)
      ).body;
      await api
        .http()
        .post(address.upload_url)
        .set('Cookie', asA)
        .set('Content-Type', 'image/png')
        .send(solidPng(2, 2, [1, 2, 3]))
        .expect(201);
      const notPdf = await send(proposal({ document: address.key })).expect(400);
      expect(notPdf.body.code).toBe('PROPOSAL_DOCUMENT_MISSING');
      const [{ state }] = await api.dataSource.query('SELECT state FROM venue_enquiries WHERE id = $1', [id]);
      expect(state).toBe('new');
    });

    it('sends a proposal with a PDF, mails the planner a private link, and keeps each revision', async () => {
      const { email, enquiry } = await submit([OWNED, OTHERS_OWNED]);
      const id = await venueEnquiryOf(enquiry.id, OWNED.id);
      const address = (
        await api
          .http()
          .post('/api/media/presign')
          .query({ content_type: 'application/pdf', kind: 'document', entity_type: 'proposal' })
          .set('Cookie', asA)
          .expect(201)
      ).body;
      await api
        .http()
        .post(address.upload_url)
        .set('Cookie', asA)
        .set('Content-Type', 'application/pdf')
        .send(PDF)
        .expect(201);
      const first = await api
        .http()
        .post(`/api/owners/enquiries/${id}/proposal`)
        .set('Cookie', asA)
        .send(proposal({ document: `/api/media/${address.key}` }))
        .expect(200);
      expect(first.body).toMatchObject({
        state: 'proposed',
        proposal_outcome: 'open',
        proposal: {
          revision: 1,
          room: 'The Lancaster Room',
          price: { basis: 'per_delegate', amount_gbp: 65.5, per_delegate_gbp: 65.5, total_gbp: 5240 },
          inclusions: ['catering', 'av'],
          document_url: `/api/media/${address.key}`,
        },
      });
      const [linkMail] = (await mailsTo(email)).filter((m: { kind: string }) => m.kind === 'proposal.received');
      expect(linkMail.subject).toBe('You have a proposal from Harbour Rooms');
      const token = await tokenMailedTo(email);
      const stored = await api.dataSource.query(
        'SELECT count(*)::int AS n FROM proposal_access_tokens WHERE token_hash = $1',
        [Buffer.from(token)],
      );
      expect(stored[0].n).toBe(0); // only the hash is kept

      const revised = await api
        .http()
        .post(`/api/owners/enquiries/${id}/proposal`)
        .set('Cookie', asA)
        .send(proposal({ price_basis: 'total', price_gbp: 4800 }))
        .expect(200);
      expect(revised.body.proposal).toMatchObject({ revision: 2, price: { total_gbp: 4800, per_delegate_gbp: 60 } });
      expect(revised.body.revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);

      const page = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
      expect(page.body.venues).toEqual([
        expect.objectContaining({
          id,
          status_text: 'Proposal received',
          proposal: expect.objectContaining({ revision: 2 }),
        }),
        expect.objectContaining({
          venue: expect.objectContaining({ name: 'Mill Loft' }),
          status_text: 'Sent — waiting for the venue’s answer',
          proposal: null,
        }),
      ]);
      const pdf = await api
        .http()
        .get(`/api/v2/proposals/documents/${first.body.proposal.id}`)
        .set('X-Proposal-Token', token)
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      // Downloaded, never rendered in our origin, like every other document.
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="proposal-${first.body.proposal.id}.pdf"`);
    });

    it('declines with a reason, and needs words for “other”', async () => {
      const { email, enquiry } = await submit([OTHERS_OWNED, OWNED]);
      const id = await venueEnquiryOf(enquiry.id, OTHERS_OWNED.id);
      const noWords = await api
        .http()
        .post(`/api/owners/enquiries/${id}/decline`)
        .set('Cookie', asB)
        .send({ reason: 'other' })
        .expect(400);
      expect(noWords.body.fields.text).toMatch(/required when the reason is other/);
      await api
        .http()
        .post(`/api/owners/enquiries/${id}/decline`)
        .set('Cookie', asA)
        .send({ reason: 'not_available' })
        .expect(404);
      const { body } = await api
        .http()
        .post(`/api/owners/enquiries/${id}/decline`)
        .set('Cookie', asB)
        .send({ reason: 'not_available' })
        .expect(200);
      expect(body).toMatchObject({ state: 'declined', decline: { reason: 'not_available', text: '' } });
      const again = await api
        .http()
        .post(`/api/owners/enquiries/${id}/proposal`)
        .set('Cookie', asB)
        .send(proposal())
        .expect(409);
      expect(again.body.message).toMatch(/You declined this enquiry/);

      const other = await venueEnquiryOf(enquiry.id, OWNED.id);
      await api.http().post(`/api/owners/enquiries/${other}/proposal`).set('Cookie', asA).send(proposal()).expect(200);
      const token = await tokenMailedTo(email);
      const page = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
      expect(page.body.venues.map((v: { status_text: string }) => v.status_text)).toEqual([
        'Declined: not available',
        'Proposal received',
      ]);
    });
  });

  describe('the planner compares and accepts', () => {
    it('accepts one proposal: its owner is mailed, the others are told politely; a second accept is refused', async () => {
      const { email, enquiry } = await submit([OWNED, OTHERS_OWNED]);
      const a = await venueEnquiryOf(enquiry.id, OWNED.id);
      const b = await venueEnquiryOf(enquiry.id, OTHERS_OWNED.id);
      await api.http().post(`/api/owners/enquiries/${a}/proposal`).set('Cookie', asA).send(proposal()).expect(200);
      await api
        .http()
        .post(`/api/owners/enquiries/${b}/proposal`)
        .set('Cookie', asB)
        .send(proposal({ price_gbp: 55 }))
        .expect(200);
      const token = await tokenMailedTo(email);

      // Two accepts race: exactly one wins, the other is told why.
      const [one, two] = await Promise.all([
        api.http().post(`/api/v2/proposals/venues/${a}/accept`).set('X-Proposal-Token', token).send(ACCEPT_FIRST_DATE),
        api.http().post(`/api/v2/proposals/venues/${b}/accept`).set('X-Proposal-Token', token).send(ACCEPT_FIRST_DATE),
      ]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      const loser = one.status === 409 ? one : two;
      expect(loser.body.message).toMatch(/only one proposal can be accepted/);
      const winner = one.status === 200 ? a : b;
      const page = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
      expect(page.body.accepted_id).toBe(winner);
      expect(page.body.venues.map((v: { proposal_outcome: string }) => v.proposal_outcome).sort()).toEqual([
        'accepted',
        'not_chosen',
      ]);
      const again = await api
        .http()
        .post(`/api/v2/proposals/venues/${winner}/accept`)
        .set('X-Proposal-Token', token)
        .send(ACCEPT_FIRST_DATE)
        .expect(409);
      expect(again.body.message).toMatch(/You have already accepted the proposal from/);
      const kindsTo = async (owner: TestUser) =>
        (await mailsTo(owner.email))
          .map((m: { kind: string }) => m.kind)
          .filter((kind: string) => kind === 'proposal.accepted' || kind === 'proposal.not-chosen');
      expect([...(await kindsTo(ownerA)), ...(await kindsTo(ownerB))].sort()).toEqual([
        'proposal.accepted',
        'proposal.not-chosen',
      ]);
    });

    it('threads messages both ways, each mailed to the other side', async () => {
      const { email, enquiry } = await submit([OWNED, INVITED]);
      const id = await venueEnquiryOf(enquiry.id, OWNED.id);
      await api
        .http()
        .post(`/api/owners/enquiries/${id}/messages`)
        .set('Cookie', asA)
        .send({ body: 'Do you need parking?' })
        .expect(201);
      const token = await tokenMailedTo(email);
      now = new Date(now.getTime() + 60_000);
      const reply = await api
        .http()
        .post(`/api/v2/proposals/venues/${id}/messages`)
        .set('X-Proposal-Token', token)
        .send({ body: 'Yes, for 10 cars.' })
        .expect(201);
      expect(reply.body.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
        ['venue', 'Do you need parking?'],
        ['planner', 'Yes, for 10 cars.'],
      ]);
      const toOwner = (await mailsTo(ownerA.email)).filter(
        (m: { kind: string }) => m.kind === 'venue-enquiry.message-to-venue',
      );
      expect(toOwner.at(-1).text_body).toContain('Yes, for 10 cars.');
      const huge = await api
        .http()
        .post(`/api/v2/proposals/venues/${id}/messages`)
        .set('X-Proposal-Token', token)
        .send({ body: 'x'.repeat(100 * 1024) })
        .expect(400);
      expect(huge.body.fields.body).toBe('body must be at most 2,000 characters');
      const unowned = await venueEnquiryOf(enquiry.id, INVITED.id);
      const nobody = await api
        .http()
        .post(`/api/v2/proposals/venues/${unowned}/messages`)
        .set('X-Proposal-Token', token)
        .send({ body: 'Hello?' })
        .expect(409);
      expect(nobody.body.message).toMatch(/has not joined Venue Finder yet/);
    });

    it('keeps the link’s token out of every address a server sees: after # in the mail, in a header to the API', async () => {
      const { email, enquiry } = await submit([OWNED]);
      const id = await venueEnquiryOf(enquiry.id, OWNED.id);
      await api.http().post(`/api/owners/enquiries/${id}/proposal`).set('Cookie', asA).send(proposal()).expect(200);
      const [mail] = (await mailsTo(email)).filter((m: { kind: string }) => m.kind === 'proposal.received');
      const token = await tokenMailedTo(email);
      expect(mail.text_body).toContain(`https://venues.example.com/v2/proposals#token=${token}`);
      expect(mail.text_body).not.toMatch(/\/v2\/proposals\/[A-Za-z0-9_-]{43}/);

      const opened = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
      // One address serves every link: no answer may be kept and replayed for another token.
      expect(opened.headers['cache-control']).toBe('private, no-store');
      // The token in the path opens nothing any more (a path is written in access logs).
      await api.http().get(`/api/v2/proposals/${token}`).expect(404);
      await api.http().get(`/api/v2/proposals/${token}/venues/${id}/messages`).expect(404);
      const missing = await api.http().get('/api/v2/proposals').expect(404);
      expect(missing.body.code).toBe('PROPOSAL_LINK_UNKNOWN');
      expect(missing.headers['cache-control']).toBe('private, no-store');

      // The page, and the older links with the token in the path, send no Referer.
      for (const page of ['/v2/proposals', `/v2/proposals/${token}`]) {
        const answer = await api.http().get(page).set('Accept', 'text/html');
        expect({ page, policy: answer.headers['referrer-policy'] }).toEqual({ page, policy: 'no-referrer' });
      }
    });

    it('answers an unknown link with a 404 and an expired one with a 410, each saying how to get a fresh one', async () => {
      const unknown = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', 'A'.repeat(43)).expect(404);
      expect(unknown.body).toMatchObject({
        code: 'PROPOSAL_LINK_UNKNOWN',
        message: expect.stringMatching(/Ask for a fresh link/),
      });
      const { email, enquiry } = await submit([OWNED]);
      const id = await venueEnquiryOf(enquiry.id, OWNED.id);
      await api.http().post(`/api/owners/enquiries/${id}/proposal`).set('Cookie', asA).send(proposal()).expect(200);
      const token = await tokenMailedTo(email);
      const saved = now;
      now = new Date(saved.getTime() + 31 * 24 * 60 * 60_000);
      try {
        const expired = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(410);
        expect(expired.body).toMatchObject({ statusCode: 410, code: 'PROPOSAL_LINK_EXPIRED' });
      } finally {
        now = saved;
      }
      const before = (await mailsTo(email)).length;
      const fresh = await api.http().post('/api/v2/proposals/link').send({ email }).expect(202);
      const nobody = await api
        .http()
        .post('/api/v2/proposals/link')
        .send({ email: 'nobody@nowhere.example' })
        .expect(202);
      expect(fresh.body).toEqual(nobody.body);
      await api.app.get(Jobs).drain(); // the link is looked up and mailed by a job
      const after = await mailsTo(email);
      expect(after).toHaveLength(before + 1);
      const newToken = await tokenMailedTo(email);
      expect(newToken).not.toBe(token);
      await api.http().get('/api/v2/proposals').set('X-Proposal-Token', newToken).expect(200);
    });
  });

  it('pages the owner’s enquiries by cursor to the true total, unanswered first in either order', async () => {
    for (const sort of ['newest', 'oldest']) {
      const seen: { id: string; unanswered: boolean; received_at: string }[] = [];
      let cursor = '';
      let total: number;
      do {
        const { body } = await api
          .http()
          .get(`/api/owners/enquiries?limit=2&sort=${sort}${cursor && `&cursor=${cursor}`}`)
          .set('Cookie', asA)
          .expect(200);
        seen.push(...body.items);
        total = body.total;
        cursor = body.next_cursor ?? '';
      } while (cursor);
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((item) => item.id)).size).toBe(total);
      const firstAnswered = seen.findIndex((item) => !item.unanswered);
      expect(seen.slice(firstAnswered === -1 ? seen.length : firstAnswered).every((i) => !i.unanswered)).toBe(true);
      expect(seen.some((item) => !item.unanswered) && seen.some((item) => item.unanswered)).toBe(true);
      const unanswered = seen.filter((item) => item.unanswered).map((item) => item.received_at);
      const ascending = [...unanswered].sort();
      expect(unanswered).toEqual(sort === 'oldest' ? ascending : ascending.reverse());
    }
  });
});
