import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_PATH_PREFIX } from '../../contract/api-paths';
import { sendError } from '../http/error-replies';

const API_PREFIX = '/api/';
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Serves the built client from `clientDir`: Vite's hashed assets are immutable, everything else
 * (index.html above all) is revalidated so a new release shows up on the next load.
 * Returns false, leaving the API running, when the client has not been built.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<boolean> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'client not built (run `npm run build`); serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    // The build's .br and .gz copies (vite.config.ts), smaller than compressing on the fly.
    preCompressed: true,
    cacheControl: false,
    // The build keeps source maps for the benchmarks; the browser never gets them.
    allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

/**
 * A page the browser navigates to inside the SPA (a reload of /cartas/12 or /mazos): a GET for
 * HTML outside the API and the images, whose last segment is not a file name.
 */
export function isSpaPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith(API_PREFIX) &&
    !pathname.startsWith(IMAGE_PATH_PREFIX) &&
    !lastSegment.includes('.') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Unknown routes: the SPA's index.html for page navigations, the JSON error shape otherwise. */
export function createNotFoundHandler(
  isClientAvailable: boolean,
): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (request, reply) => {
    if (!isSpaPageRequest(request)) {
      return sendError(reply, 404, 'not_found', 'Ruta no encontrada.');
    }
    if (!isClientAvailable) {
      return sendError(
        reply,
        503,
        'client_not_built',
        'La aplicación web no está compilada: ejecuta «npm run build» o inicia con «npm start».',
      );
    }
    return reply.sendFile('index.html');
  };
}
