// The browser's entry. The app's code is evaluated in pieces, each a task of its own, rather
// than in one long task: React DOM, then the app (app/start.tsx), then the router's first match
// — so a phone can answer a tap or paint between them.
import { readServerState } from './app/server-state';
import { nextTask } from './app/tasks';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverState = readServerState();
// A server-rendered page preloads all of its chunks (its head links them), so evaluating React
// DOM first costs no round trip; an empty shell fetches the app in one go instead.
const reactDomFirst = serverState
  ? nextTask()
      .then(() => import('react-dom/client'))
      .then(nextTask)
  : undefined;
void Promise.resolve(reactDomFirst)
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp(container, serverState));
