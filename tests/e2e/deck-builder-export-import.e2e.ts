import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addCopies, deckPanel, expectDeckCount, expectNotification } from './support/deck-builder';

function readDeckList(page: Page) {
  return deckPanel(page).getByRole('list', { name: 'Contenido del mazo' }).getByRole('listitem');
}

test('a player exports a deck as text, then imports it with a misspelt line fixed from the suggestion', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Racial Edición - Primer Bloque/ }).click();
  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Caballero del Roble', 2);
  await addCopies(page, 'Destello Sagrado', 1);
  await addCopies(page, 'Oro', 2, 'Espada Sagrada');
  await expectDeckCount(page, 8);
  const original = await readDeckList(page).allTextContents();

  await deckPanel(page).getByRole('button', { name: 'Exportar' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Exportar mazo' });
  const textSection = exportDialog.getByRole('region', { name: 'Texto' });
  const text = await textSection.getByRole('textbox').inputValue();
  expect(text).toBe(
    [
      'Formato: Racial Edición - Primer Bloque',
      '',
      'ALIADO',
      '2x Caballero del Roble',
      '3x Escudero del Alba',
      '',
      'TALISMÁN',
      '1x Destello Sagrado',
      '',
      'ORO',
      '2x Oro',
      '',
    ].join('\n'),
  );
  await textSection.getByRole('button', { name: 'Copiar' }).click();
  await expect(textSection.getByText('Copiado al portapapeles.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  const downloadPromise = page.waitForEvent('download');
  await textSection.getByRole('button', { name: 'Descargar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('mazo.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(text);

  const jsonSection = exportDialog.getByRole('region', { name: 'JSON' });
  expect(JSON.parse(await jsonSection.getByRole('textbox').inputValue())).toMatchObject({
    name: null,
    format: 'racialEdicion',
  });
  await exportDialog.getByRole('button', { name: 'Cerrar' }).click();

  await deckPanel(page).getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' })
    .getByRole('button', { name: 'Confirmar' })
    .click();

  await page.getByRole('button', { name: 'Importar mazo' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Importar mazo' });
  const misspelt = text.replace('Caballero del Roble', 'caballero del robel');
  await importDialog.getByLabel('Lista del mazo').fill(misspelt);
  await importDialog.getByRole('button', { name: 'Revisar lista' }).click();
  const unmatched = importDialog.getByRole('region', { name: /Líneas sin reconocer/ });
  await expect(unmatched).toContainText('Línea 4: 2x caballero del robel');
  await expect(importDialog.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await unmatched.getByRole('button', { name: 'Usar Caballero del Roble en la línea 4' }).click();
  await expect(unmatched).toBeHidden();
  await expect(importDialog.getByLabel('Formato')).toHaveValue('racialEdicion');
  await importDialog.getByRole('button', { name: 'Importar' }).click();

  await expectNotification(page, 'Mazo importado con 8 cartas.');
  await expectDeckCount(page, 8);
  expect(await readDeckList(page).allTextContents()).toEqual(original);
});
