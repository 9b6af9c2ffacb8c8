// Whether the browser has had an idle moment since the page started: false on the server and
// while a page starts (hydration included), then true for good. What a page's first view does
// not need (lists below the fold, banners polled in the background) waits for it, so their
// requests and renders stay out of the tasks that make the page answer a tap. Each component
// waits for an idle moment of its own, so that two of them do not start their work in one task.
import { useEffect, useState } from 'react';

/** The longest the browser is given to fall idle before the wait ends anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

let browserWasIdle = false;

export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(browserWasIdle);
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
  return idle;
}
