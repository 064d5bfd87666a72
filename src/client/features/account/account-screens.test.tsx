import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { id: 'u-1', email: 'ana@example.org', name: 'Ana', role: 'player', ...overrides };
}

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

describe('account screens', () => {
  it('offers a visitor "Iniciar sesión" in the header, coming back to the same page', async () => {
    renderApp({ url: '/banlists', currentUser: null });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/cuenta/entrar?volver=%2Fbanlists',
    );
  });

  it('shows the signed-in name in the header and signs out from its menu', async () => {
    let isSignedIn = true;
    server = await startApiTestServer({
      'POST /api/auth/sign-out': () => {
        isSignedIn = false;
        return { status: 200, body: { success: true } };
      },
      'GET /api/me': () => ({ status: 200, body: { user: isSignedIn ? makeUser() : null } }),
    });
    const { user } = renderApp({ url: '/cartas', cards: [], currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Cuenta de Ana' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(server.requestsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
  });

  it('names the fields a sign-in form is missing before sending anything', async () => {
    server = await startApiTestServer({});
    const { user } = renderApp({ url: '/cuenta/entrar', currentUser: null });
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(within(form).getByLabelText('Correo')).toHaveAccessibleDescription(
      'Escribe un correo válido.',
    );
    expect(within(form).getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Escribe tu contraseña.',
    );
    expect(server.received).toEqual([]);
  });

  it('shows the server refusal inline and signs in on the next try, going back where it was', async () => {
    let isSignedIn = false;
    server = await startApiTestServer({
      'POST /api/auth/sign-in/email': (request) => {
        const isRight = JSON.stringify(request.body).includes('correcta-123');
        isSignedIn = isRight;
        return isRight
          ? { status: 200, body: { user: { id: 'u-1' } } }
          : {
              status: 401,
              body: {
                error: 'invalid_email_or_password',
                message: 'Correo o contraseña incorrectos.',
              },
            };
      },
      'GET /api/me': () => ({ status: 200, body: { user: isSignedIn ? makeUser() : null } }),
    });
    const { user } = renderApp({ url: '/cuenta/entrar?volver=%2Frevision', currentUser: null });
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    await user.type(within(form).getByLabelText('Correo'), 'Ana@Example.org');
    await user.type(within(form).getByLabelText('Contraseña'), 'equivocada');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Correo o contraseña incorrectos.',
    );

    await user.clear(within(form).getByLabelText('Contraseña'));
    await user.type(within(form).getByLabelText('Contraseña'), 'correcta-123');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(readBrowserUrl()).toBe('/revision'));
    expect(server.requestsTo('POST', '/api/auth/sign-in/email')[1]?.body).toEqual({
      email: 'ana@example.org',
      password: 'correcta-123',
    });
    expect(await screen.findByRole('button', { name: 'Cuenta de Ana' })).toBeVisible();
  });

  it('asks for a long enough password when signing up, then creates the account', async () => {
    server = await startApiTestServer({
      'POST /api/auth/sign-up/email': () => ({ status: 200, body: { user: { id: 'u-2' } } }),
      'GET /api/me': () => ({ status: 200, body: { user: makeUser({ name: 'Beto' }) } }),
    });
    const { user } = renderApp({ url: '/cuenta/registro', currentUser: null });
    const form = await screen.findByRole('form', { name: 'Crear cuenta' });
    await user.type(within(form).getByLabelText('Nombre'), 'Beto');
    await user.type(within(form).getByLabelText('Correo'), 'beto@example.org');
    await user.type(within(form).getByLabelText('Contraseña'), 'corta');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    expect(within(form).getByLabelText('Contraseña')).toHaveAccessibleDescription(
      /La contraseña debe tener entre 8 y 128 caracteres\./,
    );
    expect(server.received).toEqual([]);

    await user.type(within(form).getByLabelText('Contraseña'), '-y-segura');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas'));
    expect(server.requestsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Beto',
      email: 'beto@example.org',
      password: 'corta-y-segura',
    });
  });

  it('lets an admin make a player an editor', async () => {
    const player = makeUser({ id: 'u-2', name: 'Beto', email: 'beto@example.org' });
    const admin = makeUser({ role: 'admin' });
    server = await startApiTestServer({
      'GET /api/users': () => ({ status: 200, body: [admin, player] }),
      'PUT /api/users/u-2/role': () => ({ status: 200, body: { ...player, role: 'editor' } }),
    });
    const { user } = renderApp({ url: '/cuenta/usuarios', currentUser: admin });
    const role = await screen.findByRole('combobox', { name: 'Rol de Beto' });
    expect(role).toHaveDisplayValue('Jugador');
    await user.selectOptions(role, 'Editor');
    expect(await screen.findByText('Beto ahora es Editor.')).toBeInTheDocument();
    expect(role).toHaveDisplayValue('Editor');
    expect(server.requestsTo('PUT', '/api/users/u-2/role')[0]?.body).toEqual({ role: 'editor' });
  });

  it('tells a player that only admins manage users', async () => {
    renderApp({ url: '/cuenta/usuarios', currentUser: makeUser() });
    expect(
      await screen.findByText('Solo los administradores pueden gestionar usuarios.'),
    ).toBeInTheDocument();
  });
});
