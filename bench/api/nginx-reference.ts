import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX } from '../../scripts/debian-packages';

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
 * Starts Debian's nginx on 127.0.0.1 with one worker, like the app's one process, serving
 * `body` with the app's content type and encoding and nginx's own ETag revalidation.
 */
export async function startNginxReference(
  port: number,
  body: ReferenceBody,
): Promise<NginxReference> {
  const dir = await mkdtemp(path.join(tmpdir(), 'grimorio-nginx-'));
  await writeFile(path.join(dir, 'cards.json'), body.bytes);
  const encodingHeader =
    body.contentEncoding === null ? '' : `add_header content-encoding ${body.contentEncoding};`;
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    location = /api/cards {
      default_type application/json;
      ${encodingHeader}
      add_header cache-control no-cache;
      alias ${dir}/cards.json;
    }
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(NGINX.path, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}/api/cards`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) =>
        child.exitCode === null ? child.once('exit', resolve) : resolve(null),
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
