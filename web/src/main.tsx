// The browser's entry. On a page the server rendered, the head has already asked for all of the
// app's chunks (modulepreload links, read by the browser as the HTML arrives), so they download
// while the page is drawn; the app starts once the browser has painted that first view, and
// hydrates it. Its code is evaluated in pieces, each a task of its own, rather than in one long
// task: React DOM, then the app (app/start.tsx), then the router's first match — so a phone can
// answer a tap or paint between them.
import { contentPainted } from './app/first-view';
import { readServerState } from './lib/server-state';
import { nextTask } from './app/tasks';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverState = readServerState();

async function start(root: HTMLElement): Promise<void> {
  if (serverState) {
    await contentPainted();
    await import('react-dom/client');
    await nextTask();
  }
  const { startApp } = await import('./app/start');
  await startApp(root, serverState);
}

void start(container);
