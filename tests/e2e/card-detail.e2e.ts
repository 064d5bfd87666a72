import { expect, test } from '@playwright/test';
import { fetchCatalogue, findCardWithImage, waitForGrid } from './support/demo-catalogue';

test("a player opens a card's page from the grid and goes back to the same list", async ({
  page,
  request,
}) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.goto(`/cartas?tipo=${card.tipo}`);
  const grid = await waitForGrid(page);
  await grid
    .getByRole('link', { name: new RegExp(card.nombre) })
    .first()
    .click();

  await expect(page).toHaveURL(`/cartas/${card.id}`);
  await expect(page.getByRole('heading', { level: 2, name: card.nombre })).toBeVisible();
  await expect(page.getByText(`Edición: ${card.edicion}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Habilidad', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Análisis de Habilidades' })).toBeVisible();

  await page.getByRole('button', { name: '← Volver al catálogo' }).click();
  await expect(page).toHaveURL(`/cartas?tipo=${card.tipo}`);
  await waitForGrid(page);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: card.nombre })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/cartas?tipo=${card.tipo}`);
});

test("a shared link to a card's page opens it directly", async ({ page, request }) => {
  const card = findCardWithImage(await fetchCatalogue(request));
  await page.goto(`/cartas/${card.id}`);
  await expect(page.getByRole('heading', { level: 2, name: card.nombre })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visor de Cartas');
});
