import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addCopies,
  deckPanel,
  expectDeckCount,
  expectNotification,
  openDeckPanel,
} from './support/deck-builder';

// Guides never make a deck 'No legal' (issue 15, SPEC §5): a Racial Edición deck under the 16
// allies is 'Legal' with the minimum listed under 'Guías:' once it meets the real rules (ADR
// 0016: exactly 50 cards, an Oro sin habilidad); a broken rule (here a card the built-in list
// bans, or a deck short of 50) makes it 'No legal'.

// Demo cards: 1 and 2 are Caballero allies of Espada Sagrada; 28 is Rayos, a talisman of the same
// block that the built-in Racial Edición list bans; 39 is its 'Oro', an Oro sin habilidad.
const WITH_RAYOS = {
  id: '1700000000100',
  name: 'Caballeros con Rayos',
  format: 'racialEdicion',
  cards: [1, 1, 1, 2, 2, 28],
};
// 49 cards of the Espada Sagrada block, 5 of them allies and none a tótem: one card short.
const ONE_SHORT = {
  id: '1700000000101',
  name: 'Pocos Aliados',
  format: 'racialEdicion',
  cards: [1, 1, 1, 2, 2, 39, 39].concat(
    [22, 23, 24, 25, 26, 27, 30, 32, 33, 40, 53, 54, 56, 57].flatMap((id) => [id, id, id]),
  ),
};
const GUIDE = 'El mazo tiene 5 cartas que cuentan como aliados; el mínimo del formato es 16.';

function legalityPanel(page: Page): Locator {
  return deckPanel(page).getByRole('region', { name: 'Legalidad' });
}

function savedDeckRow(page: Page, deckName: string): Locator {
  return page
    .getByRole('region', { name: 'Cargar Mazo Existente' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${deckName} \\[RE\\]`) }) });
}

async function storeSavedDecks(page: Page, decks: readonly unknown[]): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('savedDecks', stored);
  }, JSON.stringify(decks));
}

test('a Racial Edición deck under the allies guide is legal once it has its 50 cards, before and after saving', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await storeSavedDecks(page, [ONE_SHORT]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mazos');
  const row = savedDeckRow(page, ONE_SHORT.name);
  await expect(row.getByText('No legal', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`^${ONE_SHORT.name} \\[RE\\]`) }).click();
  await expectDeckCount(page, 49);

  const legality = legalityPanel(page);
  await expect(legality.getByText('No legal', { exact: true })).toBeVisible();
  await expect(
    legality.getByText('El mazo tiene 49 cartas; el formato pide exactamente 50.'),
  ).toBeVisible();
  await expect(legality.getByText(GUIDE)).toBeVisible();

  await addCopies(page, 'Oro', 1, 'Espada Sagrada');
  await expectDeckCount(page, 50);
  await expect(legality.getByText('Legal', { exact: true })).toBeVisible();
  await expect(
    legality.getByText('Legal en Racial Edición - Primer Bloque.', { exact: true }),
  ).toBeVisible();
  await expect(legality.getByText('Guías:')).toBeVisible();
  await expect(legality.getByText(GUIDE)).toBeVisible();
  // The verdict's announcer comes first; 'Comprobar con la lista de…' has its own.
  await expect(legality.locator('[aria-live="polite"]').first()).toHaveText(
    'El mazo es legal en Racial Edición - Primer Bloque.',
  );
  // The built-in format keeps every dated list it was published with (issue 15, item 4).
  await expect(legality.getByLabel('Comprobar con la lista de…').locator('option')).toHaveText([
    '1 de abril de 2026 (vigente)',
    '8 de enero de 2026',
    '3 de diciembre de 2025',
    '24 de noviembre de 2025',
  ]);
  // The spec's figures of 'Mazo Actual' stay beside it.
  await expect(deckPanel(page).getByText('Aliados', { exact: true }).locator('..')).toContainText(
    '5 / 16',
  );
  await expect(deckPanel(page).getByText('Total de oros').locator('..')).toContainText('6');

  await deckPanel(page).getByRole('button', { name: 'Guardar Mazo' }).click();
  await deckPanel(page).getByLabel('Nombre del mazo').fill(ONE_SHORT.name);
  await deckPanel(page).getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, `Mazo "${ONE_SHORT.name}" guardado!`);
  await page.screenshot({ path: testInfo.outputPath('legality-builder-1280.png') });

  await deckPanel(page).getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(row.getByText('Legal', { exact: true })).toBeVisible();
  const toggle = row.getByRole('button', { name: `Legal, ver guías de ${ONE_SHORT.name}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(row.getByText('Guías:')).toBeVisible();
  await expect(row.getByText(GUIDE)).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`a saved deck with a banned card reads 'No legal' with the card's reason, at ${width} px`, async ({
    page,
  }, testInfo) => {
    await storeSavedDecks(page, [WITH_RAYOS]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mazos');

    const row = savedDeckRow(page, WITH_RAYOS.name);
    await expect(row.getByText('No legal', { exact: true })).toBeVisible();
    await expect(row.getByText('Rayos: Prohibida en este formato')).toBeHidden();
    // A tap opens the reasons: a tooltip would never show on a touch screen.
    await row.getByRole('button', { name: `No legal, ver motivos de ${WITH_RAYOS.name}` }).click();
    await expect(row.getByText('El mazo no es legal en este formato:')).toBeVisible();
    await expect(row.getByText('Rayos: Prohibida en este formato')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath(`legality-saved-decks-${width}.png`),
      fullPage: true,
    });

    await row.getByRole('button', { name: new RegExp(`^${WITH_RAYOS.name} \\[RE\\]`) }).click();
    await expectDeckCount(page, 6);
    // At 375 px 'Mazo Actual' is a bottom sheet (issue 19): its bar opens it.
    await openDeckPanel(page);
    const legality = legalityPanel(page);
    await expect(legality.getByText('No legal', { exact: true })).toBeVisible();
    await expect(legality.getByText('Rayos: Prohibida en este formato')).toBeVisible();
    await expect(deckPanel(page).getByRole('button', { name: 'Guardar Mazo' })).toBeEnabled();
    await legality.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`legality-builder-loaded-${width}.png`) });
  });
}
