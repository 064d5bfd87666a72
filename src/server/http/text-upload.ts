import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-replies';

/**
 * The route option `errorHandler` of a file uploaded as text: a body over the route's
 * `bodyLimit` answers 413 with `message`; any other error goes on to the app's handler.
 */
export function answerOversizedUpload(message: string) {
  return (error: unknown, _request: FastifyRequest, reply: FastifyReply) => {
    if ((error as { statusCode?: number }).statusCode !== 413) throw error;
    return sendError(reply, 413, 'payload_too_large', message);
  };
}

/**
 * The uploaded file's text; null after answering 415 when the body came as anything but text
 * (the JSON body parser would have read a file sent as JSON as a request).
 */
export function readUploadedText(body: unknown, reply: FastifyReply): string | null {
  if (typeof body === 'string') return body;
  void sendError(
    reply,
    415,
    'unsupported_media_type',
    'Envía el archivo como texto (Content-Type: text/plain; charset=utf-8).',
  );
  return null;
}
