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

test('after a filter change every card in the page is one the filter keeps, the row below the screen too', async ({
  page,
  request,
}) => {
  const cards = await fetchCatalogue(request);
  // A type with rows below the screen, none of whose first cards is in the same place in the
  // whole catalogue: a row still showing the list from before the change would show other cards.
  const ofType = (tipo: string) => cards.filter((card) => card.tipo === tipo);
  const type = [...new Set(cards.map((card) => card.tipo))].find((tipo) => {
    const kept = ofType(tipo);
    return kept.length > 24 && kept.slice(0, 24).every((card, index) => card !== cards[index]);
  });
  if (type === undefined) throw new Error('The demo catalogue has no type to test this with');
  const matching = ofType(type);

  await page.goto('/cartas');
  await waitForGrid(page);
  const menu = await openMenu(page);
  await menu.getByLabel('Tipo').selectOption(type);
  await page.keyboard.press('Escape');
  await expect(page.getByText(`${matching.length} de ${cards.length}`)).toBeVisible();

  const grid = page.getByRole('list', { name: 'Cartas' });
  // The rows out of sight take the new list a render after the rows in sight (VirtualCardRows).
  const readTiles = () =>
    grid.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        position: Number(item.getAttribute('aria-posinset')),
        href: item.querySelector('a')?.getAttribute('href') ?? '',
        top: item.getBoundingClientRect().top,
      })),
    );
  const expected = (position: number) => `/cartas/${matching[position - 1]?.id ?? 'none'}`;
  await expect
    .poll(async () => (await readTiles()).filter((tile) => tile.href !== expected(tile.position)))
    .toEqual([]);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect((await readTiles()).some((tile) => tile.top > viewportHeight)).toBe(true);
});
