import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The browser's own floor: a page with nothing but a search box, served by node:http. Lighthouse
 * and the keystroke probe on it measure Chromium, the throttling and the tools, not Grimorio.
 */
const REFERENCE_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Página vacía de referencia del benchmark.">
<title>Referencia</title>
</head>
<body>
<main><h1>Referencia</h1><label for="q">Buscar</label> <input id="q" type="search">
<p aria-live="polite">0 cartas</p></main>
</body>
</html>`;

export interface ReferenceServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      })
      .end(REFERENCE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
