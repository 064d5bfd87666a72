import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1), and lone
 * UTF-16 surrogates. PostgreSQL refuses NUL in text and `\u0000` or a lone surrogate in jsonb,
 * and none of them belongs in a card, a name or a password.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Whether a text holds a character no field of the API accepts (see FORBIDDEN_CHARACTER). */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/** The sentence every refusal of such a character uses, naming the field («» when it is the body). */
export function describeForbiddenCharacters(field: string): string {
  return field === ''
    ? 'El cuerpo de la solicitud contiene caracteres no permitidos.'
    : `El campo «${field}» contiene caracteres no permitidos.`;
}

/** Longest texts the API stores, in characters; generous for real data, small for a flood. */
export const TEXT_MAX_LENGTH = {
  /** Names: card, edition, race, illustrator, format, account. */
  name: 200,
  /** An image address (browsers and servers agree on a few thousand characters at most). */
  url: 4096,
  /** Free text of a card: ability, flavour text. */
  paragraph: 10_000,
  /** Structured effects written as a JSON string. */
  json: 200_000,
  /** Opaque identifiers: accounts, AI suggestions, banlist keys. */
  identifier: 128,
} as const;

/** A text of at most `maxLength` characters without control characters. */
export function boundedText(maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .refine((text) => !hasForbiddenCharacters(text), {
      message: 'contiene caracteres no permitidos',
    });
}

/** A PostgreSQL `integer` (int4) column: -2147483648 to 2147483647. */
export const int4Schema = builtOnFirstUse(() => z.int32());

/** A row id or version: a positive PostgreSQL `integer`. */
export const rowIdSchema = builtOnFirstUse(() => z.int32().positive());

const DECIMAL_ID = /^[1-9]\d*$/;

/**
 * A row id in a path (`/api/cards/:id`): plain decimal digits, no sign, exponent or spaces, that
 * fit a positive PostgreSQL `integer`.
 */
export const rowIdParamSchema = builtOnFirstUse(() =>
  z
    .string()
    .regex(DECIMAL_ID, { message: 'debe ser un número entero positivo' })
    .transform(Number)
    .pipe(z.int32({ message: 'es demasiado grande' }).positive()),
);
