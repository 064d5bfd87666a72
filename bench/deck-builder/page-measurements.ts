/**
 * Runs page-probes.ts inside the builder's page: bundled by Vite as the app is, so the timed
 * rules engine is the code users run, not tsx's build of it.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { REPOSITORY_ROOT } from '../../scripts/client-build';

/** What page-probes.ts exposes on globalThis once its bundle is in the page. */
interface PageProbes {
  timeFullRecompute: (catalogue: unknown, deck: unknown, added: unknown) => number;
  timeClicksToPanel: (cardName: string, runs: number) => Promise<number[]>;
}

/** page-probes.ts as one minified IIFE that defines `GrimorioBench`. */
export async function bundlePageProbes(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: REPOSITORY_ROOT,
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(REPOSITORY_ROOT, 'bench/deck-builder/page-probes.ts'),
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
  throw new Error('The page probes bundle has no code');
}

/**
 * Times `runs` recomputations of every card's availability over the catalogue the page fetched
 * and the deck it saved, each after adding one of `freeIds`; the first `warmup` are untimed so
 * the JIT has settled, as after a few clicks of real use.
 */
export async function measureRecompute(
  page: Page,
  bundle: string,
  options: { runs: number; warmup: number; freeIds: readonly number[] },
): Promise<number[]> {
  await page.addScriptTag({ content: bundle });
  return page.evaluate(
    async ({ runs, warmup, freeIds }) => {
      const probes = (globalThis as unknown as { GrimorioBench: PageProbes }).GrimorioBench;
      const catalogue = (await (await fetch('/api/cards')).json()) as { id: number }[];
      const draft = JSON.parse(localStorage.getItem('grimorioDraftDeck') ?? 'null') as {
        cardIds: number[];
      };
      const byId = new Map(catalogue.map((card) => [card.id, card]));
      const deck = draft.cardIds.map((id) => byId.get(id));
      const times: number[] = [];
      for (let run = 0; run < warmup + runs; run += 1) {
        const added = byId.get(freeIds[run % freeIds.length] ?? 0);
        const elapsed = probes.timeFullRecompute(catalogue, deck, added);
        if (run >= warmup) times.push(elapsed);
      }
      return times;
    },
    { ...options, freeIds: [...options.freeIds] },
  );
}

/** Times `runs` clicks on the card's 'Añadir una copia' until 'Mazo Actual' shows the new count. */
export function measureClicks(page: Page, cardName: string, runs: number): Promise<number[]> {
  return page.evaluate(
    ({ runs, name }) =>
      (globalThis as unknown as { GrimorioBench: PageProbes }).GrimorioBench.timeClicksToPanel(
        name,
        runs,
      ),
    { runs, name: cardName },
  );
}
