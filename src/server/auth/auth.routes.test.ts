import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, meResponseSchema } from '../../contract/auth';
import { errorBodySchema } from '../../contract/errors';
import { useSeededTestApp } from '../testing/seeded-test-app';
import {
  makeEmail,
  readSessionCookie,
  SAME_ORIGIN,
  SESSION_COOKIE_NAME,
  signIn,
  signInAs,
  TEST_PASSWORD,
} from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('accounts and sessions on %s', (kind) => {
  const testApp = useSeededTestApp(kind, { authRateLimits: { signInPerAccount: 3 } });

  async function signUp(payload: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signUp,
      headers: { origin: SAME_ORIGIN },
      payload,
    });
  }

  async function readMe(cookie?: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.me,
      headers: cookie === undefined ? {} : { cookie },
    });
    expect(response.statusCode).toBe(200);
    return meResponseSchema.parse(response.json()).user;
  }

  it('tells a visitor without a session that nobody is signed in', async () => {
    expect(await readMe()).toBeNull();
  });

  it('signs a new person up as a player and keeps them signed in', async () => {
    const email = makeEmail('nueva');

    const response = await signUp({ email, password: TEST_PASSWORD, name: 'Nueva Jugadora' });

    expect(response.statusCode).toBe(200);
    const cookie = readSessionCookie(response);
    expect(cookie).not.toBeNull();
    expect(await readMe(cookie ?? '')).toEqual({
      id: expect.any(String),
      email,
      name: 'Nueva Jugadora',
      role: 'player',
    });
  });

  it('never lets someone choose their own role when signing up', async () => {
    const email = makeEmail('ambiciosa');

    const response = await signUp({ email, password: TEST_PASSWORD, name: 'Ana', role: 'admin' });

    expect(response.statusCode).toBe(200);
    expect((await readMe(readSessionCookie(response) ?? ''))?.role).toBe('player');
  });

  it('sets the session cookie httpOnly, SameSite=Lax and not Secure on plain http', async () => {
    const response = await signUp({ email: makeEmail(), password: TEST_PASSWORD, name: 'Eva' });

    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('keeps the session token out of the response body, so only the cookie carries it', async () => {
    const response = await signUp({ email: makeEmail(), password: TEST_PASSWORD, name: 'Iris' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('token');
  });

  it('refuses a second account with the same email in Spanish', async () => {
    const email = makeEmail('repetida');
    await signUp({ email, password: TEST_PASSWORD, name: 'Primera' });

    const response = await signUp({ email, password: TEST_PASSWORD, name: 'Segunda' });

    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).message).toBe(
      'Ya existe una cuenta con ese correo.',
    );
  });

  it.each([
    ['email', { email: 'no-es-un-correo', password: TEST_PASSWORD, name: 'Olga' }],
    ['password', { email: makeEmail(), password: 'corta', name: 'Olga' }],
    ['name', { email: makeEmail(), password: TEST_PASSWORD, name: '  ' }],
  ])('answers a sign-up with a bad %s with 400 naming the field', async (field, payload) => {
    const response = await signUp(payload);

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain(`«${field}»`);
  });

  it('signs in with email and password, ignoring the email’s case', async () => {
    const { user } = await signInAs(testApp, 'editor', { email: makeEmail('editora') });

    const cookie = await signIn(testApp, user.email.toUpperCase());

    expect(await readMe(cookie)).toEqual(user);
  });

  it('refuses a wrong password in Spanish without saying which part was wrong', async () => {
    const { user } = await signInAs(testApp, 'player');

    const response = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signIn,
      headers: { origin: SAME_ORIGIN },
      payload: { email: user.email, password: 'otra-contraseña' },
    });

    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: 'invalid_email_or_password',
      message: 'Correo o contraseña incorrectos.',
    });
    expect(readSessionCookie(response)).toBeNull();
  });

  it('signs out: the cookie is cleared and the old session no longer counts', async () => {
    const { cookie } = await signInAs(testApp, 'player');

    const response = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signOut,
      headers: { cookie, origin: SAME_ORIGIN },
    });

    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(await readMe(cookie)).toBeNull();
  });

  it('ignores a forged session cookie', async () => {
    expect(await readMe(`${SESSION_COOKIE_NAME}=inventada.firma`)).toBeNull();
  });

  it('slows down password guessing on one email after a few attempts, with a Spanish 429', async () => {
    const { user } = await signInAs(testApp, 'player');
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: AUTH_PATHS.signIn,
        headers: { origin: SAME_ORIGIN },
        payload: { email: user.email, password: 'adivinanza' },
      });

    // signInAs used one of the three attempts of this minute.
    const statuses = [(await attempt()).statusCode, (await attempt()).statusCode];
    const blocked = await attempt();

    expect(statuses).toEqual([401, 401]);
    expect(blocked.statusCode).toBe(429);
    expect(errorBodySchema.parse(blocked.json()).error).toBe('rate_limited');
    const otherEmail = await signInAs(testApp, 'player');
    expect(otherEmail.cookie).not.toBe('');
  });
});

describe('session cookies behind an https address', () => {
  const testApp = useSeededTestApp('pglite', { appOrigin: 'https://grimorio.example' });

  it('marks the session cookie Secure when APP_ORIGIN is https', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signUp,
      headers: { origin: 'https://grimorio.example' },
      payload: { email: makeEmail(), password: TEST_PASSWORD, name: 'Segura' },
    });

    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) =>
      candidate.name.endsWith(SESSION_COOKIE_NAME),
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  });
});
