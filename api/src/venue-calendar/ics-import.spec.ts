import { readIcsImport } from './ics-import';
import type { CalendarWindow } from './calendar-rules';

const WINDOW: CalendarWindow = { today: '2027-03-01', earliest: '2024-02-29', latest: '2030-03-01' };

const file = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'].join('\r\n');
const days = (text: string) =>
  readIcsImport(text, WINDOW).ranges.map((range) => [range.uid, range.firstDay, range.lastDay]);

describe(readIcsImport.name, () => {
  it('takes an all-day event’s end as the day after its last', () => {
    expect(days(file(event('a', 'DTSTART;VALUE=DATE:20270318', 'DTEND;VALUE=DATE:20270320')))).toEqual([
      ['a', '2027-03-18', '2027-03-19'],
    ]);
    expect(days(file(event('b', 'DTSTART;VALUE=DATE:20270318')))).toEqual([['b', '2027-03-18', '2027-03-18']]);
  });

  it('blocks the London days a timed event touches, in summer time too, but not the day it ends at midnight', () => {
    expect(
      days(
        file(
          // 23:30 UTC on 1 June is 00:30 on 2 June in London (BST).
          event('late', 'DTSTART:20270601T233000Z', 'DTEND:20270602T010000Z'),
          event('overnight', 'DTSTART:20270310T180000Z', 'DTEND:20270312T000000Z'),
        ),
      ),
    ).toEqual([
      ['late', '2027-06-02', '2027-06-02'],
      ['overnight', '2027-03-10', '2027-03-11'],
    ]);
  });

  it('starts an event that began before today from today, and leaves out those already over', () => {
    const imported = readIcsImport(
      file(
        event('running', 'DTSTART;VALUE=DATE:20270225', 'DTEND;VALUE=DATE:20270305'),
        event('over', 'DTSTART;VALUE=DATE:20260101'),
      ),
      WINDOW,
    );
    expect(imported.ranges.map((range) => [range.uid, range.firstDay, range.lastDay])).toEqual([
      ['running', '2027-03-01', '2027-03-04'],
    ]);
    expect(imported.pastLeftOut).toBe(1);
  });

  it('blocks each occurrence of a repeating event, up to the calendar’s last day', () => {
    const weekly = days(file(event('w', 'DTSTART;VALUE=DATE:20300215', 'RRULE:FREQ=WEEKLY')));
    expect(weekly).toEqual([
      ['w/2030-02-15', '2030-02-15', '2030-02-15'],
      ['w/2030-02-22', '2030-02-22', '2030-02-22'],
      ['w/2030-03-01', '2030-03-01', '2030-03-01'],
    ]);
  });

  it('refuses a date that does not exist, naming the event', () => {
    expect(() => readIcsImport(file(event('x', 'DTSTART;VALUE=DATE:20270230', 'SUMMARY:Gala')), WINDOW)).toThrow(
      'The file was not imported: The event “Gala” has a DTSTART that is not a real date or time (2027-02-30).',
    );
    expect(() => readIcsImport(file(event('y', 'DTSTART:20270301T090000Z', 'DTEND:20270301T250000Z')), WINDOW)).toThrow(
      'The file was not imported: An event has a DTEND that is not a real date or time (2027-03-01T25:00:00Z).',
    );
  });
});
