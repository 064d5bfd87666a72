import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { banlistKeyParamsSchema } from '../../contract/banlist-requests';
import { banlistSchema } from '../../contract/banlists';
import { EDITOR_ROLES } from '../../contract/auth';
import { requireRole, sendAccessDenied } from '../auth/current-user';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { BanlistsService, BanlistWrite } from './banlists.service';

function sendBanlistWrite(reply: FastifyReply, result: BanlistWrite): FastifyReply {
  if (result.ok) return reply.send(result.banlist);
  if ('reason' in result) {
    return sendError(
      reply,
      400,
      'invalid_request',
      'El campo «key» no coincide con la clave de la banlist en la ruta.',
    );
  }
  return sendAccessDenied(reply, result);
}

/**
 * The body is validated before the caller's identity so that a malformed request is answered
 * with the offending field (400), a well-formed one from a visitor with 401 and from a player
 * with 403; editors and admins publish official formats.
 */
export function registerBanlistsRoutes(app: ZodFastify, banlists: BanlistsService): void {
  app.get(API_PATHS.banlists, () => banlists.listBanlists());
  app.put(
    `${API_PATHS.banlists}/:key`,
    { schema: { params: banlistKeyParamsSchema, body: banlistSchema } },
    async (request, reply) =>
      sendBanlistWrite(
        reply,
        await banlists.saveBanlist(
          request.params.key,
          request.body,
          await requireRole(request, EDITOR_ROLES),
        ),
      ),
  );
}
