// Mounted once in the app's frame: while a planner is signed in, the brief follows their account
// (see shortlist-sync.ts); for anyone else it renders and does nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBrief } from '../../../lib/brief-store';
import { queryKeys } from '../../../lib/query-keys';
import { maySignedIn, useSession } from '../../../lib/session';
import { shortlistSync } from '../shortlist-sync';

export function ShortlistSync() {
  const session = useSession({ enabled: maySignedIn() });
  const items = useBrief().items;
  const queryClient = useQueryClient();
  const plannerId = session.data?.user_type === 'planner' ? session.data.id : null;
  const settled = !session.isLoading;

  useEffect(() => {
    shortlistSync.onShortlistsChanged = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.plannerShortlists() });
  }, [queryClient]);

  useEffect(() => {
    if (plannerId) shortlistSync.start(plannerId);
    else if (settled) shortlistSync.stop();
  }, [plannerId, settled]);

  useEffect(() => {
    shortlistSync.briefChanged();
  }, [items]);

  return null;
}
