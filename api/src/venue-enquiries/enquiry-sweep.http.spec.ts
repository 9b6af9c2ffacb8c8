import { Clock } from '../kernel/clock';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { EnquirySweep } from './enquiry-sweep';
import { ProposalLinks } from './proposal-links';

const SLOW = makeVenue({ name: 'Slow Barn', slug: 'slow-barn' });
const FAST = makeVenue({ name: 'Fast Hall', slug: 'fast-hall' });
const HOUR = 60 * 60_000;
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const PROPOSAL = {
  room: 'Main hall',
  layout: 'banquet',
  capacity: 200,
  dates: [`${NEXT_YEAR}-06-01`],
  price_basis: 'total',
  price_gbp: 9000,
  valid_until: `${NEXT_YEAR}-05-01`,
};

describe('Reminders, expiry and response figures, on the injected clock', () => {
  let api: ApiTestApp;
  let asSlow: string;
  let asFast: string;
  let sweep: EnquirySweep;
  let clock: jest.SpyInstance<Date, []>;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [SLOW, FAST], env: UNLIMITED_PUBLIC_FORMS });
    const slowOwner = await createUser(api.dataSource, { email: 'owner@slow.example' });
    const fastOwner = await createUser(api.dataSource, { email: 'owner@fast.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = $2', [slowOwner.id, SLOW.id]);
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = $2', [fastOwner.id, FAST.id]);
    asSlow = await sessionCookieFor(api.dataSource, slowOwner);
    asFast = await sessionCookieFor(api.dataSource, fastOwner);
    clock = jest.spyOn(api.app.get(Clock), 'now');
    sweep = api.app.get(EnquirySweep);
  });
  afterAll(() => api?.close());

  let planner = 0;
  const submit = async (venues: { id: string }[]) => {
    planner += 1;
    const email = `planner${planner}@company.co.uk`;
    const { body } = await api
      .http()
      .post('/api/v2/enquiries')
      .send({ source: 'v2_brief_submission', payload: { email, venues: venues.map((v) => v.id) } })
      .expect(201);
    // The planner opens their private link, so their enquiry counts in the response figures.
    const link = await api.app.get(ProposalLinks).issue(api.dataSource.manager, body.id, new Date());
    await api.http().get('/api/v2/proposals').set('X-Proposal-Token', link.split('#token=')[1]!).expect(200);
    const rows: { id: string; venue_id: string }[] = await api.dataSource.query(
      'SELECT id, venue_id FROM venue_enquiries WHERE enquiry_id = $1',
      [body.id],
    );
    const idOf = (venue: { id: string }) => rows.find((r) => r.venue_id === venue.id)!.id;
    return { email, idOf };
  };
  /** Sweeps as if `hours` had passed (the sweep's clock only: sessions keep the real one). */
  const sweepAfter = async (hours: number, sweeps = 1) => {
    const at = new Date(Date.now() + hours * HOUR);
    clock.mockImplementation(() => at);
    try {
      const runs = await Promise.all(Array.from({ length: sweeps }, () => sweep.run()));
      return runs.reduce((sum, run) => ({ reminded: sum.reminded + run.reminded, expired: sum.expired + run.expired }));
    } finally {
      clock.mockRestore();
      clock = jest.spyOn(api.app.get(Clock), 'now');
    }
  };
  /** Makes a venue enquiry `hours` older, as if it had arrived that long ago. */
  const age = (id: string, hours: number) =>
    api.dataSource.query(`UPDATE venue_enquiries SET created_at = created_at - $2 * interval '1 hour' WHERE id = $1`, [
      id,
      hours,
    ]);
  const remindersOf = (id: string) =>
    api.dataSource.query('SELECT recipient, subject FROM mail_messages WHERE dedupe_key = $1', [
      `venue-enquiry:${id}:reminder`,
    ]);

  it('reminds an owner once after 20 hours, however many processes sweep at once, and expires the enquiry at 72', async () => {
    const { email, idOf } = await submit([SLOW, FAST]);
    await api
      .http()
      .post(`/api/owners/enquiries/${idOf(FAST)}/proposal`)
      .set('Cookie', asFast)
      .send(PROPOSAL)
      .expect(200);
    const mails: { text_body: string }[] = await api.dataSource.query(
      "SELECT text_body FROM mail_messages WHERE recipient = $1 AND kind = 'proposal.received'",
      [email],
    );
    const token = mails[0]!.text_body.match(/\/v2\/proposals#token=([A-Za-z0-9_-]{43})/)![1]!;

    await sweepAfter(19);
    expect(await remindersOf(idOf(SLOW))).toEqual([]);

    const { reminded } = await sweepAfter(21, 3);
    await sweepAfter(22);
    expect(reminded).toBe(1);
    expect(await remindersOf(idOf(SLOW))).toEqual([
      { recipient: 'owner@slow.example', subject: 'Reminder: an enquiry for Slow Barn is waiting for your answer' },
    ]);
    expect(await remindersOf(idOf(FAST))).toEqual([]); // answered: no reminder

    expect((await sweepAfter(71)).expired).toBe(0);
    expect((await sweepAfter(73)).expired).toBe(1);
    const page = await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
    expect(page.body.venues.map((v: { state: string; status_text: string }) => [v.state, v.status_text])).toEqual([
      ['expired', 'Expired: no answer within 72 hours'],
      ['proposed', 'Proposal received'],
    ]);
    const late = await api
      .http()
      .post(`/api/owners/enquiries/${idOf(SLOW)}/proposal`)
      .set('Cookie', asSlow)
      .send(PROPOSAL)
      .expect(409);
    expect(late.body.message).toBe(
      'This enquiry expired after 72 hours without an answer; the planner has been told by e-mail.',
    );
  });

  it('shows response figures on the venue page and its search card once 3 enquiries are settled', async () => {
    const figuresOf = async (venue: { id: string; slug: string }) => {
      const detail = await api.http().get(`/api/v2/venues/${venue.slug}`).expect(200);
      const cards = await api.http().get(`/api/v2/venues?ids=${venue.id}`).expect(200);
      expect(cards.body.items[0].response).toEqual(detail.body.response);
      return detail.body.response;
    };
    // Fast Hall has one answer so far (within minutes): not enough to say anything.
    expect(await figuresOf(FAST)).toBeNull();
    for (let i = 0; i < 4; i += 1) {
      const { idOf } = await submit([FAST]);
      await age(idOf(FAST), 2);
      await api
        .http()
        .post(`/api/owners/enquiries/${idOf(FAST)}/decline`)
        .set('Cookie', asFast)
        .send({ reason: 'too_small' })
        .expect(200);
    }
    expect(await figuresOf(FAST)).toEqual({
      enquiries: 5,
      answered_share: 1,
      median_answer_seconds: 7200,
      answers_within_text: 'Usually answers within 2 hours',
      answered_text: 'Answers every enquiry',
      // Five declines are no Top Responder: that needs ten enquiries, no more than half declined.
      top_responder: false,
    });
    // Slow Barn: its one enquiry expired; two more, one answered after 30 hours.
    const first = await submit([SLOW]);
    await age(first.idOf(SLOW), 30);
    await api
      .http()
      .post(`/api/owners/enquiries/${first.idOf(SLOW)}/proposal`)
      .set('Cookie', asSlow)
      .send(PROPOSAL)
      .expect(200);
    const second = await submit([SLOW]);
    await age(second.idOf(SLOW), 73);
    await sweepAfter(0);
    expect(await figuresOf(SLOW)).toEqual({
      enquiries: 3,
      answered_share: 0.333,
      median_answer_seconds: 30 * 3600,
      answers_within_text: 'Usually answers within 30 hours',
      answered_text: 'Answers 3 in 10 enquiries',
      top_responder: false,
    });
  });
});
