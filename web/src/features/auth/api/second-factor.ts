// An administrator's second factor: the code and enrolment steps of signing in (the browser holds
// the password step's cookie, no session), and the signed-in administrator's own factor. Each
// query-options factory owns its key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The code step: a code from the app, or a recovery code. Signs in. */
export function useSecondFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { code: string } | { recovery_code: string }) =>
      api('post', '/api/admin/auth/second-factor', { body: answer }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), user);
    },
  });
}

/** Enrolment on first sign-in: a new key for the administrator the password step named. */
export function useStartSignInEnrolment() {
  return useMutation({ mutationFn: () => api('post', '/api/admin/auth/second-factor/enrolment') });
}

/** Confirms the new key with a code; signs in and answers the recovery codes. */
export function useConfirmSignInEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('post', '/api/admin/auth/second-factor/enrolment/confirm', { body: { code } }),
    onSuccess: ({ user }) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), user);
    },
  });
}

export function secondFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.secondFactor(),
    queryFn: ({ signal }) => api('get', '/api/admin/account/second-factor', { signal }),
  });
}

export const useSecondFactorStatus = () => useQuery(secondFactorStatusQueryOptions());

/** The signed-in administrator's changes; each asks for the password again. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: (password: string) => api('post', '/api/admin/account/second-factor/enrolment', { body: { password } }),
  });
}

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('post', '/api/admin/account/second-factor/enrolment/confirm', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.secondFactor() }),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api('post', '/api/admin/account/second-factor/recovery-codes', { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.secondFactor() }),
  });
}

export function useRemoveSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api('post', '/api/admin/account/second-factor/remove', { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.secondFactor() }),
  });
}
