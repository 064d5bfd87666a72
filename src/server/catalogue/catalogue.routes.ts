import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import {
  CATALOGUE_UPLOAD_LIMIT_BYTES,
  catalogueExportQuerySchema,
  catalogueImportQuerySchema,
  type CatalogueImportRefusal,
  type CatalogueImportResponse,
} from '../../contract/catalogue-transfer';
import { summariseCatalogueDiff } from '../../domain/cards/catalogue-diff';
import { allowOnly } from '../auth/current-user';
import { matchesEtag } from '../http/revalidated-body';
import type { Database } from '../db/connect';
import { sendError } from '../http/error-replies';
import { answerOversizedUpload, readUploadedText } from '../http/text-upload';
import type { ZodFastify } from '../http/zod-validation';
import type { CatalogueExports } from './catalogue-export.service';
import type { CatalogueFormat } from './catalogue-file';
import { importCatalogueText, type ImportResult } from './catalogue-import.service';
import { getCatalogueInfo } from './catalogue.service';

const UPLOAD_LIMIT_MB = CATALOGUE_UPLOAD_LIMIT_BYTES / (1024 * 1024);

const CONTENT_TYPES: Record<CatalogueFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

async function sendExport(
  reply: FastifyReply,
  exports: CatalogueExports,
  format: CatalogueFormat,
  ifNoneMatch: string | undefined,
): Promise<FastifyReply> {
  const file = await exports.exportCatalogue(format);
  if (!file.ok) return sendError(reply, 503, 'database_damaged', file.message);
  reply
    .header('etag', file.etag)
    .header('cache-control', 'no-cache')
    .header('content-disposition', `attachment; filename="grimorio-catalogo.${format}"`);
  if (matchesEtag(ifNoneMatch, file.etag)) return reply.code(304).send();
  return reply.type(CONTENT_TYPES[format]).send(file.body);
}

function sendImportResult(reply: FastifyReply, result: ImportResult): FastifyReply {
  if (!result.ok) {
    const refusal: CatalogueImportRefusal = {
      error: 'invalid_catalogue',
      message: `No se importó nada: ${result.problems.length} problema(s) en el archivo.`,
      problems: result.problems,
    };
    return reply.code(422).send(refusal);
  }
  const body: CatalogueImportResponse = {
    dryRun: result.dryRun,
    cardCount: result.cardCount,
    source: result.source,
    diff: summariseCatalogueDiff(result.diff),
    unresolved: result.unresolved,
  };
  return reply.send(body);
}

export function registerCatalogueRoutes(
  app: ZodFastify,
  db: Database,
  exports: CatalogueExports,
): void {
  app.get(API_PATHS.catalogue, () => getCatalogueInfo(db));
  // Anyone may read the catalogue, so anyone may download it.
  app.get(
    API_PATHS.catalogueExport,
    { schema: { querystring: catalogueExportQuerySchema } },
    (request, reply) =>
      sendExport(reply, exports, request.query.format, request.headers['if-none-match']),
  );
  // The file travels as plain text (the body parser for JSON would parse it as a request); only
  // an admin's upload is ever read, and a larger one is refused before it is.
  app.post(
    API_PATHS.catalogueImport,
    {
      onRequest: allowOnly(['admin']),
      bodyLimit: CATALOGUE_UPLOAD_LIMIT_BYTES,
      schema: { querystring: catalogueImportQuerySchema },
      errorHandler: answerOversizedUpload(
        `El archivo supera el límite de ${UPLOAD_LIMIT_MB} MB para importar desde la página. Divide el archivo o usa npm run import en el servidor.`,
      ),
    },
    async (request, reply) => {
      const text = readUploadedText(request.body, reply);
      if (text === null) return reply;
      const result = await importCatalogueText(db, text, request.query);
      return sendImportResult(reply, result);
    },
  );
}
