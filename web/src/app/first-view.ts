// A page the server rendered can be read before any script runs. Its scripts are asked for by
// its head as the HTML arrives (entry-server.tsx), but the app waits to run them until the
// browser has painted that first view: compiling and running React first would hold the paint
// back on a phone, while the chunks still downloading cost the paint nothing. Pictures are not
// waited for: the page's controls should work as soon as the app has come.
import { nextFrame } from './tasks';

/**
 * Resolves once the browser has painted the page as the server sent it: its first contentful
 * paint reported, then a frame drawn. A page in a background tab paints nothing, so it waits for
 * nothing (nor when it is hidden before painting); nor does a browser that does not report paints.
 */
export async function contentPainted(): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const painted = await new Promise<boolean>((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done(true);
    });
    const hidden = () => {
      if (document.visibilityState === 'hidden') done(false);
    };
    const done = (paint: boolean) => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', hidden);
      resolve(paint);
    };
    document.addEventListener('visibilitychange', hidden);
    observer.observe({ type: 'paint', buffered: true });
  });
  if (painted) await nextFrame();
}
