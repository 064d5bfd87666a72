import path from 'node:path';
import { API_PATHS } from '../contract/api-paths';
import { buildApp } from './app';
import { createAuth } from './auth/auth-instance';
import { resolveDatabaseAuthSecret } from './auth/auth-secret';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { DataDirInUseError } from './db/data-dir-lock';
import {
  describePrivatisedFiles,
  makeDataDirPrivate,
  prepareDataDir,
} from './db/data-dir-permissions';
import { upgradeBuiltInLists } from './seed/built-in-lists-upgrade';
import { seedOnFirstStart } from './seed/first-start-seed';
import { provisionAccount } from './users/account-provisioning';

const configResult = loadConfig(process.env);
if (!configResult.ok) {
  console.error(`Configuración no válida:\n${configResult.problems.join('\n')}`);
  process.exit(1);
}
const config = configResult.config;

await prepareDataDir(config.dataDir);
const privatisedCount = await makeDataDirPrivate(config.dataDir, { exclude: [config.demoDir] });
const database = await connectDatabase(config).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  const where =
    config.databaseUrl === undefined ? path.join(config.dataDir, 'pglite') : 'PostgreSQL';
  console.error(`No se pudo abrir la base de datos (${where}):`, error);
  process.exit(1);
});
const auth = createAuth(database.db, {
  secret: await resolveDatabaseAuthSecret(config.authSecret, config.dataDir, database),
  appOrigin: config.appOrigin,
});
const app = await buildApp({
  database,
  demoDir: config.demoDir,
  clientDir: config.clientDir,
  thumbnailDir: path.join(config.dataDir, 'thumbnails'),
  logLevel: config.logLevel,
  rateLimitPerMinute: config.rateLimitPerMinute,
  auth,
  appOrigin: config.appOrigin,
  trustProxy: config.trustProxy,
  authRateLimits: config.authRateLimits,
  ai: config.ai,
});

const privatisedWarning = describePrivatisedFiles(config.dataDir, privatisedCount);
if (privatisedWarning !== null) app.log.warn({ changed: privatisedCount }, privatisedWarning);

/** How long a shutdown waits for in-flight requests before closing their connections. */
const SHUTDOWN_GRACE_MS = 5000;

let isShuttingDown = false;

async function shutDown(reason: string): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info({ reason }, 'shutting down');
  // In-flight requests get a few seconds to finish; then every connection is cut, because a
  // keep-alive connection that Node does not see as idle (seen after streamed images) would
  // otherwise hold the shutdown open for ever.
  const cutConnections = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  cutConnections.unref();
  try {
    await app.close();
    clearTimeout(cutConnections);
  } finally {
    // PGlite flushes to disk on close; without it the next start may find a damaged data dir.
    await database.close();
  }
}

process.once('SIGINT', (signal) => void shutDown(signal));
process.once('SIGTERM', (signal) => void shutDown(signal));

try {
  // Instances started together on one PostgreSQL take turns here (issue 20): each step finds
  // what an earlier instance did and leaves it, so there is one admin, catalogue and format set.
  await database.runExclusive(async () => {
    const seed = await seedOnFirstStart(database.db, config.demoDir);
    if (seed.seeded) {
      app.log.info({ demoCards: seed.demoCardCount }, 'first start: database seeded');
    }
    const upgraded = await upgradeBuiltInLists(database.db);
    if (upgraded.length > 0) {
      app.log.info({ formats: upgraded }, 'built-in formats moved to their newest published lists');
    }
    if (config.admin !== undefined) {
      const admin = await provisionAccount(auth, database.db, { ...config.admin, role: 'admin' });
      if (!admin.ok) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD: ${admin.problems.join(' ')}`);
      if (admin.isNew) app.log.info({ email: admin.user.email }, 'first admin created');
    }
  });
  await app.listen({ port: config.port, host: config.host });
  // A damaged or half-migrated store still starts (health answers 503 with the reason), but the
  // operator must hear about it at once, not from players.
  const health = await app.inject({ method: 'GET', url: API_PATHS.health });
  if (health.statusCode !== 200) {
    app.log.error({ health: health.json() }, 'la base de datos no está sana');
  }
  app.log.info(
    { database: database.kind, dataDir: config.dataDir },
    `Grimorio listo en http://localhost:${config.port}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exitCode = 1;
  await shutDown('start failed');
}
