// The moments at which `npm run test:clocks` starts the suites: each the next one after a given time.

export interface Moment {
  name: string;
  at: Date;
}

/** The four moments, each the next one after `from`. */
export function clockMoments(from: Date): Moment[] {
  return [
    { name: '30 s before midnight UTC', at: nextDailyUtc(from, 23, 59, 30) },
    { name: '1 s before 07:00 UTC', at: nextDailyUtc(from, 6, 59, 59) },
    { name: '30 s before British Summer Time begins', at: nextBstChange(from, 2) },
    { name: '30 s before British Summer Time ends', at: nextBstChange(from, 9) },
  ];
}

function nextDailyUtc(from: Date, hours: number, minutes: number, seconds: number): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hours, minutes, seconds));
  if (at <= from) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** BST begins and ends at 01:00 UTC on the last Sunday of March (month 2) and October (month 9). */
function nextBstChange(from: Date, month: number): Date {
  for (let year = from.getUTCFullYear(); ; year += 1) {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
    const at = new Date(Date.UTC(year, month, lastSunday, 0, 59, 30));
    if (at > from) return at;
  }
}
