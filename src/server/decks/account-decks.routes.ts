import type { FastifyReply } from 'fastify';
import { accountDeckParamsSchema, accountDeckWriteSchema } from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import type { Database } from '../db/connect';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import { allowDeckOwner, DECK_NOT_FOUND, readDeckOwner } from './account-deck-access';
import type { AccountDeckSave, AccountDecksService } from './account-decks.service';

function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, DECK_NOT_FOUND.error, DECK_NOT_FOUND.message);
}

function sendSave(reply: FastifyReply, result: AccountDeckSave): FastifyReply {
  if (result.ok) return reply.code(result.created ? 201 : 200).send(result.deck);
  if (result.reason === 'not_found') return sendNotFound(reply);
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
  app.get(`${deckPath}/versions`, { onRequest, schema: { params } }, async (request, reply) => {
    const versions = await decks.listVersions(readDeckOwner(request).id, request.params.id);
    if (versions === null) return sendNotFound(reply);
    return reply.send({ deckId: request.params.id, versions });
  });
  app.put(
    deckPath,
    { onRequest, schema: { params, body: accountDeckWriteSchema } },
    async (request, reply) =>
      sendSave(
        reply,
        await decks.saveDeck(readDeckOwner(request).id, request.params.id, request.body),
      ),
  );
  app.delete(deckPath, { onRequest, schema: { params } }, async (request, reply) =>
    (await decks.deleteDeck(readDeckOwner(request).id, request.params.id))
      ? reply.code(204).send()
      : sendNotFound(reply),
  );
}
