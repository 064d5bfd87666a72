import type { FastifyReply, FastifyRequest } from 'fastify';
import { AI_PATHS, cardSuggestionRequestSchema, type ProviderFailure } from '../../contract/ai';
import { EDITOR_ROLES } from '../../contract/auth';
import { allowOnly, readAdmittedUser } from '../auth/current-user';
import { sendError } from '../http/error-replies';
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
  return `ai-user:${readAdmittedUser(request).id}`;
}

/**
 * The AI card reading, for editors and admins, rate-limited per user; its stats, for admins.
 * Who calls is checked before the body is read, as for the card writes.
 */
export function registerAiRoutes(app: ZodFastify, ai: AiService, readingsPerMinute: number): void {
  app.post(
    AI_PATHS.cardSuggestion,
    {
      onRequest: allowOnly(EDITOR_ROLES),
      schema: { body: cardSuggestionRequestSchema },
      config: {
        rateLimit: {
          max: readingsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: identifyReader,
        },
      },
    },
    async (request, reply) => {
      const reader = readAdmittedUser(request);
      return sendSuggestion(reply, await ai.suggestCard(request.body, reader, request.log));
    },
  );
  app.get(AI_PATHS.stats, { onRequest: allowOnly(['admin']) }, () => ai.getStats());
}
