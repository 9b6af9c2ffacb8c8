// What /admin/enquiries reads and does: the loop's figures over a window of days, the enquiries
// waiting on venues nobody owns (a page at a time, oldest first), and forward one again or close it.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnquiryContact, EventLayout, ProposalOutcome, VenueEnquiryState } from '@venue-finder/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AdminEnquiriesOverview {
  days: number;
  per_day: { day: string; enquiries: number; answered: number }[];
  enquiries: number;
  answered: number;
  answered_share: number | null;
  median_answer_seconds: number | null;
  waiting_on_unowned: number;
  venues_with_many_unanswered: {
    venue: { id: string; name: string; slug: string };
    owned: boolean;
    unanswered: number;
  }[];
}

export interface AdminWaitingEnquiry {
  id: string;
  venue: { id: string; name: string; slug: string; city: string };
  state: VenueEnquiryState;
  proposal_outcome: ProposalOutcome | null;
  unanswered: boolean;
  event: {
    date: string | null;
    date_flexible: boolean;
    guests: number | null;
    layout: EventLayout | null;
    budget_gbp: number | null;
  };
  received_at: string;
  age_hours: number;
  contact: EnquiryContact;
  venue_email: string | null;
  planner_email: string;
  forwarded_count: number;
  last_forwarded_at: string | null;
}

export interface AdminWaitingPage {
  items: AdminWaitingEnquiry[];
  page: number;
  per_page: number;
  total: number;
}

export const WAITING_PAGE_SIZE = 20;

export function adminEnquiriesOverviewQueryOptions(days: number) {
  return queryOptions({
    queryKey: queryKeys.admin.enquiriesOverview(days),
    queryFn: ({ signal }) => apiGet<AdminEnquiriesOverview>('/api/admin/enquiries', { query: { days }, signal }),
  });
}

export function adminWaitingEnquiriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.enquiriesWaiting(page),
    queryFn: ({ signal }) =>
      apiGet<AdminWaitingPage>('/api/admin/enquiries/waiting', {
        query: { page, per_page: WAITING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminEnquiriesOverview = (days: number) => useQuery(adminEnquiriesOverviewQueryOptions(days));
export const useAdminWaitingEnquiries = (page: number) => useQuery(adminWaitingEnquiriesQueryOptions(page));

/** Forward again or close: the queue and the figures are read again after either. */
export function useActOnWaitingEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'forward' | 'close' }) =>
      apiRequest<AdminWaitingEnquiry>('POST', `/api/admin/enquiries/${encodeURIComponent(id)}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.enquiries() }),
  });
}
