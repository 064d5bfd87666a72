import { expect, test, type Page } from '@playwright/test';
import { expectDialogTrapsAndReturnsFocus, expectNoSeriousViolations } from './support/axe';
import { waitForGrid } from './support/demo-catalogue';
import { builderGrid, cardTile, deckPanel, expectDeckCount } from './support/deck-builder';
import { phoneViewport } from './support/phone';

// Issue 19, point 3, on a 375 px phone by touch: the query help ('?') above the grid, the
// builder's save form, 'Mano de prueba' and 'Importar mazo' in the sheet and the picker, each
// free of serious violations, keeping the focus inside while open and giving it back.
test.use(phoneViewport(375));

/** The '?' beside a search box and its help, as a dialog named 'Cómo buscar'. */
async function checkQueryHelp(page: Page, screen: string): Promise<void> {
  const opener = page.getByRole('button', { name: 'Ayuda de búsqueda' });
  await opener.tap();
  const help = page.getByRole('dialog', { name: 'Cómo buscar' });
  await expect(help.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await expectNoSeriousViolations(page, `the query help on ${screen}`);
  await expectDialogTrapsAndReturnsFocus(page, opener, help, () => page.keyboard.press('Escape'));
  // 'Cerrar' gives the focus back too.
  await opener.click();
  await help.getByRole('button', { name: 'Cerrar' }).click();
  await expect(help).toBeHidden();
  await expect(opener).toBeFocused();
}

test("the query help of the catalogue and of the builder, the save form, 'Mano de prueba' and 'Importar mazo' at 375 px", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/cartas');
  await waitForGrid(page);
  await checkQueryHelp(page, '/cartas at 375 px');

  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }).tap();
  await builderGrid(page).getByRole('listitem').first().waitFor();
  await checkQueryHelp(page, 'the builder at 375 px');

  await page.getByLabel('Buscar cartas').fill('Escudero del Alba');
  const tile = cardTile(page, 'Escudero del Alba');
  for (let copy = 0; copy < 3; copy += 1) {
    await tile.getByRole('button', { name: 'Añadir una copia' }).tap();
  }
  await expectDeckCount(page, 3);
  await page.getByRole('button', { name: /^Mazo Actual:/ }).tap();
  const panel = deckPanel(page);
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Guardar Mazo' }).tap();
  const nameField = panel.getByLabel('Nombre del mazo');
  await expect(nameField).toBeFocused();
  await expectNoSeriousViolations(page, "the save form in 'Mazo Actual' at 375 px");
  await nameField.fill('Bolsillo');
  await panel.getByRole('button', { name: 'Confirmar Guardado' }).tap();
  const notice = page.getByRole('dialog', { name: 'Notificación' });
  await expect(notice).toContainText('Mazo "Bolsillo" guardado!');
  await expectNoSeriousViolations(page, 'the notification after saving at 375 px');
  await notice.getByRole('button', { name: 'Cerrar' }).tap();
  await expect(notice).toBeHidden();

  const handButton = panel.getByRole('button', { name: 'Mano de prueba' });
  await handButton.tap();
  const hand = page.getByRole('dialog', { name: 'Mano de prueba' });
  await expect(hand.getByRole('list', { name: 'Cartas en la mano' })).toBeVisible();
  await expectNoSeriousViolations(page, "'Mano de prueba' at 375 px");
  await expectDialogTrapsAndReturnsFocus(page, handButton, hand, () =>
    hand.getByRole('button', { name: 'Cerrar' }).first().click(),
  );

  // The sheet itself is a dialog: it keeps the focus and gives it back to its bar.
  const bar = page.getByRole('button', { name: /^Mazo Actual:/ });
  await expectDialogTrapsAndReturnsFocus(
    page,
    bar,
    page.getByRole('dialog', { name: 'Mazo Actual' }),
    () => page.keyboard.press('Escape'),
  );
  await bar.tap();
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Cancelar' }).tap();
  await page
    .getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' })
    .getByRole('button', { name: 'Confirmar' })
    .tap();
  const importButton = page.getByRole('button', { name: 'Importar mazo' });
  await importButton.tap();
  const importDialog = page.getByRole('dialog', { name: 'Importar mazo' });
  await expect(importDialog).toBeVisible();
  await expectNoSeriousViolations(page, "'Importar mazo' at 375 px");
  await expectDialogTrapsAndReturnsFocus(page, importButton, importDialog, () =>
    page.keyboard.press('Escape'),
  );
});

test('the side menu at 375 px keeps the focus inside and gives it back to its button', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/banlists');
  await expect(page.getByLabel('Formato', { exact: true })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Abrir menú' });
  await opener.tap();
  const menu = page.getByRole('dialog', { name: 'Grimorio' });
  await expect(menu.getByRole('navigation', { name: 'Secciones' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the side menu at 375 px');
  await expectDialogTrapsAndReturnsFocus(page, opener, menu, () =>
    menu.getByRole('button', { name: 'Cerrar menú' }).click(),
  );
});
