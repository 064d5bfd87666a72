import { expect, type CDPSession, type Page } from '@playwright/test';

const SERVICE_WORKER_TIMEOUT_MS = 30_000;

/**
 * Waits until the page's service worker is installed and active (its precache, the app shell,
 * is complete), then reloads so that it controls the page, as on any later visit.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // The worker registers only once the first screen has its data (the whole catalogue, asked
  // for up to 3 s after the first image) and the player has paused for 2 s, then precaches the
  // whole app (about 70 files): on a loaded 2-core machine that passed expect's 5 s once in a CI
  // run (28 November).
  const timeout = SERVICE_WORKER_TIMEOUT_MS;
  // `ready` resolves once a worker is active, possibly still 'activating'.
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? 'none'),
      { timeout },
    )
    .toBe('activated');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout })
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

const offlineSessions = new WeakMap<Page, CDPSession>();

/**
 * Opens `path` while the context is offline (`context.setOffline(true)`) and makes the new page
 * know it. In Chromium 150, a page that the service worker answers while the DevTools emulation
 * says offline starts with `navigator.onLine` true although every request fails: the emulation
 * is not re-applied to its document. A phone without signal never reports that, so the
 * emulation is sent again to the page, which then fires 'offline' as a phone's page would. The
 * session that sends it stays until goBackOnline (detaching it would undo the emulation).
 */
export async function gotoOffline(page: Page, path: string): Promise<void> {
  await page.goto(path);
  let session = offlineSessions.get(page);
  if (session === undefined) {
    session = await page.context().newCDPSession(page);
    offlineSessions.set(page, session);
  }
  await session.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Ends what gotoOffline and `context.setOffline(true)` started: the page is online again. */
export async function goBackOnline(page: Page): Promise<void> {
  const session = offlineSessions.get(page);
  offlineSessions.delete(page);
  await session?.detach();
  await page.context().setOffline(false);
}
