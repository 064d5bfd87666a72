import type { FastifyReply, FastifyRequest } from 'fastify';
import { AI_PATHS, cardSuggestionRequestSchema, type ProviderFailure } from '../../contract/ai';
import { EDITOR_ROLES } from '../../contract/auth';
import { findCurrentUser, requireRole, sendAccessDenied } from '../auth/current-user';
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
async function identifyReader(request: FastifyRequest): Promise<string> {
  const user = await findCurrentUser(request);
  return user === null ? `ai-ip:${request.ip}` : `ai-user:${user.id}`;
}

/**
 * The AI card reading, for editors and admins, rate-limited per user; its stats, for admins.
 * The body is validated before the caller's identity, as for the card writes.
 */
export function registerAiRoutes(app: ZodFastify, ai: AiService, readingsPerMinute: number): void {
  app.post(
    AI_PATHS.cardSuggestion,
    {
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
      const access = await requireRole(request, EDITOR_ROLES);
      if (!access.ok) return sendAccessDenied(reply, access);
      return sendSuggestion(reply, await ai.suggestCard(request.body, access.user, request.log));
    },
  );
  app.get(AI_PATHS.stats, async (request, reply) => {
    const access = await requireRole(request, ['admin']);
    if (!access.ok) return sendAccessDenied(reply, access);
    return reply.send(await ai.getStats());
  });
}
