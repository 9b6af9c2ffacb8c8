// The app's start in the browser (main.tsx imports it): the router, then hydration of the page
// the server rendered, or a first render of the empty shell it sent.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createRouter, preloadMatches } from './router';
import type { ServerState } from '../lib/server-state';
import { nextTask } from './tasks';

export async function startApp(container: HTMLElement, serverState: ServerState | undefined): Promise<void> {
  // The router's first match (its route table flattened and ranked, with code running for the
  // first time: some 40 ms on a desktop here, four times that on a phone) in a task of its own.
  await nextTask();
  const router = createRouter({ serverRendered: serverState !== undefined });
  const app = (
    <StrictMode>
      <App router={router} serverState={serverState} />
    </StrictMode>
  );
  if (!serverState) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  // The server rendered this page: load its chunk first, so hydration renders what the server
  // did rather than a loading fallback (should the chunk fail, the page asks for it again).
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread while a phone works through the whole page.
  await preloadMatches(router.state.matches).catch(() => undefined);
  // Hydration's start (its root, the document's event listeners) in another task again.
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
