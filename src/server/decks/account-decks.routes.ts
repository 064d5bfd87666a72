import type { FastifyReply } from 'fastify';
import {
  accountDeckParamsSchema,
  accountDeckRestoreVersionSchema,
  accountDeckVersionParamsSchema,
  accountDeckVersionsQuerySchema,
  accountDeckWriteSchema,
} from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import type { Database } from '../db/connect';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import { allowDeckOwner, DECK_NOT_FOUND, readDeckOwner } from './account-deck-access';
import type { AccountDeckSave, AccountDecksService } from './account-decks.service';

function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, DECK_NOT_FOUND.error, DECK_NOT_FOUND.message);
}

/** 201 for a created deck, 200 for a new version of one (a restored version included). */
function sendSave(reply: FastifyReply, result: AccountDeckSave): FastifyReply {
  if (result.ok) return reply.code(result.created ? 201 : 200).send(result.deck);
  if (result.reason === 'not_found') return sendNotFound(reply);
  if (result.reason === 'version_not_found') {
    return sendError(
      reply,
      404,
      'deck_version_not_found',
      'Ese mazo no tiene la versión que se quiere restaurar.',
    );
  }
  return reply.code(409).send({
    error: 'version_conflict',
    message: 'El mazo cambió desde la versión en la que se basa este guardado.',
    current: result.current,
  });
}

/**
 * A signed-in player's decks (issue 16). Every route checks who calls, and that the deck is not
 * another player's, before the body is read (allowDeckOwner); only then is the body validated.
 */
export function registerAccountDecksRoutes(
  app: ZodFastify,
  db: Database,
  decks: AccountDecksService,
): void {
  const onRequest = allowDeckOwner(db);
  const deckPath = `${API_PATHS.decks}/:id`;
  const params = accountDeckParamsSchema;

  app.get(API_PATHS.decks, { onRequest }, (request) => decks.listDecks(readDeckOwner(request).id));
  app.get(deckPath, { onRequest, schema: { params } }, async (request, reply) => {
    const deck = await decks.readDeck(readDeckOwner(request).id, request.params.id);
    return deck === null ? sendNotFound(reply) : reply.send(deck);
  });
  app.get(
    `${deckPath}/versions`,
    { onRequest, schema: { params, querystring: accountDeckVersionsQuerySchema } },
    async (request, reply) => {
      const page = await decks.listVersions(
        readDeckOwner(request).id,
        request.params.id,
        request.query,
      );
      return page === null ? sendNotFound(reply) : reply.send(page);
    },
  );
  app.put(
    deckPath,
    { onRequest, schema: { params, body: accountDeckWriteSchema } },
    async (request, reply) =>
      sendSave(
        reply,
        await decks.saveDeck(readDeckOwner(request).id, request.params.id, request.body),
      ),
  );
  // To 'Papelera', not gone: purged 30 days later unless restored or saved again (ADR 0018).
  app.delete(deckPath, { onRequest, schema: { params } }, async (request, reply) =>
    (await decks.trashDeck(readDeckOwner(request).id, request.params.id))
      ? reply.code(204).send()
      : sendNotFound(reply),
  );
  // No body schema: the action takes nothing, so any body sent is ignored (ADR 0018).
  app.post(`${deckPath}/restore`, { onRequest, schema: { params } }, async (request, reply) => {
    const deck = await decks.restoreDeck(readDeckOwner(request).id, request.params.id);
    return deck === null ? sendNotFound(reply) : reply.send(deck);
  });
  app.post(
    `${deckPath}/versions/:version/restore`,
    {
      onRequest,
      schema: { params: accountDeckVersionParamsSchema, body: accountDeckRestoreVersionSchema },
    },
    async (request, reply) =>
      sendSave(
        reply,
        await decks.restoreVersion(readDeckOwner(request).id, request.params.id, {
          version: request.params.version,
          baseVersion: request.body.baseVersion,
        }),
      ),
  );
}
