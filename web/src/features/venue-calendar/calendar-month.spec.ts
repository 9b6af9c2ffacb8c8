import { addMonths, lastDayOf, longDay, monthName, sameDayIn, weekdayOf, weeksOf } from './calendar-month';

describe('the month view’s calendar arithmetic', () => {
  it('lays a month out in weeks starting on Monday', () => {
    // 1 March 2027 is a Monday; 31 March a Wednesday.
    const weeks = weeksOf('2027-03');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    expect(weeks[4]).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
    // 1 February 2026 is a Sunday.
    expect(weeksOf('2026-02')[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
  });

  it('knows leap years, and moves across the year’s end', () => {
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(sameDayIn('2027-01-31', 1)).toBe('2027-02-28');
    expect(weekdayOf('2027-03-07')).toBe(6);
  });

  it('names a day and a month as a screen reader says them', () => {
    expect(longDay('2027-03-18')).toBe('Thursday 18 March 2027');
    expect(monthName('2027-03')).toBe('March 2027');
  });
});
