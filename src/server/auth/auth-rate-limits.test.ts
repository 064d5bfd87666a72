import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { errorBodySchema } from '../../contract/errors';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { makeEmail, SAME_ORIGIN, TEST_PASSWORD } from '../testing/test-accounts';
import { usePostgresInstances } from '../testing/postgres-instances';
import type { TestApp } from '../testing/test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';

const LIMITS = { signInPerAccount: 5, signInPerAddress: 10, signUpPerAddress: 5 };

type Injectable = Pick<TestApp, 'app'>;

function trySignIn(testApp: Injectable, email: string, remoteAddress: string) {
  return testApp.app.inject({
    method: 'POST',
    url: AUTH_PATHS.signIn,
    remoteAddress,
    headers: { origin: SAME_ORIGIN },
    payload: { email, password: 'contraseña-adivinada' },
  });
}

function trySignUp(testApp: Injectable, remoteAddress: string) {
  return testApp.app.inject({
    method: 'POST',
    url: AUTH_PATHS.signUp,
    remoteAddress,
    headers: { origin: SAME_ORIGIN },
    payload: { email: makeEmail('masiva'), password: TEST_PASSWORD, name: 'Masiva' },
  });
}

/** Runs the attempts one after another and gives their status codes. */
async function collectStatuses(attempts: (() => Promise<{ statusCode: number }>)[]) {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push((await attempt()).statusCode);
  return statuses;
}

function expectLimitedAfter(statuses: number[], allowed: number, status: number): void {
  expect(statuses.slice(0, allowed)).toEqual(Array<number>(allowed).fill(status));
  expect(statuses.slice(allowed)).toEqual(Array<number>(statuses.length - allowed).fill(429));
}

describe.each(listTestDatabaseKinds())('sign-in and sign-up limits on %s', (kind) => {
  const testApp = useSeededTestApp(kind, { authRateLimits: LIMITS });

  it('stops one password tried on 40 accounts from one address after the per-address limit', async () => {
    const emails = Array.from({ length: 40 }, () => makeEmail('rociada'));

    const statuses = await collectStatuses(
      emails.map((email) => () => trySignIn(testApp, email, '198.51.100.1')),
    );
    const elsewhere = await trySignIn(testApp, makeEmail('rociada'), '198.51.100.2');

    expectLimitedAfter(statuses, LIMITS.signInPerAddress, 401);
    expect(elsewhere.statusCode).toBe(401);
  });

  it('stops guessing one account from 40 addresses after the per-account limit', async () => {
    const email = makeEmail('objetivo');

    const statuses = await collectStatuses(
      Array.from({ length: 40 }, (_, index) => () => trySignIn(testApp, email, `10.7.0.${index}`)),
    );
    const otherAccount = await trySignIn(testApp, makeEmail('otra'), '10.7.0.200');

    expectLimitedAfter(statuses, LIMITS.signInPerAccount, 401);
    expect(otherAccount.statusCode).toBe(401);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const statuses = await collectStatuses(
      Array.from(
        { length: 12 },
        (_, index) => () => trySignIn(testApp, makeEmail('v6'), `2001:db8:7:7::${index + 1}`),
      ),
    );

    expectLimitedAfter(statuses, LIMITS.signInPerAddress, 401);
  });

  it('lets 5 of 30 sign-ups in a burst from one address through and refuses the rest in Spanish', async () => {
    const responses = [];
    for (let index = 0; index < 30; index += 1) {
      responses.push(await trySignUp(testApp, '192.0.2.30'));
    }
    const elsewhere = await trySignUp(testApp, '192.0.2.31');

    expectLimitedAfter(
      responses.map((response) => response.statusCode),
      LIMITS.signUpPerAddress,
      200,
    );
    const refused = responses.at(-1);
    expect(errorBodySchema.parse(refused?.json())).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(60);
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe.skipIf(!listTestDatabaseKinds().includes('postgres'))(
  'limits shared by two instances on one PostgreSQL',
  () => {
    const shared = usePostgresInstances(2, { authRateLimits: LIMITS });

    function alternate<T>(
      count: number,
      attempt: (instance: TestApp, index: number) => T,
    ): (() => T)[] {
      return Array.from(
        { length: count },
        (_, index) => () =>
          attempt(shared.instances[index % shared.instances.length] as TestApp, index),
      );
    }

    it('limits one account at the configured count, whichever instance each attempt reaches', async () => {
      const email = makeEmail('compartida');

      const statuses = await collectStatuses(
        alternate(12, (instance, index) => trySignIn(instance, email, `10.9.0.${index}`)),
      );

      expectLimitedAfter(statuses, LIMITS.signInPerAccount, 401);
    });

    it('limits one address at the configured count across both instances', async () => {
      const statuses = await collectStatuses(
        alternate(16, (instance) => trySignIn(instance, makeEmail('repartida'), '198.51.100.90')),
      );

      expectLimitedAfter(statuses, LIMITS.signInPerAddress, 401);
    });
  },
);

describe('the client address behind a load balancer (TRUST_PROXY)', () => {
  const BALANCER = '10.0.0.2';
  const direct = useSeededTestApp('pglite', { authRateLimits: LIMITS });
  const behindProxy = useSeededTestApp('pglite', {
    authRateLimits: LIMITS,
    trustProxy: [BALANCER],
  });

  function trySignInVia(
    testApp: Injectable,
    peer: string,
    forwardedFor: string,
  ): Promise<{ statusCode: number }> {
    return testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signIn,
      remoteAddress: peer,
      headers: { origin: SAME_ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: { email: makeEmail('detras'), password: 'contraseña-adivinada' },
    });
  }

  it("counts each client the trusted balancer forwards by the client's own address", async () => {
    const manyClients = await collectStatuses(
      Array.from(
        { length: 14 },
        (_, index) => () => trySignInVia(behindProxy, BALANCER, `203.0.113.${index + 1}`),
      ),
    );
    const oneClient = await collectStatuses(
      Array.from({ length: 14 }, () => () => trySignInVia(behindProxy, BALANCER, '203.0.113.99')),
    );

    expect(manyClients).toEqual(Array<number>(14).fill(401));
    expectLimitedAfter(oneClient, LIMITS.signInPerAddress, 401);
  });

  it('ignores a forwarded address without trusted proxies, or from a peer that is not one', async () => {
    const spoofed = await collectStatuses(
      Array.from(
        { length: 14 },
        (_, index) => () => trySignInVia(direct, '198.51.100.40', `203.0.113.${index + 1}`),
      ),
    );
    const untrustedPeer = await collectStatuses(
      Array.from(
        { length: 14 },
        (_, index) => () => trySignInVia(behindProxy, '198.51.100.41', `203.0.113.${index + 1}`),
      ),
    );

    expectLimitedAfter(spoofed, LIMITS.signInPerAddress, 401);
    expectLimitedAfter(untrustedPeer, LIMITS.signInPerAddress, 401);
  });
});
