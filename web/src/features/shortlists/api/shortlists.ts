// The signed-in planner's saved shortlists (/api/v2/planner/shortlists…): the fetchers the sync
// and the picker use, and the query options of the picker's list (the one owner of its key).
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Shortlist = ApiSchema<'ShortlistView'>;
export type ShortlistSummary = ApiSchema<'ShortlistSummaryView'>;

/** Shortlists on one page of the picker's list. */
const PAGE_SIZE = 50;

export function listShortlists(limit: number, cursor?: string, signal?: AbortSignal) {
  return api('get', '/api/v2/planner/shortlists', { query: { limit, cursor }, signal });
}

export function getShortlist(id: string, signal?: AbortSignal): Promise<Shortlist> {
  return api('get', '/api/v2/planner/shortlists/{id}', { params: { id }, signal });
}

export function createShortlist(name: string, venueIds: string[] = []): Promise<Shortlist> {
  return api('post', '/api/v2/planner/shortlists', { body: { name, venue_ids: venueIds } });
}

export function renameShortlist(id: string, name: string): Promise<Shortlist> {
  return api('patch', '/api/v2/planner/shortlists/{id}', { params: { id }, body: { name } });
}

export function addShortlistVenues(id: string, venueIds: string[]) {
  return api('post', '/api/v2/planner/shortlists/{id}/venues', { params: { id }, body: { venue_ids: venueIds } });
}

export function removeShortlistVenue(id: string, venueId: string): Promise<void> {
  return api('delete', '/api/v2/planner/shortlists/{id}/venues/{venueId}', { params: { id, venueId } });
}

export function shortlistsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.plannerShortlists(),
    queryFn: ({ pageParam, signal }) => listShortlists(PAGE_SIZE, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
