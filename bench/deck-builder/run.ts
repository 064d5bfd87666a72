/**
 * Deck builder benchmark: `npm run bench:deck-builder` (builds the client first if
 * dist/client is missing). It writes a synthetic 20,000-card catalogue, imports it into a
 * throwaway DATA_DIR, starts the real server on 127.0.0.1, opens the builder in Chromium, builds a
 * 49-card Racial Edición deck with clicks on 'Añadir una copia', and prints:
 *   - the time to recompute the availability of every card after one add (the rules engine as
 *     bundled for the app, run in the page over the page's catalogue; target: median ≤ 8 ms);
 *   - the time from a click on 'Añadir una copia' to the updated count in 'Mazo Actual'.
 * Figures, not pass/fail. Every loop is bounded and the server is stopped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import type { Card } from '../../src/domain/cards/card';
import {
  buildDeckOf49,
  buildSyntheticCatalogue,
  DECK_NAME_FILTER,
  FREE_ALLY_IDS,
} from './synthetic-catalogue';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CATALOGUE_SIZE = 20_000;
const RECOMPUTE_RUNS = 40;
const RECOMPUTE_WARMUP = 5;
const CLICK_RUNS = 20;
const HEALTH_ATTEMPTS = 120;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < HEALTH_ATTEMPTS; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer /api/health in time');
}

async function bundleAvailability(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(ROOT, 'bench/deck-builder/page-probes.ts'),
        formats: ['iife'],
        name: 'GrimorioBench',
        fileName: 'grimorio-bench',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((item) => item.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('The availability bundle has no code');
}

function summarize(values: number[]): { median: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? Number.NaN };
}

function formatMs(value: number): string {
  return `${value.toFixed(2)} ms`;
}

async function measureRecompute(page: Page, bundle: string): Promise<number[]> {
  await page.addScriptTag({ content: bundle });
  return page.evaluate(
    async ({ runs, warmup, freeIds }) => {
      const bench = (
        globalThis as unknown as {
          GrimorioBench: { timeFullRecompute: (...args: unknown[]) => number };
        }
      ).GrimorioBench;
      const catalogue = await (await fetch('/api/cards')).json();
      const draft = JSON.parse(localStorage.getItem('grimorioDraftDeck') ?? 'null');
      const byId = new Map(catalogue.map((card: { id: number }) => [card.id, card]));
      const deck = draft.cardIds.map((id: number) => byId.get(id));
      const times: number[] = [];
      for (let run = 0; run < warmup + runs; run += 1) {
        const added = byId.get(freeIds[run % freeIds.length]);
        const elapsed = bench.timeFullRecompute(catalogue, deck, added);
        if (run >= warmup) times.push(elapsed);
      }
      return times;
    },
    { runs: RECOMPUTE_RUNS, warmup: RECOMPUTE_WARMUP, freeIds: [...FREE_ALLY_IDS] },
  );
}

async function measureClicks(page: Page, cardName: string): Promise<number[]> {
  return page.evaluate(
    ({ runs, name }) =>
      (
        globalThis as unknown as {
          GrimorioBench: { timeClicksToPanel: (name: string, runs: number) => Promise<number[]> };
        }
      ).GrimorioBench.timeClicksToPanel(name, runs),
    { runs: CLICK_RUNS, name: cardName },
  );
}

/** Opens the builder, chooses Racial Edición and clicks 'Añadir una copia' up to 49 cards. */
async function buildDeckInBuilder(page: Page, baseUrl: string, catalogue: Card[]): Promise<void> {
  // The deck's cards share this name prefix, so the filter keeps them on the first rows.
  await page.goto(`${baseUrl}/mazos?q=${encodeURIComponent(DECK_NAME_FILTER)}`);
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
    .waitFor({ timeout: 60_000 });
}

async function runBenchmark(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    console.log('Construyendo el cliente (npx vite build)…');
    const result = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grimorio-bench-'));
  const catalogue = buildSyntheticCatalogue(CATALOGUE_SIZE);
  const catalogueFile = path.join(dataDir, 'cartas.json');
  await writeFile(catalogueFile, JSON.stringify(catalogue));
  const environment = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

  console.log(`Importando ${CATALOGUE_SIZE} cartas sintéticas en ${dataDir}…`);
  const imported = spawnSync(TSX, ['scripts/import-catalogue.ts', catalogueFile], {
    cwd: ROOT,
    env: environment,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (imported.status !== 0) throw new Error('The import failed');

  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(TSX, ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...environment, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    await waitForHealth(baseUrl, server);
    // The app's Content Security Policy forbids inline scripts; the measuring script is one.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await buildDeckInBuilder(page, baseUrl, catalogue);

    const recompute = summarize(await measureRecompute(page, await bundleAvailability()));
    const freeCard = catalogue.find((card) => card.id === FREE_ALLY_IDS[0]);
    const clicks = summarize(await measureClicks(page, freeCard?.nombre ?? ''));

    console.log('');
    console.log(
      `Constructor de mazos — ${CATALOGUE_SIZE} cartas, mazo de 49, Racial Edición, Chromium`,
    );
    console.log(
      `  Disponibilidad de todas las cartas tras añadir una (${RECOMPUTE_RUNS} veces): mediana ${formatMs(recompute.median)}, p95 ${formatMs(recompute.p95)}, máx ${formatMs(recompute.max)} (objetivo: mediana ≤ 8 ms)`,
    );
    console.log(
      `  Clic en 'Añadir una copia' → 'Mazo Actual' actualizado (${CLICK_RUNS} veces): mediana ${formatMs(clicks.median)}, p95 ${formatMs(clicks.p95)}, máx ${formatMs(clicks.max)}`,
    );
    await context.close();
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(null);
      else server.once('exit', resolve);
    });
    await rm(dataDir, { recursive: true, force: true });
  }
}

await runBenchmark();
