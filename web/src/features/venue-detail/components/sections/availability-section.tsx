// Check availability: for a venue whose owner keeps its calendar, whether it is free on the
// planner's date (the brief's event date to begin with) and its free days nearest it. A venue
// that keeps no calendar shows nothing here: nobody has said when it is free. The page loads this
// section on its own, once the browser is idle (venue-page.tsx), so that neither its script nor
// its request is part of the page's first view.
import { useId, useState } from 'react';
import type { VenueDetailView } from '@venue-finder/contract';
import { messageOf } from '../../../../lib/api-client';
import { useBrief } from '../../../../lib/brief-store';
import { isCalendarDay, localToday } from '../../../../lib/calendar-day';
import { formatCalendarDateEnGb } from '../../../../lib/format-en-gb';
import { useVenueAvailability } from '../../api/get-venue-availability';
import { VenueSection } from '../venue-section';
import '../../venue-availability.css';

export function AvailabilitySection({ venue }: { venue: VenueDetailView }) {
  const id = useId();
  const today = localToday();
  const briefDate = useBrief().event.date;
  const [date, setDate] = useState(() => (isCalendarDay(briefDate) && briefDate >= today ? briefDate : ''));
  const chosen = isCalendarDay(date) && date >= today;
  // An empty field asks about today; a day gone by is not asked about (the last answer stays).
  const { data: answered, error } = useVenueAvailability(venue.slug || venue.id, chosen ? date : null);
  // A date that cannot be checked (or a lost connection) keeps the last answer, and the field.
  const [lastAnswered, setLastAnswered] = useState(answered);
  if (answered && answered !== lastAnswered) setLastAnswered(answered);
  const data = answered ?? lastAnswered;
  if (!data?.keeps_calendar) return null;
  const day = formatCalendarDateEnGb(data.date);
  const answer =
    date !== '' && !chosen
      ? 'Choose a date from today onwards.'
      : error
        ? messageOf(error, 'That date could not be checked. Please try again.')
        : data.free_on_date
          ? `Free on ${day}.`
          : `Not free on ${day}.`;
  return (
    <VenueSection id="check-availability" title="Check availability">
      <div className="field venue-availability__date">
        <label className="field__label" htmlFor={`${id}-date`}>
          Your event date
        </label>
        <input
          id={`${id}-date`}
          className="field__control"
          type="date"
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <p className="venue-availability__answer" role="status">
        {answer}
      </p>
      {data.nearby_free_days.length > 0 && (
        <>
          <p className="venue-availability__next" id={`${id}-next`}>
            The next free dates:
          </p>
          <ul className="venue-availability__days" aria-labelledby={`${id}-next`}>
            {data.nearby_free_days.map((free) => (
              <li key={free}>{formatCalendarDateEnGb(free)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="venue-availability__note">
        From the calendar the venue keeps; a booking is only sure once confirmed.
      </p>
    </VenueSection>
  );
}
