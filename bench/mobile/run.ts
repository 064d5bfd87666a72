/**
 * `npm run bench:mobile`: a phone's budget (issue 19, point 4). Serves the demo catalogue and
 * 20,000 synthetic cards with the real server, and in Chromium at 375 × 812 with touch and the
 * CPU slowed down 4× measures a keystroke in the search box to the next frame and to the grid's
 * new results, and a tap on 'Añadir una copia' to the next frame; then Lighthouse (mobile preset,
 * median of 3) on /cartas, /mazos and the builder with a deck open, and the main thread's script
 * and task time of a first load of each (Chromium's counters, median of 5); a reference page with only a
 * search box gives the browser's own floor; the unthrottled desktop filter change is kept for
 * comparison, measured first with no other browser open. Figures, not pass/fail.
 *
 * `BENCH_MOBILE_ONLY=lighthouse` runs only the Lighthouse audits (and the reference page's);
 * `BENCH_MOBILE_REPORTS=<dir>` keeps every Lighthouse report there as JSON, with the trace it read;
 * `BENCH_MOBILE_CATALOGUE=demo` (or `20000`) measures one catalogue only.
 */
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { Card } from '../../src/domain/cards/card';
import { ensureClientBuild } from '../../scripts/client-build';
import { CHROMIUM, requireDebianTools } from '../../scripts/debian-packages';
import { createBenchContext, launchBenchBrowser } from '../support/bench-browser';
import { startBenchServer } from '../support/bench-server';
import { summarizeSamples } from '../support/sample-statistics';
import { buildSyntheticCatalogue, readDemoCatalogue } from '../support/synthetic-catalogue';
import {
  measureFilterChange,
  openFilterPanel,
  waitForWholeCatalogue,
} from '../catalogue/filter-latency';
import { planFilterChanges } from '../catalogue/filter-plan';
import { listAuditedPages } from './audited-pages';
import { measureFirstLoadCost } from './first-load-cost';
import { auditPage, launchDebuggableChromium, type DebuggableChromium } from './lighthouse-audit';
import {
  createPhoneContext,
  measureAddTaps,
  measureReferenceTyping,
  measureTyping,
  openThrottledPage,
} from './mobile-interactions';
import {
  printMobileFigures,
  type CatalogueInteractions,
  type CatalogueRun,
  type MobileFigures,
} from './mobile-report';
import { startReferenceServer } from './reference-page';

const TYPING_ROUNDS = 2;
const TAP_RUNS = 20;
const LIGHTHOUSE_RUNS = 3;
const FIRST_LOAD_RUNS = 5;
const REFERENCE_KEYSTROKES = 40;
const DESKTOP_WARMUP = 6;
const DESKTOP_CHANGES = 30;
const isLighthouseOnly = process.env.BENCH_MOBILE_ONLY === 'lighthouse';
const reportDir = process.env.BENCH_MOBILE_REPORTS || null;
/** `demo` or `20000` measures one catalogue only (a quicker loop while working on one). */
const onlyCatalogue = process.env.BENCH_MOBILE_CATALOGUE ?? null;

function toReportName(catalogue: string, page: string): string {
  return `${catalogue}-${page}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function log(message: string): void {
  console.log(`· ${message}`);
}

/**
 * The unthrottled desktop filter change, in a browser of its own (after the phone's runs in the
 * same browser its median came out 14–19 ms against 8–13 ms fresh) and before the phone's
 * browser and Lighthouse's Chromium start (idle beside it, their processes took about a fifth of
 * a core). It times the plan's changes 6 to 35, the first seconds after the catalogue arrives,
 * while the search's background warm-up still runs: bench:catalogue times 6 to 65, and its
 * median is the lower for the later, steadier changes.
 */
async function measureDesktopFilter(cards: readonly Card[]) {
  const server = await startBenchServer({ cards, onProgress: log, hasThumbnailsRendered: true });
  const browser = await launchBenchBrowser();
  const context = await createBenchContext(browser, server.baseUrl);
  try {
    const page = await context.newPage();
    await page.goto('/cartas');
    await page.locator('[role="list"][aria-label="Cartas"] [role="listitem"]').first().waitFor();
    await waitForWholeCatalogue(page);
    await openFilterPanel(page);
    const changes = planFilterChanges(cards, { count: DESKTOP_WARMUP + DESKTOP_CHANGES });
    const updates: number[] = [];
    for (const [index, change] of changes.entries()) {
      const result = await measureFilterChange(page, change);
      if (result.ok && index >= DESKTOP_WARMUP) updates.push(result.updateMs);
    }
    return summarizeSamples(updates);
  } finally {
    await context.close();
    await browser.close();
    await server.stop();
  }
}

async function measureInteractions(
  label: string,
  cards: readonly Card[],
  onPhone: <T>(measure: (page: Page) => Promise<T>) => Promise<T>,
  desktopFilter: CatalogueInteractions['desktopFilter'],
): Promise<CatalogueInteractions> {
  log(`${label}: tecleando en la caja de búsqueda (CPU 4× más lenta)…`);
  const typing = await onPhone((page) => measureTyping(page, cards, TYPING_ROUNDS));
  log(`${label}: tocando 'Añadir una copia' en el constructor…`);
  const tapsFull = await onPhone((page) => measureAddTaps(page, TAP_RUNS, null));
  const firstWord = (cards[0]?.nombre ?? '').split(/\s+/)[0] ?? '';
  const tapsFiltered = await onPhone((page) => measureAddTaps(page, TAP_RUNS, firstWord));
  return { typing, tapsFull, tapsFiltered, desktopFilter };
}

async function measureCatalogue(
  label: string,
  cards: readonly Card[],
  browser: Browser,
  chromium: DebuggableChromium,
  desktopFilter: CatalogueInteractions['desktopFilter'],
): Promise<CatalogueRun> {
  const server = await startBenchServer({ cards, onProgress: log, hasThumbnailsRendered: true });
  try {
    // A fresh context each time: the builder keeps the deck in progress in localStorage.
    const onPhone = async <T>(measure: (page: Page) => Promise<T>): Promise<T> => {
      const context = await createPhoneContext(browser, server.baseUrl);
      try {
        return await measure(await openThrottledPage(context));
      } finally {
        await context.close();
      }
    };
    const interactions = isLighthouseOnly
      ? null
      : await measureInteractions(label, cards, onPhone, desktopFilter);
    const pages = listAuditedPages(cards);
    log(
      `${label}: Lighthouse en ${pages.map((page) => page.label).join(', ')} (${LIGHTHOUSE_RUNS} veces cada una)…`,
    );
    const lighthouse = [];
    for (const page of pages) {
      const report =
        reportDir === null ? null : { dir: reportDir, name: toReportName(label, page.label) };
      const figures = await auditPage(
        `${server.baseUrl}${page.path}`,
        chromium,
        LIGHTHOUSE_RUNS,
        report,
      );
      lighthouse.push({ label: page.label, figures });
    }
    log(`${label}: primera carga de cada página (${FIRST_LOAD_RUNS} veces, CPU 4× más lenta)…`);
    const firstLoad = [];
    for (const page of pages) {
      const cost = await measureFirstLoadCost(
        browser,
        `${server.baseUrl}${page.path}`,
        FIRST_LOAD_RUNS,
      );
      firstLoad.push({ label: page.label, figures: cost });
    }
    return { label, cardCount: cards.length, interactions, lighthouse, firstLoad };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  requireDebianTools([CHROMIUM]);
  const startedAt = performance.now();
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  const { hasBuilt } = await ensureClientBuild({
    onBuildStart: () => log('Construyendo el cliente (vite build)…'),
  });
  if (!hasBuilt) log('Cliente ya compilado y al día.');
  const demo = await readDemoCatalogue();
  const synthetic = buildSyntheticCatalogue(demo);
  const hasSynthetic = onlyCatalogue !== 'demo';
  let desktopFilter = null;
  if (hasSynthetic && !isLighthouseOnly) {
    log('20 000: cambio de filtro en el escritorio, CPU sin limitar, sin otro navegador abierto…');
    desktopFilter = await measureDesktopFilter(synthetic);
  }
  const reference = await startReferenceServer();
  const browser = await launchBenchBrowser();
  const chromium = await launchDebuggableChromium();
  let figures: MobileFigures;
  try {
    const runs: CatalogueRun[] = [];
    if (onlyCatalogue !== '20000') {
      runs.push(await measureCatalogue('Demo', demo, browser, chromium, null));
    }
    if (hasSynthetic) {
      runs.push(await measureCatalogue('20 000', synthetic, browser, chromium, desktopFilter));
    }
    log('Referencia: página con solo una caja de búsqueda…');
    let referenceTyping = null;
    if (!isLighthouseOnly) {
      const context = await createPhoneContext(browser, reference.url);
      referenceTyping = await measureReferenceTyping(
        await openThrottledPage(context),
        reference.url,
        REFERENCE_KEYSTROKES,
      ).finally(() => context.close());
    }
    const referenceFirstLoad = await measureFirstLoadCost(browser, reference.url, FIRST_LOAD_RUNS);
    const referenceLighthouse = await auditPage(
      reference.url,
      chromium,
      LIGHTHOUSE_RUNS,
      reportDir === null ? null : { dir: reportDir, name: 'reference' },
    );
    figures = {
      runs,
      referenceTyping,
      referenceLighthouse,
      referenceFirstLoad,
      machine: {
        cores: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'desconocido',
        node: process.version,
        chromium: browser.version(),
        loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] ?? Number.NaN },
      },
    };
  } finally {
    await chromium.close();
    await browser.close();
    await reference.stop();
  }
  printMobileFigures(figures, (performance.now() - startedAt) / 1000);
}

await main();
