// The top search bar: city, venue type and group size. Each change applies at once.
import { useId } from 'react';
import {
  CAPACITY_BUCKETS,
  CATEGORIES,
  CITIES,
  type CapacityValue,
  type CategorySlug,
  type CitySlug,
} from '@venue-finder/core/search-schema';
import type { VenueSearch } from '../venue-search';

type FilterChange = Partial<Pick<VenueSearch, 'city' | 'category' | 'capacity'>>;

interface SearchFiltersProps {
  search: VenueSearch;
  onChange: (change: FilterChange) => void;
}

export function SearchFilters({ search, onChange }: SearchFiltersProps) {
  const id = useId();
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
          Venue type
        </label>
        <select
          id={`${id}-category`}
          className="field__control"
          value={search.category ?? ''}
          onChange={(event) => onChange({ category: (event.target.value || null) as CategorySlug | null })}
        >
          <option value="">All venue types</option>
          {CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-capacity`}>
          Guests
        </label>
        <select
          id={`${id}-capacity`}
          className="field__control"
          value={search.capacity ?? ''}
          onChange={(event) =>
            onChange({ capacity: event.target.value ? (Number(event.target.value) as CapacityValue) : null })
          }
        >
          <option value="">Any number</option>
          {CAPACITY_BUCKETS.map((bucket) => (
            <option key={bucket.value} value={bucket.value}>
              {bucket.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
