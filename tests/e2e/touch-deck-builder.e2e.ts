import { expect, test, type Locator } from '@playwright/test';
import { builderGrid, cardTile } from './support/deck-builder';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';
import { phoneViewport } from './support/phone';

// Issue 19, touch first: a player on a 375 px phone builds a deck by tapping, reads a card's
// ability without hovering, and keeps the deck's count in sight in a bottom sheet.
test.use(phoneViewport(375));

async function expectTargetSize(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

test("a tap on a card's ⓘ shows its ability, cost and strength at once", async ({
  page,
  request,
}) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.clock.install();
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  const info = grid.getByRole('button', { name: `Ver habilidad de ${card.nombre}` }).first();
  await expectTargetSize(info);
  await info.tap();
  // No waiting: the 1.5 s of the mouse's hover do not apply to a tap.
  const tile = grid.getByRole('link', { name: new RegExp(card.nombre) }).first();
  await expect(tile.getByText('Coste:')).toBeVisible();
  await expect(tile.getByText(card.habilidad ?? 'Esta carta no tiene habilidad.')).toBeVisible();
  await info.tap();
  await expect(tile.getByText('Coste:')).toHaveCount(0);
  await expect(page).toHaveURL('/cartas');
});

test('the search box is above the grid, where the results show while typing', async ({ page }) => {
  await page.goto('/cartas');
  await waitForGrid(page);
  const search = page.getByPlaceholder('Buscar por nombre...');
  await search.tap();
  await search.fill('raza:caballero');
  await expect(page.getByText('Cartas de raza Caballero')).toBeVisible();
  await expect(page).toHaveURL(/q=raza%3Acaballero/);
  // The first card of the results is on screen, under the box.
  await expect(
    page.getByRole('list', { name: 'Cartas' }).getByRole('listitem').first(),
  ).toBeInViewport();
});

test('a player adds and removes cards by tapping, the first tap acting, and opens and closes the deck sheet', async ({
  page,
}) => {
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Formato Libre/ }).tap();
  await builderGrid(page).getByRole('listitem').first().waitFor();
  const bar = page.getByRole('button', { name: /^Mazo Actual:/ });
  await expect(bar).toHaveAccessibleName(/^Mazo Actual: 0\/50/);
  await expect(bar).toBeInViewport();

  const tile = cardTile(page, 'Escudero del Alba');
  const add = tile.getByRole('button', { name: 'Añadir una copia' });
  const remove = tile.getByRole('button', { name: 'Quitar una copia' });
  await expect(add).toBeVisible();
  await expectTargetSize(add);
  await expectTargetSize(remove);
  await add.tap();
  await expect(bar).toHaveAccessibleName(/^Mazo Actual: 1\/50/);
  await add.tap();
  await expect(tile.getByText('2 en mazo')).toBeVisible();
  await expect(tile.getByText('Queda 1')).toBeVisible();
  await remove.tap();
  await expect(bar).toHaveAccessibleName(/^Mazo Actual: 1\/50/);
  // What the card does, without leaving the deck: a tap on its ⓘ.
  const info = tile.getByRole('button', { name: 'Ver habilidad' });
  await expectTargetSize(info);
  await info.tap();
  const ability = page.getByRole('dialog', { name: 'Escudero del Alba' });
  await expect(ability).toContainText('Coste:');
  await ability.getByRole('button', { name: 'Cerrar' }).tap();
  await expect(ability).toBeHidden();
  // The bar stays in sight while the grid scrolls.
  await page.mouse.wheel(0, 2000);
  await expect(bar).toBeInViewport();

  await bar.tap();
  const sheet = page.getByRole('dialog', { name: 'Mazo Actual' });
  await expect(sheet).toBeVisible();
  const panel = sheet.getByRole('complementary', { name: 'Mazo Actual' });
  const line = panel.getByRole('button', { name: 'Quitar una copia de Escudero del Alba' });
  await expectTargetSize(line);
  await page.getByRole('button', { name: 'Cerrar Mazo Actual' }).tap();
  await expect(sheet).toBeHidden();
  await expect(bar).toBeFocused();

  await bar.tap();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Quitar una copia de Escudero del Alba' }).tap();
  await expect(sheet.getByText('Añade cartas desde la cuadrícula.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(bar).toHaveAccessibleName(/^Mazo Actual: 0\/50/);
});
