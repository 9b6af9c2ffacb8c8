// Venue availability calendars end to end on a real PostgreSQL: an owner marks days unavailable
// and reads them back, removes them, imports an .ics file, and keeps a private iCalendar feed;
// who may do each; and what hostile dates and files get (a 4xx with words a person can act on).
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { addDays, londonDay } from '../analytics/london-day';
import { hashSecretToken } from '../kernel/secret-token';

const OWNED = makeVenue({ name: 'Piccadilly Rooms', city: 'manchester' });
const OTHER = makeVenue({ name: 'Deansgate Hall', city: 'manchester' });

const today = () => londonDay(Date.now());
const day = (offset: number) => addDays(today(), offset);
/** 2027-03-18 → 20270318, as an .ics file writes a date. */
const icsDay = (isoDay: string) => isoDay.replaceAll('-', '');

function icsFile(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Bookings//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}
function allDayEvent(uid: string, summary: string, first: string, lastIncluded: string): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${icsDay(first)}`,
    `DTEND;VALUE=DATE:${icsDay(addDays(lastIncluded, 1))}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');
}

describe('Venue availability calendars', () => {
  let api: ApiTestApp;
  let ownerCookie: string;
  let otherOwnerCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [OWNED, OTHER] });
    const owner = await createUser(api.dataSource, { userType: 'owner' });
    const otherOwner = await createUser(api.dataSource, { userType: 'owner' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = $2', [owner.id, OWNED.id]);
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = $2', [otherOwner.id, OTHER.id]);
    ownerCookie = await sessionCookieFor(api.dataSource, owner);
    otherOwnerCookie = await sessionCookieFor(api.dataSource, otherOwner);
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });
  afterAll(() => api?.close());

  beforeEach(() => api.dataSource.query('TRUNCATE venue_unavailable_dates, venue_calendar_feeds'));

  const read = (from: string, to: string, cookie = ownerCookie, venueId = OWNED.id) =>
    api.http().get(`/api/owners/venues/${venueId}/calendar?from=${from}&to=${to}`).set('Cookie', cookie);
  const mark = (body: object, cookie = ownerCookie, venueId = OWNED.id) =>
    api.http().post(`/api/owners/venues/${venueId}/calendar/unavailable`).set('Cookie', cookie).send(body);
  const importIcs = (ics: unknown, cookie = ownerCookie, venueId = OWNED.id) =>
    api.http().post(`/api/owners/venues/${venueId}/calendar/import`).set('Cookie', cookie).send({ ics });
  const stored = async () =>
    (await api.dataSource.query('SELECT count(*)::int AS count FROM venue_unavailable_dates'))[0].count as number;

  describe('marking days unavailable', () => {
    it('keeps a range with the owner’s note and shows it in any span that touches it', async () => {
      const created = await mark({ first_day: day(10), last_day: day(12), note: 'Private wedding' }).expect(201);
      expect(created.body).toMatchObject({
        kind: 'unavailable',
        first_day: day(10),
        last_day: day(12),
        note: 'Private wedding',
        source: 'owner',
      });
      const { body } = await read(day(12), day(40)).expect(200);
      expect(body).toMatchObject({ venue_id: OWNED.id, venue_name: 'Piccadilly Rooms', today: today(), feed: null });
      expect(body.entries).toEqual([created.body]);
      expect((await read(day(13), day(40)).expect(200)).body.entries).toEqual([]);
    });

    it('marks a single day when no last day is given', async () => {
      const { body } = await mark({ first_day: day(3) }).expect(201);
      expect(body).toMatchObject({ first_day: day(3), last_day: day(3), note: '' });
    });

    it('shows the calendar to an administrator, and to another owner not at all', async () => {
      await mark({ first_day: day(5), note: 'Refurbishment' }).expect(201);
      expect((await read(day(0), day(30), adminCookie).expect(200)).body.entries).toHaveLength(1);
      const other = await read(day(0), day(30), otherOwnerCookie).expect(404);
      expect(other.body.message).toBe(`Venue not found: none of your venues has the id "${OWNED.id}".`);
      await mark({ first_day: day(6) }, otherOwnerCookie).expect(404);
      await api
        .http()
        .get(`/api/owners/venues/${OWNED.id}/calendar?from=${day(0)}&to=${day(1)}`)
        .expect(401);
      expect(await stored()).toBe(1);
    });

    it('refuses days that have passed, ranges in the wrong order or over 366 days, and dates years away', async () => {
      const passed = await mark({ first_day: day(-1), last_day: day(2) }).expect(400);
      expect(passed.body.message).toBe(
        `The first day, ${day(-1)}, has passed: mark today (${today()}) or a later date.`,
      );
      const backwards = await mark({ first_day: day(5), last_day: day(4) }).expect(400);
      expect(backwards.body.message).toMatch(
        /^These dates end on .+, before they start on .+: the last day must be the first day or later\.$/,
      );
      const huge = await mark({ first_day: day(1), last_day: day(367) }).expect(400);
      expect(huge.body.message).toBe(
        'These dates cover 367 days; one range may cover at most 366 days. Split it into shorter ranges.',
      );
      await mark({ first_day: day(1), last_day: day(366) }).expect(201);
      for (const far of ['2226-06-01', '1826-06-01', day(3 * 365 + 2)]) {
        const refused = await mark({ first_day: far }).expect(400);
        expect(refused.body.message).toMatch(
          /^These dates fall outside the calendar, which takes dates up to three years from today \(.+ at the latest\): check the year\.$/,
        );
      }
      expect(await stored()).toBe(1);
    });

    it('refuses what is not a date, and a note over 500 characters, naming the field', async () => {
      expect((await mark({ first_day: '2027-02-30' }).expect(400)).body.message).toBe(
        'first_day must be a real date written YYYY-MM-DD, such as 2027-03-18',
      );
      expect((await mark({}).expect(400)).body.message).toBe(
        'first_day is required: the first unavailable day, written YYYY-MM-DD',
      );
      expect((await mark({ first_day: day(1), last_day: 'next week' }).expect(400)).body.message).toBe(
        'last_day must be a real date written YYYY-MM-DD, such as 2027-03-18',
      );
      expect((await mark({ first_day: day(1), note: 'x'.repeat(501) }).expect(400)).body.message).toBe(
        'note must be at most 500 characters',
      );
      expect(await stored()).toBe(0);
    });

    it('keeps at most 1,000 ranges per venue', async () => {
      await api.dataSource.query(
        `INSERT INTO venue_unavailable_dates (venue_id, first_day, last_day, created_at)
         SELECT $1, $2::date + n, $2::date + n, $3 FROM generate_series(1, 1000) AS n`,
        [OWNED.id, today(), new Date()],
      );
      const full = await mark({ first_day: day(2) }).expect(409);
      expect(full.body.message).toMatch(/already keeps 1,000 sets of unavailable dates, the most it may/);
    });
  });

  describe('what an administrator changes', () => {
    const auditOf = async () =>
      (await api.dataSource.query(
        `SELECT action, before, after FROM audit_log WHERE entity_type = 'venue' AND entity_id = $1 ORDER BY id`,
        [OWNED.id],
      )) as { action: string; before: unknown; after: unknown }[];

    it('is in the audit log with the dates before and after; what the owner does is not', async () => {
      await api.dataSource.query('DELETE FROM audit_log');
      const { body: own } = await mark({ first_day: day(4) }).expect(201);
      await api
        .http()
        .delete(`/api/owners/venues/${OWNED.id}/calendar/unavailable/${own.id}`)
        .set('Cookie', ownerCookie)
        .expect(204);
      expect(await auditOf()).toEqual([]);

      const { body: entry } = await mark({ first_day: day(9), note: 'Held for the owner' }, adminCookie).expect(201);
      await api
        .http()
        .delete(`/api/owners/venues/${OWNED.id}/calendar/unavailable/${entry.id}`)
        .set('Cookie', adminCookie)
        .expect(204);
      await api.http().post(`/api/owners/venues/${OWNED.id}/calendar/feed`).set('Cookie', adminCookie).expect(201);
      expect(await auditOf()).toEqual([
        { action: 'venue.calendar_marked', before: null, after: entry },
        { action: 'venue.calendar_unmarked', before: entry, after: null },
        { action: 'venue.calendar_feed_renewed', before: null, after: null },
      ]);
    });
  });

  describe('reading a span', () => {
    it('refuses a span over 366 days, one in the wrong order, and one centuries away', async () => {
      expect((await read(day(0), day(366)).expect(400)).body.message).toBe(
        `Read at most 366 days at a time: from ${day(0)} to ${day(366)} is 367 days.`,
      );
      expect((await read(day(5), day(1)).expect(400)).body.message).toMatch(/^The days asked for end on/);
      expect((await read('2526-01-01', '2526-01-31').expect(400)).body.message).toMatch(/check the year\.$/);
      expect((await read('not-a-day', day(1)).expect(400)).body.message).toBe(
        'from must be a real date written YYYY-MM-DD, such as 2027-03-18',
      );
      expect(
        (await api.http().get(`/api/owners/venues/${OWNED.id}/calendar`).set('Cookie', ownerCookie).expect(400)).body
          .message,
      ).toMatch(/^from is required/);
    });
  });

  describe('removing unavailable days', () => {
    it('makes the days available again; a second removal, or another venue’s owner, is told there are none', async () => {
      const { body: entry } = await mark({ first_day: day(8) }).expect(201);
      await api
        .http()
        .delete(`/api/owners/venues/${OTHER.id}/calendar/unavailable/${entry.id}`)
        .set('Cookie', otherOwnerCookie)
        .expect(404);
      await api
        .http()
        .delete(`/api/owners/venues/${OWNED.id}/calendar/unavailable/${entry.id}`)
        .set('Cookie', otherOwnerCookie)
        .expect(404);
      await api
        .http()
        .delete(`/api/owners/venues/${OWNED.id}/calendar/unavailable/${entry.id}`)
        .set('Cookie', ownerCookie)
        .expect(204);
      expect((await read(day(0), day(30)).expect(200)).body.entries).toEqual([]);
      const again = await api
        .http()
        .delete(`/api/owners/venues/${OWNED.id}/calendar/unavailable/${entry.id}`)
        .set('Cookie', ownerCookie)
        .expect(404);
      expect(again.body.message).toMatch(/not in this venue’s calendar/);
    });
  });

  describe('importing an .ics file', () => {
    it('blocks each event’s days, repeating events’ occurrences included, and leaves past events out', async () => {
      const timedFirst = day(30);
      const ics = icsFile(
        allDayEvent('wedding-1@bookings', 'Smith wedding', day(20), day(22)),
        allDayEvent('old-1@bookings', 'Last year’s gala', day(-300), day(-299)),
        [
          'BEGIN:VEVENT',
          'UID:board-1@bookings',
          'DTSTAMP:20260101T000000Z',
          `DTSTART:${icsDay(timedFirst)}T090000Z`,
          `DTEND:${icsDay(timedFirst)}T170000Z`,
          'RRULE:FREQ=WEEKLY;COUNT=3',
          'SUMMARY:Board meeting',
          'END:VEVENT',
        ].join('\r\n'),
      );
      const first = await importIcs(ics).expect(200);
      expect(first.body).toEqual({ added: 4, updated: 0, past_left_out: 1 });
      const { body } = await read(day(0), day(60)).expect(200);
      expect(
        body.entries.map((e: { first_day: string; last_day: string; note: string; source: string }) => [
          e.first_day,
          e.last_day,
          e.note,
          e.source,
        ]),
      ).toEqual([
        [day(20), day(22), 'Smith wedding', 'import'],
        [day(30), day(30), 'Board meeting', 'import'],
        [day(37), day(37), 'Board meeting', 'import'],
        [day(44), day(44), 'Board meeting', 'import'],
      ]);
      // The same file again changes nothing; a moved event moves.
      expect((await importIcs(ics).expect(200)).body).toEqual({ added: 0, updated: 4, past_left_out: 1 });
      await importIcs(icsFile(allDayEvent('wedding-1@bookings', 'Smith wedding', day(21), day(23)))).expect(200);
      const moved = (await read(day(0), day(25)).expect(200)).body.entries;
      expect(moved).toHaveLength(1);
      expect(moved[0]).toMatchObject({ first_day: day(21), last_day: day(23) });
    });

    it('refuses a file that is not iCalendar, holds no events or cannot be read, and writes nothing', async () => {
      const notIcs = await importIcs('Dear venue, we would like to book 18 March.').expect(400);
      expect(notIcs.body.message).toMatch(
        /^This is not an iCalendar \(\.ics\) file we can read \(.+\)\. Export the calendar again as \.ics and upload that file\.$/,
      );
      const vcard = await importIcs('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Sam\r\nEND:VCARD\r\n').expect(400);
      expect(vcard.body.message).toMatch(/must start with BEGIN:VCALENDAR/);
      const empty = await importIcs(icsFile()).expect(400);
      expect(empty.body.message).toBe('This .ics file holds no events (VEVENT), so there are no dates to block.');
      const badDate = await importIcs(
        icsFile('BEGIN:VEVENT\r\nUID:x\r\nDTSTART:zzz\r\nSUMMARY:Broken\r\nEND:VEVENT'),
      ).expect(400);
      expect(badDate.body.message).toBe(
        'The file was not imported: The event “Broken” has a DTSTART that is not a real date or time (zzz--T::).',
      );
      expect((await importIcs('').expect(400)).body.message).toBe(
        'ics is empty: choose an .ics file with the dates to block',
      );
      expect((await importIcs(42).expect(400)).body.message).toBe('ics must be the text of an .ics file');
      expect(await stored()).toBe(0);
    });

    it('refuses the whole file for an event over 366 days or centuries away, naming the event', async () => {
      const huge = await importIcs(
        icsFile(allDayEvent('ok@b', 'Fine', day(5), day(5)), allDayEvent('long@b', 'Season let', day(1), day(400))),
      ).expect(400);
      expect(huge.body.message).toBe(
        'The file was not imported. The days of the event “Season let” cover 400 days; one range may cover at most 366 days. Split it into shorter ranges.',
      );
      const far = await importIcs(icsFile(allDayEvent('far@b', 'Typo', '2226-03-18', '2226-03-18'))).expect(400);
      expect(far.body.message).toMatch(
        /^The file was not imported\. The days of the event “Typo” fall outside the calendar/,
      );
      const ancient = await importIcs(icsFile(allDayEvent('old@b', 'Ancient', '0227-01-01', '0227-01-01'))).expect(400);
      expect(ancient.body.message).toMatch(/check the year\.$/);
      expect(await stored()).toBe(0);
    });

    it('refuses a file over 256 KB, or with more than 500 events ahead', async () => {
      const padding = `X-PAD:${'x'.repeat(70)}`;
      const big = icsFile(allDayEvent('a@b', 'A', day(1), day(1)), ...Array.from({ length: 3700 }, () => padding));
      expect((await importIcs(big).expect(400)).body.message).toBe(
        'ics is too large: an imported .ics file may be at most 256 KB',
      );
      const many = icsFile(
        ...Array.from({ length: 501 }, (_, i) =>
          allDayEvent(`e${i}@b`, `Event ${i}`, day(1 + (i % 300)), day(1 + (i % 300))),
        ),
      );
      expect((await importIcs(many).expect(400)).body.message).toMatch(/holds more than 500 events from today on/);
      expect(await stored()).toBe(0);
    });

    it('imports only into the owner’s own venues', async () => {
      await importIcs(icsFile(allDayEvent('a@b', 'A', day(1), day(1))), otherOwnerCookie).expect(404);
      expect(await stored()).toBe(0);
    });
  });

  describe('the private iCalendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;
    const newFeed = (cookie = ownerCookie) =>
      api.http().post(`/api/owners/venues/${OWNED.id}/calendar/feed`).set('Cookie', cookie);

    it('serves the venue’s days as text/calendar at a secret address, of which only a hash is kept', async () => {
      await mark({ first_day: day(10), last_day: day(12), note: 'Private wedding' }).expect(201);
      const { body } = await newFeed().expect(201);
      expect(body.url).toMatch(/\/api\/v2\/venue-calendars\/[A-Za-z0-9_-]{43}\.ics$/);
      const secret = /([A-Za-z0-9_-]{43})\.ics$/.exec(body.url)![1]!;
      const rows = await api.dataSource.query('SELECT secret_hash FROM venue_calendar_feeds');
      expect(rows).toHaveLength(1);
      expect(rows[0].secret_hash).toEqual(hashSecretToken(secret));
      const feed = await api.http().get(feedPath(body.url)).expect(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('private, no-store');
      expect(feed.text).toContain('BEGIN:VCALENDAR');
      expect(feed.text).toContain(`DTSTART;VALUE=DATE:${icsDay(day(10))}`);
      expect(feed.text).toContain(`DTEND;VALUE=DATE:${icsDay(day(13))}`);
      expect(feed.text).toContain('SUMMARY:Unavailable: Private wedding');
      expect((await read(day(0), day(1)).expect(200)).body.feed).toEqual({ created_at: expect.any(String) });
    });

    it('stops the old address when a new one is made, and every address when turned off', async () => {
      const old = (await newFeed().expect(201)).body.url;
      const fresh = (await newFeed().expect(201)).body.url;
      expect(fresh).not.toBe(old);
      const gone = await api.http().get(feedPath(old)).expect(404);
      expect(gone.body.message).toBe(
        'No calendar feed has this address. Its owner may have replaced it with a new one or turned it off.',
      );
      await api.http().get(feedPath(fresh)).expect(200);
      await api.http().delete(`/api/owners/venues/${OWNED.id}/calendar/feed`).set('Cookie', ownerCookie).expect(204);
      await api.http().get(feedPath(fresh)).expect(404);
      expect((await read(day(0), day(1)).expect(200)).body.feed).toBeNull();
    });

    it('answers a made-up or malformed address with a 404, and makes no address for another owner', async () => {
      await api
        .http()
        .get(`/api/v2/venue-calendars/${'A'.repeat(43)}.ics`)
        .expect(404);
      await api.http().get('/api/v2/venue-calendars/short.ics').expect(404);
      await newFeed(otherOwnerCookie).expect(404);
      expect(await api.dataSource.query('SELECT 1 FROM venue_calendar_feeds')).toEqual([]);
    });
  });
});
