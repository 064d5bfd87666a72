import { AUTH_PATHS, meResponseSchema } from '../../src/contract/auth';
import { startFakeOpenAiServer } from '../../src/server/ai/testing/fake-openai-server';
import { makeFakeProviderConfig } from '../../src/server/ai/testing/fake-provider-config';
import { listAppRoutes, type AppRoute } from '../../src/server/testing/app-routes';
import { createDemoFixture } from '../../src/server/testing/demo-fixture';
import {
  SAME_ORIGIN,
  signInAs,
  TEST_PASSWORD,
  type SignedInAccount,
} from '../../src/server/testing/test-accounts';
import { buildTestApp, type TestApp } from '../../src/server/testing/test-app';
import { createTestDatabases } from '../../src/server/testing/test-databases';
import { WRITE_ENDPOINT_CASES } from '../../src/server/testing/write-endpoint-cases';
import {
  makeMalformedRequest,
  type MalformedRequest,
  type SampleRequest,
} from './malformed-requests';
import { createSeededRandom } from './seeded-random';

export interface FuzzOptions {
  seed: number;
  requests: number;
  /** Called every so often with the number of requests sent. */
  onProgress?: (sent: number) => void;
}

/** A request that got a 5xx, threw, or never answered, with what came back. */
export interface FuzzFailure {
  caller: Caller;
  request: MalformedRequest;
  status: number | null;
  detail: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  statuses: Map<number, number>;
  failures: FuzzFailure[];
}

type Caller = 'anonymous' | 'admin';

/**
 * better-auth endpoints the app does not forward (and paths that never existed): each must answer
 * the app's 404, never reach better-auth, whatever is sent to it. Fuzzed as if they were routes.
 */
const UNSERVED_AUTH_PATHS = [
  'update-user',
  'change-password',
  'change-email',
  'delete-user',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'request-password-reset',
  'reset-password',
  'reset-password/abc',
  'verify-email',
  'send-verification-email',
  'list-accounts',
  'account-info',
  'ok',
  'error',
  'no-existe',
];

const UNSERVED_AUTH_ROUTES: readonly AppRoute[] = UNSERVED_AUTH_PATHS.flatMap((name) =>
  ['GET', 'POST'].map((method) => ({ method, path: `${AUTH_PATHS.authBase}/${name}` })),
);

const UNSERVED_SHARE = 0.08;

/** A body better-auth's account endpoints would have read, for the unserved paths. */
const ACCOUNT_CHANGE_PAYLOAD = {
  name: 'Cuenta',
  image: 'javascript:alert(1)',
  currentPassword: TEST_PASSWORD,
  newPassword: TEST_PASSWORD,
  newEmail: 'otra@grimorio.test',
  token: 'abc',
  callbackURL: '/',
};

/** Samples of the routes WRITE_ENDPOINT_CASES leaves out (better-auth's own). */
const AUTH_SAMPLES: Record<string, SampleRequest> = {
  [`POST ${AUTH_PATHS.signIn}`]: {
    url: AUTH_PATHS.signIn,
    payload: { email: 'fuzz@grimorio.test', password: TEST_PASSWORD },
  },
  [`POST ${AUTH_PATHS.signUp}`]: {
    url: AUTH_PATHS.signUp,
    payload: { email: 'fuzz@grimorio.test', password: TEST_PASSWORD, name: 'Cuenta' },
  },
  [`POST ${AUTH_PATHS.signOut}`]: { url: AUTH_PATHS.signOut, payload: {} },
  ...Object.fromEntries(
    UNSERVED_AUTH_ROUTES.map(({ method, path }) => [
      `${method} ${path}`,
      { url: path, payload: method === 'POST' ? ACCOUNT_CHANGE_PAYLOAD : undefined },
    ]),
  ),
};

const DEFAULT_PARAMETERS: Record<string, string> = {
  ':id': '1',
  ':rev': '1',
  ':key': 'formatoLibre',
  ':file': '1.webp',
};

/** A route that answers nothing within this long counts as a failure (a hang is a crash). */
const ANSWER_TIMEOUT_MS = 20_000;

const INJECT_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function toInjectMethod(method: string): (typeof INJECT_METHODS)[number] {
  return INJECT_METHODS.find((known) => known === method) ?? 'GET';
}

function fillDefaultParameters(path: string): string {
  return path
    .split('/')
    .map((segment) => DEFAULT_PARAMETERS[segment] ?? segment)
    .join('/');
}

/** A valid request per route: the authorisation matrix's own cases, then defaults. */
async function collectSamples(testApp: TestApp): Promise<Map<string, SampleRequest>> {
  const samples = new Map<string, SampleRequest>(Object.entries(AUTH_SAMPLES));
  for (const endpoint of WRITE_ENDPOINT_CASES) {
    const { url, payload } = await endpoint.buildRequest(testApp, null);
    // The cases write their URLs as strings; the route's own path stands in for any other form.
    const path = typeof url === 'string' ? url : endpoint.route.split(' ')[1];
    samples.set(endpoint.route, { url: path ?? '/', payload });
  }
  return samples;
}

function sampleFor(samples: Map<string, SampleRequest>, route: AppRoute): SampleRequest {
  const known = samples.get(`${route.method} ${route.path}`);
  if (known !== undefined) return known;
  const sameRoute = samples.get(`POST ${route.path}`) ?? samples.get(`PUT ${route.path}`);
  return { url: fillDefaultParameters(route.path), payload: sameRoute?.payload };
}

async function send(
  testApp: TestApp,
  request: MalformedRequest,
  headers: Record<string, string>,
): Promise<{ status: number | null; detail: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ status: null; detail: string }>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: null, detail: `sin respuesta en ${ANSWER_TIMEOUT_MS} ms` }),
      ANSWER_TIMEOUT_MS,
    );
  });
  const answer = testApp.app
    .inject({
      method: toInjectMethod(request.method),
      url: request.url,
      headers: { ...headers, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })
    .then(
      (response) => ({ status: response.statusCode, detail: response.body.slice(0, 300) }),
      (error: unknown) => ({ status: null, detail: `excepción: ${String(error)}` }),
    );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the admin's session survived (a 401 may as well come from a wrong password sent). */
async function isSignedIn(testApp: TestApp, account: SignedInAccount): Promise<boolean> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: AUTH_PATHS.me,
    headers: { cookie: account.cookie },
  });
  return meResponseSchema.parse(response.json()).user !== null;
}

/**
 * Builds the real app on a seeded PGlite (AI replies from a fake OpenAI-compatible server on
 * 127.0.0.1) and sends `requests` malformed requests, chosen by `seed`, to every route and to the
 * better-auth paths the app leaves unrouted, as a visitor and as a signed-in admin. Any 5xx, exception or hang is a failure.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const random = createSeededRandom(options.seed);
  const fixture = await createDemoFixture();
  const databases = await createTestDatabases('pglite', fixture.demoDir);
  const fakeAi = await startFakeOpenAiServer();
  const testApp = await buildTestApp({
    database: await databases.openSeeded(),
    demoDir: fixture.demoDir,
    rateLimitPerMinute: 1_000_000,
    authRateLimits: {
      signInPerAccount: 1_000_000,
      signInPerAddress: 1_000_000,
      signUpPerAddress: 1_000_000,
    },
    ai: makeFakeProviderConfig(fakeAi, { readingsPerMinute: 1_000_000 }),
  });
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    statuses: new Map(),
    failures: [],
  };
  try {
    const routes = listAppRoutes(testApp.app);
    const samples = await collectSamples(testApp);
    let admin: SignedInAccount | null = null;
    for (let sent = 0; sent < options.requests; sent += 1) {
      // The unserved paths all meet the same 404, so they get a small share, not one per path.
      const route = random.chance(UNSERVED_SHARE)
        ? random.pick(UNSERVED_AUTH_ROUTES)
        : random.pick(routes);
      const caller: Caller = random.chance(0.5) ? 'admin' : 'anonymous';
      const request = makeMalformedRequest(random, route, sampleFor(samples, route));
      // Sign-out, revoked sessions or a changed password end the admin's session: open another.
      admin ??= await signInAs(testApp, 'admin');
      const headers = caller === 'admin' ? admin.headers : { origin: SAME_ORIGIN };
      const { status, detail } = await send(testApp, request, headers);
      report.requests += 1;
      if (status !== null) report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
      if (status === null || status >= 500)
        report.failures.push({ caller, request, status, detail });
      if (caller === 'admin' && status === 401 && !(await isSignedIn(testApp, admin))) admin = null;
      if (sent % 100 === 99) options.onProgress?.(sent + 1);
    }
  } finally {
    await testApp.close();
    await fakeAi.close();
    await databases.dispose();
    await fixture.remove();
  }
  return report;
}

function previewPayload(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(sin cuerpo)';
  const text = typeof payload === 'string' ? payload : `<${payload.length} bytes binarios>`;
  const shown = JSON.stringify(text.slice(0, 200));
  return text.length > 200 ? `${shown}… (${text.length} caracteres)` : shown;
}

/** The run in Spanish: totals, statuses, and each failure with the request that caused it. */
export function formatFuzzReport(report: FuzzReport): string {
  const statuses = [...report.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `  ${status}: ${count}`);
  const lines = [
    `Semilla ${report.seed}: ${report.requests} solicitudes.`,
    'Respuestas por estado:',
    ...statuses,
  ];
  if (report.failures.length === 0) {
    lines.push('Ninguna respuesta 5xx, excepción ni solicitud sin respuesta.');
    return lines.join('\n');
  }
  lines.push(`${report.failures.length} fallos:`);
  for (const failure of report.failures) {
    const { method, url, headers, payload } = failure.request;
    lines.push(
      `- ${failure.status ?? 'sin estado'} ${method} ${JSON.stringify(url.slice(0, 300))} como ${failure.caller === 'admin' ? 'admin' : 'visitante'}`,
      `  cabeceras: ${JSON.stringify(headers).slice(0, 300)}`,
      `  cuerpo: ${previewPayload(payload)}`,
      `  respuesta: ${failure.detail}`,
    );
  }
  return lines.join('\n');
}
