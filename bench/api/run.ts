/**
 * `npm run bench:api`: GET /api/cards under load, the app beside an nginx serving the same bytes
 * in the same run, both measured by wrk. Prints requests per second, latency and the app/nginx
 * ratio for ETag revalidation (304) and the full compressed catalogue. Figures, never pass/fail.
 */
import { cpus, loadavg } from 'node:os';
import { requireDebianTools, NGINX, WRK } from '../../scripts/debian-packages';
import { API_PATHS } from '../../src/contract/api-paths';
import { findFreePort } from '../../scripts/local-processes';
import { startBenchServer } from '../support/bench-server';
import { buildSyntheticCatalogue, readDemoCatalogue } from '../support/synthetic-catalogue';
import { readRawResponse } from '../support/raw-response';
import { formatBytes, formatMs } from '../support/target-check';
import { startNginxReference } from './nginx-reference';
import { startNodeFloor } from './node-floor';
import { runWrk, type WrkFigures } from './wrk-load';

/** The real Primer Bloque catalogue has about 1,800 cards; 20,000 is the stress size. */
const CATALOGUE_SIZES = [1_800, 20_000];
const LOAD = { connections: 64, durationSeconds: 10, threads: 1 };
const TARGET = { ratio: 0.8, p99Ms: 20 };

function log(message: string): void {
  console.log(`· ${message}`);
}

interface Scenario {
  name: string;
  app: WrkFigures;
  nginx: WrkFigures;
  floor: WrkFigures;
}

function printScenario({ name, app, nginx, floor }: Scenario): void {
  const ratio = app.requestsPerSecond / nginx.requestsPerSecond;
  const meets = ratio >= TARGET.ratio && app.latencyP99Ms <= TARGET.p99Ms;
  console.log(`\n${name}`);
  console.log('  servidor      pet/s     p50        p99        errores');
  for (const [label, figures] of [
    ['Grimorio', app],
    ['nginx   ', nginx],
    ['Node    ', floor],
  ] as const) {
    console.log(
      `  ${label}  ${figures.requestsPerSecond.toFixed(0).padStart(8)}  ${formatMs(figures.latencyP50Ms).padStart(9)}  ${formatMs(figures.latencyP99Ms).padStart(9)}  ${figures.errors}`,
    );
  }
  console.log(
    `  Grimorio / nginx: ${ratio.toFixed(2)}× (objetivo ≥ ${TARGET.ratio}× y p99 ≤ ${TARGET.p99Ms} ms: ${meets ? 'cumple' : 'no cumple'})`,
  );
  console.log(
    `  Node sin framework / nginx: ${(floor.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}× (el techo de un proceso Node.js aquí); Grimorio / Node: ${(app.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}×`,
  );
}

/** Measures one catalogue size: the app and its nginx twin, 304 and full body, one after another. */
async function measureSize(size: number): Promise<void> {
  const cards = buildSyntheticCatalogue(await readDemoCatalogue(), { size });
  const server = await startBenchServer({ cards, onProgress: log });
  const appUrl = `${server.baseUrl}${API_PATHS.cards}`;
  try {
    const full = await readRawResponse(appUrl, { 'accept-encoding': 'br' });
    const appEtag = full.etag;
    const nginx = await startNginxReference(await findFreePort(), full);
    const floor = await startNodeFloor(await findFreePort(), full);
    try {
      const nginxEtag = (await readRawResponse(nginx.url, {})).etag;
      console.log(
        `\n${size} cartas: cuerpo ${formatBytes(full.bytes.length)} (${full.contentEncoding ?? 'sin comprimir'})`,
      );
      const scenarios: Scenario[] = [];
      for (const [name, isRevalidation] of [
        ['Revalidación con ETag (If-None-Match → 304)', true],
        ['Catálogo completo (brotli)', false],
      ] as const) {
        const headersFor = (etag: string) => ({
          'accept-encoding': 'br',
          ...(isRevalidation ? { 'if-none-match': etag } : {}),
        });
        log(`${name}: Grimorio…`);
        const app = await runWrk({ ...LOAD, url: appUrl, headers: headersFor(appEtag) });
        log(`${name}: nginx…`);
        const reference = await runWrk({ ...LOAD, url: nginx.url, headers: headersFor(nginxEtag) });
        log(`${name}: Node sin framework…`);
        const bare = await runWrk({ ...LOAD, url: floor.url, headers: headersFor(floor.etag) });
        scenarios.push({ name: `${name}, ${size} cartas`, app, nginx: reference, floor: bare });
      }
      scenarios.forEach(printScenario);
    } finally {
      await nginx.stop();
      await floor.stop();
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  requireDebianTools([WRK, NGINX]);
  const cpu = cpus()[0]?.model ?? 'desconocida';
  console.log(
    `Máquina: ${cpus().length} núcleos (${cpu}), Node ${process.version}, carga al empezar ${loadavg()[0]?.toFixed(2)}`,
  );
  console.log(
    `Carga: wrk con ${LOAD.threads} hilo, ${LOAD.connections} conexiones, ${LOAD.durationSeconds} s por medida; nginx con 1 proceso de trabajo, como el único proceso de Grimorio.`,
  );
  for (const size of CATALOGUE_SIZES) await measureSize(size);
  console.log(`\nCarga al terminar: ${loadavg()[0]?.toFixed(2)}`);
}

await main();
