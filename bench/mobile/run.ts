/**
 * `npm run bench:mobile`: a phone's budget (issue 19, point 4). Serves the demo catalogue and
 * 20,000 synthetic cards with the real server, and in Chromium at 375 × 812 with touch and the
 * CPU slowed down 4× measures a keystroke in the search box to the next frame and to the grid's
 * new results, and a tap on 'Añadir una copia' to the next frame; then Lighthouse (mobile preset,
 * median of 3) on /cartas and /mazos; a reference page with only a search box gives the browser's
 * own floor; the unthrottled desktop filter change is kept for comparison. Figures, not pass/fail.
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
import { measureFilterChange, openFilterPanel } from '../catalogue/filter-latency';
import { planFilterChanges } from '../catalogue/filter-plan';
import { auditPage, launchDebuggableChromium, type DebuggableChromium } from './lighthouse-audit';
import {
  createPhoneContext,
  measureAddTaps,
  measureReferenceTyping,
  measureTyping,
  openThrottledPage,
} from './mobile-interactions';
import { printMobileFigures, type CatalogueRun, type MobileFigures } from './mobile-report';
import { startReferenceServer } from './reference-page';

const TYPING_ROUNDS = 2;
const TAP_RUNS = 20;
const LIGHTHOUSE_RUNS = 3;
const REFERENCE_KEYSTROKES = 40;
const DESKTOP_WARMUP = 6;
const DESKTOP_CHANGES = 30;

function log(message: string): void {
  console.log(`· ${message}`);
}

async function measureDesktopFilter(browser: Browser, baseUrl: string, cards: readonly Card[]) {
  const context = await createBenchContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await page.goto('/cartas');
    await page.locator('[role="list"][aria-label="Cartas"] [role="listitem"]').first().waitFor();
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
  }
}

async function measureCatalogue(
  label: string,
  cards: readonly Card[],
  browser: Browser,
  chromium: DebuggableChromium,
  withDesktop: boolean,
): Promise<CatalogueRun> {
  const server = await startBenchServer({ cards, onProgress: log });
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
    log(`${label}: tecleando en la caja de búsqueda (CPU 4× más lenta)…`);
    const typing = await onPhone((page) => measureTyping(page, cards, TYPING_ROUNDS));
    log(`${label}: tocando 'Añadir una copia' en el constructor…`);
    const tapsFull = await onPhone((page) => measureAddTaps(page, TAP_RUNS, null));
    const firstWord = (cards[0]?.nombre ?? '').split(/\s+/)[0] ?? '';
    const tapsFiltered = await onPhone((page) => measureAddTaps(page, TAP_RUNS, firstWord));
    log(`${label}: Lighthouse en /cartas y /mazos (${LIGHTHOUSE_RUNS} veces cada una)…`);
    const lighthouseCatalogue = await auditPage(
      `${server.baseUrl}/cartas`,
      chromium,
      LIGHTHOUSE_RUNS,
    );
    const lighthouseBuilder = await auditPage(`${server.baseUrl}/mazos`, chromium, LIGHTHOUSE_RUNS);
    const desktopFilter = withDesktop
      ? await measureDesktopFilter(browser, server.baseUrl, cards)
      : null;
    return {
      label,
      cardCount: cards.length,
      typing,
      tapsFull,
      tapsFiltered,
      lighthouseCatalogue,
      lighthouseBuilder,
      desktopFilter,
    };
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
  const reference = await startReferenceServer();
  const browser = await launchBenchBrowser();
  const chromium = await launchDebuggableChromium();
  let figures: MobileFigures;
  try {
    const demoRun = await measureCatalogue('Demo', demo, browser, chromium, false);
    const syntheticRun = await measureCatalogue('20 000', synthetic, browser, chromium, true);
    log('Referencia: página con solo una caja de búsqueda…');
    const context = await createPhoneContext(browser, reference.url);
    const referenceTyping = await measureReferenceTyping(
      await openThrottledPage(context),
      reference.url,
      REFERENCE_KEYSTROKES,
    ).finally(() => context.close());
    const referenceLighthouse = await auditPage(reference.url, chromium, LIGHTHOUSE_RUNS);
    figures = {
      runs: [demoRun, syntheticRun],
      referenceTyping,
      referenceLighthouse,
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
