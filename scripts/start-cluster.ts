/**
 * `npm run start:cluster`: Grimorio as a community that outgrew one process runs it, on one
 * machine to try it: CLUSTER_INSTANCES instances (2 by default) on the PostgreSQL of
 * DATABASE_URL, behind Debian's nginx on PORT (3000). Ctrl+C stops them all.
 */
import path from 'node:path';
import { z } from 'zod';
import { ensureClientBuild, CLIENT_BUILD_DIR, REPOSITORY_ROOT } from './client-build';
import { startCluster } from './cluster';
import { NGINX, requireDebianTools } from './debian-packages';

const settingsSchema = z.object({
  DATABASE_URL: z
    .string({
      error:
        'start:cluster necesita DATABASE_URL: la dirección de un PostgreSQL (p. ej. postgres://grimorio:clave@127.0.0.1:5432/grimorio).',
    })
    .min(1, 'start:cluster necesita DATABASE_URL: la dirección de un PostgreSQL.'),
  CLUSTER_INSTANCES: z.coerce
    .number({ error: 'CLUSTER_INSTANCES debe ser un número entero entre 1 y 16.' })
    .int()
    .min(1)
    .max(16)
    .default(2),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
});

const parsed = settingsSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(issue.message);
  process.exit(1);
}
const settings = parsed.data;

requireDebianTools([NGINX]);
await ensureClientBuild({ onBuildStart: () => console.log('Compilando la aplicación web…') });

// Every instance's data dir (its thumbnails, its lock) lives under DATA_DIR/cluster.
const dataDir = path.resolve(REPOSITORY_ROOT, settings.DATA_DIR, 'cluster');
// Instance n listens on PORT + n, on 127.0.0.1 only: nginx is the way in.
const instancePorts = Array.from(
  { length: settings.CLUSTER_INSTANCES },
  (_, index) => settings.PORT + index + 1,
);
console.log(
  `Iniciando ${settings.CLUSTER_INSTANCES} instancias (puertos ${instancePorts.join(', ')}) y nginx…`,
);
const cluster = await startCluster({
  instances: settings.CLUSTER_INSTANCES,
  instancePorts,
  databaseUrl: settings.DATABASE_URL,
  port: settings.PORT,
  listen: `${settings.HOST}:${settings.PORT}`,
  dataDir,
  clientDir: CLIENT_BUILD_DIR,
  echo: (instance, line) => console.log(`[${instance}] ${line}`),
});
console.log(
  `Grimorio en http://${settings.HOST}:${settings.PORT} (nginx → ${cluster.instanceUrls.join(', ')})`,
);

let isStopping = false;
async function stop(): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  console.log('Deteniendo las instancias y nginx…');
  await cluster.stop();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
