import { beforeAll, describe, expect, it } from 'vitest';
import { AI_PATHS } from '../../contract/ai';
import { API_PATHS } from '../../contract/api-paths';
import { AUTH_PATHS } from '../../contract/auth';
import { CARD_WRITE_PATHS } from '../../contract/card-writes';
import { errorBodySchema } from '../../contract/errors';
import { makeCardFields } from '../testing/card-fields-factory';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { SAME_ORIGIN, signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

const nestArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const TOO_DEEP = {
  error: 'invalid_request',
  message: 'El cuerpo de la solicitud tiene demasiados niveles de anidación (máximo 32).',
};

function refusedField(field: string) {
  return {
    error: 'invalid_request',
    message: `El campo «${field}» contiene caracteres no permitidos.`,
  };
}

describe.each(listTestDatabaseKinds())('bounded input on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  let admin: SignedInAccount;

  beforeAll(async () => {
    admin = await signInAs(testApp, 'admin');
  });

  function sendJson(
    method: 'POST' | 'PUT',
    url: string,
    body: string,
    headers: Record<string, string> = admin.headers,
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });
  }

  function createCard(card: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: admin.headers,
      payload: { card: { ...makeCardFields(), ...card } },
    });
  }

  async function expectRefusedWithoutChange(
    send: () => Promise<{ statusCode: number; json: () => unknown }>,
    body: { error: string; message: string },
  ) {
    const before = await readDatabaseState(testApp.database.db);
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual(body);
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  }

  describe('nesting', () => {
    it.each([AUTH_PATHS.signOut, AUTH_PATHS.signIn, AUTH_PATHS.signUp])(
      'answers 400, not a stack overflow, to deeply nested JSON sent to %s',
      async (url) => {
        const response = await sendJson('POST', url, `{"name":${nestArrays(100_000)}}`);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(TOO_DEEP);
      },
    );

    it('answers 400 to deeply nested habilidades in the body', async () => {
      const card = JSON.stringify({ card: makeCardFields() }).replace(
        '"habilidades":[]',
        `"habilidades":${nestArrays(50_000)}`,
      );

      await expectRefusedWithoutChange(
        () => sendJson('POST', CARD_WRITE_PATHS.cards, card),
        TOO_DEEP,
      );
    });

    it('answers 400 to deeply nested habilidades written as a JSON string', async () => {
      await expectRefusedWithoutChange(() => createCard({ habilidades: nestArrays(50_000) }), {
        error: 'invalid_request',
        message: 'El campo «card.habilidades» no es válido: tiene más de 32 niveles de anidación.',
      });
    });

    it('still reads nesting up to the limit', async () => {
      // Signed out already, so the admin's session stays open for the other tests.
      const response = await sendJson('POST', AUTH_PATHS.signOut, `{"a":${nestArrays(31)}}`, {
        origin: SAME_ORIGIN,
      });

      expect(response.statusCode).toBe(200);
    });
  });

  describe('control characters', () => {
    it('refuses a NUL in a card name, naming the field, before PostgreSQL sees it', async () => {
      await expectRefusedWithoutChange(
        () => createCard({ nombre: 'Caballero\u0000' }),
        refusedField('card.nombre'),
      );
    });

    it('refuses a NUL inside the structured effects (jsonb), naming the path', async () => {
      await expectRefusedWithoutChange(
        () => createCard({ habilidades: [{ descripcion: 'a\u0000b' }] }),
        refusedField('card.habilidades.0.descripcion'),
      );
    });

    it('refuses a NUL hidden in effects written as a JSON string', async () => {
      await expectRefusedWithoutChange(
        () => createCard({ habilidades: '[{"descripcion":"a\\u0000b"}]' }),
        {
          error: 'invalid_request',
          message:
            'El campo «card.habilidades.0.descripcion» no es válido: contiene caracteres no permitidos.',
        },
      );
    });

    it.each([
      ['a bell', 'a\u0007'],
      ['an escape sequence', '\u001b[31mrojo'],
      ['a lone surrogate', 'a\ud800'],
      ['a C1 control', 'a\u0085'],
    ])('refuses %s in a text field', async (_case, text) => {
      await expectRefusedWithoutChange(
        () => createCard({ habilidad: text }),
        refusedField('card.habilidad'),
      );
    });

    it('refuses a control character in a key, shown escaped', async () => {
      const body = `{"card":${JSON.stringify(makeCardFields())},"cl\\u0000ave":1}`;

      await expectRefusedWithoutChange(
        () => sendJson('POST', CARD_WRITE_PATHS.cards, body),
        refusedField('cl\\u0000ave'),
      );
    });

    it('refuses a NUL in a sign-up before better-auth stores it', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: AUTH_PATHS.signUp,
        headers: { origin: SAME_ORIGIN },
        payload: { email: 'nul@grimorio.test', password: 'contraseña\u0000larga', name: 'Nul' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusedField('password'));
    });

    it.each([
      ['a banlist key', 'PUT', `${API_PATHS.banlists}/a%00b`, 'key'],
      ['a user id', 'PUT', `${AUTH_PATHS.users}/%00/role`, 'id'],
      ['a query of better-auth', 'GET', `${AUTH_PATHS.getSession}?callbackURL=%00`, 'callbackURL'],
    ] as const)('refuses a NUL in %s, in the URL', async (_case, method, url, field) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: admin.headers,
        payload: method === 'PUT' ? { role: 'player' } : undefined,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusedField(field));
    });

    it('keeps tabs and line breaks in texts', async () => {
      const response = await createCard({ habilidad: 'Primera línea.\r\n\tSegunda línea.' });

      expect(response.statusCode).toBe(201);
    });
  });

  describe('numbers bounded to their columns', () => {
    it('refuses an AI cardId no PostgreSQL integer holds', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: AI_PATHS.cardSuggestion,
        headers: admin.headers,
        payload: { cardId: 3_000_000_000, mode: 'review' },
      });

      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toContain('«cardId»');
    });

    it.each([
      ['a card version', 'PUT', CARD_WRITE_PATHS.card(1), 'version'],
      ['a restore version', 'POST', CARD_WRITE_PATHS.restore(1, 1), 'version'],
    ] as const)('refuses %s over 2147483647', async (_case, method, url, field) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: admin.headers,
        payload: { card: makeCardFields(), version: 3_000_000_000 },
      });

      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toContain(`«${field}»`);
    });

    it('refuses banlist rules no integer column holds', async () => {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: API_PATHS.banlist('formatoLibre'),
        headers: admin.headers,
        payload: {
          key: 'formatoLibre',
          name: 'Formato Libre',
          effectiveDate: null,
          rules: {
            minAllies: 3_000_000_000,
            maxCard: 3,
            banned: [],
            limitedOne: [],
            limitedTwo: [],
          },
        },
      });

      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toContain('«rules.minAllies»');
    });

    it.each(['3000000000', '1e3', '-1', '0', '1.5', 'NaN', '%20%31'])(
      'answers 400 to the card id %j in a path',
      async (id) => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `${API_PATHS.cards}/${id}`,
        });

        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).message).toContain('«id»');
      },
    );

    it('answers 400 to a revision number over 2147483647', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: CARD_WRITE_PATHS.restore(1, '3000000000'),
        headers: admin.headers,
        payload: { version: 1 },
      });

      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toContain('«rev»');
    });
  });

  describe("Fastify's protections kept", () => {
    it.each(['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'])(
      'refuses the prototype trick %s as invalid JSON',
      async (body) => {
        const response = await sendJson('POST', CARD_WRITE_PATHS.cards, body);

        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).error).toBe('invalid_json');
      },
    );

    it('refuses a body over 1 MiB with 413', async () => {
      const response = await createCard({ habilidad: 'x'.repeat(1_100_000) });

      expect(response.statusCode).toBe(413);
    });
  });
});
