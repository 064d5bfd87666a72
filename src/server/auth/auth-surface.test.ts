import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, meResponseSchema } from '../../contract/auth';
import { errorBodySchema } from '../../contract/errors';
import type { Database } from '../db/connect';
import { accounts, sessions, users, verifications } from '../db/schema';
import { listAppRoutes } from '../testing/app-routes';
import { useSeededTestApp } from '../testing/seeded-test-app';
import {
  makeEmail,
  readSessionCookie,
  SAME_ORIGIN,
  SESSION_COOKIE_NAME,
  signInAs,
  TEST_PASSWORD,
  type SignedInAccount,
} from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

/** Every row better-auth keeps, for "refused means unchanged" on its endpoints. */
async function readAccountState(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    sessions: await db.select().from(sessions).orderBy(asc(sessions.id)),
    accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
    verifications: await db.select().from(verifications).orderBy(asc(verifications.id)),
  };
}

/** better-auth endpoints the product never uses: method, name, the body that would have used it. */
const UNSERVED_ENDPOINTS = [
  ['POST', 'update-user', { name: 'Otro nombre' }],
  ['POST', 'change-email', { newEmail: 'otra@grimorio.test' }],
  [
    'POST',
    'change-password',
    { currentPassword: TEST_PASSWORD, newPassword: 'otra-contraseña-larga' },
  ],
  ['POST', 'delete-user', { password: TEST_PASSWORD }],
  ['GET', 'list-sessions', undefined],
  ['POST', 'revoke-sessions', {}],
  ['POST', 'reset-password', { newPassword: 'otra-contraseña-larga', token: 'abc' }],
] as const;

describe.each(listTestDatabaseKinds())('the accounts API better-auth serves on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  function send(
    method: 'GET' | 'POST',
    url: string,
    account: SignedInAccount,
    payload?: Record<string, unknown>,
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: account.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  async function readMe(cookie: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.me,
      headers: { cookie },
    });
    return meResponseSchema.parse(response.json()).user;
  }

  /** Sends a request meant for an unserved endpoint and checks it left every account alone. */
  async function expectNotServed(
    account: SignedInAccount,
    sendRequest: () => Promise<{ statusCode: number; json: () => unknown }>,
  ) {
    const handler = vi.spyOn(testApp.auth, 'handler');
    const before = await readAccountState(testApp.database.db);

    const response = await sendRequest();

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('not_found');
    expect(handler).not.toHaveBeenCalled();
    expect(await readAccountState(testApp.database.db)).toEqual(before);
    expect(await readMe(account.cookie)).toEqual(account.user);
  }

  it('routes only sign-in, sign-up, sign-out and get-session under /api/auth', () => {
    const authRoutes = listAppRoutes(testApp.app)
      .filter(({ path }) => path.startsWith(`${AUTH_PATHS.authBase}/`))
      .map(({ method, path }) => `${method} ${path}`)
      .sort();

    expect(authRoutes).toEqual(
      [
        `GET ${AUTH_PATHS.getSession}`,
        `POST ${AUTH_PATHS.signIn}`,
        `POST ${AUTH_PATHS.signOut}`,
        `POST ${AUTH_PATHS.signUp}`,
      ].sort(),
    );
  });

  it('answers update-user {"name":null} with 404 and changes nothing', async () => {
    const player = await signInAs(testApp, 'player');

    await expectNotServed(player, () =>
      send('POST', `${AUTH_PATHS.authBase}/update-user`, player, { name: null }),
    );
  });

  it('never stores a javascript: image or a 100,000-character name through update-user', async () => {
    const player = await signInAs(testApp, 'player');

    await expectNotServed(player, () =>
      send('POST', `${AUTH_PATHS.authBase}/update-user`, player, {
        name: 'x'.repeat(100_000),
        image: 'javascript:alert(1)',
      }),
    );
  });

  it.each(UNSERVED_ENDPOINTS)(
    'answers %s %s with 404 for a signed-in user and changes nothing',
    async (method, name, payload) => {
      const player = await signInAs(testApp, 'player');

      await expectNotServed(player, () =>
        send(method, `${AUTH_PATHS.authBase}/${name}`, player, payload),
      );
    },
  );

  it('still signs up, signs in, reads the session and signs out as the client does', async () => {
    const email = makeEmail('superficie');
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signUp,
      headers: { origin: SAME_ORIGIN },
      payload: { email, password: TEST_PASSWORD, name: 'Sol' },
    });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signIn,
      headers: { origin: SAME_ORIGIN },
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = readSessionCookie(signIn) ?? '';

    const session = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.getSession,
      headers: { cookie },
    });
    // The client posts `{}` as JSON (session.ts); the body is dropped, not forwarded.
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signOut,
      headers: { cookie, origin: SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });

    expect([signUp.statusCode, signIn.statusCode, session.statusCode]).toEqual([200, 200, 200]);
    expect(session.json()).toMatchObject({ user: { email } });
    expect(signOut.statusCode).toBe(200);
    const cleared = signOut.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(await readMe(cookie)).toBeNull();
  });
});
