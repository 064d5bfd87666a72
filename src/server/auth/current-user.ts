import { fromNodeHeaders } from 'better-auth/node';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { currentUserSchema, type CurrentUser, type UserRole } from '../../contract/auth';
import { sendError } from '../http/error-replies';
import type { GrimorioAuth } from './auth-instance';

/** One lazy session lookup per request: asked for at most once, and only by routes that care. */
const sessionLookups = new WeakMap<FastifyRequest, () => Promise<CurrentUser | null>>();

/** The signed-in user of a set of request headers, or null; the stored user is parsed, not trusted. */
async function readSessionUser(
  auth: GrimorioAuth,
  request: FastifyRequest,
): Promise<CurrentUser | null> {
  if (request.headers.cookie === undefined) return null;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (session === null) return null;
  const parsed = currentUserSchema.safeParse(session.user);
  if (parsed.success) return parsed.data;
  request.log.warn({ userId: session.user.id }, 'stored user does not match the user schema');
  return null;
}

/** Lets every route ask who sent the request (see findCurrentUser and requireRole). */
export function registerCurrentUser(app: FastifyInstance, auth: GrimorioAuth): void {
  app.addHook('onRequest', async (request) => {
    let lookup: Promise<CurrentUser | null> | undefined;
    sessionLookups.set(request, () => (lookup ??= readSessionUser(auth, request)));
  });
}

/** The signed-in user, read from the session cookie; null for visitors. The role is read fresh. */
export function findCurrentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  return sessionLookups.get(request)?.() ?? Promise.resolve(null);
}

export type AccessDenial = {
  ok: false;
  statusCode: 401 | 403;
  error: 'unauthenticated' | 'forbidden';
  message: string;
};

export type AccessCheck = { ok: true; user: CurrentUser } | AccessDenial;

/**
 * Whether the sender may do something reserved to some roles: 401 for a visitor, 403 for a
 * signed-in user without one of the roles. The server's only authorisation check.
 */
export async function requireRole(
  request: FastifyRequest,
  roles: readonly UserRole[],
): Promise<AccessCheck> {
  const user = await findCurrentUser(request);
  if (user === null) {
    return {
      ok: false,
      statusCode: 401,
      error: 'unauthenticated',
      message: 'Debes iniciar sesión para realizar esta acción.',
    };
  }
  if (!roles.includes(user.role)) {
    return {
      ok: false,
      statusCode: 403,
      error: 'forbidden',
      message: 'Tu cuenta no tiene permiso para realizar esta acción.',
    };
  }
  return { ok: true, user };
}

/** Sends the 401 or 403 of a failed requireRole. */
export function sendAccessDenied(reply: FastifyReply, denial: AccessDenial): FastifyReply {
  return sendError(reply, denial.statusCode, denial.error, denial.message);
}

/** Users an `allowOnly` hook admitted, for the handler of the same request. */
const admittedUsers = new WeakMap<FastifyRequest, CurrentUser>();

/**
 * A route's onRequest hook that admits only signed-in users with one of the roles. It runs before
 * the body is read or validated: a visitor gets 401 and a wrong role 403 whatever they send, so
 * nobody learns the payload's shape or makes the server parse it without the right to call.
 */
export function allowOnly(roles: readonly UserRole[]): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const access = await requireRole(request, roles);
    if (!access.ok) {
      await sendAccessDenied(reply, access);
      return;
    }
    admittedUsers.set(request, access.user);
  };
}

/** The user the route's `allowOnly` hook admitted; calling it on a route without one is a bug. */
export function readAdmittedUser(request: FastifyRequest): CurrentUser {
  const user = admittedUsers.get(request);
  if (user === undefined)
    throw new Error(`${request.routeOptions.url ?? request.url}: no allowOnly hook`);
  return user;
}
