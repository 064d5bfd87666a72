import { CSRF_REFUSAL } from '../../contract/auth';
import type { ErrorBody } from '../../contract/errors';

/** better-auth's error codes the app's screens can meet, in the app's language. */
const SPANISH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Correo o contraseña incorrectos.',
  INVALID_EMAIL: 'El correo electrónico no es válido.',
  INVALID_PASSWORD: 'La contraseña no es correcta.',
  PASSWORD_TOO_SHORT: 'La contraseña es demasiado corta.',
  PASSWORD_TOO_LONG: 'La contraseña es demasiado larga.',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con ese correo.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con ese correo.',
  FAILED_TO_CREATE_USER: 'No se pudo crear la cuenta.',
  FAILED_TO_CREATE_SESSION: 'No se pudo iniciar la sesión.',
  SESSION_EXPIRED: 'La sesión ha caducado. Vuelve a iniciar sesión.',
  FIELD_NOT_ALLOWED: 'La solicitud incluye un campo que no se puede modificar.',
  INVALID_ORIGIN: CSRF_REFUSAL.message,
  MISSING_OR_NULL_ORIGIN: CSRF_REFUSAL.message,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: CSRF_REFUSAL.message,
};

const FALLBACK_MESSAGE = 'No se pudo completar la operación de la cuenta.';

/** The app's `{ error, message }` for an error better-auth reported as `{ code, message }`. */
export function translateAuthError(code: string | undefined): ErrorBody {
  if (code === undefined) return { error: 'auth_error', message: FALLBACK_MESSAGE };
  const isOriginRefusal = SPANISH_MESSAGES[code] === CSRF_REFUSAL.message;
  return {
    error: isOriginRefusal ? CSRF_REFUSAL.error : code.toLowerCase(),
    message: SPANISH_MESSAGES[code] ?? FALLBACK_MESSAGE,
  };
}
