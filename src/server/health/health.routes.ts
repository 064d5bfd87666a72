import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../contract/api-paths';
import type { Health } from '../../contract/cards';
import type { DatabaseConnection } from '../db/connect';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';

type HealthCheck = { ok: true; health: Health } | { ok: false };

async function checkHealth(database: DatabaseConnection): Promise<HealthCheck> {
  try {
    await database.db.execute(sql`select 1`);
    return { ok: true, health: { status: 'ok', database: database.kind } };
  } catch {
    return { ok: false };
  }
}

function sendHealth(reply: FastifyReply, check: HealthCheck): FastifyReply {
  if (check.ok) return reply.header('cache-control', 'no-store').send(check.health);
  return sendError(reply, 503, 'database_unavailable', 'La base de datos no responde.');
}

export function registerHealthRoutes(app: ZodFastify, database: DatabaseConnection): void {
  app.get(API_PATHS.health, async (_request, reply) =>
    sendHealth(reply, await checkHealth(database)),
  );
}
