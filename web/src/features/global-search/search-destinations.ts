// Where each kind of search leads: a venue row to its page, a city or category row to the results
// filtered by it, free text to the results matching it — with a city or a head count it names
// as the City and Capacity filters (contract's query-understanding.ts).
import { type SearchSuggestion, understandQuery } from '@venue-finder/contract';
import { paths } from '../../config/paths';
import type { RecentSearch } from './recent-searches';

export function suggestionToRecentSearch(suggestion: SearchSuggestion): Omit<RecentSearch, 'timestamp'> {
  return {
    term: suggestion.name,
    type: suggestion.type,
    data: { slug: suggestion.slug, city: suggestion.city, value: suggestion.value },
  };
}

export function textSearch(term: string): Omit<RecentSearch, 'timestamp'> {
  return { term: term.trim(), type: 'general', data: {} };
}

export function searchDestination(search: Pick<RecentSearch, 'term' | 'type' | 'data'>): string {
  const { slug, city, value } = search.data;
  switch (search.type) {
    case 'venue':
      if (slug) return city ? paths.cityVenue.getHref(city, slug) : paths.venue.getHref(slug);
      break;
    case 'city':
      if (value ?? city) return paths.venues.getHref({ city: value ?? city });
      break;
    case 'category':
      if (value) return paths.venues.getHref({ category: value });
      break;
  }
  const understood = understandQuery(search.term);
  return paths.venues.getHref({
    q: understood.text || undefined,
    city: understood.city,
    capacity: understood.capacity,
  });
}
