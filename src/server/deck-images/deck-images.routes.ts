import type { FastifyReply } from 'fastify';
import { DECK_IMAGE_PATHS, deckImageRequestSchema } from '../../contract/deck-images';
import { readClientAddress } from '../http/client-address';
import { sendError } from '../http/error-replies';
import type { ZodFastify } from '../http/zod-validation';
import type { DeckImageOutcome, DeckImagesService } from './deck-images.service';

/**
 * An image costs the CPU of dozens of ordinary requests, so a client gets this share of the
 * general per-minute limit (RATE_LIMIT_PER_MINUTE): 20 images a minute with the default 1,000.
 */
const REQUESTS_PER_IMAGE = 50;

const BUSY_RETRY_AFTER_SECONDS = 5;

/** Images a client may ask for per minute, given the general limit. */
export function countDeckImagesPerMinute(rateLimitPerMinute: number): number {
  return Math.max(1, Math.floor(rateLimitPerMinute / REQUESTS_PER_IMAGE));
}

function sendDeckImage(reply: FastifyReply, outcome: DeckImageOutcome): FastifyReply {
  if (outcome.ok) {
    return reply.type('image/png').header('cache-control', 'no-store').send(outcome.png);
  }
  if (outcome.reason === 'damaged') {
    return sendError(reply, 503, 'database_damaged', outcome.message);
  }
  reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  return sendError(
    reply,
    503,
    'deck_images_busy',
    'El servidor está generando muchas imágenes. Vuelve a intentarlo en unos segundos.',
  );
}

/**
 * `POST /api/deck-images`: a deck in, a PNG out. No account needed: rendering changes nothing
 * and reads only the public catalogue and formats. It is CPU work, so each client address is
 * limited per minute; the limit is counted on every request (before the body is read), so a
 * flood of bad bodies is stopped as early as one of good ones.
 */
export function registerDeckImagesRoutes(
  app: ZodFastify,
  deckImages: DeckImagesService,
  rateLimitPerMinute: number,
): void {
  app.post(
    DECK_IMAGE_PATHS.deckImages,
    {
      schema: { body: deckImageRequestSchema },
      config: {
        rateLimit: {
          max: countDeckImagesPerMinute(rateLimitPerMinute),
          timeWindow: '1 minute',
          hook: 'onRequest',
          keyGenerator: readClientAddress,
        },
      },
    },
    async (request, reply) => sendDeckImage(reply, await deckImages.renderDeckImage(request.body)),
  );
}
