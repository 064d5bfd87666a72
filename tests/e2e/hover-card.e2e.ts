import { expect, test } from '@playwright/test';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';

test('resting the mouse on a card shows its ability, cost and strength only after 1.5 s', async ({
  page,
  request,
}) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.clock.install();
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  const tile = grid.getByRole('link', { name: new RegExp(card.nombre) }).first();
  await page.clock.pauseAt(Date.now() + 60_000);

  await tile.hover();
  await page.clock.runFor(1000);
  await expect(tile.getByText('Coste:')).toHaveCount(0);

  await page.clock.runFor(600);
  await expect(tile.getByText('Coste:')).toBeVisible();
  await expect(tile.getByText(card.habilidad ?? 'Esta carta no tiene habilidad.')).toBeVisible();

  await page.mouse.move(0, 0);
  await expect(tile.getByText('Coste:')).toHaveCount(0);
});
