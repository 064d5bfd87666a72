import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdminInPage } from './support/accounts';
import { makeDatedList, publishDatedList } from './support/dated-lists';
import {
  addCopies,
  deckPanel,
  expectDeckCount,
  expectNotification,
  openDeckPanel,
} from './support/deck-builder';

// 'What broke in my decks' (issue 15, item 5). A format of its own: its list of 3 December 2025
// allows everything; the list of 1 March 2026, published after the deck was saved, bans
// 'Caballero del Roble' and leaves 'Escudero del Alba' at one copy.
const FORMAT = { key: 'torneoRoto', name: 'Torneo Roto' };
const DECK = 'Alba del Torneo';
const LIMITED = 'Escudero del Alba';
const BANNED = 'Caballero del Roble';
const KEPT = 'Hada del Brezo';

function savedDeckRow(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Cargar Mazo Existente' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${DECK} \\[RL\\]`) }) });
}

function deckLine(page: Page, name: string): Locator {
  return deckPanel(page)
    .getByRole('list', { name: 'Contenido del mazo' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('a deck legal under an older list shows as broken after a newer list becomes current, and opens with those cards marked', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mazos');
  await signInAsAdminInPage(page);
  await publishDatedList(page, makeDatedList(FORMAT, '2025-12-03'));
  await page.reload();

  await page.getByRole('button', { name: new RegExp(`^${FORMAT.name}`) }).click();
  await addCopies(page, LIMITED, 3);
  await addCopies(page, BANNED, 1);
  await addCopies(page, KEPT, 1);
  await expectDeckCount(page, 5);
  await deckPanel(page).getByRole('button', { name: 'Guardar Mazo' }).click();
  await deckPanel(page).getByLabel('Nombre del mazo').fill(DECK);
  await deckPanel(page).getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, `Mazo "${DECK}" guardado!`);
  await deckPanel(page).getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  const row = savedDeckRow(page);
  await expect(row.getByText('Legal', { exact: true })).toBeVisible();
  await expect(row.getByText(/dejó de ser legal/)).toHaveCount(0);

  // A newer official list reaches the browser.
  await publishDatedList(
    page,
    makeDatedList(FORMAT, '2026-03-01', { banned: [BANNED], limitedOne: [LIMITED] }),
  );
  await page.reload();

  const heading = row.getByText('Con la lista del 1 de marzo de 2026 este mazo dejó de ser legal:');
  await expect(heading).toBeVisible();
  await expect(heading.locator('..').getByRole('listitem')).toHaveText([
    `${LIMITED}: 3 copias; el máximo es 1.`,
    `${BANNED}: Prohibida en este formato`,
  ]);
  await expect(row.getByText('No legal', { exact: true })).toBeVisible();
  await row.screenshot({ path: testInfo.outputPath('broken-deck-row-1280.png') });
  await page.screenshot({ path: testInfo.outputPath('broken-deck-list-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('broken-deck-list-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: `Abrir y ver las cartas de ${DECK}` }).click();
  await expectDeckCount(page, 5);
  await expect(deckPanel(page).getByRole('alert')).toContainText(
    'Con la lista del 1 de marzo de 2026 este mazo dejó de ser legal.',
  );
  await expect(deckLine(page, LIMITED)).toContainText(
    'Cambió con la nueva lista: 3 copias; el máximo es 1.',
  );
  await expect(deckLine(page, BANNED)).toContainText(
    'Cambió con la nueva lista: Prohibida en este formato',
  );
  await expect(deckLine(page, KEPT)).not.toContainText('Cambió');
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await page.screenshot({ path: testInfo.outputPath('broken-deck-builder-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(page);
  // Under 1024 px 'Mazo Actual' is a bottom sheet, opened from its bar.
  await openDeckPanel(page);
  await deckPanel(page).screenshot({ path: testInfo.outputPath('broken-deck-builder-375.png') });
  await page.screenshot({ path: testInfo.outputPath('broken-deck-sheet-375.png') });

  // Nothing in the deck changed; the marks go when the player dismisses them.
  await deckPanel(page).getByRole('button', { name: 'Quitar marcas' }).click();
  await expect(deckPanel(page).getByText(/Cambió con la nueva lista/)).toHaveCount(0);
  await expectDeckCount(page, 5);
});
