// Signing in and out: the mutations of the sign-in screens, each keeping the ['session'] query
// in step with what the server now says.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type SessionUser, type UserType } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

interface Message {
  message: string;
}

export function useRequestMagicLink() {
  return useMutation({
    mutationFn: (input: { email: string; user_type: UserType }) =>
      apiRequest<Message>('POST', '/api/auth/magic-link', { body: input }),
  });
}

export function useConsumeMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<SessionUser>('POST', '/api/auth/magic-link/consume', { body: { token } }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), user);
    },
  });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiRequest<SessionUser>('POST', '/api/admin/auth/login', { body: input }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), user);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userType: UserType) =>
      apiRequest<void>('POST', userType === 'admin' ? '/api/admin/auth/logout' : '/api/auth/logout'),
    // Whatever the server said, this browser is signed out now: forget everything it was shown.
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), null);
    },
  });
}

export function useStartPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<Message>('POST', '/api/admin/auth/reset/start', { body: { email } }),
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      apiRequest<Message>('POST', '/api/admin/auth/reset/complete', { body: input }),
  });
}
