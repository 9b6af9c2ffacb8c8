// The app in the browser: the query client and the router, hydrating what the server rendered
// when it rendered the page (start.tsx decides).
import { QueryClientProvider, hydrate, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import type { AppRouter } from './router';
import { ServerStateContext, type ServerState, type ServerStateHolder } from '../lib/server-state';

/** The providers every page needs, on the server and in the browser. */
export function AppProviders({
  queryClient,
  serverState,
  children,
}: {
  queryClient: QueryClient;
  serverState: ServerStateHolder;
  children: ReactNode;
}) {
  return (
    <ServerStateContext value={serverState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ServerStateContext>
  );
}

/** The app on `router`, which start.tsx makes first: its matches say which page chunks to load. */
export function App({ router, serverState }: { router: AppRouter; serverState?: ServerState }) {
  const [holder] = useState<ServerStateHolder>(() => ({ current: serverState }));
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverState?.queries) hydrate(client, serverState.queries);
    return client;
  });
  return (
    <AppProviders queryClient={queryClient} serverState={holder}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
