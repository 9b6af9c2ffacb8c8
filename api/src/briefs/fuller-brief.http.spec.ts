// A fuller brief (issue #44): the event's type, times and days and who the planner is travel
// from the brief form to the venue's owner — stored on the brief and its enquiry, shown in the
// portal's enquiry detail and in the new-enquiry mail — and absurd values get a clear message.
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { Clock } from '../kernel/clock';

const OWNED = makeVenue({ name: 'Harbour Rooms', slug: 'harbour-rooms' });
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const EVENT = {
  type: 'conference',
  date: `${NEXT_YEAR}-03-18`,
  start_time: '09:00',
  end_time: '17:30',
  days: 2,
  guests: 80,
  layout: 'theatre',
  budget_gbp: 6500,
};
const PLANNER = { name: 'Sam Patel', phone: '020 7946 0000', organisation: 'Northwind Ltd' };

describe('A fuller brief', () => {
  let api: ApiTestApp;
  let owner: TestUser;
  let asOwner: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [OWNED], env: UNLIMITED_PUBLIC_FORMS });
    owner = await createUser(api.dataSource, { email: 'owner@harbour.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE id = $2', [
      owner.id,
      OWNED.id,
    ]);
    asOwner = await sessionCookieFor(api.dataSource, owner);
  });
  afterAll(() => api?.close());

  const brief = (overrides: Record<string, unknown> = {}) => ({
    user_email: 'sam@northwind.example',
    items: [{ venue_id: OWNED.id, notes: 'A stage please' }],
    event: EVENT,
    planner: PLANNER,
    ...overrides,
  });
  const postBrief = (body: object) => api.http().post('/api/v2/briefs').send(body);

  it('reaches the owner: stored on the brief and the enquiry, in the portal’s detail and the new-enquiry mail', async () => {
    const saved = await postBrief(brief()).expect(201);
    const [stored] = await api.dataSource.query(
      `SELECT event_type, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time,
              days, planner_name, planner_phone, planner_organisation FROM briefs WHERE id = $1`,
      [saved.body.id],
    );
    expect(stored).toEqual({
      event_type: 'conference',
      start_time: '09:00',
      end_time: '17:30',
      days: 2,
      planner_name: 'Sam Patel',
      planner_phone: '020 7946 0000',
      planner_organisation: 'Northwind Ltd',
    });
    // The enquiry that submits the brief takes the brief's event and planner when it gives none.
    const enquiry = await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        brief_id: saved.body.id,
        payload: { email: 'sam@northwind.example', venues: [OWNED.id] },
      })
      .expect(201);
    const [{ id }] = await api.dataSource.query('SELECT id FROM venue_enquiries WHERE enquiry_id = $1', [
      enquiry.body.id,
    ]);

    const { body: detail } = await api.http().get(`/api/owners/enquiries/${id}`).set('Cookie', asOwner).expect(200);
    expect(detail.event).toEqual({
      type: 'conference',
      date: `${NEXT_YEAR}-03-18`,
      date_flexible: false,
      start_time: '09:00',
      end_time: '17:30',
      days: 2,
      guests: 80,
      layout: 'theatre',
      budget_gbp: 6500,
    });
    expect(detail).toMatchObject({
      planner_email: 'sam@northwind.example',
      planner_name: 'Sam Patel',
      planner_phone: '020 7946 0000',
      planner_organisation: 'Northwind Ltd',
    });

    const [mail] = await api.dataSource.query(
      "SELECT text_body FROM mail_messages WHERE recipient = $1 AND kind = 'venue-enquiry.new'",
      [owner.email],
    );
    for (const line of [
      'Event: Conference',
      `Date: 18 March ${NEXT_YEAR}`,
      'Days: 2',
      'Times: 09:00 to 17:30',
      'Planner: Sam Patel',
      'Organisation: Northwind Ltd',
      'Phone: 020 7946 0000',
    ]) {
      expect(mail.text_body).toContain(line);
    }
  });

  it('needs none of it: a brief without the new fields is saved as before', async () => {
    await postBrief(brief({ event: undefined, planner: undefined })).expect(201);
    await postBrief(brief({ planner: { organisation: '' }, event: { guests: 10 } })).expect(201);
  });

  describe('absurd values get a message a person can act on', () => {
    const fieldsOf = async (body: object) => (await postBrief(body).expect(400)).body.fields as Record<string, string>;

    it('refuses 10,000 guests on a £1 budget', async () => {
      const fields = await fieldsOf(brief({ event: { guests: 10_000, budget_gbp: 1 } }));
      expect(fields['event.budget_gbp']).toBe(
        'event.budget_gbp of £1 for 10,000 guests is less than £1 a guest: please check the budget and the number of guests',
      );
      await postBrief(brief({ event: { guests: 10_000, budget_gbp: 10_000 } })).expect(201);
    });

    it('refuses a date that has passed', async () => {
      const fields = await fieldsOf(brief({ event: { date: '2020-01-01' } }));
      expect(fields['event.date']).toBe('event.date must be a date that has not passed, written YYYY-MM-DD');
    });

    it('judges whether the date has passed by the app’s clock, not the machine’s', async () => {
      const clock = jest.spyOn(api.app.get(Clock), 'now').mockReturnValue(new Date(`${NEXT_YEAR + 2}-06-01T12:00:00Z`));
      try {
        const fields = await fieldsOf(brief({ event: { date: `${NEXT_YEAR + 2}-05-31` } }));
        expect(fields['event.date']).toBe('event.date must be a date that has not passed, written YYYY-MM-DD');
        await postBrief(brief({ event: { date: `${NEXT_YEAR + 2}-06-01` } })).expect(201);
      } finally {
        clock.mockRestore();
      }
    });

    it('refuses an end before the start, and times that are not times of day', async () => {
      expect((await fieldsOf(brief({ event: { start_time: '17:00', end_time: '09:00' } })))['event.end_time']).toBe(
        'event.end_time must be after event.start_time',
      );
      expect((await fieldsOf(brief({ event: { start_time: '17:00', end_time: '17:00' } })))['event.end_time']).toBe(
        'event.end_time must be after event.start_time',
      );
      expect((await fieldsOf(brief({ event: { start_time: '25:00' } })))['event.start_time']).toBe(
        'event.start_time must be a time of day written HH:MM, such as 09:00',
      );
    });

    it('refuses a number of days out of range', async () => {
      expect((await fieldsOf(brief({ event: { days: 0 } })))['event.days']).toBe('event.days must be at least 1');
      expect((await fieldsOf(brief({ event: { days: 15 } })))['event.days']).toBe('event.days must be at most 14');
      expect((await fieldsOf(brief({ event: { days: 1.5 } })))['event.days']).toBe(
        'event.days must be a whole number of days',
      );
    });

    it('refuses an unknown event type, a phone that is not a number and an over-long name', async () => {
      expect((await fieldsOf(brief({ event: { type: 'rave' } })))['event.type']).toMatch(
        /^event\.type must be one of: meeting, conference, /,
      );
      expect((await fieldsOf(brief({ planner: { phone: 'call me' } })))['planner.phone']).toBe(
        'planner.phone must be a phone number, such as 020 7946 0000 or +44 20 7946 0000',
      );
      expect((await fieldsOf(brief({ planner: { name: 'x'.repeat(121) } })))['planner.name']).toBe(
        'planner.name must be at most 120 characters',
      );
      expect((await fieldsOf(brief({ planner: 'Sam' })))['planner']).toBe(
        'planner must be an object: { name, phone, organisation }',
      );
    });
  });
});
