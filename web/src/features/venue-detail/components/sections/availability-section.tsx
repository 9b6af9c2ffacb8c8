// Check availability: for a venue whose owner keeps its calendar, whether it is free on the
// planner's date (the brief's event date to begin with) and its free days nearest it. A venue
// that keeps no calendar shows nothing here: nobody has said when it is free.
import { useId, useState } from 'react';
import { useBrief } from '../../../../lib/brief-store';
import { isCalendarDay, localToday } from '../../../../lib/calendar-day';
import { formatCalendarDateEnGb } from '../../../../lib/format-en-gb';
import type { VenueDetailView } from '@venue-finder/contract';
import { useVenueAvailability } from '../../api/get-venue-availability';
import { VenueSection } from '../venue-section';

export function AvailabilitySection({ venue }: { venue: VenueDetailView }) {
  const id = useId();
  const today = localToday();
  const briefDate = useBrief().event.date;
  const [date, setDate] = useState<string>(isCalendarDay(briefDate) && briefDate >= today ? briefDate : '');
  const asked = isCalendarDay(date) && date >= today ? date : null;
  const { data } = useVenueAvailability(venue.slug || venue.id, asked);
  if (!data?.keeps_calendar) return null;
  const day = formatCalendarDateEnGb(data.date);
  return (
    <VenueSection id="availability" title="Check availability">
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
        {data.free_on_date ? `Free on ${day}.` : `Not free on ${day}.`}
      </p>
      {data.nearby_free_days.length > 0 && (
        <>
          <p className="venue-availability__next">The next free dates:</p>
          <ul className="venue-availability__days" aria-label="The next free dates">
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
