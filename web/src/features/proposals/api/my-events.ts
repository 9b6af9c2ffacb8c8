// What My events reads: the signed-in planner's events, a page at a time from the server (newest
// first, by cursor), each the page the private link opens. One event opens through
// planner-proposals.ts with { eventId } as its source.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PlannerEvent = ApiSchema<'PlannerEventView'>;

export const MY_EVENTS_PAGE_SIZE = 10;

export function myEventsQueryOptions(cursor: string | null) {
  return queryOptions({
    queryKey: queryKeys.myEventsPage(cursor),
    queryFn: ({ signal }) =>
      api('get', '/api/v2/planner/events', {
        query: { limit: MY_EVENTS_PAGE_SIZE, cursor: cursor ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useMyEvents = (cursor: string | null) => useQuery(myEventsQueryOptions(cursor));
