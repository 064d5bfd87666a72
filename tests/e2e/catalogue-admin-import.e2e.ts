import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { openMenu, waitForGrid } from './support/demo-catalogue';

const CSV_HEADER =
  'id,nombre,tipo,ruta_completa,edicion,coste,fuerza,raza,habilidad,flavor_text,ilustrador,habilidades,revisada';

// New ids and names on every run, so a retry against the same server still adds two cards.
const RUN = Date.now();
const FIRST_ID = 500_000 + (RUN % 400_000) * 2;
const ORACLE = `Oráculo Importado ${RUN.toString(36)}`;
const TALISMAN = `Talismán Importado ${RUN.toString(36)}`;

/** Two new cards; `tipo` of the second is what the test breaks and fixes. Empty cells are null. */
function makeCatalogueCsv(secondType: string): string {
  return [
    CSV_HEADER,
    `${FIRST_ID},${ORACLE},oro,,Importación E2E,0,,,,,,[],false`,
    `${FIRST_ID + 1},${TALISMAN},${secondType},,Importación E2E,1,,,"Roba una carta, luego descarta.",,,[],false`,
  ].join('\n');
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/cuenta/entrar');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo').fill(E2E_ADMIN.email);
  await form.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await waitForGrid(page);
}

async function chooseCsv(page: Page, text: string): Promise<void> {
  await page.getByLabel('Elegir archivo').setInputFiles({
    name: 'cartas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await expect(page.getByText(/Archivo elegido: «cartas\.csv»/)).toBeVisible();
}

test('an admin imports a CSV: sees the broken row, fixes it, reviews the diff, confirms and finds the new card', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: /Cuenta de/ }).click();
  await page.getByRole('menuitem', { name: 'Catálogo (importar y exportar)' }).click();
  await expect(page).toHaveURL('/catalogo');
  await expect(page.getByText(/Tamaño máximo: 25 MB/)).toBeVisible();

  await chooseCsv(page, makeCatalogueCsv('hechizo'));
  await page.getByRole('button', { name: 'Revisar cambios' }).click();
  const problems = page.getByRole('region', { name: /No se escribió nada/ });
  await expect(problems).toContainText('«cartas.csv» tiene 1 problema.');
  const problemRow = problems.getByRole('row').nth(1);
  await expect(problemRow.getByRole('cell').nth(0)).toHaveText('Carta 2 (fila 3)');
  await expect(problemRow.getByRole('cell').nth(1)).toHaveText('tipo');
  await expect(problemRow.getByRole('cell').nth(2)).not.toBeEmpty();

  await chooseCsv(page, makeCatalogueCsv('talisman'));
  await expect(problems).toBeHidden();
  await page.getByRole('button', { name: 'Revisar cambios' }).click();
  const preview = page.getByRole('region', { name: 'Cambios que haría la importación' });
  await expect(preview).toContainText('«cartas.csv» tiene 2 cartas. Modo: Fusionar.');
  const counts = preview.getByRole('definition');
  await expect(counts.nth(0)).toHaveText('2');
  await expect(counts.nth(3)).toHaveText('0');
  await expect(preview.getByText(ORACLE)).toBeVisible();
  await expect(preview.getByText(TALISMAN)).toBeVisible();

  await preview.getByRole('button', { name: 'Confirmar importación' }).click();
  const done = page.getByRole('region', { name: 'Catálogo importado' });
  await expect(done).toContainText('Se importaron las 2 cartas de «cartas.csv».');

  await done.getByRole('link', { name: 'Ver las cartas' }).click();
  await expect(page).toHaveURL('/cartas');
  await waitForGrid(page);
  const menu = await openMenu(page);
  await menu.getByPlaceholder('Buscar por nombre...').fill(TALISMAN);
  await page.keyboard.press('Escape');
  const grid = page.getByRole('list', { name: 'Cartas' });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByText(TALISMAN)).toBeVisible();
});
