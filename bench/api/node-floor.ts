import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReferenceBody } from './nginx-reference';

/** A bare node:http server with the same answers: what any Node.js server could reach here. */
export interface NodeFloor {
  url: string;
  etag: string;
  stop: () => Promise<void>;
}

/**
 * The least a Node.js process does per request: parse it, compare the ETag, write the same
 * bytes. No framework, hooks or headers of ours, so the app's distance from it is our own cost.
 */
const FLOOR_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.argv[1]);
const [port, etag, encoding] = process.argv.slice(2);
http.createServer((request, response) => {
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag });
    return response.end();
  }
  const headers = { etag, 'content-type': 'application/json; charset=utf-8' };
  if (encoding !== '') headers['content-encoding'] = encoding;
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
`;

export async function startNodeFloor(port: number, body: ReferenceBody): Promise<NodeFloor> {
  const dir = await mkdtemp(path.join(tmpdir(), 'grimorio-node-floor-'));
  const file = path.join(dir, 'cards.json');
  await writeFile(file, body.bytes);
  const etag = '"node-floor"';
  const child = spawn(
    process.execPath,
    ['-e', FLOOR_SERVER, file, String(port), etag, body.contentEncoding ?? ''],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Node floor server exited (${code})`)));
    child.stdout.once('data', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}/api/cards`,
    etag,
    async stop() {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      await new Promise((resolve) =>
        child.exitCode === null ? child.once('exit', resolve) : resolve(null),
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
