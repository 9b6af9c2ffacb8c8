// A page the server rendered can be read before any script runs: the app that makes it
// interactive is fetched once that first view is on screen, its first pictures included. On a
// phone's connection the app's chunks (some 130 kB) would otherwise share the line with the
// page's own pictures, and their compiling and running would come before the browser paints.
import { delay, nextFrame, nextTask } from './tasks';

/** The longest the app waits for the first view: a slow photo does not hold it back further. */
const FIRST_VIEW_WAIT_MS = 1500;

/** Resolves once `image` has loaded or failed to. */
function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve());
    image.addEventListener('error', () => resolve());
  });
}

/** Resolves once the browser reports its first contentful paint (every browser the build targets does). */
function contentPainted(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the browser has painted the page as the server sent it: its first contentful
 * paint reported and the pictures it does not load lazily arrived (or failed, or
 * FIRST_VIEW_WAIT_MS gone by), then a frame drawn, which draws them. A page opened in a
 * background tab draws nothing and waits for nothing.
 */
export async function firstViewPainted(): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  // Not image.decode(): it would decode on the main thread what the browser decodes off it.
  const pictures = [...document.images].filter((image) => image.loading !== 'lazy').map(settled);
  await Promise.race([Promise.all([contentPainted(), ...pictures]), delay(FIRST_VIEW_WAIT_MS)]);
  await nextFrame();
}

/**
 * Asks for the page's chunks, as the server would have in the head (it names none of them
 * there): the links Vite's loader looks for before adding its own, so each file is fetched once
 * and none waits for another that imports it. A link a task: each request costs the main thread
 * a few milliseconds, and a dozen in one task would keep a phone from answering a tap.
 */
export async function preloadScripts(files: readonly string[]): Promise<void> {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
    await nextTask();
  }
}
