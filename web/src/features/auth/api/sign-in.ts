// Signing in and out: the mutations of the sign-in screens, each keeping the ['session'] query
// in step with what the server now says.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useRequestMagicLink() {
  return useMutation({
    mutationFn: (input: { email: string; user_type: UserType }) => api('post', '/api/auth/magic-link', { body: input }),
  });
}

export function useConsumeMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    // confirm: the person clicked to continue in a browser other than the one that asked for the link.
    mutationFn: ({ token, confirm = false }: { token: string; confirm?: boolean }) =>
      api('post', '/api/auth/magic-link/consume', { body: { token, confirm } }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), user);
    },
  });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => api('post', '/api/admin/auth/login', { body: input }),
    // Signed in only at step 'signed_in'; at 'code' or 'enrol' the browser has no session yet.
    onSuccess: (answer) => {
      if (answer.step !== 'signed_in') return;
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), answer.user);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userType: UserType) =>
      userType === 'admin' ? api('post', '/api/admin/auth/logout') : api('post', '/api/auth/logout'),
    // Whatever the server said, this browser is signed out now: forget everything it was shown.
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), null);
    },
  });
}

export function useStartPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api('post', '/api/admin/auth/reset/start', { body: { email } }),
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      api('post', '/api/admin/auth/reset/complete', { body: input }),
  });
}
