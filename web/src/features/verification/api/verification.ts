// What the Verification and Leaderboard tabs read and send (/api/gamification/*, per venue).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tier } from '@venue-finder/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface Progress {
  venue_id: string;
  current_tier: Tier;
  total_points: number;
  verified_items_count: number;
  total_items_count: number;
  completion_percentage: number;
  badges_earned: { badge_type: string; earned_at: string }[];
  next_tier: { name: Tier; points_needed: number } | null;
}

export interface ChecklistCategory {
  id: string;
  name: string;
  points_per_item: number;
  items: string[];
  verified_items: number[];
}

export interface LeaderboardRow {
  rank: number;
  venue_id: string;
  venue_name: string;
  venue_slug: string;
  current_tier: Tier;
  total_points: number;
  badges_count: number;
  city: string;
  country: string;
}

export const progressQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.owner.progress(venueId),
    queryFn: ({ signal }) => apiGet<Progress>('/api/gamification/progress', { query: { venue_id: venueId }, signal }),
  });

export const checklistQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.owner.checklist(venueId),
    queryFn: ({ signal }) =>
      apiGet<{ categories: ChecklistCategory[] }>('/api/gamification/checklist', {
        query: { venue_id: venueId },
        signal,
      }),
    select: (answer) => answer.categories,
  });

export const leaderboardQueryOptions = (city: string | null) =>
  queryOptions({
    queryKey: queryKeys.owner.leaderboard(city),
    queryFn: ({ signal }) =>
      apiGet<{ rows: LeaderboardRow[] }>(
        city
          ? `/api/gamification/leaderboard/city/${encodeURIComponent(city)}`
          : '/api/gamification/leaderboard/global',
        { signal },
      ),
    select: (answer) => answer.rows,
  });

export const useProgress = (venueId: string) => useQuery(progressQueryOptions(venueId));
export const useChecklist = (venueId: string) => useQuery(checklistQueryOptions(venueId));
export const useLeaderboard = (city: string | null) => useQuery(leaderboardQueryOptions(city));

export function useVerifyItem(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { category_id: string; item_index: number; image_url: string; comment: string | null }) =>
      apiRequest<{ points_awarded: number; progress: Progress }>('POST', '/api/gamification/verify-item', {
        body: { venue_id: venueId, ...item },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.programme(venueId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.leaderboards() }),
  });
}

export interface Evidence {
  id: string;
  venue_id: string;
  venue_name: string;
  owner_email: string;
  category_id: string;
  item_index: number;
  item_text: string;
  image_url: string | null;
  comment: string | null;
  points: number;
  created_at: string;
  revoked_at: string | null;
  revoke_reason: string;
}

export const evidenceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.verifications(),
    queryFn: ({ signal }) => apiGet<{ verifications: Evidence[] }>('/api/admin/mod/verifications', { signal }),
    select: (answer) => answer.verifications,
  });

export const useEvidence = () => useQuery(evidenceQueryOptions());

export function useRevokeEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<void>('POST', `/api/admin/mod/verifications/${id}/revoke`, { body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.verifications() }),
  });
}
