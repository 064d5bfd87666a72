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
import { allowOnly, readAdmittedUser } from '../auth/current-user';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type {
  CardWrite,
  CardWritesService,
  RevisionList,
  RevisionProblem,
} from './card-writes.service';

/** Why an old revision cannot come back, naming each field today's rules refuse. */
function describeUnstorableRevision(problems: readonly RevisionProblem[]): string {
  const details = problems.map(({ field, reason }) =>
    field === ''
      ? `lo guardado no es una carta válida (${reason})`
      : `el campo «${field}» ya no es válido (${reason})`,
  );
  return `Esta revisión no se puede restaurar: ${details.join('; ')}.`;
}

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
    case 'revision_not_storable':
      return sendError(
        reply,
        409,
        'revision_not_storable',
        describeUnstorableRevision(write.problems),
      );
    case 'not_found':
      return sendError(reply, 404, 'card_not_found', 'Carta no encontrada.');
  }
}

function sendRevisionList(reply: FastifyReply, list: RevisionList): FastifyReply {
  if (list.ok) return reply.send(list.revisions);
  return sendError(reply, 404, 'card_not_found', 'Carta no encontrada.');
}

/**
 * Card writes and history, for editors and admins only: who calls is checked before the body is
 * read, and only then does a malformed request get its 400 naming the field.
 */
export function registerCardWritesRoutes(app: ZodFastify, cards: CardWritesService): void {
  const onRequest = allowOnly(EDITOR_ROLES);
  app.post(
    CARD_WRITE_PATHS.cards,
    { onRequest, schema: { body: createCardRequestSchema } },
    async (request, reply) => {
      return sendCardWrite(
        reply,
        await cards.createCard(request.body.card, readAdmittedUser(request)),
        201,
      );
    },
  );
  app.put(
    CARD_WRITE_PATHS.card(':id'),
    { onRequest, schema: { params: cardWriteParamsSchema, body: updateCardRequestSchema } },
    async (request, reply) => {
      return sendCardWrite(
        reply,
        await cards.updateCard(request.params.id, request.body, readAdmittedUser(request)),
      );
    },
  );
  app.get(
    CARD_WRITE_PATHS.revisions(':id'),
    { onRequest, schema: { params: cardWriteParamsSchema } },
    async (request, reply) => {
      return sendRevisionList(reply, await cards.listRevisions(request.params.id));
    },
  );
  app.post(
    CARD_WRITE_PATHS.restore(':id', ':rev'),
    {
      onRequest,
      schema: { params: cardRevisionParamsSchema, body: restoreRevisionRequestSchema },
    },
    async (request, reply) => {
      const { id, rev } = request.params;
      return sendCardWrite(
        reply,
        await cards.restoreRevision(id, rev, request.body.version, readAdmittedUser(request)),
      );
    },
  );
}
