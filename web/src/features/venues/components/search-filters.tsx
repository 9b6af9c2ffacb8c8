// The top search bar: city, category, capacity and the event's date (with an optional last day
// for an event of several days). Each change applies at once. A planner whose brief holds an
// event date is offered it here, so "who is free on my date?" is one press away.
import { useId } from 'react';
import {
  CAPACITY_BUCKETS,
  CATEGORIES,
  CITIES,
  type CapacityValue,
  type CategorySlug,
  type CitySlug,
} from '@venue-finder/contract';
import { useBrief } from '../../../lib/brief-store';
import { localToday } from '../../../lib/calendar-day';
import { formatCalendarDateEnGb } from '../../../lib/format-en-gb';
import { parseSearchDates, type VenueSearchState } from '../search/venue-search-state';

type TopFilters = Pick<VenueSearchState, 'city' | 'category' | 'capacity' | 'date' | 'date_to'>;

/** The brief's event days as the search takes them: its date and, for several days, the last. */
function briefDates(date: string, days: string, today: string): { date: string | null; date_to: string | null } {
  const count = /^\s*\d+\s*$/.test(days) ? Number(days) : 1;
  const last = count > 1 ? new Date(Date.parse(`${date}T00:00:00Z`) + (count - 1) * 86_400_000) : null;
  return parseSearchDates(date, last?.toISOString().slice(0, 10), today);
}

interface SearchFiltersProps {
  search: TopFilters;
  onChange: (change: Partial<TopFilters>) => void;
}

export function SearchFilters({ search, onChange }: SearchFiltersProps) {
  const id = useId();
  const today = localToday();
  const brief = useBrief();
  const fromBrief = search.date ? null : briefDates(brief.event.date, brief.event.days, today);
  return (
    <form className="search-filters" aria-label="Filter venues" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-city`}>
          City
        </label>
        <select
          id={`${id}-city`}
          className="field__control"
          value={search.city ?? ''}
          onChange={(event) => onChange({ city: (event.target.value || null) as CitySlug | null })}
        >
          <option value="">All cities</option>
          {CITIES.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select
          id={`${id}-category`}
          className="field__control"
          value={search.category ?? ''}
          onChange={(event) => onChange({ category: (event.target.value || null) as CategorySlug | null })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-capacity`}>
          Capacity
        </label>
        <select
          id={`${id}-capacity`}
          className="field__control"
          value={search.capacity ?? ''}
          onChange={(event) =>
            onChange({ capacity: event.target.value ? (Number(event.target.value) as CapacityValue) : null })
          }
        >
          <option value="">Any capacity</option>
          {CAPACITY_BUCKETS.map((bucket) => (
            <option key={bucket.value} value={bucket.value}>
              {bucket.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          Event date
        </label>
        <input
          id={`${id}-date`}
          className="field__control"
          type="date"
          min={today}
          value={search.date ?? ''}
          onChange={(event) => onChange(parseSearchDates(event.target.value, search.date_to, today))}
        />
        {fromBrief?.date && (
          <button type="button" className="link-button" onClick={() => onChange(fromBrief)}>
            Use your brief’s date, {formatCalendarDateEnGb(fromBrief.date)}
            {fromBrief.date_to ? ` to ${formatCalendarDateEnGb(fromBrief.date_to)}` : ''}
          </button>
        )}
      </div>
      {search.date && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date-to`}>
            Last day (optional)
          </label>
          <input
            id={`${id}-date-to`}
            className="field__control"
            type="date"
            min={search.date}
            value={search.date_to ?? ''}
            onChange={(event) => onChange(parseSearchDates(search.date, event.target.value, today))}
          />
        </div>
      )}
    </form>
  );
}
