/**
 * `npm run bench:deck-image`: deck images (issue 17) over real HTTP against the real server on
 * 127.0.0.1, with the demo catalogue and its images. A 50-card deck (20 distinct cards, and the
 * worst case of 50 distinct) is rendered one request at a time with a cold thumbnail cache (the
 * server's cache folder emptied before each request) and a warm one, each request alternated with
 * `GET /api/health` on the same connection as the reference. Figures, never pass/fail.
 */
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DECK_IMAGE_PATHS } from '../../src/contract/deck-images';
import type { Card, CardType } from '../../src/domain/cards/card';
import { createBenchHttpClient, type BenchHttpClient } from '../account-decks/bench-http-client';
import { startBenchServer } from '../support/bench-server';
import { summarizeSamples, type SampleSummary } from '../support/sample-statistics';
import { readDemoCatalogue } from '../support/synthetic-catalogue';
import { describeTarget, formatBytes, formatMs } from '../support/target-check';

const SAMPLES = { cold: 15, warm: 60 };
const TARGET_MS = 2_000;
const DECK_SIZE = 50;

/** A typical deck's spread of distinct cards by type (20 in all). */
const DISTINCT_BY_TYPE: Record<CardType, number> = {
  aliado: 10,
  talisman: 4,
  arma: 2,
  totem: 2,
  oro: 2,
};

type DeckEntry = { id: number; count: number };

function log(message: string): void {
  console.log(`· ${message}`);
}

/** 50 cards as `distinct` cards of the catalogue (with images), copies spread over them. */
function buildDeck(cards: readonly Card[], pickByType: boolean, distinct: number): DeckEntry[] {
  const withImages = cards.filter((card) => card.ruta_completa !== null);
  const chosen = pickByType
    ? Object.entries(DISTINCT_BY_TYPE).flatMap(([tipo, count]) =>
        withImages.filter((card) => card.tipo === tipo).slice(0, count),
      )
    : withImages.slice(0, distinct);
  const entries = chosen.map((card) => ({ id: card.id, count: 1 }));
  let left = DECK_SIZE - entries.length;
  for (const entry of entries) {
    const extra = Math.min(2, left);
    entry.count += extra;
    left -= extra;
  }
  return entries;
}

interface Measured {
  cold: SampleSummary;
  warm: SampleSummary;
  reference: SampleSummary;
  pngBytes: number;
  width: number;
  height: number;
}

async function measureDeck(
  client: BenchHttpClient,
  thumbnailDir: string,
  deck: DeckEntry[],
): Promise<Measured> {
  const body = { name: 'Caballeros del Alba', format: 'racialEdicion', cards: deck };
  const render = async () => {
    const response = await client.send({
      method: 'POST',
      path: DECK_IMAGE_PATHS.deckImages,
      json: body,
    });
    if (response.status !== 200) {
      throw new Error(`The image failed: ${response.status} ${response.body.toString('utf8')}`);
    }
    return response;
  };
  const health = async () => (await client.send({ method: 'GET', path: '/api/health' })).ms;
  const cold: number[] = [];
  const warm: number[] = [];
  const reference: number[] = [];
  for (let sample = 0; sample < SAMPLES.cold; sample += 1) {
    await rm(thumbnailDir, { recursive: true, force: true });
    cold.push((await render()).ms);
    reference.push(await health());
  }
  let last = await render();
  for (let sample = 0; sample < SAMPLES.warm; sample += 1) {
    last = await render();
    warm.push(last.ms);
    reference.push(await health());
  }
  const metadata = await sharp(last.body).metadata();
  return {
    cold: summarizeSamples(cold),
    warm: summarizeSamples(warm),
    reference: summarizeSamples(reference),
    pngBytes: last.wireBytes,
    width: metadata.width,
    height: metadata.height,
  };
}

function describeSamples(summary: SampleSummary): string {
  return `p50 ${formatMs(summary.median)}, p99 ${formatMs(summary.p99)}, máx. ${formatMs(summary.max)} (${summary.count} peticiones)`;
}

function printMeasured(title: string, measured: Measured): void {
  console.log(`\n${title}`);
  console.log(
    `  Imagen: ${measured.width} × ${measured.height} px, ${formatBytes(measured.pngBytes)} (PNG)`,
  );
  const rows: [string, SampleSummary][] = [
    ['caché de miniaturas fría', measured.cold],
    ['caché de miniaturas caliente', measured.warm],
    ['GET /api/health (referencia)', measured.reference],
  ];
  for (const [label, summary] of rows)
    console.log(`  ${label.padEnd(30)}${describeSamples(summary)}`);
  for (const [label, summary] of rows.slice(0, 2)) {
    const ratio = (pick: (s: SampleSummary) => number) =>
      (pick(summary) / pick(measured.reference)).toFixed(0);
    console.log(
      `  ${label} / referencia: p50 ${ratio((s) => s.median)}×, p99 ${ratio((s) => s.p99)}× · p99 ${describeTarget(summary.p99, TARGET_MS, 'ms')}`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? 'desconocida'}), Node ${process.version}, carga al empezar ${loadavg()[0]?.toFixed(2)}`,
  );
  const cards = await readDemoCatalogue();
  const server = await startBenchServer({ cards, onProgress: log });
  const client = createBenchHttpClient(server.baseUrl);
  const thumbnailDir = path.join(server.dataDir, 'thumbnails');
  try {
    log('Primera imagen (arranque de sharp y del catálogo), no medida…');
    await client.send({
      method: 'POST',
      path: DECK_IMAGE_PATHS.deckImages,
      json: {
        name: 'Calentamiento',
        format: 'formatoLibre',
        cards: [{ id: cards[0]?.id ?? 1, count: 1 }],
      },
    });
    log(`A: mazo de ${DECK_SIZE} cartas, 20 distintas…`);
    const typical = await measureDeck(client, thumbnailDir, buildDeck(cards, true, 20));
    log(`B: mazo de ${DECK_SIZE} cartas, ${DECK_SIZE} distintas…`);
    const worst = await measureDeck(client, thumbnailDir, buildDeck(cards, false, DECK_SIZE));
    printMeasured(
      `A. POST ${DECK_IMAGE_PATHS.deckImages}: mazo de ${DECK_SIZE} cartas, 20 distintas (catálogo de demostración, ${cards.length} cartas)`,
      typical,
    );
    printMeasured(
      `B. POST ${DECK_IMAGE_PATHS.deckImages}: mazo de ${DECK_SIZE} cartas, todas distintas (el peor caso de 50 cartas)`,
      worst,
    );
  } finally {
    client.close();
    await server.stop();
  }
  console.log(`\nCarga al terminar: ${loadavg()[0]?.toFixed(2)}`);
}

await main();
