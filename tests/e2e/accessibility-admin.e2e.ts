import { expect, test } from '@playwright/test';
import { signInAsAdminInPage } from './support/accounts';
import { expectDialogTrapsAndReturnsFocus, expectNoSeriousViolations } from './support/axe';

// Issue 19, point 3: the account forms with their validation errors, and the admin's screens
// (users and roles, the catalogue's import and export) with the 'Demo' notice open.

const CSV_HEADER =
  'id,nombre,tipo,ruta_completa,edicion,coste,fuerza,raza,habilidad,flavor_text,ilustrador,habilidades,revisada';

test('sign-in and sign-up with their validation errors shown have no serious violation', async ({
  page,
}) => {
  await page.goto('/cuenta/entrar');
  const signIn = page.getByRole('form', { name: 'Iniciar sesión' });
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(signIn.getByText('Escribe un correo válido.')).toBeVisible();
  await expect(signIn.getByLabel('Correo', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousViolations(page, 'sign-in with empty fields');

  await page.goto('/cuenta/registro');
  const signUp = page.getByRole('form', { name: 'Crear cuenta' });
  await signUp.getByLabel('Correo', { exact: true }).fill('no-es-un-correo');
  await signUp.getByLabel('Contraseña', { exact: true }).fill('corta');
  await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(signUp.getByText('Escribe tu nombre.')).toBeVisible();
  await expect(signUp.getByText('Escribe un correo válido.')).toBeVisible();
  await expect(signUp.getByText(/^La contraseña debe tener entre/)).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-up with three field errors');
});

test("the users screen, the catalogue's import with its problems and its preview, and the 'Demo' notice have no serious violation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdminInPage(page);

  await page.goto('/cuenta/usuarios');
  await expect(page.getByRole('combobox', { name: /^Rol de / }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the users screen');

  await page.goto('/catalogo');
  await expect(page.getByText(/Tamaño máximo: 25 MB/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the catalogue admin screen');

  // A file with a broken row: the problems table. Nothing is ever confirmed, so the shared
  // catalogue does not change.
  const chooseCsv = async (type: string) => {
    await page.getByLabel('Elegir archivo').setInputFiles({
      name: 'cartas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [CSV_HEADER, `990001,Carta Accesible,${type},,Auditoría,1,,,,,,[],false`].join('\n'),
      ),
    });
    await expect(page.getByText(/Archivo elegido: «cartas\.csv»/)).toBeVisible();
  };
  await chooseCsv('hechizo');
  await expectNoSeriousViolations(page, 'the catalogue admin screen with a file chosen');
  await page.getByRole('button', { name: 'Revisar cambios' }).click();
  await expect(page.getByRole('region', { name: /No se escribió nada/ })).toBeVisible();
  await expectNoSeriousViolations(page, "the catalogue import's problems");

  await chooseCsv('talisman');
  await page.getByRole('button', { name: 'Revisar cambios' }).click();
  const preview = page.getByRole('region', { name: 'Cambios que haría la importación' });
  await expect(preview.getByText('Carta Accesible')).toBeVisible();
  await expectNoSeriousViolations(page, "the catalogue import's preview");

  // The 'Demo' notice, as an admin sees it (with the way to the import).
  const demo = page.getByRole('button', { name: /^Catálogo (de|con cartas de) demostración$/ });
  await demo.click();
  const notice = page.getByRole('dialog', { name: /demostración/ });
  await expect(notice.getByRole('link', { name: 'Catálogo' })).toBeVisible();
  await expectNoSeriousViolations(page, "the 'Demo' notice for an admin");
  await expectDialogTrapsAndReturnsFocus(page, demo, notice, () => page.keyboard.press('Escape'));
});

test('at 375 px the header with its round account buttons, sign-in and the users screen have no serious violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/cuenta/entrar');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' });
  await expect(signIn).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in at 375 px, with the header for a visitor');

  await signInAsAdminInPage(page);
  await page.goto('/cuenta/usuarios');
  await expect(page.getByRole('combobox', { name: /^Rol de / }).first()).toBeVisible();
  const account = page.getByRole('button', { name: /^Cuenta de / });
  await expect(account).toBeVisible();
  await expectNoSeriousViolations(page, 'the users screen at 375 px, signed in');
  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the account menu at 375 px');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
});
