import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, UserRole } from '../../contract/auth';
import { errorBodySchema } from '../../contract/errors';
import { listAppRoutes } from '../testing/app-routes';
import { readDatabaseState } from '../testing/database-state';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { SAME_ORIGIN, signInAs } from '../testing/test-accounts';
import { buildTestApp, type TestApp } from '../testing/test-app';
import {
  createTestDatabases,
  listTestDatabaseKinds,
  type TestDatabases,
} from '../testing/test-databases';
import {
  PUBLIC_WRITE_ROUTES,
  WRITE_ENDPOINT_CASES,
  type WriteEndpointCase,
} from '../testing/write-endpoint-cases';

type Caller = 'anonymous' | UserRole;

const CALLERS: readonly Caller[] = ['anonymous', 'player', 'editor', 'admin'];

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Every state-changing route of the app, as 'METHOD /path'. */
function listWriteRoutes(testApp: TestApp): string[] {
  return listAppRoutes(testApp.app)
    .filter(({ method }) => STATE_CHANGING.includes(method))
    .map(({ method, path }) => `${method} ${path}`);
}

interface MatrixRow {
  description: string;
  endpoint: WriteEndpointCase;
  caller: Caller;
}

const CALLER_NAMES: Record<Caller, string> = {
  anonymous: 'a visitor',
  player: 'a player',
  editor: 'an editor',
  admin: 'an admin',
};

function isAllowed(endpoint: WriteEndpointCase, caller: Caller): boolean {
  return endpoint.allowedRoles.some((role) => role === caller);
}

function describeRow(endpoint: WriteEndpointCase, caller: Caller): string {
  const who = CALLER_NAMES[caller];
  if (isAllowed(endpoint, caller)) {
    return `${endpoint.route}: lets ${who} write (${endpoint.successStatus})`;
  }
  const status = caller === 'anonymous' ? 401 : 403;
  return `${endpoint.route}: refuses ${who} with ${status} and changes nothing`;
}

const MATRIX: MatrixRow[] = WRITE_ENDPOINT_CASES.flatMap((endpoint) =>
  CALLERS.map((caller) => ({ description: describeRow(endpoint, caller), endpoint, caller })),
);

/** One app per caller; each case builds its request from the current data, so order is free. */
interface CallerSession {
  testApp: TestApp;
  headers: Record<string, string>;
  user: CurrentUser | null;
}

describe.each(listTestDatabaseKinds())('authorisation matrix on %s', (kind) => {
  let fixture: DemoFixture;
  let databases: TestDatabases;
  const sessions = new Map<Caller, Promise<CallerSession>>();

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases(kind, fixture.demoDir);
  });
  afterAll(async () => {
    for (const session of sessions.values()) await (await session).testApp.close();
    await databases.dispose();
    await fixture.remove();
  });

  async function openSession(caller: Caller): Promise<CallerSession> {
    const testApp = await buildTestApp({
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
    });
    if (caller === 'anonymous') return { testApp, headers: { origin: SAME_ORIGIN }, user: null };
    const account = await signInAs(testApp, caller);
    return { testApp, headers: account.headers, user: account.user };
  }

  function findSession(caller: Caller): Promise<CallerSession> {
    const existing = sessions.get(caller);
    if (existing) return existing;
    const opened = openSession(caller);
    sessions.set(caller, opened);
    return opened;
  }

  it('covers every state-changing route of the app', async () => {
    const { testApp } = await findSession('anonymous');

    const routes = listWriteRoutes(testApp).sort();

    const covered = [...WRITE_ENDPOINT_CASES.map(({ route }) => route), ...PUBLIC_WRITE_ROUTES];
    expect(routes).toEqual(covered.sort());
  });

  it.each(MATRIX)('$description', async ({ endpoint, caller }) => {
    const { testApp, headers, user } = await findSession(caller);
    const { contentType, ...request } = await endpoint.buildRequest(testApp, user);
    const before = await readDatabaseState(testApp.database.db);

    const response = await testApp.app.inject({
      ...request,
      headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
    });

    const after = await readDatabaseState(testApp.database.db);
    if (isAllowed(endpoint, caller)) {
      expect(response.statusCode, response.body).toBe(endpoint.successStatus);
      expect(after).not.toEqual(before);
    } else {
      expect(response.statusCode).toBe(caller === 'anonymous' ? 401 : 403);
      expect(errorBodySchema.parse(response.json()).error).toBe(
        caller === 'anonymous' ? 'unauthenticated' : 'forbidden',
      );
      expect(after).toEqual(before);
    }
  });
});
