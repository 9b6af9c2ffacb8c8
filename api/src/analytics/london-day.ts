// The day an analytics count falls on: the date in London (the product is UK-only), as
// YYYY-MM-DD, so an owner's "today" starts at their midnight whether or not it is summer time.
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function londonDay(at: Date | number): string {
  return LONDON_DATE.format(at);
}

/** `day` (YYYY-MM-DD) moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
