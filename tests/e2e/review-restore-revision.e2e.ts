import { expect, test } from '@playwright/test';
import { signInAsNewEditor } from './support/accounts';

test('an editor changes a card from its page and restores the earlier version', async ({
  page,
  playwright,
}) => {
  await signInAsNewEditor(page, playwright);
  await page.goto('/cartas/20');
  await expect(page.getByRole('heading', { level: 2, name: 'Mercaderes' })).toBeVisible();
  const original = 'Todo tiene precio, incluso la lealtad.';
  await expect(page.getByText(`“${original}”`)).toBeVisible();

  await page.getByRole('button', { name: 'Editar carta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editando: Mercaderes' });
  await dialog.getByLabel('Historia').fill('Todo tiene precio.');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('“Todo tiene precio.”')).toBeVisible();

  const history = page.getByRole('region', { name: 'Historial de cambios' });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('(actual)');
  await expect(latest).toContainText(`Historia${original} → pasa a Todo tiene precio.`);

  // The demo cards start with no history of their own: the first save is the one to restore.
  await page.getByRole('button', { name: 'Editar carta' }).click();
  await dialog.getByLabel('Historia').fill(`${original} Siempre.`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`“${original} Siempre.”`)).toBeVisible();

  const earlier = history.getByRole('listitem').nth(1);
  await earlier.getByRole('button', { name: 'Restaurar esta versión' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restaurar esta versión' });
  await confirm.getByRole('button', { name: 'Restaurar' }).click();

  await expect(page.getByText('“Todo tiene precio.”')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('(actual)');
});
