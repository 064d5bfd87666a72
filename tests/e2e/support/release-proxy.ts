import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReleaseProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:41234: a site of its own for the browser. */
  url: string;
  /** From now on /sw.js carries other bytes, as the next release deployed would. */
  publishNextRelease: () => void;
  close: () => Promise<void>;
}

/**
 * A pass-through proxy to the app under test that can pretend a new release was deployed. The
 * browser fetches a service worker's script itself, out of reach of Playwright's routing, so the
 * new release has to come from a server; this one changes nothing else the journeys share.
 */
export async function startReleaseProxy(appUrl: string): Promise<ReleaseProxy> {
  const target = new URL(appUrl);
  let isNextRelease = false;
  const server: Server = createServer((incoming, outgoing) => {
    const isWorkerScript = (incoming.url ?? '').split('?')[0] === '/sw.js';
    const headers = { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' };
    if (isWorkerScript && isNextRelease) {
      // The browser revalidates its copy; a 304 would say nothing changed.
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        if (!(isWorkerScript && isNextRelease)) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = `${Buffer.concat(chunks).toString('utf8')}\n// versión siguiente\n`;
          const answerHeaders = { ...answer.headers };
          delete answerHeaders['content-length'];
          delete answerHeaders.etag;
          delete answerHeaders['last-modified'];
          outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publishNextRelease: () => {
      isNextRelease = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
