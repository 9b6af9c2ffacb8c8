// The top search bar: city, category and capacity. Each change applies at once.
import { useId } from 'react';
import {
  CAPACITY_BUCKETS,
  CATEGORIES,
  CITIES,
  type CapacityValue,
  type CategorySlug,
  type CitySlug,
} from '@venue-finder/contract';
import type { VenueSearchState } from '../search/venue-search-state';

type TopFilters = Pick<VenueSearchState, 'city' | 'category' | 'capacity'>;

interface SearchFiltersProps {
  search: TopFilters;
  onChange: (change: Partial<TopFilters>) => void;
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
    </form>
  );
}
