import { expect, test } from '@playwright/test';
import { expectDialogTrapsAndReturnsFocus, expectNoSeriousViolations } from './support/axe';
import {
  addCopies,
  cardTile,
  deckPanel,
  expectDeckCount,
  openDeckPanel,
} from './support/deck-builder';

// Issue 19, point 3: the deck builder with a deck open, and each of its dialogs.

test('the builder with a deck and its save, export, sample-hand and import dialogs have no serious violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/mazos');
  const formatPicker = page.getByRole('button', { name: /^Racial Edición - Primer Bloque/ });
  await expect(formatPicker).toBeVisible();
  await expectNoSeriousViolations(page, 'the format picker');

  await formatPicker.click();
  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Caballero del Roble', 3);
  await addCopies(page, 'Lancero Errante', 2);
  await addCopies(page, 'Destello Sagrado', 1);
  await expectDeckCount(page, 9);
  await expectNoSeriousViolations(page, 'the builder with a deck');

  // A card's ability, opened by the keyboard's 'i' on its focused tile (the grid shows the card
  // searched last).
  const addDestello = cardTile(page, 'Destello Sagrado').getByRole('button', {
    name: 'Añadir una copia',
  });
  const abilityDialog = page.getByRole('dialog', { name: 'Destello Sagrado' });
  await addDestello.focus();
  await page.keyboard.press('i');
  await expect(abilityDialog).toContainText('Coste:');
  await expectNoSeriousViolations(page, "a card's ability dialog");
  await page.keyboard.press('Escape');
  await expect(abilityDialog).toBeHidden();
  await expect(addDestello).toBeFocused();

  const panel = deckPanel(page);
  await panel.getByRole('button', { name: 'Guardar Mazo' }).click();
  await expect(panel.getByLabel('Nombre del mazo')).toBeVisible();
  await expectNoSeriousViolations(page, 'the save form');
  await panel.getByLabel('Nombre del mazo').fill('Vigilia');
  await panel.getByRole('button', { name: 'Confirmar Guardado' }).click();
  const notice = page.getByRole('dialog', { name: 'Notificación' });
  await expect(notice).toContainText('Mazo "Vigilia" guardado!');
  await expectNoSeriousViolations(page, 'the notification after saving');
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await expect(notice).toBeHidden();

  const exportButton = panel.getByRole('button', { name: 'Exportar' });
  await exportButton.click();
  const exportDialog = page.getByRole('dialog', { name: 'Exportar mazo' });
  await expect(exportDialog.getByRole('region', { name: 'Texto' })).toBeVisible();
  await expectNoSeriousViolations(page, "the dialog 'Exportar mazo'");
  await expectDialogTrapsAndReturnsFocus(page, exportButton, exportDialog, () =>
    exportDialog.getByRole('button', { name: 'Cerrar' }).first().click(),
  );

  const handButton = panel.getByRole('button', { name: 'Mano de prueba' });
  await handButton.click();
  const handDialog = page.getByRole('dialog', { name: 'Mano de prueba' });
  await expect(handDialog.getByRole('list', { name: 'Cartas en la mano' })).toBeVisible();
  await expectNoSeriousViolations(page, "the dialog 'Mano de prueba'");
  await expectDialogTrapsAndReturnsFocus(page, handButton, handDialog, () =>
    page.keyboard.press('Escape'),
  );

  await panel.getByRole('button', { name: 'Cancelar' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' });
  await expect(cancel).toBeVisible();
  await expectNoSeriousViolations(page, "the dialog 'Cancelar Creación de Mazo'");
  await cancel.getByRole('button', { name: 'Confirmar' }).click();

  // Back at the picker, with the saved deck listed under 'Cargar Mazo Existente'.
  const importButton = page.getByRole('button', { name: 'Importar mazo' });
  await expect(importButton).toBeVisible();
  await expectNoSeriousViolations(page, 'the picker with a saved deck');
  await importButton.click();
  const importDialog = page.getByRole('dialog', { name: 'Importar mazo' });
  await expect(importDialog).toBeVisible();
  await expectNoSeriousViolations(page, "the dialog 'Importar mazo'");
  await page.keyboard.press('Escape');
  await expect(importDialog).toBeHidden();
});

test('the builder at 375 px with a deck, and its deck sheet open, have no serious violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }).click();
  await addCopies(page, 'Escudero del Alba', 2);
  await addCopies(page, 'Destello Sagrado', 1);
  await expectDeckCount(page, 3);
  await expectNoSeriousViolations(page, 'the builder at 375 px');

  // 'Mazo Actual' is a bottom sheet on a phone: a dialog worth auditing open.
  await openDeckPanel(page);
  await expectNoSeriousViolations(page, "the sheet 'Mazo Actual' at 375 px");
});
