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

/**
 * The request as better-auth's Fetch handler expects it, carrying `body` (the validated one, or
 * none) instead of what the client sent.
 */
function toFetchRequest(request: FastifyRequest, body: unknown): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  const hasBody = body !== undefined && body !== null;
  if (!hasBody) headers.delete('content-type');
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

async function forwardToAuth(
  auth: GrimorioAuth,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
): Promise<FastifyReply> {
  const response = await auth.handler(toFetchRequest(request, body));
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(rewriteAuthResponseBody(response.status, await response.text()));
}

/**
 * The only better-auth endpoints the app serves: the email sign-in and sign-up the client posts,
 * sign-out, and get-session. Everything else better-auth offers under /api/auth (update-user,
 * change-email, change-password, delete-user, session lists and revocation, password resets…) is
 * left unrouted, so it answers the app's JSON 404 and never reaches better-auth: the product has
 * no screen for them, and each was input we would have had to bound (ADR 0006). The email routes
 * are validated by zod first (400 names the field, as everywhere in the API) and their attempts
 * limited: sign-in per address and per account, sign-up per address.
 */
export function registerAuthRoutes(
  app: ZodFastify,
  auth: GrimorioAuth,
  attempts: AuthAttemptHooks,
): void {
  const forwardValidated = (request: FastifyRequest, reply: FastifyReply) =>
    forwardToAuth(auth, request, reply, request.body);
  // Sign-out reads nothing from a body (its options only serve social providers): whatever the
  // client sends (the app posts `{}`) is parsed and bounded like any body, then dropped.
  const forwardWithoutBody = (request: FastifyRequest, reply: FastifyReply) =>
    forwardToAuth(auth, request, reply, undefined);
  app.post(
    AUTH_PATHS.signIn,
    {
      schema: { body: signInRequestSchema },
      onRequest: attempts.signInByAddress,
      preHandler: attempts.signInByAccount,
    },
    forwardValidated,
  );
  app.post(
    AUTH_PATHS.signUp,
    { schema: { body: signUpRequestSchema }, onRequest: attempts.signUpByAddress },
    forwardValidated,
  );
  app.post(AUTH_PATHS.signOut, forwardWithoutBody);
  app.get(AUTH_PATHS.getSession, { exposeHeadRoute: false }, forwardWithoutBody);
}
