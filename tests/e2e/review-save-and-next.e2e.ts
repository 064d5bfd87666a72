import { expect, test } from '@playwright/test';
import { signInAsNewEditor } from './support/accounts';
import { acceptAlerts } from './support/alerts';

test('an editor filters "Sin Revisar", saves a card and moves on until none is left', async ({
  page,
  playwright,
}) => {
  await signInAsNewEditor(page, playwright);
  await page.goto('/revision');
  await page.getByPlaceholder('Buscar por nombre...').fill('Dragón');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Sin Revisar' });
  const table = page.getByRole('table', { name: 'Cartas para revisar' });
  await expect(table.getByRole('row')).toHaveCount(4);

  await table.getByRole('button', { name: 'Editar Dragón Dorado' }).click();
  const first = page.getByRole('dialog', { name: 'Editando: Dragón Dorado' });
  await first.getByLabel('Historia').fill('Su tesoro no se cuenta: se funde en su vientre.');
  await first.getByRole('switch', { name: 'Revisado' }).click();
  await first.getByRole('button', { name: 'Guardar' }).click();

  const second = page.getByRole('dialog', { name: 'Editando: Dragón de la Niebla' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Siguiente Sin Revisar' }).click();
  const third = page.getByRole('dialog', { name: 'Editando: Dragón del Lago Gris' });
  await expect(third).toBeVisible();

  const alerts = acceptAlerts(page);
  await third.getByRole('button', { name: 'Siguiente Sin Revisar' }).click();
  await expect.poll(() => alerts).toEqual(['No hay más cartas sin revisar.']);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The saved card left the unreviewed list without a reload; the skipped ones stay in it.
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Dragón Dorado/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Revisados' });
  await expect(table.getByRole('row', { name: /Dragón Dorado/ })).toContainText('Sí');
});
