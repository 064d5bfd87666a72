import type { FastifyReply, FastifyRequest } from 'fastify';
import { AI_PATHS, cardSuggestionRequestSchema, type ProviderFailure } from '../../contract/ai';
import { EDITOR_ROLES } from '../../contract/auth';
import { allowOnly, readAdmittedUser } from '../auth/current-user';
import { createAttemptLimitHook, MINUTE_MS } from '../http/attempt-limit';
import { sendError } from '../http/error-replies';
import type { RateLimitStore } from '../http/rate-limit-store';
import type { ZodFastify } from '../http/zod-validation';
import type { AiService, CardSuggestionOutcome } from './ai.service';

function sendSuggestion(reply: FastifyReply, outcome: CardSuggestionOutcome): FastifyReply {
  if (outcome.ok) return reply.send(outcome.response);
  if (outcome.statusCode === 502) {
    const body: ProviderFailure = {
      error: outcome.error,
      message: outcome.message,
      fallback: outcome.fallback,
    };
    return reply.code(502).send(body);
  }
  if (outcome.detail === undefined) {
    return sendError(reply, outcome.statusCode, outcome.error, outcome.message);
  }
  return reply
    .code(outcome.statusCode)
    .send({ error: outcome.error, message: outcome.message, detail: outcome.detail });
}

/** Each editor's readings are counted apart: one busy editor does not slow down the others. */
function identifyReader(request: FastifyRequest): string {
  return readAdmittedUser(request).id;
}

/**
 * The AI card reading, for editors and admins, limited per user in `limits` (shared by every
 * instance on one PostgreSQL, issue 20); its stats, for admins. Who calls is checked before the
 * body is read, as for the card writes; the reading is counted once the body is valid.
 */
export function registerAiRoutes(
  app: ZodFastify,
  ai: AiService,
  readingsPerMinute: number,
  limits: RateLimitStore,
): void {
  const limitReadings = createAttemptLimitHook(limits, {
    name: 'ai-reading',
    max: readingsPerMinute,
    windowMs: MINUTE_MS,
    keyOf: identifyReader,
  });
  app.post(
    AI_PATHS.cardSuggestion,
    {
      onRequest: allowOnly(EDITOR_ROLES),
      schema: { body: cardSuggestionRequestSchema },
      preHandler: limitReadings,
    },
    async (request, reply) => {
      const reader = readAdmittedUser(request);
      return sendSuggestion(reply, await ai.suggestCard(request.body, reader, request.log));
    },
  );
  app.get(AI_PATHS.stats, { onRequest: allowOnly(['admin']) }, () => ai.getStats());
}
