import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

test('"Descargar" saves every banlist as banlists.json, as they are stored', async ({ page }) => {
  await page.goto('/banlists');
  await page
    .getByLabel('Formato', { exact: true })
    .selectOption({ label: 'Formato Libre - Primer Bloque' });
  await page.getByRole('button', { name: 'Quitar Bennu' }).click();
  await page.getByRole('button', { name: 'Guardar Cambios de Banlist' }).click();
  await page
    .getByRole('dialog', { name: 'Notificación' })
    .getByRole('button', { name: 'Cerrar' })
    .click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('banlists.json');
  const file: unknown = JSON.parse(await readFile(await download.path(), 'utf8'));

  const stored: unknown = await page.evaluate(() =>
    Object.values(JSON.parse(localStorage.getItem('mysticBanlists') ?? '{}')),
  );
  expect(file).toEqual(stored);
  expect(file).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        key: 'formatoLibre',
        rules: expect.objectContaining({ limitedOne: [] }),
      }),
    ]),
  );
});
