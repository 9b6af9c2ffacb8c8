// What the audit-log screen reads: the log, newest first, by actor, venue, action and entity type.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiQueryParams, ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AuditEntry = ApiSchema<'AuditTrailRowView'>;

/** The log's filter, as the page keeps it in the address (empty is no filter). */
export interface AuditFilter {
  actor: string;
  venue: string;
  action: string;
  entity_type: string;
  cursor: string;
}

export function auditLogQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: queryKeys.admin.audit(filter),
    queryFn: ({ signal }) =>
      api('get', '/api/admin/audit', {
        // The page keeps what was typed; the api answers a 400 with a message for a value it does not know.
        query: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as ApiQueryParams<
          '/api/admin/audit',
          'get'
        >,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
