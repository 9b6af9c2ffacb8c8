// The month view's arithmetic on calendar days written YYYY-MM-DD (no time zones: a day is a
// day): the weeks of a month, Monday first, and moving a day or a month.

/** A month, written YYYY-MM. */
export type CalendarMonth = string;

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

export function monthOf(day: string): CalendarMonth {
  return day.slice(0, 7);
}

export function firstDayOf(month: CalendarMonth): string {
  return `${month}-01`;
}

export function lastDayOf(month: CalendarMonth): string {
  const date = asDate(firstDayOf(month));
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return asDay(date);
}

export function addDays(day: string, days: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return asDay(date);
}

export function addMonths(month: CalendarMonth, months: number): CalendarMonth {
  const date = asDate(firstDayOf(month));
  date.setUTCMonth(date.getUTCMonth() + months);
  return monthOf(asDay(date));
}

/** The same day of the month in another month, or that month's last day (31 Jan → 28 Feb). */
export function sameDayIn(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const last = lastDayOf(month);
  const wanted = `${month}-${day.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(day: string): number {
  return (asDate(day).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday first; days of the weeks outside the month are null. */
export function weeksOf(month: CalendarMonth): (string | null)[][] {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** Whether the range from `first` to `last` (both included) takes in `day`. */
export function covers(range: { first_day: string; last_day: string }, day: string): boolean {
  return range.first_day <= day && day <= range.last_day;
}

// Weekday and date apart: browsers' ICU versions differ on a comma between them.
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 2027-03-18 → "Thursday 18 March 2027", as a screen reader says a day of the grid. */
export function longDay(day: string): string {
  return `${WEEKDAY.format(asDate(day))} ${DATE.format(asDate(day))}`;
}

/** 2027-03 → "March 2027". */
export function monthName(month: CalendarMonth): string {
  return MONTH_NAME.format(asDate(firstDayOf(month)));
}
