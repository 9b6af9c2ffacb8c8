// The browser's entry. The app's code is evaluated in pieces, each a task of its own, rather
// than in one long task: React DOM, then the app (app/start.tsx), then the router's first match
// — so a phone can answer a tap or paint between them.
import { readServerState } from './app/server-state';
import { nextTask } from './app/tasks';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverState = readServerState();

async function start(root: HTMLElement): Promise<void> {
  // A server-rendered page preloads all of its chunks (its head links them), so evaluating
  // React DOM first costs no round trip; an empty shell fetches the app in one go instead.
  if (serverState) {
    await nextTask();
    await import('react-dom/client');
    await nextTask();
  }
  const { startApp } = await import('./app/start');
  await startApp(root, serverState);
}

void start(container);
