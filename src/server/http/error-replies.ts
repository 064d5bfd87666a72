import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '../../contract/errors';
import { describeDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from './database-outage';
import { RequestValidationError } from './zod-validation';

/** Sends the `{ error, message }` body every failure of the API has. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  error: string,
  message: string,
): FastifyReply {
  const body: ErrorBody = { error, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

const BAD_REQUEST: ErrorBody = { error: 'bad_request', message: 'La solicitud no es válida.' };

const CLIENT_ERRORS: Record<number, ErrorBody> = {
  400: BAD_REQUEST,
  404: { error: 'not_found', message: 'Recurso no encontrado.' },
  405: { error: 'method_not_allowed', message: 'Método no permitido.' },
  406: { error: 'not_acceptable', message: 'Formato de respuesta no disponible.' },
  413: { error: 'payload_too_large', message: 'El cuerpo de la solicitud es demasiado grande.' },
  415: { error: 'unsupported_media_type', message: 'Tipo de contenido no admitido.' },
  429: {
    error: 'rate_limited',
    message: 'Demasiadas solicitudes. Espera un momento antes de volver a intentarlo.',
  },
};

function hasStatusCode(error: unknown): error is Pick<FastifyError, 'statusCode' | 'code'> {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

/** 503 with Retry-After: the database is away, the client should simply try again soon. */
export function sendDatabaseOutage(reply: FastifyReply, message: string): FastifyReply {
  reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  return sendError(reply, 503, 'database_unavailable', message);
}

/**
 * Every thrown error becomes the JSON error shape: validation failures name the field, other
 * client errors get a Spanish message, an unreachable database a 503 to retry, and anything else
 * is logged and hidden behind a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RequestValidationError) {
      return sendError(reply, 400, 'invalid_request', error.message);
    }
    const statusCode = hasStatusCode(error) ? (error.statusCode ?? 500) : 500;
    if (statusCode >= 400 && statusCode < 500) {
      const isJsonSyntax = hasStatusCode(error) && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
      const known = isJsonSyntax
        ? { error: 'invalid_json', message: 'El cuerpo de la solicitud no es JSON válido.' }
        : (CLIENT_ERRORS[statusCode] ?? BAD_REQUEST);
      return sendError(reply, statusCode, known.error, known.message);
    }
    const outage = describeDatabaseOutage(error);
    if (outage !== null) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendDatabaseOutage(reply, outage);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Error interno del servidor.');
  });
}
