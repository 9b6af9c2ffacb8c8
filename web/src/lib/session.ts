// Who is signed in: GET /api/auth/me through TanStack Query (the single owner of the
// ['session'] key). A 401 is an answer (nobody), not an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './api-client';
import { queryKeys } from './query-keys';

export type UserType = 'owner' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  user_type: UserType;
  roles: string[];
}

export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await apiGet<SessionUser>('/api/auth/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.session(), queryFn: ({ signal }) => getSession(signal) });
}

/** The session; `enabled: false` answers null without asking (a visitor who never signed in). */
export function useSession(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionQueryOptions(), enabled: options.enabled ?? true });
}

/** True while the browser holds the server's signed-in hint cookie, so asking is worth a request. */
export function maySignedIn(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)vf_signed_in=1(?:;|$)/.test(document.cookie);
}
