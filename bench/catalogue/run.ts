/**
 * `npm run bench:catalogue`: the catalogue benchmark of issue 2. Builds a synthetic catalogue
 * of 20,000 cards, serves it with the real server on a throwaway data dir, and prints the filter
 * latency and card elements measured in Chromium, the first screen's JavaScript, and the
 * throughput of GET /api/cards. It prints figures; it never passes or fails.
 */
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { createBenchContext, launchBenchBrowser, BENCH_VIEWPORT } from '../support/bench-browser';
import { startBenchServer } from '../support/bench-server';
import {
  measureMeterBaseline,
  openMainThreadMeter,
  type MainThreadCost,
} from '../support/main-thread-meter';
import { ensureClientBuild } from '../../scripts/client-build';
import { CHROMIUM, requireDebianTools } from '../../scripts/debian-packages';
import { summarizeSamples } from '../support/sample-statistics';
import { buildSyntheticCatalogue, readDemoCatalogue } from '../support/synthetic-catalogue';
import { measureCatalogueThroughput } from './catalogue-throughput';
import { printFigures, type CatalogueFigures } from './catalogue-report';
import { timeFilterComputation } from './filter-computation';
import {
  measureFilterChange,
  openFilterPanel,
  waitForWholeCatalogue,
  type FilterTiming,
} from './filter-latency';
import { planFilterChanges, type FilterChange } from './filter-plan';
import { measureFirstScreenScripts } from './first-screen-scripts';
import { measureGridScroll } from './grid-scroll';
import { timeQueryComputation } from './query-computation';
import { measureQueryChanges } from './query-latency';
import {
  BENCH_QUERIES,
  makeBenchQueryContext,
  planQueryChanges,
  type QueryChange,
} from './query-plan';

/** Untimed changes first: the JIT and the caches settle as after a few seconds of real use. */
const WARMUP_CHANGES = 6;
const MEASURED_CHANGES = 60;
const BASELINE_SAMPLES = 20;
/** Passes over the bench queries in Chromium (each typed, then cleared); the first is untimed. */
const QUERY_ROUNDS = 21;
const QUERY_WARMUP_CHANGES = BENCH_QUERIES.length * 2;
const LOAD = { durationSeconds: 10, connections: 10 };
const GRID_TIMEOUT_MS = 120_000;

function log(message: string): void {
  console.log(`· ${message}`);
}

async function openCatalogue(page: Page): Promise<number> {
  const startedAt = performance.now();
  await page.goto('/cartas');
  await page
    .locator('[role="list"][aria-label="Cartas"] [role="listitem"]')
    .first()
    .waitFor({ timeout: GRID_TIMEOUT_MS });
  const firstCardMs = performance.now() - startedAt;
  await waitForWholeCatalogue(page, GRID_TIMEOUT_MS);
  return firstCardMs;
}

async function measureFilterChanges(page: Page, changes: readonly FilterChange[]) {
  await openFilterPanel(page);
  const meter = await openMainThreadMeter(page);
  const timings: FilterTiming[] = [];
  const costs: MainThreadCost[] = [];
  const failures: string[] = [];
  for (const [index, change] of changes.entries()) {
    const { result, cost } = await meter(() => measureFilterChange(page, change));
    if (!result.ok) {
      failures.push(`${change.field}=${JSON.stringify(change.value)}: ${result.reason}`);
    } else if (index >= WARMUP_CHANGES) {
      timings.push(result);
      costs.push(cost);
    }
  }
  const baseline = await measureMeterBaseline(page, meter, BASELINE_SAMPLES);
  await page.keyboard.press('Escape');
  return { timings, costs, baseline, failures };
}

async function measureInBrowser(
  browser: Browser,
  baseUrl: string,
  changes: readonly FilterChange[],
  queryChanges: readonly QueryChange[],
) {
  log('Midiendo el JavaScript de la primera pantalla…');
  const firstScreen = await measureFirstScreenScripts(browser, baseUrl);
  const context = await createBenchContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    log('Cargando /cartas…');
    const firstLoadMs = await openCatalogue(page);
    log(`Aplicando ${changes.length} cambios de filtro…`);
    const filters = await measureFilterChanges(page, changes);
    const reloadMs = await openCatalogue(page);
    log('Recorriendo la cuadrícula de arriba abajo…');
    const scroll = await measureGridScroll(page);
    await openCatalogue(page);
    log(`Escribiendo ${queryChanges.length} veces una consulta o vaciando la caja de búsqueda…`);
    const queries = await measureQueryChanges(page, queryChanges, QUERY_WARMUP_CHANGES);
    return { firstScreen, firstLoadMs, reloadMs, filters, scroll, queries };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  requireDebianTools([CHROMIUM]);
  const runStartedAt = performance.now();
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  const { hasBuilt } = await ensureClientBuild();
  log(hasBuilt ? 'Cliente compilado (vite build).' : 'Cliente ya compilado y al día.');
  const cards = buildSyntheticCatalogue(await readDemoCatalogue());
  const queryContext = makeBenchQueryContext(cards);
  // First, while no card's search texts are normalised yet: it times the cold first query too.
  const queryComputation = timeQueryComputation(cards, queryContext);
  const queryChanges = planQueryChanges(cards, queryContext, QUERY_ROUNDS);
  const changes = planFilterChanges(cards, { count: WARMUP_CHANGES + MEASURED_CHANGES });
  const filterComputation = timeFilterComputation(cards, changes.slice(WARMUP_CHANGES));

  const server = await startBenchServer({ cards, onProgress: log, hasThumbnailsRendered: true });
  let figures: CatalogueFigures;
  try {
    const browser = await launchBenchBrowser();
    const browserVersion = browser.version();
    let inBrowser: Awaited<ReturnType<typeof measureInBrowser>>;
    try {
      inBrowser = await measureInBrowser(browser, server.baseUrl, changes, queryChanges);
    } finally {
      await browser.close();
    }
    log(
      `autocannon contra GET /api/cards (${LOAD.connections} conexiones, ${LOAD.durationSeconds} s, dos veces)…`,
    );
    const throughput = await measureCatalogueThroughput(server.baseUrl, LOAD);
    figures = {
      cardCount: cards.length,
      machine: {
        cores: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'desconocido',
        node: process.version,
        chromium: browserVersion,
        viewport: BENCH_VIEWPORT,
        loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] ?? Number.NaN },
      },
      firstLoadMs: inBrowser.firstLoadMs,
      reloadMs: inBrowser.reloadMs,
      filterUpdate: summarizeSamples(inBrowser.filters.timings.map((timing) => timing.updateMs)),
      filterFrame: summarizeSamples(inBrowser.filters.timings.map((timing) => timing.frameMs)),
      filterComputation: summarizeSamples(filterComputation),
      filterInPage: summarizeSamples(inBrowser.filters.timings.map((timing) => timing.filterMs)),
      filterRuns: inBrowser.filters.timings.map((timing) => timing.filterRuns),
      filterCpu: summarizeSamples(inBrowser.filters.costs.map((cost) => cost.cpuMs)),
      filterScript: summarizeSamples(inBrowser.filters.costs.map((cost) => cost.scriptMs)),
      filterStyleLayout: summarizeSamples(
        inBrowser.filters.costs.map((cost) => cost.styleLayoutMs),
      ),
      meterBaseline: summarizeSamples(inBrowser.filters.baseline),
      filterFailures: inBrowser.filters.failures,
      queries: { computation: queryComputation, inBrowser: inBrowser.queries },
      scroll: inBrowser.scroll,
      firstScreen: inBrowser.firstScreen,
      throughput,
      load: LOAD,
    };
  } finally {
    await server.stop();
  }
  printFigures(figures, (performance.now() - runStartedAt) / 1000);
}

await main();
