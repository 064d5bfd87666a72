import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { useSeededTestApp } from '../testing/seeded-test-app';
import {
  makeEmail,
  readSessionCookie,
  SAME_ORIGIN,
  SESSION_COOKIE_NAME,
  TEST_PASSWORD,
} from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/** The raw session token inside the signed cookie value (`token.signature`). */
function readSessionToken(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
  const token = decodeURIComponent(cookie?.value ?? '').split('.')[0] ?? '';
  expect(token.length).toBeGreaterThanOrEqual(16);
  return token;
}

/** Everything a client could read of a response except the cookie meant to carry the token. */
function describeVisibleParts(response: LightMyRequestResponse): string {
  const headers = Object.entries(response.headers).filter(([name]) => name !== 'set-cookie');
  return `${JSON.stringify(headers)}\n${response.body}`;
}

describe.each(listTestDatabaseKinds())('session tokens out of responses and logs on %s', (kind) => {
  const logLines: string[] = [];
  const testApp = useSeededTestApp(kind, {
    logLevel: 'trace',
    logStream: { write: (line) => logLines.push(line) },
  });

  // Anything written to the console (better-auth's default logger) counts as a log line too.
  beforeAll(() => {
    for (const method of CONSOLE_METHODS) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logLines.push(format(...args));
      });
    }
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  function post(url: string, payload: Record<string, unknown>, cookie?: string) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { origin: SAME_ORIGIN, ...(cookie === undefined ? {} : { cookie }) },
      payload,
    });
  }

  function get(url: string, cookie: string) {
    return testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  }

  async function signUpAndIn() {
    const email = makeEmail('secreta');
    const signUp = await post(AUTH_PATHS.signUp, { email, password: TEST_PASSWORD, name: 'Sol' });
    const signIn = await post(AUTH_PATHS.signIn, { email, password: TEST_PASSWORD });
    expect([signUp.statusCode, signIn.statusCode]).toEqual([200, 200]);
    return { signUp, signIn, cookie: readSessionCookie(signIn) ?? '' };
  }

  it('keeps the session token out of every body and header better-auth answers with', async () => {
    const { signUp, signIn, cookie } = await signUpAndIn();
    const tokens = [readSessionToken(signUp), readSessionToken(signIn)];

    const session = await get(AUTH_PATHS.getSession, cookie);
    const me = await get(AUTH_PATHS.me, cookie);
    const signOut = await post(AUTH_PATHS.signOut, {}, cookie);

    expect(session.json()).toMatchObject({ session: { userId: expect.any(String) } });
    expect(session.json()).not.toHaveProperty('session.token');
    for (const response of [signUp, signIn, session, me, signOut]) {
      for (const token of tokens) expect(describeVisibleParts(response)).not.toContain(token);
    }
  });

  it('never logs a session token, not even when the query that carries it fails', async () => {
    const { cookie, signIn } = await signUpAndIn();
    const token = readSessionToken(signIn);
    await get(AUTH_PATHS.getSession, cookie);

    // A session lookup that fails in the database (as in an outage or a half-applied upgrade):
    // Drizzle's error names the query's parameters, the token among them.
    await testApp.database.db.execute(sql`alter table sessions rename column user_agent to ua`);
    try {
      const failures = [
        await get(AUTH_PATHS.getSession, cookie),
        await get(AUTH_PATHS.me, cookie),
        await post(AUTH_PATHS.signOut, {}, cookie),
      ];
      expect(failures.map((response) => response.statusCode)).toContain(500);
      for (const response of failures) expect(describeVisibleParts(response)).not.toContain(token);
    } finally {
      await testApp.database.db.execute(sql`alter table sessions rename column ua to user_agent`);
    }

    const failedQueryLines = logLines.filter((line) => line.includes('Failed query'));
    expect(failedQueryLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });
});
