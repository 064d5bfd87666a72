import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/debian-packages';

/** The desktop viewport the figures are measured at. */
export const BENCH_VIEWPORT = { width: 1280, height: 800 };

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in calls to a `__name`
 * helper; functions handed to page.evaluate carry those calls into the page, where the helper
 * does not exist. Defining it as the identity lets in-page code be ordinary TypeScript.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name = (target) => target;';

/**
 * Headless Debian Chromium (never a downloaded build, as in playwright.config.ts) for a benchmark;
 * the caller closes it. Runners call requireDebianTools([CHROMIUM]) before starting anything.
 */
export function launchBenchBrowser(): Promise<Browser> {
  // The bench's own SIGINT handler stops the server and removes its data dir first.
  return chromium.launch({
    executablePath: CHROMIUM.path,
    args: CHROMIUM_FLAGS,
    headless: true,
    handleSIGINT: false,
  });
}

export interface BenchContextOptions {
  /**
   * Lets a benchmark inject its own measuring script with page.addScriptTag: the app's Content
   * Security Policy forbids inline scripts, and the bench's script is one.
   */
  bypassCSP?: boolean;
}

/** A fresh context (empty cache and storage) at the benchmark viewport, ready for page.evaluate. */
export async function createBenchContext(
  browser: Browser,
  baseUrl: string,
  options: BenchContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: BENCH_VIEWPORT,
    locale: 'es-CL',
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  return context;
}
