import { createServer, type IncomingMessage } from 'node:http';
import { vi } from 'vitest';

/** A request the app sent, as the test server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string's parameters, e.g. { format: 'csv' }. */
  query: Record<string, string>;
  /** The Content-Type header as sent, if any. */
  contentType: string | undefined;
  body: unknown;
}

/** What the test server answers: a status and a JSON body. */
export interface TestReply {
  status: number;
  body: unknown;
}

export type TestRoute = (request: ReceivedRequest) => TestReply | Promise<TestReply>;

/** Routes by 'METHOD /path', e.g. 'PUT /api/cards/5'. */
export type TestRoutes = Record<string, TestRoute>;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** jsdom's XMLHttpRequest, sending the app's relative paths to the test server instead. */
function makeXhrToOrigin(origin: string): typeof XMLHttpRequest {
  return class XhrToTestServer extends window.XMLHttpRequest {
    override open(method: string, url: string | URL, ...rest: [boolean?, string?, string?]) {
      const absolute = new URL(String(url), origin).href;
      if (rest.length === 0) super.open(method, absolute);
      else super.open(method, absolute, rest[0] ?? true, rest[1], rest[2]);
    }
  };
}

/**
 * A real HTTP server on 127.0.0.1 standing in for the API in screen tests. jsdom's fetch cannot
 * resolve the app's relative paths ('/api/cards/5'), so fetch (and XMLHttpRequest, which the
 * catalogue upload uses for its progress) is pointed at this server for the test; the app's own
 * code runs unchanged. Every request is recorded; unknown routes get 404.
 */
export async function startApiTestServer(routes: TestRoutes) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      // jsdom's XMLHttpRequest, unlike Node's fetch, applies CORS, for the page is on another
      // origin; an upload watched for progress is preflighted first.
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
        });
        response.end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const receivedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        contentType: request.headers['content-type'],
        body: await readBody(request),
      };
      received.push(receivedRequest);
      const route = routes[`${receivedRequest.method} ${receivedRequest.path}`];
      const reply = route
        ? await route(receivedRequest)
        : { status: 404, body: { error: 'not_found', message: 'Ruta no encontrada.' } };
      response.writeHead(reply.status, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The test server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), origin), init),
  );
  vi.stubGlobal('XMLHttpRequest', makeXhrToOrigin(origin));
  return {
    received,
    /** The requests sent to one route, in order. */
    requestsTo: (method: string, path: string) =>
      received.filter((request) => request.method === method && request.path === path),
    close: async () => {
      vi.unstubAllGlobals();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ApiTestServer = Awaited<ReturnType<typeof startApiTestServer>>;

/**
 * A reply the test hands out when it chooses, as a slow server would: route to `reply` and
 * call `release` once the test has seen what the app shows while it waits.
 */
export function holdReply() {
  let release: (reply: TestReply) => void = () => {};
  const reply = new Promise<TestReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}
