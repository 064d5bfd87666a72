import { expect, test } from '@playwright/test';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';

test('a card whose image fails to load shows "Sin Imagen"', async ({ page, request }) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.route(`**/images/demo/${card.id}.webp*`, (route) => route.fulfill({ status: 404 }));
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  const tile = grid.getByRole('link', { name: new RegExp(card.nombre) }).first();
  await expect(tile.getByRole('img', { name: 'Sin Imagen' })).toBeVisible();
  await expect(tile.getByText('Sin Imagen')).toBeVisible();
});

test("a card's page shows a placeholder carrying the card's name when the image fails", async ({
  page,
  request,
}) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.route(`**/images/demo/${card.id}.webp*`, (route) => route.fulfill({ status: 404 }));
  await page.goto(`/cartas/${card.id}`);
  await expect(page.getByRole('img', { name: card.nombre })).toBeVisible();
});
