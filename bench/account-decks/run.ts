/**
 * `npm run bench:account-decks`: decks on the account (issue 16) over real HTTP against the real
 * server on 127.0.0.1. A: saving a 50-card deck that already has 1,000 versions. B: listing the
 * 500 decks of one player. Each is timed one request at a time, alternating with `GET /api/me`
 * (signed in, same session and connection) as the reference. Figures, never pass/fail.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { startBenchServer } from '../support/bench-server';
import type { SampleSummary } from '../support/sample-statistics';
import { readDemoCatalogue } from '../support/synthetic-catalogue';
import { formatBytes, formatMs } from '../support/target-check';
import { createBenchHttpClient } from './bench-http-client';
import { CARDS_SWAPPED_PER_SAVE, DECK_SIZE, DISTINCT_CARDS } from './deck-contents';
import { measureDeckList, measureDeckSaves, type MeasuredPair } from './deck-workloads';

const SAVES = { preparedVersions: 1_000, samples: 300 };
const LIST = { decks: 500, samples: 200 };

function log(message: string): void {
  console.log(`· ${message}`);
}

function describeSamples(summary: SampleSummary): string {
  return `p50 ${formatMs(summary.median)}, p99 ${formatMs(summary.p99)}, máx. ${formatMs(summary.max)} (${summary.count} peticiones)`;
}

function printPair(label: string, pair: MeasuredPair): void {
  console.log(`  ${label.padEnd(30)}${describeSamples(pair.measured)}`);
  console.log(`  ${'GET /api/me (referencia)'.padEnd(30)}${describeSamples(pair.reference)}`);
  const ratio = (pick: (summary: SampleSummary) => number) =>
    (pick(pair.measured) / pick(pair.reference)).toFixed(1);
  console.log(
    `  ${label} / referencia: p50 ${ratio((s) => s.median)}×, p99 ${ratio((s) => s.p99)}×`,
  );
}

function makeAccount(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@grimorio.test`;
  return { email, password: 'clave-de-banco-1', name: `Jugador ${label}` };
}

async function main(): Promise<void> {
  console.log(
    `Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? 'desconocida'}), Node ${process.version}, carga al empezar ${loadavg()[0]?.toFixed(2)}`,
  );
  // startBenchServer always runs on a throwaway embedded data dir, whatever DATABASE_URL says.
  const note = process.env.DATABASE_URL ? ' (DATABASE_URL se ignora: el banco usa PGlite)' : '';
  console.log(`Base de datos: PGlite embebido en un directorio temporal${note}`);
  const cards = await readDemoCatalogue();
  const cardIds = cards.map((card) => card.id);
  const server = await startBenchServer({ cards, onProgress: log });
  try {
    const saver = createBenchHttpClient(server.baseUrl);
    const lister = createBenchHttpClient(server.baseUrl);
    try {
      await saver.signUp(makeAccount('historial'));
      await lister.signUp(makeAccount('coleccion'));

      log(`A: ${SAVES.preparedVersions} guardados de un mazo de ${DECK_SIZE} cartas…`);
      const saves = await measureDeckSaves(saver, cardIds, SAVES);
      log(`B: ${LIST.decks} mazos de ${DECK_SIZE} cartas de un jugador…`);
      const list = await measureDeckList(lister, cardIds, LIST);

      console.log(
        `\nA. Guardar un mazo de ${DECK_SIZE} cartas con ${saves.preparedVersions} versiones ya guardadas (PUT /api/decks/:id, uno tras otro, ${DISTINCT_CARDS} cartas distintas, ${CARDS_SWAPPED_PER_SAVE} cambiadas en cada uno)`,
      );
      console.log(
        `  Preparación: ${saves.preparedVersions} guardados en ${saves.prepareSeconds.toFixed(1)} s (${formatMs((saves.prepareSeconds * 1000) / saves.preparedVersions)} de media); al terminar, versión ${saves.versionsAtEnd}`,
      );
      console.log(
        `  Preparación, guardados 1 a ${saves.firstSaves.count}: ${describeSamples(saves.firstSaves)}`,
      );
      console.log(
        `  Preparación, los ${saves.lastSaves.count} últimos: ${describeSamples(saves.lastSaves)}`,
      );
      printPair('PUT /api/decks/:id', saves);

      console.log(
        `\nB. Listar los ${list.decks} mazos de ${DECK_SIZE} cartas de un jugador (GET /api/decks)`,
      );
      console.log(
        `  Preparación: ${list.decks} mazos creados en ${list.prepareSeconds.toFixed(1)} s`,
      );
      console.log(
        `  Respuesta: ${formatBytes(list.wireBytes)} en la red (${list.wireBytes} B, ${list.contentEncoding ?? 'sin comprimir'}), ${formatBytes(list.jsonBytes)} de JSON (${list.jsonBytes} B)`,
      );
      printPair('GET /api/decks', list);
    } finally {
      saver.close();
      lister.close();
    }
  } finally {
    await server.stop();
  }
  console.log(`\nCarga al terminar: ${loadavg()[0]?.toFixed(2)}`);
}

await main();
