import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_PATHS, type CurrentUser, type UserRole } from '../../contract/auth';
import { AUTH_COOKIE_PREFIX } from '../auth/auth-instance';
import { provisionAccount } from '../users/account-provisioning';
import type { TestApp } from './test-app';

/** `app.inject` sends `Host: localhost:80`; a browser on that page sends this Origin. */
export const SAME_ORIGIN = 'http://localhost';

export const TEST_PASSWORD = 'contraseña-de-prueba';

/** A signed-in account and the headers its browser sends with a state-changing request. */
export interface SignedInAccount {
  user: CurrentUser;
  cookie: string;
  headers: { cookie: string; origin: string };
}

export const SESSION_COOKIE_NAME = `${AUTH_COOKIE_PREFIX}.session_token`;

/** The `name=value` of the session cookie a response sets, or null. */
export function readSessionCookie(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((candidate) => candidate.name.endsWith(SESSION_COOKIE_NAME));
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

/** A unique email, so accounts of different tests never collide. */
export function makeEmail(label = 'usuario'): string {
  return `${label}-${randomUUID().slice(0, 8)}@grimorio.test`;
}

/** Signs in through the HTTP API, as a browser would; throws when it fails (test setup). */
export async function signIn(
  testApp: Pick<TestApp, 'app'>,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: AUTH_PATHS.signIn,
    headers: { origin: SAME_ORIGIN },
    payload: { email, password },
  });
  const cookie = readSessionCookie(response);
  if (response.statusCode !== 200 || cookie === null) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** Creates an account with this role and signs it in. */
export async function signInAs(
  testApp: Pick<TestApp, 'app' | 'auth' | 'database'>,
  role: UserRole,
  overrides: { email?: string; name?: string } = {},
): Promise<SignedInAccount> {
  const email = overrides.email ?? makeEmail(role);
  const provisioning = await provisionAccount(testApp.auth, testApp.database.db, {
    email,
    password: TEST_PASSWORD,
    name: overrides.name ?? `Cuenta ${role}`,
    role,
  });
  if (!provisioning.ok) throw new Error(provisioning.problems.join(' '));
  const cookie = await signIn(testApp, email);
  return { user: provisioning.user, cookie, headers: { cookie, origin: SAME_ORIGIN } };
}
