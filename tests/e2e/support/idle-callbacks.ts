// Holding back a page's idle moments: what waits for the browser to be idle (useBrowserIdle)
// stays waiting until the test releases the callbacks queued so far.
import type { Page } from '@playwright/test';

/** The page's idle callbacks, as a test that holds them back sees them. */
interface IdleBrowser {
  idleCallbacksWaiting: ((deadline: { didTimeout: boolean; timeRemaining(): number }) => void)[];
  requestIdleCallback(callback: IdleBrowser['idleCallbacksWaiting'][number]): number;
  cancelIdleCallback(handle: number): void;
}

/** From the next page loaded on, its idle callbacks wait for releaseIdleCallbacks. */
export async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const browser = globalThis as unknown as IdleBrowser;
    browser.idleCallbacksWaiting = [];
    browser.requestIdleCallback = (callback) => browser.idleCallbacksWaiting.push(callback);
    browser.cancelIdleCallback = () => undefined;
  });
}

/** Runs the idle callbacks waiting, as if the browser had fallen idle. */
export async function releaseIdleCallbacks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { idleCallbacksWaiting } = globalThis as unknown as IdleBrowser;
    for (const callback of idleCallbacksWaiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}
