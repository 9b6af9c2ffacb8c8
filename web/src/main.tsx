import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, preloadMatches } from './app/router';
import { readServerState } from './app/server-state';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Resolves in a task of its own. Evaluating the app's modules is one long task already; the
 * router's first match (its route table flattened and ranked, with code running for the first
 * time: some 40 ms on a desktop here, four times that on a phone) comes after it, not in it.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const serverState = readServerState();
void nextTask().then(async () => {
  const router = createRouter();
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
  startTransition(() => {
    hydrateRoot(container, app);
  });
});
