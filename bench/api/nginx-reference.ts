import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../../scripts/cluster';

/** nginx serving fixed bytes at /api/cards, the yardstick the app's figures are divided by. */
export interface NginxReference {
  url: string;
  stop: () => Promise<void>;
}

export interface ReferenceBody {
  bytes: Buffer;
  contentEncoding: string | null;
}

/**
 * Starts Debian's nginx on 127.0.0.1 serving `body` with the app's content type and encoding and
 * nginx's own ETag revalidation: with one worker by default, like the app's one process.
 */
export async function startNginxReference(
  port: number,
  body: ReferenceBody,
  workerProcesses: number | 'auto' = 1,
): Promise<NginxReference> {
  const bodyDir = await mkdtemp(path.join(tmpdir(), 'grimorio-nginx-body-'));
  await writeFile(path.join(bodyDir, 'cards.json'), body.bytes);
  // nginx's workers (an unprivileged user when started by root) read the body from here.
  await chmod(bodyDir, 0o755);
  const encodingHeader =
    body.contentEncoding === null ? '' : `add_header content-encoding ${body.contentEncoding};`;
  const site = `
  server {
    listen 127.0.0.1:${port};
    location = /api/cards {
      default_type application/json;
      ${encodingHeader}
      add_header cache-control no-cache;
      alias ${bodyDir}/cards.json;
    }
  }`;
  const url = `http://127.0.0.1:${port}/api/cards`;
  const nginx = await startNginx(site, url, workerProcesses);
  return {
    url,
    async stop() {
      await nginx.stop();
      await rm(bodyDir, { recursive: true, force: true });
    },
  };
}
