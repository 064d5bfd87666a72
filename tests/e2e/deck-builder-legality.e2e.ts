import { expect, test, type Locator, type Page } from '@playwright/test';
import { addCopies, deckPanel, expectDeckCount, expectNotification } from './support/deck-builder';

// Guides never make a deck 'No legal' (issue 15, SPEC §5): a Racial Edición deck under the 16
// allies is 'Legal' with the minimum listed under 'Guías:'; only a broken rule (here a card
// the built-in list bans) makes it 'No legal'.

// Demo cards: 1 and 2 are Caballero allies of Espada Sagrada; 28 is Rayos, a talisman of the same
// block that the built-in Racial Edición list bans.
const WITH_RAYOS = {
  id: '1700000000100',
  name: 'Caballeros con Rayos',
  format: 'racialEdicion',
  cards: [1, 1, 1, 2, 2, 28],
};

function legalityPanel(page: Page): Locator {
  return deckPanel(page).getByRole('region', { name: 'Legalidad' });
}

function savedDeckRow(page: Page, deckName: string): Locator {
  return page
    .getByRole('region', { name: 'Cargar Mazo Existente' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${deckName} \\[RE\\]`) }) });
}

test('a short Racial Edición deck is legal with the allies as a guide, before and after saving', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Racial Edición - Primer Bloque/ }).click();
  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Caballero del Roble', 2);
  await addCopies(page, 'Oro', 1, 'Espada Sagrada');
  await expectDeckCount(page, 6);

  const legality = legalityPanel(page);
  await expect(legality.getByText('Legal', { exact: true })).toBeVisible();
  await expect(
    legality.getByText('Legal en Racial Edición - Primer Bloque.', { exact: true }),
  ).toBeVisible();
  await expect(legality.getByText('Guías:')).toBeVisible();
  await expect(
    legality.getByText('El mazo tiene 5 aliados; el mínimo del formato es 16.'),
  ).toBeVisible();
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
  await expect(deckPanel(page).getByText('Total de oros').locator('..')).toContainText('1');

  await deckPanel(page).getByRole('button', { name: 'Guardar Mazo' }).click();
  await deckPanel(page).getByLabel('Nombre del mazo').fill('Pocos Aliados');
  await deckPanel(page).getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, 'Mazo "Pocos Aliados" guardado!');
  await page.screenshot({ path: testInfo.outputPath('legality-builder-1280.png') });

  await deckPanel(page).getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  const row = savedDeckRow(page, 'Pocos Aliados');
  await expect(row.getByText('Legal', { exact: true })).toBeVisible();
  const toggle = row.getByRole('button', { name: 'Legal, ver guías de Pocos Aliados' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(row.getByText('Guías:')).toBeVisible();
  await expect(
    row.getByText('El mazo tiene 5 aliados; el mínimo del formato es 16.'),
  ).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`a saved deck with a banned card reads 'No legal' with the card's reason, at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript(
      (stored) => {
        window.localStorage.setItem('savedDecks', stored);
      },
      JSON.stringify([WITH_RAYOS]),
    );
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
    const legality = legalityPanel(page);
    await expect(legality.getByText('No legal', { exact: true })).toBeVisible();
    await expect(legality.getByText('Rayos: Prohibida en este formato')).toBeVisible();
    await expect(deckPanel(page).getByRole('button', { name: 'Guardar Mazo' })).toBeEnabled();
    await legality.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`legality-builder-loaded-${width}.png`) });
  });
}
