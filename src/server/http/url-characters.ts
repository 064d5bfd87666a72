import type { FastifyInstance } from 'fastify';
import { describeForbiddenCharacters, hasForbiddenCharacters } from '../../contract/input-bounds';
import { RequestValidationError } from './zod-validation';

/** The first path parameter or query field (decoded) holding a control character, if any. */
function findFieldWithForbiddenCharacters(part: unknown): string | null {
  if (typeof part !== 'object' || part === null) return null;
  for (const [name, value] of Object.entries(part)) {
    const texts: unknown[] = Array.isArray(value) ? value : [value];
    const isBad =
      hasForbiddenCharacters(name) ||
      texts.some((text) => typeof text === 'string' && hasForbiddenCharacters(text));
    if (isBad) return JSON.stringify(name).slice(1, -1);
  }
  return null;
}

/**
 * Refuses with 400 a request whose decoded path parameters or query (`%00`) hold a control
 * character, on every route, better-auth's included, so none reaches PostgreSQL (which
 * refuses NUL with an error that became a 500). It runs after the identity checks (onRequest).
 */
export function registerUrlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findFieldWithForbiddenCharacters(request.params) ??
      findFieldWithForbiddenCharacters(request.query);
    if (field !== null) throw new RequestValidationError(field, describeForbiddenCharacters(field));
  });
}
