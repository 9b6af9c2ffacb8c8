// The portal's Calendar tab (issue #48): pick a venue, see a month of its calendar (days marked
// unavailable, and holds and bookings from enquiries), mark a day or a range unavailable with a
// note only the owner sees, remove them, import an .ics file, and keep a private address for
// the owner's own calendar app.
import { type FormEvent, useId, useState } from 'react';
import { type ApiSchema, MAX_CALENDAR_NOTE_LENGTH, MAX_ICS_IMPORT_BYTES } from '@venue-finder/contract';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { messageOf } from '../../../lib/api-client';
import { localToday } from '../../../lib/calendar-day';
import { formatCalendarDateEnGb, formatCount } from '../../../lib/format-en-gb';
import {
  type CalendarEntry,
  type VenueCalendar,
  useImportIcs,
  useMarkUnavailable,
  useNewCalendarFeed,
  useRemoveUnavailable,
  useTurnOffCalendarFeed,
  useVenueCalendar,
} from '../api/venue-calendar';
import { addMonths, firstDayOf, lastDayOf, monthName, monthOf } from '../calendar-month';
import { ENTRY_KIND_LABELS, MonthGrid, focusDayIn } from './month-grid';
import '../venue-calendar.css';

type CalendarVenue = Pick<ApiSchema<'OwnerVenue'>, 'id' | 'name'>;

export function VenueCalendarTab({ venues }: { venues: readonly CalendarVenue[] }) {
  const [venueId, setVenueId] = useState(venues[0]?.id ?? '');
  const venuePicker = useId();
  if (venues.length === 0) return <p className="notice">List or claim a venue to keep its calendar.</p>;
  const venue = venues.find((item) => item.id === venueId) ?? venues[0]!;
  return (
    <section className="venue-calendar" aria-label="Calendar">
      {venues.length > 1 && (
        <div className="field field--inline">
          <label className="field__label" htmlFor={venuePicker}>
            Venue
          </label>
          <select
            id={venuePicker}
            className="field__control"
            value={venue.id}
            onChange={(e) => setVenueId(e.target.value)}
          >
            {venues.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* A venue of its own: a change of venue starts on this month with nothing selected. */}
      <VenueCalendarOf key={venue.id} venue={venue} />
    </section>
  );
}

function VenueCalendarOf({ venue }: { venue: CalendarVenue }) {
  const [month, setMonth] = useState(() => monthOf(localToday()));
  const [focusedDay, setFocusedDay] = useState(() => localToday());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const calendar = useVenueCalendar(venue.id, firstDayOf(month), lastDayOf(month));
  const today = calendar.data?.today ?? localToday();

  const showMonth = (next: string) => {
    setMonth(next);
    setFocusedDay((day) => focusDayIn(next, day, today));
  };
  const focusDay = (day: string) => {
    setFocusedDay(day);
    if (monthOf(day) !== month) setMonth(monthOf(day));
  };
  const chooseDay = (day: string) => {
    // A later day after a single chosen day makes a range; any other choice starts again.
    if (from && (to === '' || to === from) && day > from) setTo(day);
    else {
      setFrom(day);
      setTo(day);
    }
  };
  const selection = from ? { first: from, last: to && to >= from ? to : from } : null;

  return (
    <>
      <h2 className="venue-calendar__heading">{venue.name}: calendar</h2>
      <div className="venue-calendar__month">
        <button type="button" className="button button--secondary" onClick={() => showMonth(addMonths(month, -1))}>
          <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> month</span>
        </button>
        <p className="venue-calendar__month-name" aria-live="polite">
          {monthName(month)}
        </p>
        <button type="button" className="button button--secondary" onClick={() => showMonth(addMonths(month, 1))}>
          Next<span className="visually-hidden"> month</span>
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {calendar.isError ? (
        <p role="alert">{messageOf(calendar.error, 'We could not load the calendar. Please reload the page.')}</p>
      ) : (
        <MonthGrid
          month={month}
          today={today}
          entries={calendar.data?.entries ?? []}
          selection={selection}
          focusedDay={focusDayIn(month, focusedDay, today)}
          onFocusDay={focusDay}
          onChooseDay={chooseDay}
        />
      )}
      <p className="venue-calendar__hint">
        Choose a day, then a later day for a range; or type the dates below. Arrow keys move between days.
      </p>
      <MarkUnavailable
        venueId={venue.id}
        from={from}
        to={to}
        setFrom={setFrom}
        setTo={setTo}
        today={today}
        lastDay={calendar.data?.last_bookable_day}
      />
      {calendar.data && <MonthEntries venueId={venue.id} calendar={calendar.data} month={month} />}
      <ImportIcs venueId={venue.id} />
      <CalendarFeedSection venueId={venue.id} feed={calendar.data?.feed ?? null} />
    </>
  );
}

function MarkUnavailable({
  venueId,
  from,
  to,
  setFrom,
  setTo,
  today,
  lastDay,
}: {
  venueId: string;
  from: string;
  to: string;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  today: string;
  lastDay: string | undefined;
}) {
  const mark = useMarkUnavailable(venueId);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), note: useId(), noteHint: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    mark.mutate(
      { first_day: from, last_day: to || from, note },
      {
        onSuccess: (entry) => {
          setDone(
            entry.first_day === entry.last_day
              ? `${formatCalendarDateEnGb(entry.first_day)} is marked unavailable.`
              : `${formatCalendarDateEnGb(entry.first_day)} to ${formatCalendarDateEnGb(entry.last_day)} are marked unavailable.`,
          );
          setFrom('');
          setTo('');
          setNote('');
        },
      },
    );
  };
  return (
    <form className="venue-calendar__form" onSubmit={submit} aria-labelledby={`${ids.from}-heading`}>
      <h3 id={`${ids.from}-heading`}>Mark dates unavailable</h3>
      <div className="venue-calendar__dates">
        <div className="field">
          <label className="field__label" htmlFor={ids.from}>
            From
          </label>
          <input
            id={ids.from}
            className="field__control"
            type="date"
            required
            min={today}
            max={lastDay}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.to}>
            To (the last day, included)
          </label>
          <input
            id={ids.to}
            className="field__control"
            type="date"
            min={from || today}
            max={lastDay}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.note}>
          Note (optional)
        </label>
        <textarea
          id={ids.note}
          className="field__control"
          rows={2}
          maxLength={MAX_CALENDAR_NOTE_LENGTH}
          value={note}
          aria-describedby={ids.noteHint}
          onChange={(e) => setNote(e.target.value)}
        />
        <p id={ids.noteHint} className="field__hint">
          Only you see this note; planners see only that the dates are taken.
        </p>
      </div>
      <FormAlert
        messages={[mark.isError && messageOf(mark.error, 'We could not mark these dates. Please try again.')]}
      />
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <SubmitButton pending={mark.isPending} pendingLabel="Marking…" disabled={!from}>
        Mark unavailable
      </SubmitButton>
    </form>
  );
}

function rangeText(entry: CalendarEntry): string {
  return entry.first_day === entry.last_day
    ? formatCalendarDateEnGb(entry.first_day)
    : `${formatCalendarDateEnGb(entry.first_day)} to ${formatCalendarDateEnGb(entry.last_day)}`;
}

function MonthEntries({ venueId, calendar, month }: { venueId: string; calendar: VenueCalendar; month: string }) {
  const remove = useRemoveUnavailable(venueId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Taken in {monthName(month)}</h3>
      {calendar.entries.length === 0 ? (
        <p>Every day of {monthName(month)} is free.</p>
      ) : (
        <ul className="venue-calendar__entries">
          {calendar.entries.map((entry) => (
            <li
              key={`${entry.kind}-${entry.id}`}
              className={`venue-calendar__entry venue-calendar__entry--${entry.kind}`}
            >
              <p>
                <strong>{ENTRY_KIND_LABELS[entry.kind]}</strong>: {rangeText(entry)}
                {entry.note && <> · {entry.note}</>}
                {entry.source === 'import' && <small> (from an imported .ics file)</small>}
              </p>
              {entry.kind === 'unavailable' && (
                <ConfirmAction
                  id={entry.id}
                  action={remove}
                  label="Remove"
                  target={` unavailable dates: ${rangeText(entry)}`}
                  question="Make these dates available again?"
                  confirm="Yes, make them available"
                  failure="We could not change these dates. Please try again."
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ImportIcs({ venueId }: { venueId: string }) {
  const importIcs = useImportIcs(venueId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    importIcs.reset();
    if (!file) return setProblem('Choose an .ics file first.');
    if (file.size > MAX_ICS_IMPORT_BYTES) {
      return setProblem(`This file is too large: an .ics file may be at most ${MAX_ICS_IMPORT_BYTES / 1024} KB.`);
    }
    importIcs.mutate(await file.text());
  };
  const result = importIcs.data;
  return (
    <form className="venue-calendar__form" onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId}>Import dates from another calendar</h3>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          An .ics file
        </label>
        <input
          id={inputId}
          className="field__control"
          type="file"
          accept=".ics,text/calendar"
          aria-describedby={hintId}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="field__hint">
          Export your bookings calendar as .ics (at most {MAX_ICS_IMPORT_BYTES / 1024} KB): each event’s days are marked
          unavailable. Importing the same events again updates them.
        </p>
      </div>
      <FormAlert
        messages={[
          problem,
          importIcs.isError && messageOf(importIcs.error, 'We could not import this file. Please try again.'),
        ]}
      />
      {result && (
        <p className="notice" role="status">
          {importText(result.added, result.updated, result.past_left_out)}
        </p>
      )}
      <SubmitButton pending={importIcs.isPending} pendingLabel="Importing…">
        Import dates
      </SubmitButton>
    </form>
  );
}

function importText(added: number, updated: number, past: number): string {
  const events = (count: number) => `${formatCount(count)} event${count === 1 ? '' : 's'}`;
  const parts = [`Imported: ${events(added)} blocked`];
  if (updated > 0) parts.push(`${events(updated)} brought up to date`);
  if (past > 0) parts.push(`${events(past)} already past left out`);
  return `${parts.join(', ')}.`;
}

function CalendarFeedSection({ venueId, feed }: { venueId: string; feed: VenueCalendar['feed'] }) {
  const newFeed = useNewCalendarFeed(venueId);
  const turnOff = useTurnOffCalendarFeed(venueId);
  const headingId = useId();
  const addressId = useId();
  const address = newFeed.data?.url;
  return (
    <section className="venue-calendar__feed" aria-labelledby={headingId}>
      <h3 id={headingId}>See these dates in your calendar app</h3>
      <p>
        A private address your calendar app (Google Calendar, Outlook, Apple Calendar) can subscribe to. Anyone who has
        it can see these dates and your notes, so keep it to yourself.
      </p>
      {address && (
        <div className="field">
          <label className="field__label" htmlFor={addressId}>
            Your private calendar address
          </label>
          <input
            id={addressId}
            className="field__control"
            readOnly
            value={address}
            onFocus={(e) => e.target.select()}
          />
          <p className="field__hint">Copy it now: for your privacy it is shown only this once.</p>
        </div>
      )}
      {feed === null && !address ? (
        <>
          <FormAlert
            messages={[newFeed.isError && messageOf(newFeed.error, 'We could not make an address. Please try again.')]}
          />
          <p>
            <button
              type="button"
              className="button button--primary"
              disabled={newFeed.isPending}
              onClick={() => newFeed.mutate(venueId)}
            >
              Make a private address
            </button>
          </p>
        </>
      ) : (
        <>
          {!address && <p>Your calendar app has an address for this venue. Lost it? Make a new one.</p>}
          <ConfirmAction
            id={venueId}
            action={newFeed}
            label="Make a new address"
            target=""
            question="Make a new address?"
            detail="The one you have now stops working."
            confirm="Yes, make a new one"
            failure="We could not make an address. Please try again."
          />
          <ConfirmAction
            id={venueId}
            action={turnOff}
            label="Turn the address off"
            target=""
            question="Turn the address off?"
            detail="Calendar apps subscribed to it stop seeing these dates."
            confirm="Yes, turn it off"
            failure="We could not turn the address off. Please try again."
          />
        </>
      )}
    </section>
  );
}
