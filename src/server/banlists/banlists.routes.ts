import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import { banlistKeyParamsSchema } from '../../contract/banlist-requests';
import { banlistSchema } from '../../contract/banlists';
import { EDITOR_ROLES } from '../../contract/auth';
import { allowOnly, readAdmittedUser } from '../auth/current-user';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { BanlistsService, BanlistWrite } from './banlists.service';

function sendBanlistWrite(reply: FastifyReply, result: BanlistWrite): FastifyReply {
  if (result.ok) return reply.send(result.banlist);
  return sendError(
    reply,
    400,
    'invalid_request',
    'El campo «key» no coincide con la clave de la banlist en la ruta.',
  );
}

/**
 * Editors and admins publish official formats. Who calls is checked before the body is read: a
 * visitor gets 401 and a player 403 whatever they send; only then does a malformed body get 400.
 */
export function registerBanlistsRoutes(app: ZodFastify, banlists: BanlistsService): void {
  app.get(API_PATHS.banlists, () => banlists.listPublishedBanlists());
  // Formats are public, and so are their earlier lists.
  app.get(
    `${API_PATHS.banlists}/:key/history`,
    { schema: { params: banlistKeyParamsSchema } },
    async (request, reply) => {
      const history = await banlists.readHistory(request.params.key);
      if (history === null) {
        return sendError(reply, 404, 'banlist_not_found', 'No existe una banlist con esa clave.');
      }
      return reply.send(history);
    },
  );
  app.put(
    `${API_PATHS.banlists}/:key`,
    {
      onRequest: allowOnly(EDITOR_ROLES),
      schema: { params: banlistKeyParamsSchema, body: banlistSchema },
    },
    async (request, reply) =>
      sendBanlistWrite(
        reply,
        await banlists.saveBanlist(request.params.key, request.body, readAdmittedUser(request)),
      ),
  );
}
