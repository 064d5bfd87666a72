import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { cardIdParamsSchema } from '../../contract/cards';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { CardLookup, CardsService } from './cards.service';
import { sendRevalidatedBody } from '../http/revalidated-body';

async function sendCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
  cards: CardsService,
): Promise<FastifyReply> {
  const read = await cards.getCatalogue();
  if (!read.ok) return sendError(reply, 503, 'database_damaged', read.message);
  return sendRevalidatedBody(request, reply, read.snapshot, 'application/json; charset=utf-8');
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
