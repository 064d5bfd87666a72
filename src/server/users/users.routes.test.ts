import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  currentUserSchema,
  meResponseSchema,
  userListSchema,
} from '../../contract/auth';
import { CARD_WRITE_PATHS } from '../../contract/card-writes';
import { errorBodySchema } from '../../contract/errors';
import { makeCardFields } from '../testing/card-fields-factory';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('user administration on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  let admin: SignedInAccount;

  beforeAll(async () => {
    admin = await signInAs(testApp, 'admin', { name: 'Administradora' });
  });

  function changeRole(who: SignedInAccount, id: string, role: unknown) {
    return testApp.app.inject({
      method: 'PUT',
      url: AUTH_PATHS.userRole(id),
      headers: who.headers,
      payload: { role },
    });
  }

  it('lists every account with its role for an admin', async () => {
    const player = await signInAs(testApp, 'player', { name: 'Jugador' });

    const response = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.users,
      headers: { cookie: admin.cookie },
    });

    expect(response.statusCode).toBe(200);
    const users = userListSchema.parse(response.json());
    expect(users).toContainEqual(admin.user);
    expect(users).toContainEqual(player.user);
  });

  it.each([
    ['a visitor', undefined, 401],
    ['an editor', 'editor', 403],
  ] as const)('keeps the account list from %s', async (_who, role, status) => {
    const cookie = role === undefined ? undefined : (await signInAs(testApp, role)).cookie;

    const response = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.users,
      headers: cookie === undefined ? {} : { cookie },
    });

    expect(response.statusCode).toBe(status);
  });

  it('makes a player an editor, who can edit cards at once without signing in again', async () => {
    const player = await signInAs(testApp, 'player');
    const card = makeCardFields({ nombre: 'Primera Carta de la Editora' });
    const tryToCreate = () =>
      testApp.app.inject({
        method: 'POST',
        url: CARD_WRITE_PATHS.cards,
        headers: player.headers,
        payload: { card },
      });
    expect((await tryToCreate()).statusCode).toBe(403);

    const response = await changeRole(admin, player.user.id, 'editor');

    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.parse(response.json())).toEqual({ ...player.user, role: 'editor' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.me,
      headers: { cookie: player.cookie },
    });
    expect(meResponseSchema.parse(me.json()).user?.role).toBe('editor');
    expect((await tryToCreate()).statusCode).toBe(201);
  });

  it('never lets an admin change their own role, so an admin always remains', async () => {
    const response = await changeRole(admin, admin.user.id, 'player');

    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).message).toBe('No puedes cambiar tu propio rol.');
  });

  it('answers a role change of an unknown account with 404', async () => {
    const response = await changeRole(admin, 'no-existe', 'editor');

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('user_not_found');
  });

  it('answers an unknown role with 400 naming the field', async () => {
    const player = await signInAs(testApp, 'player');

    const response = await changeRole(admin, player.user.id, 'superusuario');

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('«role»');
  });

  it('tells nobody’s browser cache who is signed in', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: AUTH_PATHS.me,
      headers: { cookie: admin.cookie },
    });

    expect(response.headers['cache-control']).toBe('no-store');
    expect(meResponseSchema.parse(response.json()).user).toEqual(admin.user);
  });
});
