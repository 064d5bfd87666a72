import { expect, test } from '@playwright/test';
import { fetchCatalogue, openMenu, waitForGrid } from './support/demo-catalogue';

test('a player filters by type, edition and cost, and the filtered view survives a reload', async ({
  page,
  request,
}) => {
  const cards = await fetchCatalogue(request);
  const target = cards.find((card) => card.coste !== null);
  if (!target) throw new Error('The demo catalogue has no card with a cost');
  const matching = cards.filter(
    (card) =>
      card.tipo === target.tipo && card.edicion === target.edicion && card.coste === target.coste,
  );

  await page.goto('/cartas');
  await waitForGrid(page);
  const menu = await openMenu(page);
  await menu.getByLabel('Tipo').selectOption(target.tipo);
  await menu.getByLabel('Edición').selectOption(target.edicion);
  await menu.getByLabel('Coste').selectOption(String(target.coste));
  await page.keyboard.press('Escape');

  const expectedQuery = new URLSearchParams({
    tipo: target.tipo,
    edicion: target.edicion,
    coste: String(target.coste),
  }).toString();
  await expect(page).toHaveURL(`/cartas?${expectedQuery}`);
  const grid = page.getByRole('list', { name: 'Cartas' });
  await expect(grid.getByRole('listitem')).toHaveCount(matching.length);

  await page.reload();
  await expect(page).toHaveURL(`/cartas?${expectedQuery}`);
  await expect(grid.getByRole('listitem')).toHaveCount(matching.length);
  await expect(page.getByText(`${matching.length} de ${cards.length}`)).toBeVisible();
  const reopened = await openMenu(page);
  await expect(reopened.getByLabel('Edición')).toHaveValue(target.edicion);
});

test('a player searching for a name no card has sees "No se encontraron cartas"', async ({
  page,
}) => {
  await page.goto('/cartas');
  await waitForGrid(page);
  const menu = await openMenu(page);
  await menu.getByPlaceholder('Buscar por nombre...').fill('ninguna carta se llama así');
  await page.keyboard.press('Escape');
  await expect(page.getByText('No se encontraron cartas')).toBeVisible();
  await expect(page).toHaveURL(/q=ninguna/);
});
