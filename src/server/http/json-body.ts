import type { FastifyInstance } from 'fastify';
import { describeForbiddenCharacters } from '../../contract/input-bounds';
import {
  formatJsonPath,
  inspectJsonValue,
  isJsonTextNestedDeeperThan,
  MAX_JSON_DEPTH,
} from '../../contract/json-limits';
import { RequestValidationError } from './zod-validation';

/** Fastify's own default, stated here so the limit is visible where bodies are read. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const TOO_DEEP_MESSAGE = `El cuerpo de la solicitud tiene demasiados niveles de anidación (máximo ${MAX_JSON_DEPTH}).`;

/**
 * Replaces Fastify's JSON body parser with one that refuses, with 400, a body nested deeper than
 * MAX_JSON_DEPTH before parsing it (deep nesting overflowed the stack of later code), and any
 * string or key holding a control character (PostgreSQL refuses NUL, so it became a 500). Parsing
 * itself is Fastify's default: secure-json-parse refusing `__proto__` and `constructor.prototype`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseSecurely = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (isJsonTextNestedDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new RequestValidationError('', TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parseSecurely(request, text, (error, value: unknown) => {
        if (error !== null) {
          done(error, undefined);
          return;
        }
        const problem = inspectJsonValue(value);
        if (problem === null) done(null, value);
        else if (problem.kind === 'too_deep') {
          done(new RequestValidationError('', TOO_DEEP_MESSAGE), undefined);
        } else {
          const field = formatJsonPath(problem.path);
          done(new RequestValidationError(field, describeForbiddenCharacters(field)), undefined);
        }
      });
    },
  );
}
