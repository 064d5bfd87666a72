import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { accountDeckParamsSchema } from '../../contract/account-decks';
import { USER_ROLES, type CurrentUser } from '../../contract/auth';
import { requireRole, sendAccessDenied } from '../auth/current-user';
import type { Database } from '../db/connect';
import { sendError } from '../http/error-replies';
import { findAccountDeckOwner } from './account-decks.repository';

/** Players the deck hook admitted, for the handler of the same request. */
const deckOwners = new WeakMap<FastifyRequest, CurrentUser>();

/**
 * The deck id of the path when it is a well-formed one; anything else (a NUL, an overlong id) is
 * never looked up: the route's own validation answers it with 400, after the identity check.
 */
function readDeckId(request: FastifyRequest): string | null {
  const read = accountDeckParamsSchema.safeParse(request.params);
  return read.success ? read.data.id : null;
}

/** The answer for a deck that is not the caller's: the same as for no deck at all. */
export const DECK_NOT_FOUND = {
  error: 'deck_not_found',
  message: 'No existe un mazo con ese identificador en tu cuenta.',
} as const;

/**
 * A deck route's onRequest hook, run before the body is read: a visitor gets 401 and another
 * player's deck 404 whatever the body says. 404 rather than 403 so that nobody learns which deck
 * ids exist on other accounts (issue 16); an admin is no exception, decks are private.
 */
export function allowDeckOwner(db: Database): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const access = await requireRole(request, USER_ROLES);
    if (!access.ok) {
      await sendAccessDenied(reply, access);
      return;
    }
    const id = readDeckId(request);
    if (id !== null) {
      const owner = await findAccountDeckOwner(db, id);
      if (owner !== null && owner !== access.user.id) {
        await sendError(reply, 404, DECK_NOT_FOUND.error, DECK_NOT_FOUND.message);
        return;
      }
    }
    deckOwners.set(request, access.user);
  };
}

/** The player `allowDeckOwner` admitted; calling it on a route without the hook is a bug. */
export function readDeckOwner(request: FastifyRequest): CurrentUser {
  const user = deckOwners.get(request);
  if (user === undefined) throw new Error(`${request.url}: no allowDeckOwner hook`);
  return user;
}
