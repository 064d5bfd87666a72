import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's service worker is installed and active (its precache, the app shell,
 * is complete), then reloads so that it controls the page, as on any later visit.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // `ready` resolves once a worker is active, possibly still 'activating'.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? 'none'),
    )
    .toBe('activated');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Whether the page can reach the server directly (its health check, which no cache answers). */
export async function canReachServer(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    try {
      return (await fetch('/api/health', { cache: 'no-store' })).ok;
    } catch {
      return false;
    }
  });
}
