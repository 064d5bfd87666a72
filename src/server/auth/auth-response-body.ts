import { z } from 'zod';
import { translateAuthError } from './auth-error-messages';

/**
 * Fields better-auth puts in bodies that only the httpOnly cookie may carry: the session token
 * (sign-in, sign-up, get-session, list-sessions) and the provider tokens and password an
 * account record could hold. Removed at any depth, whichever endpoint answered.
 */
const SECRET_FIELDS = new Set(['token', 'accessToken', 'refreshToken', 'idToken', 'password']);

const authErrorSchema = z.object({ code: z.string().optional() });

function withoutSecretFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecretFields);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, item]) => [key, withoutSecretFields(item)]),
  );
}

/**
 * better-auth's answer as the app sends it: errors become the Spanish `{ error, message }`, and
 * successful JSON bodies lose every secret field.
 */
export function rewriteAuthResponseBody(status: number, text: string): string {
  if (text === '') return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (status >= 400) {
    const parsed = authErrorSchema.safeParse(body);
    return JSON.stringify(translateAuthError(parsed.success ? parsed.data.code : undefined));
  }
  return JSON.stringify(withoutSecretFields(body));
}
