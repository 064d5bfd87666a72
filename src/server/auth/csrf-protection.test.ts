import { request as sendHttpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, CSRF_REFUSAL } from '../../contract/auth';
import { CARD_WRITE_PATHS } from '../../contract/card-writes';
import { API_PATHS } from '../../contract/api-paths';
import { errorBodySchema } from '../../contract/errors';
import { makeCardFields } from '../testing/card-fields-factory';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import {
  readSessionCookie,
  SAME_ORIGIN,
  signInAs,
  TEST_PASSWORD,
  type SignedInAccount,
} from '../testing/test-accounts';

const PUBLIC_ADDRESS = 'https://grimorio.example';

// The origin check runs before any database work, so one backend is enough here.
describe('cross-site request forgery protection', () => {
  const testApp = useSeededTestApp('pglite', { appOrigin: PUBLIC_ADDRESS });
  let editor: SignedInAccount;

  beforeAll(async () => {
    editor = await signInAs(testApp, 'editor');
  });

  function createCardWith(headers: Record<string, string>) {
    const card = makeCardFields({ nombre: 'Carta Forjada' });
    return testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: { cookie: editor.cookie, ...headers },
      payload: { card },
    });
  }

  it.each([
    ['another site in Origin', { origin: 'https://tienda-de-cartas.example' }],
    ['a look-alike host with another port', { origin: 'http://localhost:8080' }],
    ['an opaque Origin (null)', { origin: 'null' }],
    ['a cross-site Sec-Fetch-Site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling subdomain) Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
  ])(
    'refuses a signed-in editor’s card write sent from %s and stores nothing',
    async (_case, headers) => {
      const before = await readDatabaseState(testApp.database.db);

      const response = await createCardWith(headers);

      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json())).toEqual(CSRF_REFUSAL);
      expect(await readDatabaseState(testApp.database.db)).toEqual(before);
    },
  );

  it.each([
    ['the request’s own host in Origin', { origin: SAME_ORIGIN }],
    ['the configured APP_ORIGIN in Origin', { origin: PUBLIC_ADDRESS }],
    ['Sec-Fetch-Site same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['no browser headers at all (a script)', {}],
  ])('accepts a card write sent with %s', async (_case, headers) => {
    const response = await createCardWith(headers);

    expect(response.statusCode).toBe(201);
  });

  it('refuses a sign-in posted from another site, so no session is planted', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signIn,
      headers: { origin: 'https://tienda-de-cartas.example' },
      payload: { email: editor.user.email, password: TEST_PASSWORD },
    });

    expect(response.statusCode).toBe(403);
    expect(errorBodySchema.parse(response.json())).toEqual(CSRF_REFUSAL);
    expect(readSessionCookie(response)).toBeNull();
  });

  it('refuses a sign-out posted from another site, so the session stays', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signOut,
      headers: { cookie: editor.cookie, origin: 'https://tienda-de-cartas.example' },
    });
    const me = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.me,
      headers: { cookie: editor.cookie },
    });

    expect(response.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ user: { id: editor.user.id } });
  });

  it.each([
    ['a percent-encoded path', '/%61pi/cards'],
    ['a doubled slash', '//api/cards'],
    ['a dot segment', '/api/../api/cards'],
    ['an encoded slash', '/api%2Fcards'],
  ])('refuses a cross-site card write whose target hides the API behind %s', async (_case, url) => {
    const before = await readDatabaseState(testApp.database.db);

    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: editor.cookie, origin: 'https://tienda-de-cartas.example' },
      payload: { card: makeCardFields({ nombre: 'Carta Forjada' }) },
    });

    expect(response.statusCode).toBe(403);
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  it('refuses a cross-site banlist publish sent to a percent-encoded path', async () => {
    const before = await readDatabaseState(testApp.database.db);

    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/%61pi/banlists/formatoLibre',
      headers: { cookie: editor.cookie, origin: 'https://tienda-de-cartas.example' },
      payload: {
        key: 'formatoLibre',
        name: 'Forjada',
        effectiveDate: null,
        rules: { minAllies: 0, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [] },
      },
    });

    expect(response.statusCode).toBe(403);
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  describe('over a real socket', () => {
    let port = 0;
    beforeAll(async () => {
      await testApp.app.listen({ host: '127.0.0.1', port: 0 });
      port = (testApp.app.server.address() as AddressInfo).port;
    });
    afterAll(() => testApp.app.server.close());

    it('refuses a cross-site card write sent with an absolute-form request target', async () => {
      const before = await readDatabaseState(testApp.database.db);
      const body = JSON.stringify({ card: makeCardFields({ nombre: 'Carta Forjada' }) });

      const status = await new Promise<number | undefined>((resolve, reject) => {
        const request = sendHttpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          // Absolute form, as a proxy would receive it: the path no longer starts with /api/.
          path: `http://localhost:${port}${CARD_WRITE_PATHS.cards}`,
          headers: {
            cookie: editor.cookie,
            origin: 'https://tienda-de-cartas.example',
            'content-type': 'application/json',
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.on('error', reject);
        request.end(body);
      });

      expect(status).toBe(403);
      expect(await readDatabaseState(testApp.database.db)).toEqual(before);
    });
  });

  it('leaves reading alone: a cross-site GET is answered', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.cards,
      headers: { origin: 'https://tienda-de-cartas.example' },
    });

    expect(response.statusCode).toBe(200);
  });
});
