import { API_PATHS } from '../../contract/api-paths';
import type { CardsService } from '../cards/cards.service';
import type { DatabaseConnection } from '../db/connect';
import { sendDatabaseOutage, sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import { checkHealth } from './health.service';

export function registerHealthRoutes(
  app: ZodFastify,
  database: DatabaseConnection,
  cards: CardsService,
): void {
  app.get(API_PATHS.health, async (_request, reply) => {
    const check = await checkHealth(database, cards);
    reply.header('cache-control', 'no-store');
    if (check.ok) return reply.send(check.health);
    if (check.error === 'database_unavailable') return sendDatabaseOutage(reply, check.message);
    return sendError(reply, 503, check.error, check.message);
  });
}
