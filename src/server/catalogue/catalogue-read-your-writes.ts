import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { isStateChanging } from '../auth/csrf-protection';
import type { CatalogueRevisionWatch } from './catalogue-revision-watch';

/**
 * Set on the answer to a catalogue write, sent back by the writer's browser with its next
 * catalogue reads for a few seconds: whichever instance they reach reads the revision from the
 * database instead of trusting the one it keeps, whose notification may not have arrived yet.
 */
export const CATALOGUE_WRITE_COOKIE = 'grimorio_catalogue_write';
/** Far longer than a notification takes between instances (milliseconds). */
const CATALOGUE_WRITE_COOKIE_SECONDS = 10;

/** The requests that write cards: card creation, edits and restores, and catalogue imports. */
function isCatalogueWrite(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    isStateChanging(request.method) &&
    (pathname.startsWith(API_PATHS.cards) || pathname === API_PATHS.catalogueImport)
  );
}

function isCatalogueRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.url.startsWith(API_PATHS.cards);
}

/**
 * A player who changed the catalogue sees the change on the next request, whichever instance
 * answers it (issue 20): the instance that wrote drops its kept revision at once; another one
 * does when the request carries the writer's cookie.
 */
export function registerCatalogueReadYourWrites(
  app: FastifyInstance,
  revisions: CatalogueRevisionWatch,
): void {
  app.addHook('onRequest', async (request) => {
    if (!isCatalogueRead(request)) return;
    // Only whether it is there matters (a look-alike name would cost one read, nothing more).
    if (request.headers.cookie?.includes(`${CATALOGUE_WRITE_COOKIE}=`)) revisions.forget();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Any write this instance answered has committed: its writer must see it on the next
    // request, before the notification of it comes back.
    if (isStateChanging(request.method)) revisions.forget();
    if (isCatalogueWrite(request) && reply.statusCode < 400) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${CATALOGUE_WRITE_COOKIE}=1; Max-Age=${CATALOGUE_WRITE_COOKIE_SECONDS}; Path=${API_PATHS.cards}; HttpOnly; SameSite=Lax${secure}`,
      );
    }
    return payload;
  });
}
