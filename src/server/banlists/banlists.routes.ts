import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { banlistKeyParamsSchema } from '../../contract/banlist-requests';
import { banlistSchema } from '../../contract/banlists';
import { findCurrentEditor } from '../auth/current-editor';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { BanlistsService, BanlistWrite } from './banlists.service';

function sendBanlistWrite(reply: FastifyReply, result: BanlistWrite): FastifyReply {
  if (result.ok) return reply.send(result.banlist);
  if (result.reason === 'key_mismatch') {
    return sendError(
      reply,
      400,
      'invalid_request',
      'El campo «key» no coincide con la clave de la banlist en la ruta.',
    );
  }
  return sendError(
    reply,
    401,
    'unauthenticated',
    'Debes iniciar sesión como editor para modificar las banlists oficiales.',
  );
}

/**
 * The body is validated before the caller's identity so that a malformed request is answered
 * with the offending field (400) and a well-formed one from an anonymous caller with 401.
 */
export function registerBanlistsRoutes(app: ZodFastify, banlists: BanlistsService): void {
  app.get(API_PATHS.banlists, () => banlists.listBanlists());
  app.put(
    `${API_PATHS.banlists}/:key`,
    { schema: { params: banlistKeyParamsSchema, body: banlistSchema } },
    async (request, reply) =>
      sendBanlistWrite(
        reply,
        await banlists.saveBanlist(request.params.key, request.body, findCurrentEditor(request)),
      ),
  );
}
