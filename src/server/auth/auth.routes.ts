import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_PATHS, signInRequestSchema, signUpRequestSchema } from '../../contract/auth';
import type { ZodFastify } from '../http/zod-validation';
import type { GrimorioAuth } from './auth-instance';
import type { AuthAttemptHooks } from './auth-rate-limits';
import { rewriteAuthResponseBody } from './auth-response-body';

/** Headers Fastify computes itself for the body it actually sends. */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
]);

/** The request as better-auth's Fetch handler expects it; the body is the validated one. */
function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  const hasBody = request.body !== undefined && request.body !== null;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function forwardToAuth(
  auth: GrimorioAuth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const response = await auth.handler(toFetchRequest(request));
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(rewriteAuthResponseBody(response.status, await response.text()));
}

/**
 * better-auth answers everything under /api/auth. The email routes are declared on their own so
 * zod validates their bodies first (400 names the field, as everywhere in the API) and their
 * attempts are limited: sign-in per address and per account, sign-up per address.
 */
export function registerAuthRoutes(
  app: ZodFastify,
  auth: GrimorioAuth,
  attempts: AuthAttemptHooks,
): void {
  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    forwardToAuth(auth, request, reply);
  app.post(
    AUTH_PATHS.signIn,
    {
      schema: { body: signInRequestSchema },
      onRequest: attempts.signInByAddress,
      preHandler: attempts.signInByAccount,
    },
    forward,
  );
  app.post(
    AUTH_PATHS.signUp,
    { schema: { body: signUpRequestSchema }, onRequest: attempts.signUpByAddress },
    forward,
  );
  app.route({ method: ['GET', 'POST'], url: `${AUTH_PATHS.authBase}/*`, handler: forward });
}
