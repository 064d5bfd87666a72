/**
 * `npm run bench:scale`: GET /api/cards through nginx (deploy/nginx/grimorio.conf) to 1, 2 and 4
 * Grimorio instances on one PostgreSQL, beside an nginx serving the same bytes in the same run,
 * all measured by wrk. Prints requests per second, p50 / p99 and the ratio to nginx for ETag
 * revalidation (304) and the full compressed catalogue. Figures, never pass/fail.
 *
 * Needs DATABASE_URL (a PostgreSQL server: the run makes and drops a database of its own), and
 * Debian's wrk and nginx (installed when missing and root, otherwise named).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_BUILD_DIR, ensureClientBuild } from '../../scripts/client-build';
import { startCluster } from '../../scripts/cluster';
import { NGINX, requireDebianTools, WRK } from '../../scripts/debian-packages';
import { findFreePort } from '../../scripts/local-processes';
import { API_PATHS } from '../../src/contract/api-paths';
import { importCatalogue } from '../../src/server/catalogue/catalogue-import.service';
import { connectDatabase } from '../../src/server/db/connect';
import {
  createDatabase,
  dropDatabase,
  toDatabaseUrl,
} from '../../tests/e2e/support/postgres-database';
import { startNginxReference } from '../api/nginx-reference';
import { runWrk, type WrkFigures } from '../api/wrk-load';
import { buildSyntheticCatalogue, readDemoCatalogue } from '../support/synthetic-catalogue';
import { readRawResponse } from '../support/raw-response';
import { formatBytes, formatMs } from '../support/target-check';

/** About the real Primer Bloque catalogue. */
const CATALOGUE_SIZE = 1_800;
const INSTANCE_COUNTS = [1, 2, 4];
const LOAD = { connections: 64, durationSeconds: 10, threads: 1 };

function log(message: string): void {
  console.log(`· ${message}`);
}

const SCENARIOS = [
  { name: 'Revalidación con ETag (If-None-Match → 304)', isRevalidation: true },
  { name: 'Catálogo completo (brotli, 200)', isRevalidation: false },
] as const;

function headersFor(isRevalidation: boolean, etag: string): Record<string, string> {
  return { 'accept-encoding': 'br', ...(isRevalidation ? { 'if-none-match': etag } : {}) };
}

function formatRow(label: string, figures: WrkFigures, reference: WrkFigures): string {
  const ratio = figures.requestsPerSecond / reference.requestsPerSecond;
  return `| ${label} | ${figures.requestsPerSecond.toFixed(0)} | ${formatMs(figures.latencyP50Ms)} | ${formatMs(figures.latencyP99Ms)} | ${figures.errors} | ${ratio.toFixed(2)}× |`;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'bench:scale necesita DATABASE_URL: la dirección de un servidor PostgreSQL donde crear (y luego borrar) su base de datos.',
    );
    process.exit(1);
  }
  requireDebianTools([WRK, NGINX]);
  await ensureClientBuild({ onBuildStart: () => log('compilando la aplicación web…') });
  console.log(
    `Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? 'desconocida'}), Node ${process.version}, carga al empezar ${loadavg()[0]?.toFixed(2)}`,
  );
  console.log(
    `Carga: wrk con ${LOAD.threads} hilo, ${LOAD.connections} conexiones, ${LOAD.durationSeconds} s por medida; nginx con un proceso de trabajo por núcleo, delante de las instancias y como referencia.`,
  );

  const databaseName = `grimorio_e2e_scale_${process.pid}`;
  const databaseUrl = toDatabaseUrl(serverUrl, databaseName);
  const workDir = await mkdtemp(path.join(tmpdir(), 'grimorio-scale-'));
  await createDatabase(serverUrl, databaseName);
  try {
    log(`importando ${CATALOGUE_SIZE} cartas sintéticas…`);
    const database = await connectDatabase({ dataDir: workDir, databaseUrl });
    try {
      const cards = buildSyntheticCatalogue(await readDemoCatalogue(), { size: CATALOGUE_SIZE });
      const imported = await importCatalogue(database.db, cards);
      if (!imported.ok) throw new Error('The synthetic catalogue was refused');
    } finally {
      await database.close();
    }

    const results = new Map<string, WrkFigures>();
    let body: Awaited<ReturnType<typeof readRawResponse>> | undefined;
    for (const instances of INSTANCE_COUNTS) {
      log(`${instances} instancia(s) detrás de nginx…`);
      const cluster = await startCluster({
        instances,
        databaseUrl,
        port: await findFreePort(),
        dataDir: path.join(workDir, `cluster-${instances}`),
        clientDir: CLIENT_BUILD_DIR,
        environment: {
          LOG_LEVEL: 'warn',
          ADMIN_EMAIL: '',
          // The load comes from one address; the limit would measure itself, not the catalogue.
          RATE_LIMIT_PER_MINUTE: '1000000000',
        },
      });
      try {
        const url = `${cluster.url}${API_PATHS.cards}`;
        body = await readRawResponse(url, { 'accept-encoding': 'br' });
        for (const scenario of SCENARIOS) {
          log(`${scenario.name}: ${instances} instancia(s)…`);
          results.set(
            `${scenario.name}/${instances}`,
            await runWrk({ ...LOAD, url, headers: headersFor(scenario.isRevalidation, body.etag) }),
          );
        }
      } finally {
        await cluster.stop();
      }
    }
    if (body === undefined) throw new Error('No instance answered the catalogue');

    const reference = await startNginxReference(await findFreePort(), body, 'auto');
    try {
      const referenceEtag = (await readRawResponse(reference.url, {})).etag;
      for (const scenario of SCENARIOS) {
        log(`${scenario.name}: nginx de referencia…`);
        results.set(
          `${scenario.name}/nginx`,
          await runWrk({
            ...LOAD,
            url: reference.url,
            headers: headersFor(scenario.isRevalidation, referenceEtag),
          }),
        );
      }
    } finally {
      await reference.stop();
    }

    console.log(
      `\n${CATALOGUE_SIZE} cartas: cuerpo ${formatBytes(body.bytes.length)} (${body.contentEncoding ?? 'sin comprimir'})`,
    );
    for (const scenario of SCENARIOS) {
      const nginx = results.get(`${scenario.name}/nginx`);
      if (nginx === undefined) continue;
      console.log(`\n${scenario.name}`);
      console.log('| detrás de nginx | pet/s | p50 | p99 | errores | / nginx solo |');
      console.log('|---|---|---|---|---|---|');
      console.log(formatRow('nginx sirviendo los mismos bytes', nginx, nginx));
      for (const instances of INSTANCE_COUNTS) {
        const figures = results.get(`${scenario.name}/${instances}`);
        if (figures !== undefined) {
          console.log(formatRow(`${instances} instancia(s) de Grimorio`, figures, nginx));
        }
      }
    }
    console.log(
      `\nEn una sola máquina de ${cpus().length} núcleos, wrk, nginx, PostgreSQL y las instancias se reparten los mismos núcleos: más instancias que núcleos no suman capacidad. Carga al terminar: ${loadavg()[0]?.toFixed(2)}`,
    );
  } finally {
    await dropDatabase(serverUrl, databaseName);
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
