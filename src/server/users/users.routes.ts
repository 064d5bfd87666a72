import type { FastifyReply } from 'fastify';
import {
  AUTH_PATHS,
  roleChangeRequestSchema,
  userIdParamsSchema,
  type MeResponse,
} from '../../contract/auth';
import { allowOnly, findCurrentUser, readAdmittedUser } from '../auth/current-user';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { RoleChange, UsersService } from './users.service';

const ADMIN_ONLY = ['admin'] as const;

function sendRoleChange(reply: FastifyReply, change: RoleChange): FastifyReply {
  if (change.ok) return reply.send(change.user);
  if (change.reason === 'own_role') {
    return sendError(reply, 409, 'own_role', 'No puedes cambiar tu propio rol.');
  }
  return sendError(reply, 404, 'user_not_found', 'Usuario no encontrado.');
}

export function registerUsersRoutes(app: ZodFastify, users: UsersService): void {
  app.get(AUTH_PATHS.me, async (request, reply) => {
    const body: MeResponse = { user: await findCurrentUser(request) };
    // Who is signed in differs per cookie: never let a cache answer for someone else.
    return reply.header('cache-control', 'no-store').send(body);
  });
  const onRequest = allowOnly(ADMIN_ONLY);
  app.get(AUTH_PATHS.users, { onRequest }, async () => users.listUsers());
  app.put(
    `${AUTH_PATHS.users}/:id/role`,
    { onRequest, schema: { params: userIdParamsSchema, body: roleChangeRequestSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const change = await users.changeRole(id, request.body.role, readAdmittedUser(request));
      return sendRoleChange(reply, change);
    },
  );
}
