import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_REFUSAL } from '../../contract/auth';
import { sendError } from '../http/error-replies';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request method may change state (everything but GET, HEAD and OPTIONS). */
export function isStateChanging(method: string): boolean {
  return STATE_CHANGING_METHODS.has(method);
}

function toOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin the browser used to reach us: the request's scheme and Host header. */
function findRequestOrigin(request: FastifyRequest): string | null {
  return request.host ? toOrigin(`${request.protocol}://${request.host}`) : null;
}

/**
 * Whether a request may change state: a browser always names the page's origin (Origin, or at
 * least Sec-Fetch-Site), and it must be ours — the request's own host or APP_ORIGIN. A request
 * carrying neither header comes from a non-browser client (curl, scripts), which cannot be made
 * to send someone else's cookies, so it is let through, as Go's CrossOriginProtection does.
 */
export function isAllowedOrigin(request: FastifyRequest, appOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const claimed = toOrigin(origin);
    if (claimed === null) return false;
    return claimed === findRequestOrigin(request) || claimed === appOrigin;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return true;
}

/**
 * Refuses every state-changing request sent from another site (403 csrf), whatever its path:
 * deciding on the raw URL let `/%61pi/cards` or an absolute-form target reach the API unchecked,
 * and no route of ours has a reason to accept a cross-site write.
 */
export function registerCsrfProtection(app: FastifyInstance, appOrigin: string | undefined): void {
  const ownAppOrigin = appOrigin === undefined ? undefined : (toOrigin(appOrigin) ?? undefined);
  app.addHook('onRequest', async (request, reply) => {
    if (!isStateChanging(request.method)) return;
    if (isAllowedOrigin(request, ownAppOrigin)) return;
    return sendError(reply, 403, CSRF_REFUSAL.error, CSRF_REFUSAL.message);
  });
}
