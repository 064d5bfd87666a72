import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { APP_BOOT_SCRIPT } from '../../contract/app-code';

/** The CSP source that allows one inline script, by the SHA-256 digest of its text. */
function describeScriptDigest(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The built SPA runs only its own scripts, and inline only the one that starts them
 * (contract/app-code.ts); card images may come from any https host.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'", describeScriptDigest(APP_BOOT_SCRIPT)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    // The offline app: its service worker (/sw.js) and web app manifest, from this server only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // The app is usually reached over plain http on a LAN; upgrading would break its requests.
    'upgrade-insecure-requests': null,
  },
};

/**
 * helmet's headers for our policy, worked out once on a throwaway response: they depend on no
 * request (no CSP nonces), and @fastify/helmet rebuilt the whole policy on every request, which
 * cost the catalogue's revalidation path about a fifth of its time.
 */
export function computeSecurityHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // Plain-http LAN installs must not be told to insist on https.
    strictTransportSecurity: false,
  })(response.req, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Of those, the ones that mean something for a JSON answer fetched by our own page: no MIME
 * sniffing, and no reading it from another site's page. The document-only ones (CSP, framing,
 * COOP…) go with pages and files.
 */
const API_HEADER_NAMES = ['x-content-type-options', 'cross-origin-resource-policy'];

/**
 * Sends helmet's security headers with every page and file, and their API subset with every
 * /api answer. Telling them apart by the raw URL is safe here: a disguised API path only gets
 * the larger set.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const documentHeaders = computeSecurityHeaders();
  const apiHeaders = Object.fromEntries(
    Object.entries(documentHeaders).filter(([name]) => API_HEADER_NAMES.includes(name)),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
  });
}
