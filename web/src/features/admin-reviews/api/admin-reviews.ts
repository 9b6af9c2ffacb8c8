// The review moderation queue: planners' reviews of venues by status, paged on the server, and
// the decision on one (approve: shown on the venue page; reject: never shown).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { type QueuePaging, queueQuery } from '../../../components/ui/admin-queue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewStatus = ApiSchema<'ReviewQueueItem'>['status'];
export type QueuedReview = ApiSchema<'ReviewQueueItem'>;

export const reviewQueueQueryOptions = (status: ReviewStatus, paging: QueuePaging) =>
  queryOptions({
    queryKey: queryKeys.admin.reviewsWith(status, paging),
    queryFn: ({ signal }) => api('get', '/api/admin/mod/reviews', { query: { status, ...queueQuery(paging) }, signal }),
    placeholderData: keepPreviousData,
  });

export const useReviewQueue = (status: ReviewStatus, paging: QueuePaging) =>
  useQuery(reviewQueueQueryOptions(status, paging));

export function useDecideReview(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      decision === 'approve'
        ? api('post', '/api/admin/mod/reviews/{id}/approve', { params: { id } })
        : api('post', '/api/admin/mod/reviews/{id}/reject', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews() }),
  });
}
