// One of the owner's venues' availability calendar: a month of it (the query-options factory owns
// its key), and the changes to it, each of which reads the venue's calendar again.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type VenueCalendar = ApiSchema<'VenueCalendarResponse'>;
export type CalendarEntry = ApiSchema<'CalendarEntryResponse'>;
export type UnavailableDates = ApiSchema<'UnavailableDatesRequest'>;
export type CalendarImport = ApiSchema<'CalendarImportResponse'>;
export type CalendarFeed = ApiSchema<'CalendarFeedResponse'>;

export function venueCalendarQueryOptions(venueId: string, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.owner.calendarSpan(venueId, from, to),
    queryFn: ({ signal }) =>
      api('get', '/api/owners/venues/{id}/calendar', { params: { id: venueId }, query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useVenueCalendar = (venueId: string, from: string, to: string) =>
  useQuery({ ...venueCalendarQueryOptions(venueId, from, to), enabled: venueId !== '' });

function useCalendarChange<Variables, Answer>(venueId: string, change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.calendar(venueId) }),
  });
}

export const useMarkUnavailable = (venueId: string) =>
  useCalendarChange(venueId, (body: UnavailableDates) =>
    api('post', '/api/owners/venues/{id}/calendar/unavailable', { params: { id: venueId }, body }),
  );

/** Takes the entry's id (as ConfirmAction passes it). */
export const useRemoveUnavailable = (venueId: string) =>
  useCalendarChange(venueId, (entryId: string) =>
    api('delete', '/api/owners/venues/{id}/calendar/unavailable/{entryId}', { params: { id: venueId, entryId } }),
  );

export const useImportIcs = (venueId: string) =>
  useCalendarChange(venueId, (ics: string) =>
    api('post', '/api/owners/venues/{id}/calendar/import', { params: { id: venueId }, body: { ics } }),
  );

/** Takes the venue's id (as ConfirmAction passes it); answers the new address, shown once. */
export const useNewCalendarFeed = (venueId: string) =>
  useCalendarChange(venueId, (id: string) => api('post', '/api/owners/venues/{id}/calendar/feed', { params: { id } }));

export const useTurnOffCalendarFeed = (venueId: string) =>
  useCalendarChange(venueId, (id: string) =>
    api('delete', '/api/owners/venues/{id}/calendar/feed', { params: { id } }),
  );
