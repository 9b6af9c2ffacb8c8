// The browser's entry. On a page the server rendered, the app is fetched once that page is on
// screen (app/first-view.ts). Its code is evaluated in pieces, each a task of its own, rather
// than in one long task: React DOM, then the app (app/start.tsx), then the router's first match
// — so a phone can answer a tap or paint between them.
import { firstViewPainted, preloadScripts } from './app/first-view';
import { readServerState } from './app/server-state';
import { nextTask } from './app/tasks';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverState = readServerState();

async function start(root: HTMLElement): Promise<void> {
  // A server-rendered page names all of its chunks, all asked for (a link a task) before React
  // DOM is evaluated, so evaluating it first costs no extra round trip; an empty shell fetches
  // the app in one go instead.
  if (serverState) {
    await firstViewPainted();
    await preloadScripts(serverState.scripts ?? []);
    await import('react-dom/client');
    await nextTask();
  }
  const { startApp } = await import('./app/start');
  await startApp(root, serverState);
}

void start(container);
