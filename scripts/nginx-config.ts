/**
 * `npm run deploy:nginx -- --instance HOST:PORT [--instance …] --client-dir DIR [--listen 80]`:
 * prints deploy/nginx/grimorio.conf filled in for a deployment, ready for /etc/nginx/conf.d/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENT_BUILD_DIR } from './client-build';
import { renderNginxSite } from './cluster';

const USAGE =
  'Uso: npm run deploy:nginx -- --instance 10.0.0.11:3000 --instance 10.0.0.12:3000 [--client-dir dist/client] [--listen 80]';

let values: { instance?: string[]; 'client-dir'?: string; listen?: string };
try {
  ({ values } = parseArgs({
    options: {
      instance: { type: 'string', multiple: true },
      'client-dir': { type: 'string' },
      listen: { type: 'string' },
    },
  }));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(USAGE);
  process.exit(1);
}

const instances = values.instance ?? [];
const malformed = instances.filter((instance) => !/^[^\s:;{}]+:\d{1,5}$/u.test(instance));
if (instances.length === 0 || malformed.length > 0) {
  console.error(
    instances.length === 0
      ? 'Falta al menos una --instance (dirección:puerto de una instancia de Grimorio).'
      : `Instancia no válida: ${malformed.join(', ')} (se espera dirección:puerto).`,
  );
  console.error(USAGE);
  process.exit(1);
}

process.stdout.write(
  renderNginxSite({
    instances,
    listen: values.listen ?? '80',
    clientDir: path.resolve(values['client-dir'] ?? CLIENT_BUILD_DIR),
  }),
);
