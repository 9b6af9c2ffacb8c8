// Which mail an owner gets: reading and changing the setting in the portal, and the one-click
// unsubscribe of a mail's link (a signed token; no sign-in).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function mailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.mailPreferences(),
    queryFn: ({ signal }) => api('get', '/api/owners/mail-preferences', { signal }),
  });
}

export const useMailPreferences = () => useQuery(mailPreferencesQueryOptions());

export function useSetMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nonEssential: boolean) =>
      api('put', '/api/owners/mail-preferences', { body: { non_essential: nonEssential } }),
    // A read still on its way (the tab's first) must not land after the change and undo it on screen.
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.owner.mailPreferences() }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.owner.mailPreferences(), answer),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api('post', '/api/mail/unsubscribe', { body: { token } }),
  });
}
