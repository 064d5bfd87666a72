import { expect, test } from '@playwright/test';
import { addCopies, cardTile } from './support/deck-builder';
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

test("in the builder, a card without an image shows 'Sin Imagen' clear of its badges", async ({
  page,
  request,
}) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.route(`**/images/demo/${card.id}.webp*`, (route) => route.fulfill({ status: 404 }));
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }).click();
  await addCopies(page, card.nombre, 1);
  const tile = cardTile(page, card.nombre);
  const label = tile.getByText('Sin Imagen');
  await expect(label).toBeVisible();
  const labelBox = await label.boundingBox();
  for (const badge of [tile.getByText('1 en mazo'), tile.getByText(/^Quedan? \d/)]) {
    const badgeBox = await badge.boundingBox();
    expect(labelBox).not.toBeNull();
    expect(badgeBox).not.toBeNull();
    if (labelBox === null || badgeBox === null) return;
    // One above the other, with no overlap.
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(badgeBox.y);
  }
});
