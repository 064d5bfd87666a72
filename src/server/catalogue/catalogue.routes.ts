import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { catalogueExportQuerySchema } from '../../contract/catalogue-transfer';
import { matchesEtag } from '../cards/catalogue-snapshot';
import type { Database } from '../db/connect';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { CatalogueExports } from './catalogue-export.service';
import type { CatalogueFormat } from './catalogue-file';
import { getCatalogueInfo } from './catalogue.service';

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
}
