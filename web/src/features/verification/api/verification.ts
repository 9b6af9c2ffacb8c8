// What the Verification and Leaderboard tabs read and send (/api/gamification/*, per venue).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema, EvidenceStatus } from '@venue-finder/contract';
import { type QueuePaging, queueQuery } from '../../../components/ui/admin-queue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Progress = ApiSchema<'Progress'>;
export type ChecklistCategory = ApiSchema<'ChecklistCategoryView'>;
export type LeaderboardRow = ApiSchema<'LeaderboardRowView'>;
export type Evidence = ApiSchema<'RecentVerification'>;

export const progressQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.owner.progress(venueId),
    queryFn: ({ signal }) => api('get', '/api/gamification/progress', { query: { venue_id: venueId }, signal }),
  });

export const checklistQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.owner.checklist(venueId),
    queryFn: ({ signal }) => api('get', '/api/gamification/checklist', { query: { venue_id: venueId }, signal }),
    select: (answer) => answer.categories,
  });

export const leaderboardQueryOptions = (city: string | null) =>
  queryOptions({
    queryKey: queryKeys.owner.leaderboard(city),
    queryFn: ({ signal }) =>
      city
        ? api('get', '/api/gamification/leaderboard/city/{city}', { params: { city }, signal })
        : api('get', '/api/gamification/leaderboard/global', { signal }),
    select: (answer) => answer.rows,
  });

export const useProgress = (venueId: string) => useQuery(progressQueryOptions(venueId));
export const useChecklist = (venueId: string) => useQuery(checklistQueryOptions(venueId));
export const useLeaderboard = (city: string | null) => useQuery(leaderboardQueryOptions(city));

export function useVerifyItem(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { category_id: string; item_index: number; image_url: string; comment: string | null }) =>
      api('post', '/api/gamification/verify-item', { body: { venue_id: venueId, ...item } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.programme(venueId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.leaderboards() }),
  });
}

export const evidenceQueryOptions = (status: EvidenceStatus, paging: QueuePaging) =>
  queryOptions({
    queryKey: queryKeys.admin.verificationsWith(status, paging),
    queryFn: ({ signal }) =>
      api('get', '/api/admin/mod/verifications', { query: { status, ...queueQuery(paging) }, signal }),
    placeholderData: keepPreviousData,
  });

export const useEvidence = (status: EvidenceStatus, paging: QueuePaging) =>
  useQuery(evidenceQueryOptions(status, paging));

export function useRevokeEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api('post', '/api/admin/mod/verifications/{id}/revoke', { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.verifications() }),
  });
}
