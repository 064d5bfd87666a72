import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { seedOnFirstStart } from './seed/first-start-seed';

const configResult = loadConfig(process.env);
if (!configResult.ok) {
  console.error(`Configuración no válida:\n${configResult.problems.join('\n')}`);
  process.exit(1);
}
const config = configResult.config;

const database = await connectDatabase(config).catch((error: unknown) => {
  const where =
    config.databaseUrl === undefined ? path.join(config.dataDir, 'pglite') : 'PostgreSQL';
  console.error(`No se pudo abrir la base de datos (${where}):`, error);
  process.exit(1);
});
const app = await buildApp({
  database,
  demoDir: config.demoDir,
  clientDir: config.clientDir,
  thumbnailDir: path.join(config.dataDir, 'thumbnails'),
  logLevel: config.logLevel,
  rateLimitPerMinute: config.rateLimitPerMinute,
});

let isShuttingDown = false;

async function shutDown(reason: string): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info({ reason }, 'shutting down');
  try {
    await app.close();
  } finally {
    // PGlite flushes to disk on close; without it the next start may find a damaged data dir.
    await database.close();
  }
}

process.once('SIGINT', (signal) => void shutDown(signal));
process.once('SIGTERM', (signal) => void shutDown(signal));

try {
  const seed = await seedOnFirstStart(database.db, config.demoDir);
  if (seed.seeded) app.log.info({ demoCards: seed.demoCardCount }, 'first start: database seeded');
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir },
    `Grimorio listo en http://localhost:${config.port}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exitCode = 1;
  await shutDown('start failed');
}
