// Inviting an administrator.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useInviteAdmin() {
  return useMutation({
    mutationFn: (invitation: { email: string; name: string }) =>
      api('post', '/api/admin/invitations', { body: invitation }),
  });
}
