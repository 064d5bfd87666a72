import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { makeEmail, SAME_ORIGIN, signIn } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { provisionAccount } from './account-provisioning';

describe.each(listTestDatabaseKinds())('account provisioning on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  function provision(email: string, password: string, role: 'player' | 'editor' | 'admin') {
    return provisionAccount(testApp.auth, testApp.database.db, { email, password, role });
  }

  async function signInStatus(email: string, password: string): Promise<number> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signIn,
      headers: { origin: SAME_ORIGIN },
      payload: { email, password },
    });
    return response.statusCode;
  }

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, able to sign in', async () => {
    const email = makeEmail('admin');

    const result = await provision(email, 'clave-de-admin-1', 'admin');

    expect(result).toEqual({
      ok: true,
      isNew: true,
      user: { id: expect.any(String), email, name: email.split('@')[0], role: 'admin' },
    });
    const cookie = await signIn(testApp, email, 'clave-de-admin-1');
    const me = await testApp.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { email, role: 'admin' } });
  });

  it('on a later start only ensures the role: the password the admin uses is kept', async () => {
    const email = makeEmail('antigua');
    await provision(email, 'clave-original-1', 'player');

    const result = await provision(email, 'clave-distinta-2', 'admin');

    expect(result).toMatchObject({ ok: true, isNew: false, user: { email, role: 'admin' } });
    expect(await signInStatus(email, 'clave-original-1')).toBe(200);
    expect(await signInStatus(email, 'clave-distinta-2')).toBe(401);
  });

  it('finds an existing account whatever the case of the email', async () => {
    const email = makeEmail('mayusculas');
    await provision(email, 'clave-original-1', 'player');

    const result = await provision(email.toUpperCase(), 'clave-original-1', 'editor');

    expect(result).toMatchObject({ ok: true, isNew: false, user: { email, role: 'editor' } });
  });

  it.each([
    ['an invalid email', 'no-es-correo', 'clave-valida-1', '«email»'],
    ['a short password', makeEmail(), 'corta', '«password»'],
  ])('reports %s in Spanish and creates nothing', async (_case, email, password, field) => {
    const result = await provision(email, password, 'admin');

    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([expect.stringContaining(field)]);
    expect(await signInStatus(email, password)).not.toBe(200);
  });
});
