import { expect, test } from '@playwright/test';
import { makeAccount } from './support/accounts';

test('a visitor signs up from the review screen and sees it read-only as a player', async ({
  page,
}) => {
  const account = makeAccount('Jugadora');
  await page.goto('/revision');
  const main = page.getByRole('main');
  await expect(main.getByText('Inicia sesión para revisar cartas.')).toBeVisible();
  await main.getByRole('link', { name: 'Crear cuenta' }).click();

  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByLabel('Nombre').fill(account.name);
  await form.getByLabel('Correo').fill(account.email);
  await form.getByLabel('Contraseña').fill(account.password);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL('/revision');
  const table = page.getByRole('table', { name: 'Cartas para revisar' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/Tu cuenta es de jugador/)).toBeVisible();
  await expect(table.getByRole('button', { name: /Editar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nueva carta' })).toHaveCount(0);

  await page.getByRole('button', { name: `Cuenta de ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(main.getByText('Inicia sesión para revisar cartas.')).toBeVisible();
});

test('a wrong password is refused in Spanish on the sign-in page', async ({ page }) => {
  await page.goto('/cuenta/entrar');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo').fill('nadie@grimorio.test');
  await form.getByLabel('Contraseña').fill('no-es-la-clave');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
});
