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

/** Spanish sentence naming the field at `path` (e.g. «rules.minAllies») and what is wrong with it. */
export function describeIssue(issue: z.core.$ZodIssue): { field: string; message: string } {
  const field = issue.path.map(String).join('.');
  const message =
    field === ''
      ? `El cuerpo de la solicitud no es válido: ${issue.message}.`
      : `El campo «${field}» no es válido: ${issue.message}.`;
  return { field, message };
}

/** Fastify validator compiler that parses each request part with its zod schema. */
export const compileZodValidator: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    const result = schema.safeParse(data, { error: spanishErrors });
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    const { field, message } = first
      ? describeIssue(first)
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
