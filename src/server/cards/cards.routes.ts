import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { cardIdParamsSchema } from '../../contract/cards';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { CardLookup, CardsService } from './cards.service';
import { chooseCatalogueEncoding, matchesEtag } from './catalogue-snapshot';

async function sendCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
  cards: CardsService,
): Promise<FastifyReply> {
  const read = await cards.getCatalogue();
  if (!read.ok) return sendError(reply, 503, 'database_damaged', read.message);
  const snapshot = read.snapshot;
  // no-cache: browsers keep the body but revalidate, which costs a 304 while nothing changed.
  reply
    .header('etag', snapshot.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = chooseCatalogueEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(snapshot.body);
  // Already compressed, so the global compression hook leaves it alone.
  return reply.header('content-encoding', encoding).send(await snapshot.compressed(encoding));
}

function sendCard(reply: FastifyReply, lookup: CardLookup): FastifyReply {
  if (!lookup.ok) return sendError(reply, 404, 'card_not_found', 'Carta no encontrada.');
  return reply.send(lookup.card);
}

export function registerCardsRoutes(app: ZodFastify, cards: CardsService): void {
  app.get(API_PATHS.cards, (request, reply) => sendCatalogue(request, reply, cards));
  app.get(
    API_PATHS.card(':id'),
    { schema: { params: cardIdParamsSchema } },
    async (request, reply) => sendCard(reply, await cards.getCard(request.params.id)),
  );
}
