// Whether the browser has had an idle moment since the page started: false on the server and
// while a page starts (hydration included), then true for good. What a page's first view does
// not need (lists below the fold, banners polled in the background) waits for it, so their
// requests and renders stay out of the tasks that make the page answer a tap. Each component
// waits for an idle moment of its own, so that two of them do not start their work in one task.
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The longest the browser is given to fall idle before the wait ends anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

let browserWasIdle = false;

const neverChanges = () => () => {};

/**
 * True while React hydrates the server's page: a hook's first render then answers as the server
 * did (getServerSnapshot), and React renders again as soon as that part is hydrated.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(browserWasIdle);
  // A part of the page hydrated after another component saw the browser idle must still render
  // as the server did (not idle): else React finds HTML it did not expect (error 418).
  const hydrating = useHydrating();
  useEffect(() => {
    if (idle) return;
    const done = () => {
      browserWasIdle = true;
      setIdle(true);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(done);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [idle]);
  return idle && !hydrating;
}
