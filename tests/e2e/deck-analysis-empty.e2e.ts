import { expect, test } from '@playwright/test';

test('a visitor with a single saved deck is told that the analysis needs two', async ({ page }) => {
  const deck = { id: 'solo', name: 'Mazo Solitario', format: 'formatoLibre', cards: [1, 1, 39] };
  await page.addInitScript(
    (stored) => {
      window.localStorage.setItem('savedDecks', stored);
    },
    JSON.stringify([deck]),
  );
  await page.goto('/analisis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análisis de Mazos');
  await expect(
    page.getByText('Necesitas al menos dos mazos guardados para analizar.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Primer mazo' })).toHaveCount(0);
});
