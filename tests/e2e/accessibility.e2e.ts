import { expect, test } from '@playwright/test';
import { expectDialogTrapsAndReturnsFocus, expectNoSeriousViolations } from './support/axe';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';

// Issue 19, point 3: axe-core reports no serious or critical WCAG A/AA violation on the screens
// anyone can open without an account or saved decks; the other screens have journeys of their
// own (accessibility-*.e2e.ts).

test('the catalogue, its card overlay and a card page have no serious accessibility violation', async ({
  page,
  request,
}) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  await expectNoSeriousViolations(page, 'the catalogue');

  // The overlay with the ability, Coste and Fuerza shows after 1.5 s of hover (SPEC §2).
  const tile = grid.getByRole('link', { name: new RegExp(card.nombre) }).first();
  await tile.hover();
  await expect(tile.getByText('Coste:')).toBeVisible({ timeout: 5_000 });
  await expectNoSeriousViolations(page, 'the catalogue with a card overlay open');

  await page.goto(`/cartas/${card.id}`);
  await expect(page.getByRole('heading', { level: 2, name: card.nombre })).toBeVisible();
  await expectNoSeriousViolations(page, 'a card page');
});

test('the side menu and the empty analysis screen have no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/analisis');
  await expect(
    page.getByText('Necesitas al menos dos mazos guardados para analizar.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the analysis without decks');

  await page.goto('/cartas');
  await waitForGrid(page);
  const opener = page.getByRole('button', { name: 'Abrir menú' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Grimorio' });
  await expect(menu).toBeVisible();
  await expectNoSeriousViolations(page, 'the side menu');
});

test('the banlist editor and "Crear Nueva Banlist" have no serious violation; the dialog keeps and returns the focus', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/banlists');
  await expect(page.getByRole('button', { name: 'Crear Nueva Banlist' })).toBeVisible();
  await expect(page.getByLabel('Formato', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the banlist editor');

  const opener = page.getByRole('button', { name: 'Crear Nueva Banlist' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Crear Nueva Banlist' });
  await expect(dialog.getByLabel('Nombre del formato')).toBeVisible();
  await expectNoSeriousViolations(page, "the dialog 'Crear Nueva Banlist'");
  await expectDialogTrapsAndReturnsFocus(page, opener, dialog, () =>
    dialog.getByRole('button', { name: 'Cancelar' }).click(),
  );

  // Escape closes it too, and the focus goes back to the button all the same.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('sign-in and sign-up have no serious accessibility violation', async ({ page }) => {
  await page.goto('/cuenta/entrar');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in');

  // A refused sign-in shows its message; that state is checked too.
  await page.getByLabel('Correo', { exact: true }).fill('nadie@grimorio.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in with an error');

  await page.goto('/cuenta/registro');
  await expect(page.getByRole('heading', { name: 'Crear cuenta' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-up');
});
