// Whether the browser has taken the page over: false on the server and while a server-rendered
// page hydrates (so both render the same), true from then on and on every page the browser
// renders itself. For what only a browser can show, such as a map.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
