// On the brief's pages, while a planner is signed in: the brief follows their account (see
// ../shortlist-sync.ts). Mounted there rather than in the app's frame so that visitors' landing
// pages carry none of it; venues added elsewhere meanwhile merge in when the brief page opens.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBrief } from '../../../lib/brief-store';
import { queryKeys } from '../../../lib/query-keys';
import { maySignedIn, useSession } from '../../../lib/session';
import { shortlistSync } from '../shortlist-sync';

/** `sent`: on the thank-you page, whose brief was sent (and is emptied as the page opens). */
export function ShortlistSync({ sent = false }: { sent?: boolean }) {
  const session = useSession({ enabled: maySignedIn() });
  const plannerId = session.data?.user_type === 'planner' ? session.data.id : null;
  const items = useBrief().items;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!plannerId) return;
    shortlistSync.onShortlistsChanged = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.plannerShortlists() });
    // Before the thank-you page's own effect empties the brief (a sibling after this one).
    if (sent) shortlistSync.briefSent();
    shortlistSync.start(plannerId);
    return () => shortlistSync.stop();
  }, [plannerId, queryClient, sent]);

  useEffect(() => {
    if (plannerId) shortlistSync.briefChanged();
  }, [plannerId, items]);

  return null;
}
