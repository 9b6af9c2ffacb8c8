// From accepted to booked (issue #44), over HTTP on a real PostgreSQL: every outcome reaches the
// planner, an acceptance means the revision and date the planner saw, and it becomes a hold, then
// a confirmed booking with one reference — or is released, or ends by itself.
import { Clock } from '../kernel/clock';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { dayNumber } from '@venue-finder/contract';
import { venueAvailability } from '../../../core/src/venues/venue-availability.repository';
import { EnquirySweep } from './enquiry-sweep';
import { OwnerEnquiryDigest } from './owner-enquiry-digest';

const HARBOUR = makeVenue({ name: 'Harbour Rooms', slug: 'harbour-rooms' });
const MILL = makeVenue({ name: 'Mill Loft', slug: 'mill-loft' });
const INVITED = makeVenue({ name: 'Quayside Hall', slug: 'quayside-hall', contactEmail: 'events@quayside.example' });
const UNREACHABLE = makeVenue({ name: 'Old Chapel', slug: 'old-chapel', contactEmail: null });
// Sessions are made on the real clock, so the test's clock starts there; the events lie two years on.
const YEAR = new Date().getUTCFullYear() + 2;
const DAY_MS = 24 * 60 * 60_000;
const REFERENCE = /^VF-[2-9A-HJ-NP-Z]{6}$/;

interface PlannerPage {
  nothing_left: boolean;
  accepted_id: string | null;
  venues: {
    id: string;
    venue: { name: string };
    status_text: string;
    told_by_mail: boolean | null;
    proposal: { revision: number; price: { amount_gbp: number } } | null;
    hold: { state: string; reference: string; date: string; option_rank: number; expires_at: string } | null;
  }[];
}

describe('From accepted to booked', () => {
  let api: ApiTestApp;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let asA: string;
  let asB: string;
  let now: Date;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [HARBOUR, MILL, INVITED, UNREACHABLE],
      env: { ...UNLIMITED_PUBLIC_FORMS, PUBLIC_URL: 'https://venues.example.com' },
    });
    ownerA = await createUser(api.dataSource, { email: 'owner-a@harbour.example' });
    ownerB = await createUser(api.dataSource, { email: 'owner-b@mill.example' });
    for (const [owner, venue] of [
      [ownerA, HARBOUR],
      [ownerB, MILL],
    ] as const) {
      await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE id = $2', [
        owner.id,
        venue.id,
      ]);
    }
    asA = await sessionCookieFor(api.dataSource, ownerA);
    asB = await sessionCookieFor(api.dataSource, ownerB);
    now = new Date();
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => api?.close());

  let planner = 0;
  const submit = async (venues = [HARBOUR, MILL]) => {
    planner += 1;
    const email = `planner${planner}@company.co.uk`;
    const enquiry = await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        payload: {
          email,
          venues: venues.map((v) => v.id),
          notes: 'Launch',
          event: { date: `${YEAR}-03-18`, guests: 80 },
        },
      })
      .expect(201);
    const ids: { id: string; venue_id: string }[] = await api.dataSource.query(
      'SELECT id, venue_id FROM venue_enquiries WHERE enquiry_id = $1',
      [enquiry.body.id],
    );
    const idOf = (venue: { id: string }) => ids.find((row) => row.venue_id === venue.id)!.id;
    return { email, idOf };
  };
  const mailsTo = (recipient: string): Promise<{ kind: string; subject: string; text_body: string }[]> =>
    api.dataSource.query(
      'SELECT kind, subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY created_at, id',
      [recipient],
    );
  const lastMail = async (recipient: string, kind: string) =>
    (await mailsTo(recipient)).filter((m) => m.kind === kind).at(-1);
  const tokenOf = async (recipient: string) => {
    const links = (await mailsTo(recipient)).flatMap((m) => [
      ...m.text_body.matchAll(/\/v2\/proposals#token=([A-Za-z0-9_-]{43})/g),
    ]);
    return links.at(-1)![1]!;
  };
  const page = async (email: string): Promise<PlannerPage> =>
    (
      await api
        .http()
        .get('/api/v2/proposals')
        .set('X-Proposal-Token', await tokenOf(email))
        .expect(200)
    ).body;
  const propose = (id: string, cookie: string, overrides: Record<string, unknown> = {}) =>
    api
      .http()
      .post(`/api/owners/enquiries/${id}/proposal`)
      .set('Cookie', cookie)
      .send({
        room: 'The Lancaster Room',
        layout: 'theatre',
        capacity: 120,
        dates: [`${YEAR}-03-18`, `${YEAR}-03-19`],
        price_basis: 'total',
        price_gbp: 6500,
        valid_until: `${YEAR}-02-01`,
        ...overrides,
      })
      .expect(200);
  const accept = async (email: string, id: string, body: object) =>
    api
      .http()
      .post(`/api/v2/proposals/venues/${id}/accept`)
      .set('X-Proposal-Token', await tokenOf(email))
      .send(body);
  const planned = async (email: string, id: string, action: 'confirm' | 'release', body: object = {}) =>
    api
      .http()
      .post(`/api/v2/proposals/venues/${id}/${action}`)
      .set('X-Proposal-Token', await tokenOf(email))
      .send(body);

  describe('every outcome reaches the planner', () => {
    it('mails the private link with the confirmation of the brief; from the start it shows each venue’s state', async () => {
      const { email } = await submit([HARBOUR, INVITED, UNREACHABLE]);
      const confirmation = await lastMail(email, 'enquiry.confirmation');
      expect(confirmation!.text_body).toMatch(
        /Follow your venues’ answers: https:\/\/venues\.example\.com\/v2\/proposals#token=/,
      );
      const { venues, nothing_left } = await page(email);
      expect(venues.map((v) => v.status_text)).toEqual([
        'Sent — waiting for the venue’s answer',
        'Being contacted for you',
        'Being contacted for you',
      ]);
      expect(nothing_left).toBe(false);
    });

    it('mails the owner that an unanswered enquiry expires after 72 hours, and the portal says when', async () => {
      const { idOf } = await submit([HARBOUR]);
      const first = await lastMail(ownerA.email, 'venue-enquiry.new');
      expect(first!.text_body).toContain('An enquiry not answered within 72 hours expires, and the planner is told.');
      const detail = await api
        .http()
        .get(`/api/owners/enquiries/${idOf(HARBOUR)}`)
        .set('Cookie', asA)
        .expect(200);
      expect(detail.body.expires_at).toBe(new Date(now.getTime() + 72 * 60 * 60_000).toISOString());
    });

    it('tells the planner of each decline in the venue’s own words, and when none is left, says so', async () => {
      const { email, idOf } = await submit();
      await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/decline`)
        .set('Cookie', asA)
        .send({ reason: 'not_available', text: 'we could offer 22 March instead' })
        .expect(200);
      const first = await lastMail(email, 'venue-enquiry.declined-to-planner');
      expect(first!.subject).toBe('Harbour Rooms cannot take your event');
      expect(first!.text_body).toContain('Declined: not available — we could offer 22 March instead.');
      expect(first!.text_body).toContain('The other venues you briefed can still answer.');
      expect((await page(email)).venues[0]!.status_text).toBe(
        'Declined: not available — we could offer 22 March instead',
      );

      await api
        .http()
        .post(`/api/owners/enquiries/${idOf(MILL)}/decline`)
        .set('Cookie', asB)
        .send({ reason: 'other', text: 'Closed for refurbishment' })
        .expect(200);
      const second = await lastMail(email, 'venue-enquiry.declined-to-planner');
      expect(second!.text_body).toContain('Declined: Closed for refurbishment.');
      expect(second!.text_body).toContain('None of the venues you briefed can take your event now.');
      expect((await page(email)).nothing_left).toBe(true);
    });
  });

  describe('the thread', () => {
    it('mails each side about only the first three messages an hour; the rest wait on the page', async () => {
      const { email, idOf } = await submit([HARBOUR]);
      const id = idOf(HARBOUR);
      for (const n of [1, 2, 3, 4, 5]) {
        await api
          .http()
          .post(`/api/owners/enquiries/${id}/messages`)
          .set('Cookie', asA)
          .send({ body: `Note ${n}` })
          .expect(201);
      }
      const mailed = (await mailsTo(email)).filter((m) => m.kind === 'venue-enquiry.message-to-planner');
      expect(mailed.map((m) => m.text_body.match(/Note \d/)![0])).toEqual(['Note 1', 'Note 2', 'Note 3']);
      const thread = await api
        .http()
        .get(`/api/v2/proposals/venues/${id}/messages`)
        .set('X-Proposal-Token', await tokenOf(email))
        .expect(200);
      expect(thread.body.messages).toHaveLength(5);
      now = new Date(now.getTime() + 61 * 60_000);
      await api
        .http()
        .post(`/api/owners/enquiries/${id}/messages`)
        .set('Cookie', asA)
        .send({ body: 'Note 6' })
        .expect(201);
      expect((await lastMail(email, 'venue-enquiry.message-to-planner'))!.text_body).toContain('Note 6');
    });

    it('refuses messages, with the reason, once the enquiry is declined or the planner chose another venue', async () => {
      const { email, idOf } = await submit();
      await api
        .http()
        .post(`/api/owners/enquiries/${idOf(MILL)}/decline`)
        .set('Cookie', asB)
        .send({ reason: 'too_small' })
        .expect(200);
      const fromVenue = await api
        .http()
        .post(`/api/owners/enquiries/${idOf(MILL)}/messages`)
        .set('Cookie', asB)
        .send({ body: 'Are you sure?' })
        .expect(409);
      expect(fromVenue.body).toMatchObject({
        code: 'THREAD_CLOSED',
        message: 'Mill Loft declined this enquiry, so messages can no longer be sent.',
      });
      const fromPlanner = await api
        .http()
        .post(`/api/v2/proposals/venues/${idOf(MILL)}/messages`)
        .set('X-Proposal-Token', await tokenOf(email))
        .send({ body: 'Please reconsider' })
        .expect(409);
      expect(fromPlanner.body.code).toBe('THREAD_CLOSED');
      const tooLong = await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/messages`)
        .set('Cookie', asA)
        .send({ body: 'x'.repeat(2_001) })
        .expect(400);
      expect(tooLong.body.fields.body).toBe('body must be at most 2,000 characters');
    });
  });

  describe('an administrator answering for a venue', () => {
    it('is named "Venue Finder on behalf of {venue}" to the planner, and each act is in the audit log', async () => {
      const asAdmin = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
      const { email, idOf } = await submit([HARBOUR]);
      const id = idOf(HARBOUR);
      await propose(id, asAdmin);
      expect((await lastMail(email, 'proposal.received'))!.subject).toBe(
        'You have a proposal from Venue Finder on behalf of Harbour Rooms',
      );
      await api
        .http()
        .post(`/api/owners/enquiries/${id}/messages`)
        .set('Cookie', asAdmin)
        .send({ body: 'Parking?' })
        .expect(201);
      expect((await lastMail(email, 'venue-enquiry.message-to-planner'))!.text_body).toContain(
        'Venue Finder on behalf of Harbour Rooms wrote:',
      );
      const thread = await api
        .http()
        .get(`/api/v2/proposals/venues/${id}/messages`)
        .set('X-Proposal-Token', await tokenOf(email))
        .expect(200);
      expect(thread.body.messages).toEqual([expect.objectContaining({ body: 'Parking?', on_behalf_of_venue: true })]);
      await api
        .http()
        .post(`/api/owners/enquiries/${id}/messages`)
        .set('Cookie', asA)
        .send({ body: 'Yes, 10 spaces' })
        .expect(201);
      const audit: { action: string }[] = await api.dataSource.query(
        `SELECT action FROM audit_log WHERE entity_type = 'venue_enquiry' AND entity_id = $1 ORDER BY id`,
        [id],
      );
      expect(audit.map((a) => a.action)).toEqual([
        'venue_enquiry.proposed_on_behalf',
        'venue_enquiry.message_on_behalf',
      ]);
    });
  });

  describe('an acceptance means what the planner saw', () => {
    it('refuses an accept of a revision the venue has replaced, with 409, and shows the new terms', async () => {
      const { email, idOf } = await submit();
      await propose(idOf(HARBOUR), asA);
      const seen = await page(email);
      expect(seen.venues[0]!.proposal!.revision).toBe(1);
      await propose(idOf(HARBOUR), asA, { price_gbp: 7200 });
      const refused = await accept(email, idOf(HARBOUR), { revision: 1, date: `${YEAR}-03-18` });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'PROPOSAL_REVISED' });
      expect(refused.body.message).toBe(
        'Harbour Rooms has revised its proposal since you opened this page. Read the new terms (revision 2), then accept again if they suit you.',
      );
      const now2 = await page(email);
      expect(now2.venues[0]!.proposal).toMatchObject({ revision: 2, price: { amount_gbp: 7200 } });
      expect(now2.accepted_id).toBeNull();
    });

    it('asks which date when several are offered, accepts only one of them, and holds it as the first option', async () => {
      const { email, idOf } = await submit();
      const id = idOf(HARBOUR);
      await propose(id, asA);
      const none = await accept(email, id, { revision: 1 });
      expect(none.status).toBe(400);
      expect(none.body.fields.date).toBe(
        `date is required: choose one of the dates offered (${YEAR}-03-18, ${YEAR}-03-19)`,
      );
      const other = await accept(email, id, { revision: 1, date: `${YEAR}-04-01` });
      expect(other.status).toBe(400);
      const ok = await accept(email, id, { revision: 1, date: `${YEAR}-03-19` });
      expect(ok.status).toBe(200);
      const hold = (ok.body as PlannerPage).venues[0]!.hold!;
      expect(hold).toMatchObject({ state: 'held', date: `${YEAR}-03-19`, option_rank: 1 });
      expect(hold.reference).toMatch(REFERENCE);
      expect(hold.expires_at).toBe(new Date(now.getTime() + 7 * DAY_MS).toISOString());

      const toPlanner = await lastMail(email, 'proposal.accepted-to-planner');
      expect(toPlanner!.subject).toBe(
        `You accepted Harbour Rooms: 19 March ${YEAR} is held for you (${hold.reference})`,
      );
      for (const fact of [
        'Venue: Harbour Rooms',
        'Room: The Lancaster Room',
        `Date: 19 March ${YEAR}`,
        'Price: £6,500 in total',
        `Reference: ${hold.reference}`,
      ]) {
        expect(toPlanner!.text_body).toContain(fact);
      }
      const toVenue = await lastMail(ownerA.email, 'proposal.accepted');
      expect(toVenue!.text_body).toContain(`Reference: ${hold.reference}`);
      expect(toVenue!.text_body).toContain(email);
      const owner = await api.http().get(`/api/owners/enquiries/${id}`).set('Cookie', asA).expect(200);
      expect(owner.body.hold).toMatchObject({
        state: 'held',
        reference: hold.reference,
        date: `${YEAR}-03-19`,
        revision: 1,
      });
    });

    it('tells the venues not chosen, with the planner’s reason, where they can be reached, and says which were told', async () => {
      const { email, idOf } = await submit([HARBOUR, MILL, UNREACHABLE]);
      await propose(idOf(HARBOUR), asA);
      await propose(idOf(MILL), asB, { price_gbp: 9000 });
      await accept(email, idOf(HARBOUR), { revision: 1, date: `${YEAR}-03-18`, not_chosen_reason: 'price' }).then((r) =>
        expect(r.status).toBe(200),
      );
      const told = await lastMail(ownerB.email, 'proposal.not-chosen');
      expect(told!.text_body).toContain("The planner's reason: price.");
      const { venues } = await page(email);
      expect(venues.map((v) => [v.venue.name, v.told_by_mail])).toEqual([
        ['Harbour Rooms', null],
        ['Mill Loft', true],
        ['Old Chapel', false],
      ]);
      const why = await accept(email, idOf(MILL), { revision: 1, not_chosen_reason: 'other' });
      expect(why.status).toBe(400);
    });

    it('holds a room and date already held for another event as the second option', async () => {
      const first = await submit([HARBOUR]);
      const second = await submit([HARBOUR]);
      for (const { email, idOf } of [first, second]) {
        await propose(idOf(HARBOUR), asA, { dates: [`${YEAR}-05-05`], room: 'the lancaster room' });
        expect((await accept(email, idOf(HARBOUR), { revision: 1 })).status).toBe(200);
      }
      const held = (await page(second.email)).venues[0]!;
      expect(held.hold).toMatchObject({ option_rank: 2 });
      expect(held.status_text).toMatch(/^Accepted — held for you as the second option until/);
    });
  });

  describe('from hold to booking', () => {
    it('confirms the booking: both sides are mailed one reference, and it cannot be confirmed twice', async () => {
      const { email, idOf } = await submit([HARBOUR]);
      await propose(idOf(HARBOUR), asA, { dates: [`${YEAR}-06-06`] });
      const accepted: PlannerPage = (await accept(email, idOf(HARBOUR), { revision: 1 })).body;
      const reference = accepted.venues[0]!.hold!.reference;
      const confirmed = await planned(email, idOf(HARBOUR), 'confirm');
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.venues[0].status_text).toBe(`Booked — reference ${reference}`);
      for (const to of [email, ownerA.email]) {
        const mail = await lastMail(to, 'booking.confirmed');
        expect(mail!.subject).toBe(`Booking confirmed: Harbour Rooms, 6 June ${YEAR} (${reference})`);
      }
      const again = await planned(email, idOf(HARBOUR), 'confirm');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(`The booking at Harbour Rooms is already confirmed (${reference}).`);
    });

    it('shows the hold, then the booking, in the owner’s calendar and its private .ics feed', async () => {
      const { email, idOf } = await submit([HARBOUR]);
      const day = `${YEAR}-10-10`;
      await propose(idOf(HARBOUR), asA, { dates: [day], room: 'Calendar Room' });
      const reference = ((await accept(email, idOf(HARBOUR), { revision: 1 })).body as PlannerPage).venues[0]!.hold!
        .reference;
      const calendar = () =>
        api
          .http()
          .get(`/api/owners/venues/${HARBOUR.id}/calendar?from=${YEAR}-10-01&to=${YEAR}-10-31`)
          .set('Cookie', asA)
          .expect(200);
      const held = (await calendar()).body.entries;
      expect(held).toEqual([
        expect.objectContaining({
          kind: 'held',
          first_day: day,
          last_day: day,
          note: `Event, Calendar Room · ${reference} (first option)`,
        }),
      ]);
      const { body: feed } = await api
        .http()
        .post(`/api/owners/venues/${HARBOUR.id}/calendar/feed`)
        .set('Cookie', asA)
        .expect(201);
      const ics = await api.http().get(new URL(feed.url).pathname).expect(200);
      expect(ics.text).toContain(reference);

      await planned(email, idOf(HARBOUR), 'confirm');
      expect((await calendar()).body.entries).toEqual([
        expect.objectContaining({ kind: 'booked', first_day: day, note: `Event, Calendar Room · ${reference}` }),
      ]);
    });

    it('lets the venue release a hold only with a reason, which the planner is mailed; then nothing can be confirmed', async () => {
      const { email, idOf } = await submit([HARBOUR]);
      await propose(idOf(HARBOUR), asA, { dates: [`${YEAR}-07-07`] });
      await accept(email, idOf(HARBOUR), { revision: 1 });
      const bare = await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/release`)
        .set('Cookie', asA)
        .send({});
      expect(bare.status).toBe(400);
      expect(bare.body.fields.reason).toBe('reason is required: tell the planner why you release the date');
      await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/release`)
        .set('Cookie', asB)
        .send({ reason: 'Not mine' })
        .expect(404);
      const released = await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/release`)
        .set('Cookie', asA)
        .send({ reason: 'Flood damage in the room' })
        .expect(200);
      expect(released.body.hold).toMatchObject({ state: 'released', released_by: 'venue' });
      const mail = await lastMail(email, 'hold.released');
      expect(mail!.text_body).toContain('The reason given: Flood damage in the room');
      expect((await planned(email, idOf(HARBOUR), 'confirm')).status).toBe(409);
      expect((await page(email)).nothing_left).toBe(true);
    });

    it('has the venue indexed again when a hold is placed or released, so search by date sees the day taken, then free', async () => {
      const asked = async () => {
        const [row]: { n: number }[] = await api.dataSource.query(
          `SELECT count(*)::int AS n FROM outbox WHERE aggregate_id = $1 AND payload->>'actor' = 'planner'`,
          [HARBOUR.id],
        );
        return row!.n;
      };
      const taken = async () => (await venueAvailability(api.dataSource, [HARBOUR.id])).get(HARBOUR.id)?.takenDays;
      const { email, idOf } = await submit([HARBOUR]);
      const day = `${YEAR}-11-11`;
      await propose(idOf(HARBOUR), asA, { dates: [day] });
      const before = await asked();
      await accept(email, idOf(HARBOUR), { revision: 1 });
      expect(await asked()).toBe(before + 1);
      expect(await taken()).toContain(dayNumber(day));
      await planned(email, idOf(HARBOUR), 'release', { reason: 'Budget cut' });
      expect(await asked()).toBe(before + 2);
      expect(await taken()).not.toContain(dayNumber(day));
    });

    it('lets the planner release the hold; the venue is told', async () => {
      const { email, idOf } = await submit([HARBOUR]);
      await propose(idOf(HARBOUR), asA, { dates: [`${YEAR}-08-08`] });
      await accept(email, idOf(HARBOUR), { revision: 1 });
      const released = await planned(email, idOf(HARBOUR), 'release', { reason: 'Budget cut' });
      expect(released.status).toBe(200);
      expect(released.body.venues[0].status_text).toBe('You released the hold');
      expect((await lastMail(ownerA.email, 'hold.released'))!.text_body).toContain('The reason given: Budget cut');
    });

    it('lets an owner withdraw a proposal not accepted; the planner is told and cannot accept it', async () => {
      const { email, idOf } = await submit([HARBOUR]);
      await propose(idOf(HARBOUR), asA);
      await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/withdraw`)
        .set('Cookie', asA)
        .expect(200);
      expect((await lastMail(email, 'proposal.withdrawn'))!.subject).toBe('Harbour Rooms has withdrawn its proposal');
      const refused = await accept(email, idOf(HARBOUR), { revision: 1, date: `${YEAR}-03-18` });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Harbour Rooms has withdrawn its proposal.');
      await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/withdraw`)
        .set('Cookie', asA)
        .expect(409);
    });

    it('offers only days the venue’s calendar does not mark unavailable', async () => {
      const { idOf } = await submit([HARBOUR]);
      await api
        .http()
        .post(`/api/owners/venues/${HARBOUR.id}/calendar/unavailable`)
        .set('Cookie', asA)
        .send({ first_day: `${YEAR}-11-10`, last_day: `${YEAR}-11-12`, note: 'Refurbishment' })
        .expect(201);
      const refused = await api
        .http()
        .post(`/api/owners/enquiries/${idOf(HARBOUR)}/proposal`)
        .set('Cookie', asA)
        .send({
          room: 'R',
          layout: 'theatre',
          capacity: 10,
          dates: [`${YEAR}-11-09`, `${YEAR}-11-11`],
          price_basis: 'total',
          price_gbp: 10,
          valid_until: `${YEAR}-02-01`,
        })
        .expect(400);
      expect(refused.body.fields.dates).toBe(
        `your calendar marks ${YEAR}-11-11 unavailable: offer other dates, or free them in the Calendar tab first`,
      );
      await propose(idOf(HARBOUR), asA, { dates: [`${YEAR}-11-09`, `${YEAR}-11-13`] });
    });

    it('refuses hostile values with a clear 400', async () => {
      const { email, idOf } = await submit([HARBOUR]);
      const id = idOf(HARBOUR);
      const days = await api
        .http()
        .post(`/api/owners/enquiries/${id}/proposal`)
        .set('Cookie', asA)
        .send({
          room: 'R',
          layout: 'theatre',
          capacity: 10,
          dates: [`${YEAR}-03-18`],
          price_basis: 'total',
          price_gbp: 10,
          valid_until: `${YEAR}-02-01`,
          hold_days: 30,
        });
      expect(days.status).toBe(400);
      expect(days.body.fields.hold_days).toBe('hold_days must be at most 14');
      await propose(id, asA);
      for (const body of [
        { revision: 'one' },
        { revision: [1] },
        { revision: 1, date: { $gt: '' } },
        { revision: 1, date: '18/03/2031' },
      ]) {
        expect((await accept(email, id, body)).status).toBe(400);
      }
      const long = await planned(email, id, 'release', { reason: 'x'.repeat(501) });
      expect(long.status).toBe(400);
    });
  });

  // Last: the clock moves on past every hold and enquiry above (and then on again, below).
  describe('time runs out', () => {
    it('ends a hold not confirmed in time, telling both sides, and mails the planner once for venues that expired together', async () => {
      const held = await submit([HARBOUR]);
      await propose(held.idOf(HARBOUR), asA, { dates: [`${YEAR}-09-09`], hold_days: 2 });
      const accepted = await accept(held.email, held.idOf(HARBOUR), { revision: 1 });
      expect(accepted.body).toMatchObject({ accepted_id: held.idOf(HARBOUR) });
      const silent = await submit([HARBOUR, MILL]);

      now = new Date(now.getTime() + 73 * 60 * 60_000);
      const { holdsEnded, expired } = await api.app.get(EnquirySweep).run();
      expect(holdsEnded).toBeGreaterThanOrEqual(1);
      expect(expired).toBeGreaterThanOrEqual(2);
      // The day is free again: the sweep asks for the venue to be indexed again (search by date).
      const [swept]: { n: number }[] = await api.dataSource.query(
        `SELECT count(*)::int AS n FROM outbox WHERE aggregate_id = $1 AND payload->>'actor' = 'hold-expiry'`,
        [HARBOUR.id],
      );
      expect(swept!.n).toBeGreaterThanOrEqual(1);
      expect((await lastMail(held.email, 'hold.expired'))!.subject).toMatch(
        new RegExp(`^The hold on 9 September ${YEAR} at Harbour Rooms has ended`),
      );
      expect((await mailsTo(ownerA.email)).some((m) => m.kind === 'hold.expired')).toBe(true);
      expect((await planned(held.email, held.idOf(HARBOUR), 'confirm')).status).toBe(409);

      const told = (await mailsTo(silent.email)).filter((m) => m.kind === 'venue-enquiry.expired-to-planner');
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toBe('No answer from 2 venues');
      expect(told[0]!.text_body).toContain('None of the venues you briefed can take your event now.');
      const { venues } = await page(silent.email);
      expect(venues.map((v) => v.status_text)).toEqual([
        'Expired: no answer within 72 hours',
        'Expired: no answer within 72 hours',
      ]);
    });
  });
  describe('no mail floods for owners', () => {
    it('mails the first three enquiries of an hour at once and gathers the rest into the hour’s digest', async () => {
      // Two hours on, at 5 past an hour: no earlier enquiry to this venue counts in this hour.
      now = new Date(Math.ceil((now.getTime() + 2 * 60 * 60_000) / (60 * 60_000)) * 60 * 60_000 + 5 * 60_000);
      const hourStart = new Date(now.getTime() - 5 * 60_000);
      const before = (await mailsTo(ownerB.email)).filter((m) => m.kind === 'venue-enquiry.new').length;
      for (let i = 0; i < 5; i += 1) await submit([MILL]);
      const atOnce = (await mailsTo(ownerB.email)).filter((m) => m.kind === 'venue-enquiry.new').length - before;
      expect(atOnce).toBe(3);
      const jobs: { payload: { venueId: string } }[] = await api.dataSource.query(
        "SELECT payload FROM jobs WHERE kind = 'venue-enquiries.owner-digest' AND payload->>'hourStart' = $1",
        [hourStart.toISOString()],
      );
      expect(jobs).toEqual([{ payload: { venueId: MILL.id, hourStart: hourStart.toISOString() } }]);
      const digest = api.app.get(OwnerEnquiryDigest);
      expect(await digest.send(MILL.id, hourStart)).toBe(2);
      const mail = await lastMail(ownerB.email, 'venue-enquiry.digest');
      expect(mail!.subject).toBe('2 more new enquiries for Mill Loft');
      expect(mail!.text_body).toContain('1. 80 guests');
      // At least once: the job run again mails nothing new. (Counted for this hour: an earlier
      // hour's digest, queued by the specs before, may have been sent by the job queue meanwhile.)
      await digest.send(MILL.id, hourStart);
      const thisHours = await api.dataSource.query(
        'SELECT count(*)::int AS n FROM mail_messages WHERE dedupe_key = $1',
        [`venue:${MILL.id}:new-enquiries:${hourStart.toISOString().slice(0, 13)}`],
      );
      expect(thisHours).toEqual([{ n: 1 }]);
    });
  });
});
