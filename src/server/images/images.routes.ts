import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { thumbnailQuerySchema } from '../../contract/image-requests';
import { IMAGE_PATH_PREFIX } from '../../contract/api-paths';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { DemoImagesService, ImageLookup } from './demo-images.service';

/** A week: demo images only change with a new release, and thumbnails follow their source. */
const IMAGE_CACHE_CONTROL = 'public, max-age=604800';

function sendImage(reply: FastifyReply, lookup: ImageLookup): FastifyReply {
  if (!lookup.ok) return sendError(reply, 404, 'image_not_found', 'Imagen no encontrada.');
  return reply
    .type('image/webp')
    .header('content-length', lookup.image.size)
    .header('last-modified', lookup.image.modifiedAt.toUTCString())
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .send(createReadStream(lookup.image.path));
}

// Any file name reaches the service, which answers 404 (not 400) for names that are not images.
const anyFileParamsSchema = z.object({ file: z.string() });

export function registerImagesRoutes(app: ZodFastify, images: DemoImagesService): void {
  app.get(
    `${IMAGE_PATH_PREFIX}demo/:file`,
    { schema: { params: anyFileParamsSchema, querystring: thumbnailQuerySchema } },
    async (request, reply) =>
      sendImage(reply, await images.getImage(request.params.file, request.query.w)),
  );
}
