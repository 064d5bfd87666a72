import type { FastifyReply } from 'fastify';
import { accountDeckParamsSchema } from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import { USER_ROLES } from '../../contract/auth';
import {
  communityDecksQuerySchema,
  DECK_HIDDEN,
  deckHiddenWriteSchema,
  deckVisibilityWriteSchema,
  publicDeckParamsSchema,
} from '../../contract/community';
import { allowOnly, findCurrentUser, readAdmittedUser } from '../auth/current-user';
import type { Database } from '../db/connect';
import { allowDeckOwner, DECK_NOT_FOUND, readDeckOwner } from '../decks/account-deck-access';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { CommunityDecksService } from './community-decks.service';

/** A deck nobody but its owner may read (private, in 'Papelera') answers as no deck at all. */
const PUBLIC_DECK_NOT_FOUND = {
  error: 'deck_not_found',
  message: 'No existe un mazo público con ese identificador.',
} as const;

function sendPublicNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, PUBLIC_DECK_NOT_FOUND.error, PUBLIC_DECK_NOT_FOUND.message);
}

/**
 * Public deck pages, 'Mazos de la comunidad', likes and moderation (issue 17). Reads are open to
 * visitors; every write checks identity (and the role or the deck's owner) before the body.
 */
export function registerCommunityRoutes(
  app: ZodFastify,
  db: Database,
  community: CommunityDecksService,
): void {
  const deckParams = publicDeckParamsSchema;
  const players = allowOnly(USER_ROLES);

  app.get(
    API_PATHS.communityDecks,
    { schema: { querystring: communityDecksQuerySchema } },
    (request) => community.listDecks(request.query),
  );
  app.get('/api/public-decks/:id', { schema: { params: deckParams } }, async (request, reply) => {
    const read = await community.readDeck(request.params.id, await findCurrentUser(request));
    if (read.ok) return reply.send(read.deck);
    // 410: the deck exists and its page says why it is gone (ADR 0020).
    if (read.reason === 'hidden') {
      return sendError(reply, 410, DECK_HIDDEN.error, DECK_HIDDEN.message);
    }
    return sendPublicNotFound(reply);
  });
  app.put(
    `${API_PATHS.decks}/:id/visibility`,
    {
      onRequest: allowDeckOwner(db),
      schema: { params: accountDeckParamsSchema, body: deckVisibilityWriteSchema },
    },
    async (request, reply) => {
      const deck = await community.setVisibility(
        readDeckOwner(request).id,
        request.params.id,
        request.body.visibility,
      );
      return deck === null
        ? sendError(reply, 404, DECK_NOT_FOUND.error, DECK_NOT_FOUND.message)
        : reply.send(deck);
    },
  );
  for (const [method, isLiked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: `${API_PATHS.communityDecks}/:id/like`,
      onRequest: players,
      schema: { params: deckParams },
      handler: async (request, reply) => {
        const state = await community.setLike(
          request.params.id,
          readAdmittedUser(request).id,
          isLiked,
        );
        return state === null ? sendPublicNotFound(reply) : reply.send(state);
      },
    });
  }
  app.put(
    `${API_PATHS.communityDecks}/:id/hidden`,
    {
      onRequest: allowOnly(['admin']),
      schema: { params: deckParams, body: deckHiddenWriteSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { hidden } = request.body;
      return (await community.setHidden(id, hidden))
        ? reply.send({ id, hidden })
        : sendPublicNotFound(reply);
    },
  );
}
