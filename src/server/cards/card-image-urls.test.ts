import { beforeAll, describe, expect, it } from 'vitest';
import { AI_PATHS } from '../../contract/ai';
import { CARD_WRITE_PATHS, versionedCardSchema } from '../../contract/card-writes';
import { API_PATHS } from '../../contract/api-paths';
import { errorBodySchema } from '../../contract/errors';
import { makeCardFields } from '../testing/card-fields-factory';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

const URL_PROBLEM =
  'debe ser una URL http o https, o una ruta de la aplicación que empiece por «/»';

const UNSAFE_URLS = [
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
  ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['protocol-relative //host', '//evil.example/carta.png'],
  ['a leading space', ' javascript:alert(1)'],
  ['a leading control character', '\u0001javascript:alert(1)'],
  ['a tab inside the scheme', 'java\tscript:alert(1)'],
] as const;

describe.each(listTestDatabaseKinds())('card image addresses on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  let editor: SignedInAccount;

  beforeAll(async () => {
    editor = await signInAs(testApp, 'editor');
  });

  function createCard(ruta_completa: string | null) {
    return testApp.app.inject({
      method: 'POST',
      url: CARD_WRITE_PATHS.cards,
      headers: editor.headers,
      payload: { card: makeCardFields({ ruta_completa }) },
    });
  }

  async function expectRefusal(
    send: () => ReturnType<typeof createCard>,
    field: string,
  ): Promise<void> {
    const before = await readDatabaseState(testApp.database.db);
    const response = await send();
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe('invalid_request');
    expect(body.message).toMatch(new RegExp(`^El campo «${field}» `, 'u'));
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  }

  it.each(UNSAFE_URLS)('refuses to create a card whose image is %s', async (_form, url) => {
    await expectRefusal(() => createCard(url), 'card.ruta_completa');
  });

  it('says in Spanish which addresses are accepted', async () => {
    const response = await createCard('javascript:alert(1)');

    expect(errorBodySchema.parse(response.json()).message).toBe(
      `El campo «card.ruta_completa» no es válido: ${URL_PROBLEM}.`,
    );
  });

  it.each(UNSAFE_URLS)('refuses to change a card image to %s', async (_form, url) => {
    const stored = versionedCardSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: API_PATHS.card(1) })).json(),
    );
    const { version, ...card } = stored;

    await expectRefusal(
      () =>
        testApp.app.inject({
          method: 'PUT',
          url: CARD_WRITE_PATHS.card(1),
          headers: editor.headers,
          payload: { card: { ...card, ruta_completa: url }, version },
        }),
      'card.ruta_completa',
    );
  });

  it.each(UNSAFE_URLS)('refuses %s as the image the AI should read', async (_form, url) => {
    await expectRefusal(
      () =>
        testApp.app.inject({
          method: 'POST',
          url: AI_PATHS.cardSuggestion,
          headers: editor.headers,
          payload: { imageUrl: url, mode: 'main' },
        }),
      'imageUrl',
    );
  });

  it.each([
    'https://cartas.example/1.png',
    'http://cartas.example/1.png',
    '/images/demo/1.webp',
    null,
  ])('stores the image address %j', async (url) => {
    const response = await createCard(url);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ card: { ruta_completa: url } });
  });

  it('stores an empty image address as no image', async () => {
    const response = await createCard('');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ card: { ruta_completa: null } });
  });
});
