import type { FastifyReply } from 'fastify';
import { EDITOR_ROLES } from '../../contract/auth';
import {
  CARD_CONFLICT_MESSAGE,
  CARD_WRITE_PATHS,
  cardRevisionParamsSchema,
  cardWriteParamsSchema,
  createCardRequestSchema,
  restoreRevisionRequestSchema,
  updateCardRequestSchema,
  type CardConflict,
  type CardWriteResponse,
} from '../../contract/card-writes';
import { requireRole, sendAccessDenied } from '../auth/current-user';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { CardWrite, CardWritesService, RevisionList } from './card-writes.service';

function sendCardWrite(reply: FastifyReply, write: CardWrite, successCode = 200): FastifyReply {
  if (write.ok) {
    const body: CardWriteResponse = { card: write.stored.card, version: write.stored.version };
    return reply.code(successCode).send(body);
  }
  switch (write.reason) {
    case 'conflict': {
      const body: CardConflict = {
        error: 'conflict',
        message: CARD_CONFLICT_MESSAGE,
        current: { card: write.current.card, version: write.current.version },
      };
      return reply.code(409).send(body);
    }
    case 'id_taken':
      return sendError(reply, 409, 'card_exists', `Ya existe una carta con el id ${write.id}.`);
    case 'id_mismatch':
      return sendError(
        reply,
        400,
        'invalid_request',
        'El campo «card.id» no coincide con el id de la carta en la ruta.',
      );
    case 'revision_not_found':
      return sendError(reply, 404, 'revision_not_found', 'Revisión no encontrada.');
    case 'not_found':
      return sendError(reply, 404, 'card_not_found', 'Carta no encontrada.');
  }
}

function sendRevisionList(reply: FastifyReply, list: RevisionList): FastifyReply {
  if (list.ok) return reply.send(list.revisions);
  return sendError(reply, 404, 'card_not_found', 'Carta no encontrada.');
}

/**
 * Card writes and history, for editors and admins only. Bodies are validated before the caller's
 * identity, so a malformed request names its field (400) whoever sends it.
 */
export function registerCardWritesRoutes(app: ZodFastify, cards: CardWritesService): void {
  app.post(
    CARD_WRITE_PATHS.cards,
    { schema: { body: createCardRequestSchema } },
    async (request, reply) => {
      const access = await requireRole(request, EDITOR_ROLES);
      if (!access.ok) return sendAccessDenied(reply, access);
      return sendCardWrite(reply, await cards.createCard(request.body.card, access.user), 201);
    },
  );
  app.put(
    CARD_WRITE_PATHS.card(':id'),
    { schema: { params: cardWriteParamsSchema, body: updateCardRequestSchema } },
    async (request, reply) => {
      const access = await requireRole(request, EDITOR_ROLES);
      if (!access.ok) return sendAccessDenied(reply, access);
      return sendCardWrite(
        reply,
        await cards.updateCard(request.params.id, request.body, access.user),
      );
    },
  );
  app.get(
    CARD_WRITE_PATHS.revisions(':id'),
    { schema: { params: cardWriteParamsSchema } },
    async (request, reply) => {
      const access = await requireRole(request, EDITOR_ROLES);
      if (!access.ok) return sendAccessDenied(reply, access);
      return sendRevisionList(reply, await cards.listRevisions(request.params.id));
    },
  );
  app.post(
    CARD_WRITE_PATHS.restore(':id', ':rev'),
    { schema: { params: cardRevisionParamsSchema, body: restoreRevisionRequestSchema } },
    async (request, reply) => {
      const access = await requireRole(request, EDITOR_ROLES);
      if (!access.ok) return sendAccessDenied(reply, access);
      const { id, rev } = request.params;
      return sendCardWrite(
        reply,
        await cards.restoreRevision(id, rev, request.body.version, access.user),
      );
    },
  );
}
