// Calendar days as the calendar's messages and feed write them.
const EN_GB_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** 2027-03-18 → "18 March 2027". */
export function formatCalendarDay(day: string): string {
  return EN_GB_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** A day written YYYY-MM-DD from its parts, or null when the parts name no real day. */
export function calendarDayOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}
