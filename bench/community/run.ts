/**
 * `npm run bench:community`: 'Mazos de la comunidad' at 100,000 public decks (issue 17), over real
 * HTTP against the real server on 127.0.0.1 (PGlite). The decks are written straight into the
 * database before the server starts. For each listing (newest and most liked; unfiltered, by
 * format and race, by a card) the first page and page 50 (reached by following cursors) are timed
 * one request at a time, alternating with `GET /api/me` of a visitor as the reference. Figures,
 * never pass/fail. With DATABASE_URL, the query plans on PostgreSQL are printed too.
 */
import { cpus, loadavg } from 'node:os';
import { API_PATHS } from '../../src/contract/api-paths';
import { AUTH_PATHS } from '../../src/contract/auth';
import { communityDeckPageSchema } from '../../src/contract/community';
import { createBenchHttpClient, type BenchHttpClient } from '../account-decks/bench-http-client';
import { startBenchServer } from '../support/bench-server';
import { summarizeSamples, type SampleSummary } from '../support/sample-statistics';
import { readDemoCatalogue } from '../support/synthetic-catalogue';
import { formatMs } from '../support/target-check';
import { seedCommunityDecks, type SeededCommunity } from './community-seed';
import { printPostgresPlans } from './postgres-plans';

const DECKS = 100_000;
const AUTHORS = 5_000;
const SAMPLES = 100;
const FAR_PAGE = 50;

function describe(summary: SampleSummary): string {
  return `p50 ${formatMs(summary.median)}, p99 ${formatMs(summary.p99)}`;
}

async function readPage(client: BenchHttpClient, path: string) {
  const response = await client.send({ method: 'GET', path });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return communityDeckPageSchema.parse(JSON.parse(response.body.toString('utf8')));
}

/** The path of page `page` (1-based) of a listing, found by following the cursors. */
async function findPagePath(client: BenchHttpClient, query: string, page: number) {
  let path = `${API_PATHS.communityDecks}?${query}`;
  for (let current = 1; current < page; current += 1) {
    const { nextCursor } = await readPage(client, path);
    if (nextCursor === null) throw new Error(`${query} has fewer than ${page} pages`);
    path = `${API_PATHS.communityDecks}?${query}&after=${nextCursor}`;
  }
  return path;
}

/** Times `path` and the reference alternately, after a short warm-up. */
async function measure(client: BenchHttpClient, path: string) {
  const measured: number[] = [];
  const reference: number[] = [];
  for (let index = 0; index < SAMPLES + 10; index += 1) {
    const page = await client.send({ method: 'GET', path });
    const me = await client.send({ method: 'GET', path: AUTH_PATHS.me });
    if (page.status !== 200) throw new Error(`${path}: ${page.status}`);
    if (index < 10) continue;
    measured.push(page.ms);
    reference.push(me.ms);
  }
  return { measured: summarizeSamples(measured), reference: summarizeSamples(reference) };
}

function listQueries(seeded: SeededCommunity) {
  const { format, race } = seeded.formatAndRace;
  const filters = [
    { label: 'sin filtros', query: '', pages: [1, FAR_PAGE] },
    {
      label: `formato ${format} + raza ${race} (${seeded.formatAndRace.decks} mazos)`,
      query: `format=${encodeURIComponent(format)}&race=${encodeURIComponent(race)}`,
      pages: [1, FAR_PAGE],
    },
    {
      label: `carta ${seeded.card.id} «${seeded.card.nombre}» (${seeded.card.decks} mazos)`,
      query: `card=${seeded.card.id}`,
      pages: [1, FAR_PAGE],
    },
    // The worst case of the card filter: a card no deck holds (ADR 0020).
    { label: 'una carta que ningún mazo tiene', query: 'card=999999', pages: [1] },
  ];
  return filters.flatMap((filter) =>
    (['newest', 'likes'] as const).map((sort) => ({
      label: `${sort === 'newest' ? 'más nuevos' : 'más gustados'}, ${filter.label}`,
      query: `sort=${sort}${filter.query === '' ? '' : `&${filter.query}`}`,
      pages: filter.pages,
    })),
  );
}

async function main(): Promise<void> {
  console.log(
    `Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? 'desconocida'}), Node ${process.version}, carga al empezar ${loadavg()[0]?.toFixed(2)}`,
  );
  const cards = await readDemoCatalogue();
  let seeded: SeededCommunity | undefined;
  console.log(`· Sembrando ${DECKS} mazos públicos de ${AUTHORS} autores en PGlite…`);
  const server = await startBenchServer({
    cards,
    startupTimeoutMs: 120_000,
    prepare: async (db) => {
      seeded = await seedCommunityDecks(db, cards, { total: DECKS, authors: AUTHORS, seed: 17 });
    },
  });
  const client = createBenchHttpClient(server.baseUrl);
  try {
    if (seeded === undefined) throw new Error('the decks were not seeded');
    console.log(`· Sembrados en ${seeded.seconds.toFixed(1)} s; servidor en ${server.baseUrl}`);
    console.log(
      `\nGET /api/community/decks, 24 mazos por página, ${SAMPLES} peticiones por fila, alternadas con GET /api/me de un visitante (referencia)`,
    );
    for (const { label, query, pages } of listQueries(seeded)) {
      for (const page of pages) {
        const path = await findPagePath(client, query, page);
        const { measured, reference } = await measure(client, path);
        const ratio = (measured.median / reference.median).toFixed(1);
        console.log(
          `  ${`${label}, página ${page}:`.padEnd(78)}${describe(measured)} · referencia ${describe(reference)} · ${ratio}× la referencia (p50)`,
        );
      }
    }
  } finally {
    client.close();
    await server.stop();
  }
  if (process.env.DATABASE_URL) await printPostgresPlans(process.env.DATABASE_URL, cards);
  console.log(`\nCarga al terminar: ${loadavg()[0]?.toFixed(2)}`);
}

await main();
