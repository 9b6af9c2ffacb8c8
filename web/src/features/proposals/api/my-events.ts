// What My events reads: the signed-in planner's events, a page at a time from the server (newest
// first, by cursor), each the page the private link opens. One event opens through
// planner-proposals.ts with { eventId } as its source.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type EventShare = ApiSchema<'EventShareView'>;
export type SharePermission = EventShare['permission'];

/** The colleagues the planner's own event is shared with (its planner alone may ask). */
export function eventSharesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: queryKeys.eventShares(eventId),
    queryFn: ({ signal }) => api('get', '/api/v2/planner/events/{id}/shares', { params: { id: eventId }, signal }),
    select: (answer) => answer.shares,
  });
}

export const useEventShares = (eventId: string) => useQuery(eventSharesQueryOptions(eventId));

/** Shares the event with a colleague (or changes their permission); they are mailed. */
export function useShareEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; permission: SharePermission }) =>
      api('post', '/api/v2/planner/events/{id}/shares', { params: { id: eventId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.eventShares(eventId), answer),
  });
}

export function useStopSharing(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api('delete', '/api/v2/planner/events/{id}/shares/{shareId}', { params: { id: eventId, shareId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.eventShares(eventId) }),
  });
}
