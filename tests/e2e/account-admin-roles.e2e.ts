import { expect, test } from '@playwright/test';
import { E2E_ADMIN, makeAccount, signUpInPage } from './support/accounts';

test('the seeded admin makes a player an editor, who then gets "Editar" on the review screen', async ({
  browser,
}) => {
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  const player = makeAccount('Futuro Editor');
  await signUpInPage(playerPage, player);
  await playerPage.goto('/revision');
  await expect(playerPage.getByText(/Tu cuenta es de jugador/)).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/cuenta/entrar');
  const form = adminPage.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo').fill(E2E_ADMIN.email);
  await form.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await adminPage.getByRole('button', { name: /Cuenta de/ }).click();
  await adminPage.getByRole('menuitem', { name: 'Gestionar usuarios' }).click();
  await expect(adminPage).toHaveURL('/cuenta/usuarios');
  const role = adminPage.getByRole('combobox', { name: `Rol de ${player.name}` }).first();
  await expect(role).toHaveValue('player');
  await role.selectOption({ label: 'Editor' });
  await expect(adminPage.getByRole('status')).toHaveText(`${player.name} ahora es Editor.`);

  await playerPage.reload();
  await expect(playerPage.getByRole('button', { name: 'Nueva carta' })).toBeVisible();
  await expect(playerPage.getByRole('button', { name: /^Editar / }).first()).toBeVisible();
  await playerContext.close();
  await adminContext.close();
});
