import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';

/** Lets route schemas be zod schemas from src/contract, typing `request.params`/`body`/`query`. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const spanishErrors = z.locales.es().localeError;

/** A request part that failed its schema; the message names the first offending field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'RequestValidationError';
    this.field = field;
  }
}

/** What the whole request part is called when an issue names no field inside it. */
const WHOLE_PART_PROBLEM: Record<string, string> = {
  body: 'El cuerpo de la solicitud no es válido',
  querystring: 'La consulta de la dirección no es válida',
  params: 'La ruta de la solicitud no es válida',
  headers: 'Las cabeceras de la solicitud no son válidas',
};

/**
 * Spanish sentence naming the field at `path` (e.g. «rules.minAllies») and what is wrong with it;
 * an unknown key is named as the field. `part` is the request part the value came from.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  part = 'body',
): { field: string; message: string } {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const field = [...path, issue.keys[0] ?? ''].join('.');
    return { field, message: `El campo «${field}» no se admite: ${issue.message}.` };
  }
  const field = path.join('.');
  const message =
    field === ''
      ? `${WHOLE_PART_PROBLEM[part] ?? 'La solicitud no es válida'}: ${issue.message}.`
      : `El campo «${field}» no es válido: ${issue.message}.`;
  return { field, message };
}

/** Fastify validator compiler that parses each request part with its zod schema. */
export const compileZodValidator: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data) => {
    const result = schema.safeParse(data, { error: spanishErrors });
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    const { field, message } = first
      ? describeIssue(first, httpPart)
      : { field: '', message: 'Solicitud no válida.' };
    return { error: new RequestValidationError(field, message) };
  };
};

/** The Fastify instance routes are registered on: zod schemas type each request part. */
export type ZodFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
