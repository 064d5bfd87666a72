import { describe, expect, it } from 'vitest';
import { AI_PATHS } from '../../contract/ai';
import { AUTH_PATHS, type UserRole } from '../../contract/auth';
import { CARD_WRITE_PATHS } from '../../contract/card-writes';
import { errorBodySchema } from '../../contract/errors';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { SAME_ORIGIN, signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { WRITE_ENDPOINT_CASES } from '../testing/write-endpoint-cases';

/** Bodies a caller without the right could send to learn the schema or load the parser. */
const BODIES = [
  { name: 'an empty body', payload: undefined },
  { name: 'a wrong body', payload: { card: 'no', version: -1, role: 42, key: [] } },
  // Over Fastify's 1 MiB body limit: answered 413 if anything read it before the identity check.
  { name: 'a huge body', payload: { padding: 'x'.repeat(1_100_000) } },
  { name: 'broken JSON', payload: '{"card": ' },
] as const;

/** Routes that read private data: only their roles may even learn whether an id exists. */
const PRIVATE_READS = [
  { route: `GET ${CARD_WRITE_PATHS.revisions(1)}`, allowedRoles: ['editor', 'admin'] },
  { route: `GET ${AUTH_PATHS.users}`, allowedRoles: ['admin'] },
  { route: `GET ${AI_PATHS.stats}`, allowedRoles: ['admin'] },
] as const satisfies readonly { route: string; allowedRoles: readonly UserRole[] }[];

const CALLERS = ['anonymous', 'player', 'editor'] as const;
type Caller = (typeof CALLERS)[number];

function expectedDenial(caller: Caller, allowedRoles: readonly UserRole[]) {
  if (caller === 'anonymous') return { status: 401, error: 'unauthenticated' };
  return allowedRoles.includes(caller) ? null : { status: 403, error: 'forbidden' };
}

const WRITE_ROWS = WRITE_ENDPOINT_CASES.flatMap((endpoint) =>
  CALLERS.flatMap((caller) => {
    const denial = expectedDenial(caller, endpoint.allowedRoles);
    if (denial === null) return [];
    return BODIES.map((body) => ({
      description: `${endpoint.route}: ${caller} sending ${body.name} gets ${denial.status}`,
      endpoint,
      caller,
      body,
      denial,
    }));
  }),
);

const READ_ROWS = PRIVATE_READS.flatMap((read) =>
  CALLERS.flatMap((caller) => {
    const denial = expectedDenial(caller, read.allowedRoles);
    return denial === null
      ? []
      : [{ description: `${read.route}: ${caller} gets ${denial.status}`, read, caller, denial }];
  }),
);

describe.each(listTestDatabaseKinds())('identity before body on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const sessions = new Map<Caller, Promise<Record<string, string>>>();

  function findHeaders(caller: Caller): Promise<Record<string, string>> {
    let headers = sessions.get(caller);
    if (headers === undefined) {
      headers =
        caller === 'anonymous'
          ? Promise.resolve({ origin: SAME_ORIGIN })
          : signInAs(testApp, caller).then((account) => account.headers);
      sessions.set(caller, headers);
    }
    return headers;
  }

  it.each(WRITE_ROWS)('$description', async ({ endpoint, caller, body, denial }) => {
    const headers = await findHeaders(caller);
    // Only refused callers send these requests, so the prepared data need not be theirs.
    const { method, url } = await endpoint.buildRequest(testApp, null);
    const before = await readDatabaseState(testApp.database.db);

    const response = await testApp.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof body.payload === 'object' ? JSON.stringify(body.payload) : body.payload,
    });

    expect(response.statusCode, response.body).toBe(denial.status);
    expect(errorBodySchema.parse(response.json()).error).toBe(denial.error);
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  it.each(READ_ROWS)('$description', async ({ read, caller, denial }) => {
    const [method = '', url = ''] = read.route.split(' ');

    const response = await testApp.app.inject({
      method: method === 'GET' ? 'GET' : 'HEAD',
      url,
      headers: await findHeaders(caller),
    });

    expect(response.statusCode, response.body).toBe(denial.status);
    expect(errorBodySchema.parse(response.json()).error).toBe(denial.error);
  });

  it('still names the bad field to a caller who may write', async () => {
    const editor = await findHeaders('editor');

    const response = await testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: editor,
      payload: { card: { nombre: 5 } },
    });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('card.');
  });
});
