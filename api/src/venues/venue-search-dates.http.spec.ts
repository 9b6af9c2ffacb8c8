// Search by date over HTTP on a real PostgreSQL (issue #48): an owner marks a day unavailable in
// the venue's calendar, the write asks for the venue to be indexed again (an outbox message in
// its transaction), and a search for that day leaves the venue out; venues that keep a calendar
// come first, marked free, and those that keep none after them, marked not confirmed. Hostile
// dates are answered 400 with a message a person can act on.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { PostgresSearchEngine } from '../../../core/src/search/postgres-search-engine';
import { searchDocumentsOf } from '../../../core/src/search/search-document';
import { In } from 'typeorm';
import { Venue } from '../../../core/src/entities/venue.entity';
import { addDays, londonDay } from '../analytics/london-day';

const BLOCKED = makeVenue({ name: 'Blockley Hall', city: 'manchester', qualityScore: 90 });
const KEPT_FREE = makeVenue({ name: 'Freemont Rooms', city: 'manchester', qualityScore: 10 });
const NO_CALENDAR = makeVenue({ name: 'Nocal House', city: 'manchester', qualityScore: 99 });
const ELSEWHERE = makeVenue({ name: 'Leeds Loft', city: 'leeds' });

const day = (offset: number) => addDays(londonDay(Date.now()), offset);
const D = day(30);

interface Card {
  name: string;
  availability?: string;
}

describe('Searching venues by date over HTTP', () => {
  let api: ApiTestApp;
  let ownerCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [BLOCKED, KEPT_FREE, NO_CALENDAR, ELSEWHERE] });
    const owner = await createUser(api.dataSource, { userType: 'owner' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = ANY($2::uuid[])', [
      owner.id,
      [BLOCKED.id, KEPT_FREE.id],
    ]);
    ownerCookie = await sessionCookieFor(api.dataSource, owner);
    // The venues' own messages first: from here on, only the calendar's writes bring them back.
    await indexPending();
    await mark(BLOCKED.id, D);
    // Freemont keeps its calendar too: a week away is marked, D is free.
    await mark(KEPT_FREE.id, day(37));
    await indexPending();
  });
  afterAll(() => api?.close());

  async function mark(venueId: string, first: string, last = first) {
    await api
      .http()
      .post(`/api/owners/venues/${venueId}/calendar/unavailable`)
      .set('Cookie', ownerCookie)
      .send({ first_day: first, last_day: last, note: 'Private wedding' })
      .expect(201);
  }

  /** What the indexer does with the outbox's pending messages: the venues' documents written again. */
  async function indexPending(): Promise<string[]> {
    const rows: { id: string }[] = await api.dataSource.query(
      `WITH done AS (UPDATE outbox SET processed_at = clock_timestamp() WHERE processed_at IS NULL RETURNING aggregate_id)
       SELECT aggregate_id AS id FROM done`,
    );
    const ids = [...new Set(rows.map((row) => row.id))];
    const venues = await api.dataSource.getRepository(Venue).findBy({ id: In(ids) });
    await new PostgresSearchEngine(api.dataSource).upsert(await searchDocumentsOf(api.dataSource, venues));
    return ids;
  }

  const search = (query: string) => api.http().get(`/api/v2/venues?${query}`);
  const cards = (body: { items: Card[] }) => body.items.map((item) => [item.name, item.availability]);

  it('asks for the venue to be indexed again in the transaction of a calendar change', async () => {
    await mark(BLOCKED.id, day(60));
    expect(await indexPending()).toEqual([BLOCKED.id]);
  });

  it('leaves out a venue marked unavailable that day, and lists the free ones before those not confirmed', async () => {
    const { body } = await search(`city=manchester&date=${D}`).expect(200);
    expect(cards(body)).toEqual([
      [KEPT_FREE.name, 'free'],
      [NO_CALENDAR.name, 'not_confirmed'],
    ]);
    expect(body.total).toBe(2);
    expect(body.facets.city).toEqual({ manchester: 2 });
  });

  it('keeps the venue on a day its calendar leaves free, first among the free ones by relevance', async () => {
    const { body } = await search(`city=manchester&date=${day(31)}`).expect(200);
    expect(cards(body)).toEqual([
      [BLOCKED.name, 'free'],
      [KEPT_FREE.name, 'free'],
      [NO_CALENDAR.name, 'not_confirmed'],
    ]);
  });

  it('leaves out a venue taken on any day of a range', async () => {
    const { body } = await search(`city=manchester&date_from=${day(28)}&date_to=${day(32)}`).expect(200);
    expect(cards(body).map(([name]) => name)).toEqual([KEPT_FREE.name, NO_CALENDAR.name]);
    const week = await search(`city=manchester&date_from=${day(33)}&date_to=${day(39)}`).expect(200);
    expect(cards(week.body)).toEqual([
      [BLOCKED.name, 'free'],
      [NO_CALENDAR.name, 'not_confirmed'],
    ]);
  });

  it('combines with free text and with the other filters', async () => {
    const text = await search(`q=blockley&date=${D}`).expect(200);
    expect(text.body.total).toBe(0);
    const free = await search(`q=blockley&date=${day(31)}`).expect(200);
    expect(cards(free.body)).toEqual([[BLOCKED.name, 'free']]);
    const leeds = await search(`city=leeds&date=${D}`).expect(200);
    expect(cards(leeds.body)).toEqual([[ELSEWHERE.name, 'not_confirmed']]);
  });

  it('leaves out the days an .ics import marks, once the import asks for the venue to be indexed again', async () => {
    const first = day(45).replaceAll('-', '');
    const next = day(46).replaceAll('-', '');
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Bookings//EN',
      'BEGIN:VEVENT',
      'UID:conference-45@bookings.example',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${first}`,
      `DTEND;VALUE=DATE:${next}`,
      'SUMMARY:Sales conference',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await api
      .http()
      .post(`/api/owners/venues/${KEPT_FREE.id}/calendar/import`)
      .set('Cookie', ownerCookie)
      .send({ ics })
      .expect(200);
    expect(await indexPending()).toEqual([KEPT_FREE.id]);
    const { body } = await search(`city=manchester&date=${day(45)}`).expect(200);
    expect(cards(body)).toEqual([
      [BLOCKED.name, 'free'],
      [NO_CALENDAR.name, 'not_confirmed'],
    ]);
  });

  it('says nothing of availability when no date is asked', async () => {
    const { body } = await search('city=manchester').expect(200);
    expect(body.total).toBe(3);
    expect(body.items.every((item: object) => !('availability' in item))).toBe(true);
  });

  it('searches again as soon as the owner frees the day', async () => {
    const [entry]: { id: string }[] = await api.dataSource.query(
      'SELECT id FROM venue_unavailable_dates WHERE venue_id = $1 AND first_day = $2',
      [BLOCKED.id, D],
    );
    await api
      .http()
      .delete(`/api/owners/venues/${BLOCKED.id}/calendar/unavailable/${entry!.id}`)
      .set('Cookie', ownerCookie)
      .expect(204);
    expect(await indexPending()).toEqual([BLOCKED.id]);
    const { body } = await search(`city=manchester&date=${D}`).expect(200);
    expect(cards(body)[0]).toEqual([BLOCKED.name, 'free']);
    await mark(BLOCKED.id, D);
    await indexPending();
  });

  describe('Check availability on the venue page', () => {
    const availability = (venue: string, query = '') => api.http().get(`/api/v2/venues/${venue}/availability${query}`);

    it('says whether a venue that keeps its calendar is free on the date, with its free days nearest it', async () => {
      const { body } = await availability(BLOCKED.slug, `?date=${D}`).expect(200);
      expect(body).toEqual({
        date: D,
        keeps_calendar: true,
        free_on_date: false,
        nearby_free_days: [day(27), day(28), day(29), day(31), day(32), day(33)],
      });
      expect((await availability(BLOCKED.id, `?date=${day(31)}`).expect(200)).body.free_on_date).toBe(true);
    });

    it('never shows why a day is taken', async () => {
      const { text } = await availability(BLOCKED.slug, `?date=${D}`).expect(200);
      expect(text).not.toContain('Private wedding');
    });

    it('looks no earlier than today, and asks about today when no date is given', async () => {
      const { body } = await availability(KEPT_FREE.slug).expect(200);
      expect(body.date).toBe(day(0));
      expect(body.free_on_date).toBe(true);
      expect(body.nearby_free_days).toEqual([day(0), day(1), day(2), day(3), day(4), day(5)]);
    });

    it('knows nothing of the days of a venue that keeps no calendar', async () => {
      const { body } = await availability(NO_CALENDAR.slug, `?date=${D}`).expect(200);
      expect(body).toEqual({ date: D, keeps_calendar: false, free_on_date: null, nearby_free_days: [] });
    });

    it('answers hostile dates with a 400 and an unknown venue with a 404', async () => {
      const bad = await availability(BLOCKED.slug, '?date=2027-02-30').expect(400);
      expect(bad.body.fields.date).toBe('date is not a day of the calendar: check the day and month.');
      const far = await availability(BLOCKED.slug, '?date=2226-03-18').expect(400);
      expect(far.body.fields.date).toMatch(/too far ahead/);
      await availability(BLOCKED.slug, '?date=yesterday').expect(400);
      await availability('no-such-venue').expect(404);
    });
  });

  describe('hostile dates', () => {
    it.each([
      ['date=hello', 'date', 'date must be a day written YYYY-MM-DD, e.g. 2027-03-18'],
      ['date=2027-3-18', 'date', 'date must be a day written YYYY-MM-DD, e.g. 2027-03-18'],
      ['date=2027-03-18T00:00:00Z', 'date', 'date must be a day written YYYY-MM-DD, e.g. 2027-03-18'],
      ['date=2027-02-30', 'date', 'date is not a day of the calendar: check the day and month.'],
      ['date=2027-13-01', 'date', 'date is not a day of the calendar: check the day and month.'],
      [
        'date_from=2027-03-18&date_to=2027-04-31',
        'date_to',
        'date_to is not a day of the calendar: check the day and month.',
      ],
      ['date_from=2027-03-18', 'date_to', 'date_to is missing: a range of days needs both date_from and date_to.'],
      ['date_to=2027-03-18', 'date_from', 'date_from is missing: a range of days needs both date_from and date_to.'],
    ])('answers %s with a 400 on %s', async (query, field, message) => {
      const { body } = await search(query).expect(400);
      expect(body.fields[field]).toBe(message);
    });

    it('answers a date given twice, or both ways, with a 400', async () => {
      const twice = await search(`date=${D}&date=${day(31)}`).expect(400);
      expect(twice.body.fields.date).toBe('date must be a day written YYYY-MM-DD, e.g. 2027-03-18');
      const both = await search(`date=${D}&date_from=${D}&date_to=${day(31)}`).expect(400);
      expect(both.body.fields.date).toBe(
        'Give either date (one day) or date_from and date_to (several days), not both.',
      );
    });

    it('refuses a day that has passed, and a range that ends before it starts', async () => {
      const past = await search(`date=${day(-1)}`).expect(400);
      expect(past.body.fields.date).toMatch(/has passed: search from today \(.+\) onwards\.$/);
      const backwards = await search(`date_from=${day(10)}&date_to=${day(9)}`).expect(400);
      expect(backwards.body.fields.date_to).toMatch(
        /is before date_from .*: the last day must be the first day or later\.$/,
      );
    });

    it('refuses dates centuries away', async () => {
      for (const query of ['date=2226-03-18', 'date=1826-03-18', 'date=9999-12-31', 'date=0000-01-01']) {
        const { body } = await search(query).expect(400);
        expect(Object.values(body.fields as Record<string, string>)[0]).toMatch(
          /too far ahead|has passed|not a day of the calendar/,
        );
      }
      const ahead = await search(`date=${day(4 * 365)}`).expect(400);
      expect(ahead.body.fields.date).toMatch(
        /is too far ahead: venues' calendars reach .+ at the latest\. Check the year\.$/,
      );
    });

    it('refuses a range of more than 14 days', async () => {
      await search(`date_from=${day(1)}&date_to=${day(14)}`).expect(200);
      const { body } = await search(`date_from=${day(1)}&date_to=${day(15)}`).expect(400);
      expect(body.fields.date_to).toMatch(/is 15 days; search at most 14 days at a time\.$/);
      const huge = await search(`date_from=${day(1)}&date_to=${day(1000)}`).expect(400);
      expect(huge.body.fields.date_to).toMatch(/is 1000 days; search at most 14 days at a time\.$/);
    });
  });
});
