import { isBotUserAgent } from './bot-user-agents';
import { londonDay } from './london-day';
import { type ActivityVisitor, VenueActivityCounter } from './venue-activity-counter';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const VENUE_A = '0b7f6a52-3c1d-4e8f-9a20-5d6c7b8e9f01';
const VENUE_B = '1c8a7b63-4d2e-4f90-8b31-6e7d8c9f0a12';
const sam: ActivityVisitor = { client: '203.0.113.7', userAgent: CHROME };
const alex: ActivityVisitor = { client: '198.51.100.4', userAgent: SAFARI_IPHONE };
const MINUTE = 60_000;

function counterAt(start: string) {
  let now = Date.parse(start);
  const counter = new VenueActivityCounter({ dedupeWindowMs: 30 * MINUTE, now: () => now });
  return { counter, advance: (ms: number) => (now += ms) };
}

describe(VenueActivityCounter.name, () => {
  it('adds up what visitors did per venue per day, until taken', () => {
    const { counter } = counterAt('2026-06-01T10:00:00Z');
    counter.record(sam, [
      { kind: 'view', venueId: VENUE_A },
      { kind: 'brief_addition', venueId: VENUE_A },
    ]);
    counter.record(alex, [
      { kind: 'view', venueId: VENUE_A },
      { kind: 'appearance', venueId: VENUE_B },
    ]);
    expect(counter.take()).toEqual([
      { venueId: VENUE_A, day: '2026-06-01', counts: { view: 2, appearance: 0, brief_addition: 1, comparison: 0 } },
      { venueId: VENUE_B, day: '2026-06-01', counts: { view: 0, appearance: 1, brief_addition: 0, comparison: 0 } },
    ]);
    expect(counter.take()).toEqual([]);
  });

  it('counts a reload by the same visitor within 30 minutes once, and again after', () => {
    const { counter, advance } = counterAt('2026-06-01T10:00:00Z');
    expect(counter.record(sam, [{ kind: 'view', venueId: VENUE_A }])).toBe(1);
    advance(29 * MINUTE);
    expect(counter.record(sam, [{ kind: 'view', venueId: VENUE_A }])).toBe(0);
    // Another kind, another venue, another address: each its own.
    expect(counter.record(sam, [{ kind: 'comparison', venueId: VENUE_A }])).toBe(1);
    expect(counter.record(sam, [{ kind: 'view', venueId: VENUE_B }])).toBe(1);
    expect(counter.record(alex, [{ kind: 'view', venueId: VENUE_A }])).toBe(1);
    // Another user-agent at the same address is the same visitor: changing it counts nothing more.
    expect(counter.record({ ...sam, userAgent: SAFARI_IPHONE }, [{ kind: 'view', venueId: VENUE_A }])).toBe(0);
    // The window runs from the first view: a reload does not keep extending it.
    advance(1 * MINUTE);
    expect(counter.record(sam, [{ kind: 'view', venueId: VENUE_A }])).toBe(1);
    const [a] = counter.take();
    expect(a!.counts.view).toBe(3);
  });

  it('counts a venue twice in one beacon once', () => {
    const { counter } = counterAt('2026-06-01T10:00:00Z');
    expect(
      counter.record(sam, [
        { kind: 'appearance', venueId: VENUE_A },
        { kind: 'appearance', venueId: VENUE_A },
      ]),
    ).toBe(1);
  });

  it('does not count bots, link previews, scripts or visitors without a user-agent', () => {
    const { counter } = counterAt('2026-06-01T10:00:00Z');
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'node',
      '',
      undefined,
    ]) {
      expect(counter.record({ client: '203.0.113.9', userAgent }, [{ kind: 'view', venueId: VENUE_A }])).toBe(0);
    }
    expect(counter.take()).toEqual([]);
    expect(isBotUserAgent(CHROME)).toBe(false);
    expect(isBotUserAgent(SAFARI_IPHONE)).toBe(false);
  });

  it('puts the counts of a failed flush back, added to what was counted meanwhile', () => {
    const { counter } = counterAt('2026-06-01T10:00:00Z');
    counter.record(sam, [{ kind: 'view', venueId: VENUE_A }]);
    const failed = counter.take();
    counter.record(alex, [{ kind: 'view', venueId: VENUE_A }]);
    counter.restore(failed);
    expect(counter.take()).toEqual([
      { venueId: VENUE_A, day: '2026-06-01', counts: { view: 2, appearance: 0, brief_addition: 0, comparison: 0 } },
    ]);
  });

  it('files a count under the London day: 23:30 UTC in summer is the next day', () => {
    const { counter } = counterAt('2026-06-01T23:30:00Z');
    counter.record(sam, [{ kind: 'view', venueId: VENUE_A }]);
    expect(counter.take()[0]!.day).toBe('2026-06-02');
    expect(londonDay(Date.parse('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });

  it('stays bounded: past its limits it forgets the oldest repeats and drops new venue-days', () => {
    let now = Date.parse('2026-06-01T10:00:00Z');
    const counter = new VenueActivityCounter({
      dedupeWindowMs: 30 * MINUTE,
      maxRemembered: 2,
      maxBuckets: 2,
      now: () => now,
    });
    counter.record(sam, [{ kind: 'view', venueId: VENUE_A }]);
    counter.record(sam, [{ kind: 'view', venueId: VENUE_B }]);
    counter.record(alex, [{ kind: 'view', venueId: VENUE_A }]);
    // Sam's view of A was forgotten to make room: it counts again.
    expect(counter.record(sam, [{ kind: 'view', venueId: VENUE_A }])).toBe(1);
    // A third venue-day does not fit before the next flush.
    expect(counter.record(alex, [{ kind: 'view', venueId: '2d9b8c74-5e3f-4a01-9c42-7f8e9d0a1b23' }])).toBe(0);
    expect(counter.takeDropped()).toBe(1);
    expect(counter.pending).toBe(2);
    now += 1;
  });
});
