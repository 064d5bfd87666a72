import type { Page } from '@playwright/test';

/** The app's scripts: Vite's hashed chunks. */
export const APP_SCRIPTS = '**/assets/*.js';

/**
 * Holds the app's scripts back, as on a phone whose 4G has not delivered them yet; the returned
 * function lets them through. `page.unroute(APP_SCRIPTS)` removes the hold for later loads.
 */
export async function holdScriptsBack(page: Page): Promise<() => void> {
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(APP_SCRIPTS, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return releaseScripts;
}
