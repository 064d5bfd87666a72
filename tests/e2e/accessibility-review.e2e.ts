import { expect, test } from '@playwright/test';
import { signInAsNewEditor } from './support/accounts';
import { expectDialogTrapsAndReturnsFocus, expectNoSeriousViolations } from './support/axe';

// Issue 19, point 3: the review table and the edit modal, signed in as an editor.

test('the review table and the edit modal have no serious violation; the modal keeps and returns the focus', async ({
  page,
  playwright,
}) => {
  // The focus check presses Tab and Shift+Tab through every field of the modal.
  test.setTimeout(90_000);
  await page.goto('/revision');
  await expect(page.getByText('Inicia sesión para revisar cartas.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the review screen signed out');

  await signInAsNewEditor(page, playwright);
  await page.goto('/revision');
  const table = page.getByRole('table', { name: 'Cartas para revisar' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'the review table');

  await page.getByPlaceholder('Buscar por nombre...').fill('Dragón Dorado');
  const opener = table.getByRole('button', { name: 'Editar Dragón Dorado' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Editando: Dragón Dorado' });
  await expect(dialog.getByLabel('Historia')).toBeVisible();
  await expectNoSeriousViolations(page, 'the edit modal');

  await expectDialogTrapsAndReturnsFocus(page, opener, dialog, () =>
    dialog.getByRole('button', { name: 'Cancelar' }).click(),
  );

  // Escape and the close icon return the focus as well.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a card's page for an editor and its edit modal (main mode, with the effects) have no serious violation", async ({
  page,
  playwright,
}) => {
  await signInAsNewEditor(page, playwright);
  await page.goto('/cartas/1');
  const opener = page.getByRole('button', { name: 'Editar carta' });
  await expect(opener).toBeVisible();
  await expectNoSeriousViolations(page, "a card's page for an editor");

  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Editando: / });
  await expect(dialog.getByLabel('Nombre', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the edit modal in main mode');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
