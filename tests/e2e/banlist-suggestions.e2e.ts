import { expect, test, type Locator } from '@playwright/test';
import { fetchCatalogue } from './support/demo-catalogue';

const QUERY = 'del';

function readOptions(listbox: Locator): Promise<string[]> {
  return listbox
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.firstElementChild?.textContent ?? ''));
}

test('the type-ahead offers five cards at most and never one already in a list', async ({
  page,
  request,
}) => {
  const names = [...new Set((await fetchCatalogue(request)).map((card) => card.nombre))];
  const matches = names.filter((nombre) => nombre.toLowerCase().includes(QUERY));
  expect(matches.length).toBeGreaterThan(6);
  const [, second, , , , sixth] = matches;

  await page.goto('/banlists');
  await page
    .getByLabel('Formato', { exact: true })
    .selectOption({ label: 'Racial Libre - Primer Bloque' });

  const banned = page.getByRole('combobox', { name: 'Buscar y añadir carta a Cartas Prohibidas' });
  await banned.fill(QUERY);
  const bannedSuggestions = page.getByRole('listbox', {
    name: 'Sugerencias para Cartas Prohibidas',
  });
  await expect(bannedSuggestions.getByRole('option')).toHaveCount(5);
  expect(await readOptions(bannedSuggestions)).toEqual(matches.slice(0, 5));
  await expect(bannedSuggestions.getByRole('option', { name: sixth })).toHaveCount(0);

  await bannedSuggestions.getByRole('option', { name: second }).click();
  await expect(page.getByRole('button', { name: `Quitar ${second}` })).toBeVisible();

  const limitedTwo = page.getByRole('combobox', { name: 'Buscar y añadir carta a Limitadas a 2' });
  await limitedTwo.fill(QUERY);
  const limitedSuggestions = page.getByRole('listbox', { name: 'Sugerencias para Limitadas a 2' });
  await expect(limitedSuggestions.getByRole('option')).toHaveCount(5);
  const offered = await readOptions(limitedSuggestions);
  expect(offered).not.toContain(second);
  expect(offered).toEqual(matches.filter((nombre) => nombre !== second).slice(0, 5));
  expect(offered).toContain(sixth);
});
