import { expect, test } from '@playwright/test';
import { openMenu } from './support/demo-catalogue';

const CARD = 'Caballero del Roble';

test('a card banned in the editor is blocked at once in the deck builder', async ({ page }) => {
  await page.goto('/banlists');
  await page
    .getByLabel('Formato', { exact: true })
    .selectOption({ label: 'Formato Libre - Primer Bloque' });
  await page
    .getByRole('combobox', { name: 'Buscar y añadir carta a Cartas Prohibidas' })
    .fill('roble');
  await page.getByRole('option', { name: new RegExp(CARD) }).click();
  await page.getByRole('button', { name: 'Guardar Cambios de Banlist' }).click();
  await page
    .getByRole('dialog', { name: 'Notificación' })
    .getByRole('button', { name: 'Cerrar' })
    .click();

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Fabrica de tech' }).click();
  await page.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }).click();

  const grid = page.getByRole('list', { name: 'Cartas' });
  const tile = grid.getByRole('listitem').filter({ hasText: CARD });
  await expect(tile.getByText('Prohibida en este formato')).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Añadir una copia' })).toBeDisabled();
});
