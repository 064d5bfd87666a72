import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { USER_ROLES } from '../../contract/auth';
import {
  COLLECTION_LIMITS,
  collectionCardParamsSchema,
  collectionCardWriteSchema,
  collectionImportQuerySchema,
  collectionWriteSchema,
} from '../../contract/collection';
import { allowOnly, readAdmittedUser } from '../auth/current-user';
import { sendError } from '../http/error-replies';
import { answerOversizedUpload, readUploadedText } from '../http/text-upload';
import type { ZodFastify } from '../http/zod-validation';
import type { CollectionService, CollectionWriteResult } from './collection.service';

const UPLOAD_LIMIT_MB = COLLECTION_LIMITS.csvBytes / (1024 * 1024);

/** 400 naming the field that holds a card id the catalogue does not have. */
function sendWrite<T>(reply: FastifyReply, result: CollectionWriteResult<T>): FastifyReply {
  if (result.ok) return reply.send(result.value);
  return sendError(
    reply,
    400,
    'invalid_request',
    `El campo «${result.field}» no es válido: no hay ninguna carta con ese id en el catálogo.`,
  );
}

/**
 * 'Mi colección' of the signed-in player (issue 17). Every route admits accounts only, before the
 * body is read; a player reads and writes only their own collection.
 */
export function registerCollectionRoutes(app: ZodFastify, collection: CollectionService): void {
  const onRequest = allowOnly(USER_ROLES);
  const ownerOf = (request: Parameters<typeof readAdmittedUser>[0]) => readAdmittedUser(request).id;

  app.get(API_PATHS.collection, { onRequest }, (request) =>
    collection.readCollection(ownerOf(request)),
  );
  app.put(
    API_PATHS.collection,
    { onRequest, schema: { body: collectionWriteSchema } },
    async (request, reply) =>
      sendWrite(reply, await collection.setCards(ownerOf(request), request.body)),
  );
  app.put(
    `${API_PATHS.collection}/cards/:cardId`,
    { onRequest, schema: { params: collectionCardParamsSchema, body: collectionCardWriteSchema } },
    async (request, reply) =>
      sendWrite(
        reply,
        await collection.setCard(ownerOf(request), request.params.cardId, request.body.count),
      ),
  );
  app.get(API_PATHS.collectionCsv, { onRequest }, async (request, reply) =>
    reply
      .header('content-disposition', 'attachment; filename="grimorio-coleccion.csv"')
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(await collection.exportCsv(ownerOf(request))),
  );
  // The file travels as plain text, as the catalogue import's does; a larger one is refused
  // before it is read.
  app.post(
    API_PATHS.collectionImport,
    {
      onRequest,
      bodyLimit: COLLECTION_LIMITS.csvBytes,
      schema: { querystring: collectionImportQuerySchema },
      errorHandler: answerOversizedUpload(`El archivo supera el límite de ${UPLOAD_LIMIT_MB} MB.`),
    },
    async (request, reply) => {
      const text = readUploadedText(request.body, reply);
      if (text === null) return reply;
      const read = await collection.importCsv(ownerOf(request), text, request.query.mode);
      if (!read.ok) return sendError(reply, 400, read.error, read.message);
      return reply.send(read.result);
    },
  );
}
