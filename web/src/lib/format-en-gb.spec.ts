import {
  formatCount,
  formatDateEnGb,
  formatDateTimeEnGb,
  formatDecimal,
  formatGbp,
  formatMonthEnGb,
  formatRating,
} from './format-en-gb';

// The formats the pages used to take from Intl, which the functions now write themselves.
const intl = {
  count: new Intl.NumberFormat('en-GB'),
  rating: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  decimal: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
  gbp: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
  wholeGbp: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }),
};

describe('Numbers, money and dates as people in the UK write them', () => {
  it('writes the examples the pages show', () => {
    expect(formatCount(12_000)).toBe('12,000');
    expect(formatRating(4.56)).toBe('4.6');
    expect(formatRating(4)).toBe('4.0');
    expect(formatDecimal(3.94)).toBe('3.9');
    expect(formatDecimal(4)).toBe('4');
    expect(formatGbp(1200)).toBe('£1,200');
    expect(formatGbp(12.5)).toBe('£12.50');
    expect(formatGbp(-12.5)).toBe('-£12.50');
    expect(formatDateEnGb('2026-11-24T10:00:00Z')).toBe('24 Nov 2026');
    expect(formatDateTimeEnGb(new Date(2026, 8, 3, 9, 5).toISOString())).toBe('3 Sept 2026, 09:05');
  });

  it('writes a month as Intl.DateTimeFormat en-GB does, every month of a year', () => {
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let m = 1; m <= 12; m += 1) {
      const written = `2027-${String(m).padStart(2, '0')}`;
      expect(formatMonthEnGb(written)).toBe(month.format(new Date(`${written}-01T00:00:00Z`)));
    }
  });

  it('writes dates exactly as Intl.DateTimeFormat en-GB did, in the browser’s time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const timeZone of ['Europe/London', 'UTC', 'America/New_York']) {
        process.env.TZ = timeZone;
        const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
        const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
        // Every month, the first and last minute of a day, a leap day, and the clocks changing.
        const moments = [
          ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1, month, month * 5)),
          new Date(2026, 0, 1, 0, 0),
          new Date(2026, 11, 31, 23, 59),
          new Date(2028, 1, 29, 12, 30),
          new Date('2026-03-29T00:30:00Z'),
          new Date('2026-03-29T01:30:00Z'),
          new Date('2026-10-25T00:30:00Z'),
          new Date('2026-10-25T01:30:00Z'),
        ];
        for (const moment of moments) {
          const iso = moment.toISOString();
          expect([timeZone, iso, formatDateEnGb(iso)]).toEqual([timeZone, iso, date.format(moment)]);
          expect([timeZone, iso, formatDateTimeEnGb(iso)]).toEqual([timeZone, iso, dateTime.format(moment)]);
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('writes them exactly as Intl.NumberFormat en-GB did', () => {
    const values = [0, 1, 5, 12, 99.95, 250, 999.5, 1000, 1234.567, 45_000.1, 100_000, 1_000_000, 2.675, 4.45, 0.05];
    for (const value of values) {
      expect([value, formatCount(value)]).toEqual([value, intl.count.format(value)]);
      expect([value, formatRating(value)]).toEqual([value, intl.rating.format(value)]);
      expect([value, formatDecimal(value)]).toEqual([value, intl.decimal.format(value)]);
      const gbp = Number.isInteger(value) ? intl.wholeGbp : intl.gbp;
      expect([value, formatGbp(value)]).toEqual([value, gbp.format(value)]);
    }
  });
});
