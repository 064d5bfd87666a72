/**
 * Deck builder benchmark: `npm run bench:deck-builder` (builds the client first if dist/client
 * is missing or stale). It serves the shared synthetic 20,000-card catalogue, plus a Racial
 * Edición deck's cards, with the real server on a throwaway data dir, opens the builder in
 * Chromium, builds a 49-card Racial Edición deck with clicks on 'Añadir una copia', and prints:
 *   - the time to recompute the availability of every card after one add (the rules engine as
 *     bundled for the app, run in the page over the page's catalogue; target: median ≤ 8 ms);
 *   - the time from a click on 'Añadir una copia' to the updated count in 'Mazo Actual'.
 * Figures, not pass/fail. Every loop is bounded and the server is stopped at the end.
 */
import type { Browser, Page } from 'playwright-core';
import type { Card } from '../../src/domain/cards/card';
import { ensureClientBuild } from '../../scripts/client-build';
import { CHROMIUM, requireDebianTools } from '../../scripts/debian-packages';
import { createBenchContext, launchBenchBrowser } from '../support/bench-browser';
import { startBenchServer } from '../support/bench-server';
import { summarizeSamples, type SampleSummary } from '../support/sample-statistics';
import { readDemoCatalogue } from '../support/synthetic-catalogue';
import { describeTarget, formatMs } from '../support/target-check';
import { bundlePageProbes, measureClicks, measureRecompute } from './page-measurements';
import {
  buildDeckBuilderCatalogue,
  buildDeckOf49,
  DECK_NAME_FILTER,
  FREE_ALLY_IDS,
} from './racial-deck-catalogue';

const RECOMPUTE_RUNS = 40;
const RECOMPUTE_WARMUP = 5;
const RECOMPUTE_TARGET_MS = 8;
const CLICK_RUNS = 20;
const DECK_READY_TIMEOUT_MS = 60_000;

function log(message: string): void {
  console.log(`· ${message}`);
}

/** Opens the builder, chooses Racial Edición and clicks 'Añadir una copia' up to 49 cards. */
async function buildDeckInBuilder(page: Page, catalogue: readonly Card[]): Promise<void> {
  // Only the deck's cards match this name filter, so all of them are on the first rows.
  await page.goto(`/mazos?q=${encodeURIComponent(DECK_NAME_FILTER)}`);
  await page.getByRole('button', { name: /^Racial Edición/ }).click();
  const grid = page.getByRole('list', { name: 'Cartas', exact: true });
  const byId = new Map(catalogue.map((card) => [card.id, card]));
  for (const id of buildDeckOf49()) {
    const name = byId.get(id)?.nombre ?? '';
    const tile = grid.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await tile.hover();
    await tile.getByRole('button', { name: 'Añadir una copia' }).click();
  }
  await page
    .getByRole('status')
    .filter({ hasText: 'Cartas en el mazo: 49/50' })
    .waitFor({ timeout: DECK_READY_TIMEOUT_MS });
}

async function measureInBrowser(browser: Browser, baseUrl: string, catalogue: readonly Card[]) {
  const bundle = await bundlePageProbes();
  const context = await createBenchContext(browser, baseUrl, { bypassCSP: true });
  try {
    const page = await context.newPage();
    log('Armando un mazo de 49 cartas en el constructor…');
    await buildDeckInBuilder(page, catalogue);
    log('Midiendo la disponibilidad y los clics…');
    const recompute = await measureRecompute(page, bundle, {
      runs: RECOMPUTE_RUNS,
      warmup: RECOMPUTE_WARMUP,
      freeIds: FREE_ALLY_IDS,
    });
    const freeCard = catalogue.find((card) => card.id === FREE_ALLY_IDS[0]);
    const clicks = await measureClicks(page, freeCard?.nombre ?? '', CLICK_RUNS);
    return { recompute: summarizeSamples(recompute), clicks: summarizeSamples(clicks) };
  } finally {
    await context.close();
  }
}

function describeSummary(summary: SampleSummary, medianTargetMs?: number): string {
  const target =
    medianTargetMs === undefined ? '' : ` ${describeTarget(summary.median, medianTargetMs, 'ms')}`;
  return `mediana ${formatMs(summary.median)}${target}, p95 ${formatMs(summary.p95)}, máx ${formatMs(summary.max)}`;
}

async function main(): Promise<void> {
  requireDebianTools([CHROMIUM]);
  const { hasBuilt } = await ensureClientBuild({
    onBuildStart: () => log('Construyendo el cliente (vite build)…'),
  });
  if (!hasBuilt) log('Cliente ya compilado y al día.');
  const catalogue = buildDeckBuilderCatalogue(await readDemoCatalogue());
  const server = await startBenchServer({ cards: catalogue, onProgress: log });
  let figures: Awaited<ReturnType<typeof measureInBrowser>>;
  try {
    const browser = await launchBenchBrowser();
    try {
      figures = await measureInBrowser(browser, server.baseUrl, catalogue);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  console.log('');
  console.log(
    `Constructor de mazos — ${catalogue.length} cartas, mazo de 49, Racial Edición, Chromium`,
  );
  console.log(
    `  Disponibilidad de todas las cartas tras añadir una (${RECOMPUTE_RUNS} veces): ${describeSummary(figures.recompute, RECOMPUTE_TARGET_MS)}`,
  );
  console.log(
    `  Clic en 'Añadir una copia' → 'Mazo Actual' actualizado (${CLICK_RUNS} veces): ${describeSummary(figures.clicks)}`,
  );
}

await main();
