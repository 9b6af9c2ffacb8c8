// One month of a venue's calendar as a grid of day buttons: each says its day and whether it is
// free, unavailable, held or booked; choosing one selects it (a second, later one makes a range).
// The arrow keys move a day or a week, Home and End to the week's ends, Page Up and Page Down a
// month; only the focused day is in the tab order, so the grid is one tab stop.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { CalendarEntryKind } from '@venue-finder/contract';
import {
  type CalendarMonth,
  addDays,
  covers,
  longDay,
  monthName,
  monthOf,
  sameDayIn,
  weekdayOf,
  weeksOf,
} from '../calendar-month';
import type { CalendarEntry } from '../api/venue-calendar';

export const ENTRY_KIND_LABELS: Record<CalendarEntryKind, string> = {
  unavailable: 'Unavailable',
  held: 'Held',
  booked: 'Booked',
};

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export interface DaySelection {
  first: string;
  last: string;
}

export function MonthGrid({
  month,
  today,
  entries,
  selection,
  focusedDay,
  onFocusDay,
  onChooseDay,
}: {
  month: CalendarMonth;
  today: string;
  entries: readonly CalendarEntry[];
  selection: DaySelection | null;
  /** The day in the tab order (in `month`). */
  focusedDay: string;
  /** Moves the focus, to another month too. */
  onFocusDay: (day: string) => void;
  onChooseDay: (day: string) => void;
}) {
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // Only after a key moved it: opening the tab or changing month by button leaves focus be.
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusedDay, -1),
      ArrowRight: () => addDays(focusedDay, 1),
      ArrowUp: () => addDays(focusedDay, -7),
      ArrowDown: () => addDays(focusedDay, 7),
      Home: () => addDays(focusedDay, -weekdayOf(focusedDay)),
      End: () => addDays(focusedDay, 6 - weekdayOf(focusedDay)),
      PageUp: () => sameDayIn(focusedDay, -1),
      PageDown: () => sameDayIn(focusedDay, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(move());
  };

  const headingId = `calendar-month-${month}`;
  return (
    <table className="month-grid" role="grid" aria-labelledby={headingId} ref={grid} onKeyDown={onKeyDown}>
      <caption id={headingId} className="visually-hidden">
        {monthName(month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) =>
              day ? (
                <td key={day}>
                  <DayButton
                    day={day}
                    today={today}
                    entries={entries.filter((entry) => covers(entry, day))}
                    selected={
                      selection !== null && covers({ first_day: selection.first, last_day: selection.last }, day)
                    }
                    focusable={day === focusedDay}
                    onChoose={() => {
                      onFocusDay(day);
                      onChooseDay(day);
                    }}
                  />
                </td>
              ) : (
                <td key={`empty-${index}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayButton({
  day,
  today,
  entries,
  selected,
  focusable,
  onChoose,
}: {
  day: string;
  today: string;
  entries: readonly CalendarEntry[];
  selected: boolean;
  focusable: boolean;
  onChoose: () => void;
}) {
  const passed = day < today;
  const kind = entries[0]?.kind;
  const state = entries.length
    ? entries
        .map((entry) =>
          entry.note ? `${ENTRY_KIND_LABELS[entry.kind]}: ${entry.note}` : ENTRY_KIND_LABELS[entry.kind],
        )
        .join('; ')
    : 'available';
  const label = `${longDay(day)}${day === today ? ' (today)' : ''}, ${state}`;
  return (
    <button
      type="button"
      className={[
        'month-grid__day',
        kind ? `month-grid__day--${kind}` : '',
        selected ? 'month-grid__day--selected' : '',
        day === today ? 'month-grid__day--today' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-day={day}
      tabIndex={focusable ? 0 : -1}
      aria-label={label}
      aria-pressed={selected}
      aria-disabled={passed || undefined}
      onClick={() => {
        if (!passed) onChoose();
      }}
    >
      <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
      {kind && (
        <span className="month-grid__mark" aria-hidden="true">
          {ENTRY_KIND_LABELS[kind]}
        </span>
      )}
    </button>
  );
}

/** The day to put in the tab order when `month` is shown: the focused one if in it, else today or the 1st. */
export function focusDayIn(month: CalendarMonth, focusedDay: string, today: string): string {
  if (monthOf(focusedDay) === month) return focusedDay;
  return monthOf(today) === month ? today : `${month}-01`;
}
