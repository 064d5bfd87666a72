import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { API_PATHS } from '../../src/contract/api-paths';
import { editionBlocksSchema } from '../../src/contract/edition-blocks';
import type { Card } from '../../src/domain/cards/card';
import { fetchCatalogue, openMenu } from './support/demo-catalogue';
import {
  addCopies,
  cardTile,
  deckPanel,
  expectDeckCount,
  expectNotification,
  searchCards,
} from './support/deck-builder';

const FORMAT = { name: 'Torneo de una Raza', key: 'torneoUnaRaza' };
const ONE_RACE = 'Una sola raza (la del primer aliado)';
const ONE_BLOCK = 'Un solo bloque de edición (el del primer aliado)';

interface JourneyCards {
  race: string;
  /** The first ally: it sets the deck's race. */
  first: Card;
  /** An ally of the same race from another edition block. */
  sameRaceOtherBlock: Card;
  /** A non-ally from another edition block. */
  otherBlockSupport: Card;
  /** An ally of another race. */
  otherRace: Card;
}

/**
 * Cards for the journey, chosen from the catalogue the server serves: a race with allies in two
 * edition blocks, and cards whose names are unique so the grid shows each once.
 */
async function chooseCards(request: APIRequestContext): Promise<JourneyCards> {
  const cards = await fetchCatalogue(request);
  const blocks = editionBlocksSchema.parse(
    await (await request.get(API_PATHS.editionBlocks)).json(),
  );
  const nameCounts = new Map<string, number>();
  for (const card of cards) nameCounts.set(card.nombre, (nameCounts.get(card.nombre) ?? 0) + 1);
  const usable = cards.filter((card) => nameCounts.get(card.nombre) === 1);
  const blockOf = (card: Card) => blocks[card.edicion] ?? null;
  const allies = usable.filter((card) => card.tipo === 'aliado' && card.raza && blockOf(card));
  for (const first of allies) {
    const sameRaceOtherBlock = allies.find(
      (card) => card.raza === first.raza && blockOf(card) !== blockOf(first),
    );
    const otherBlockSupport = usable.find(
      (card) =>
        card.tipo !== 'aliado' && blockOf(card) !== null && blockOf(card) !== blockOf(first),
    );
    const otherRace = allies.find((card) => card.raza !== first.raza);
    if (first.raza && sameRaceOtherBlock && otherBlockSupport && otherRace) {
      return { race: first.raza, first, sameRaceOtherBlock, otherBlockSupport, otherRace };
    }
  }
  throw new Error('The demo catalogue has no race with allies in two edition blocks');
}

async function expectAvailable(tile: Locator): Promise<void> {
  await expect(tile.getByRole('button', { name: 'Añadir una copia' })).toBeEnabled();
  await expect(tile).not.toContainText('No pertenece');
}

test('a visitor creates a one-race format in the banlist editor and builds a deck that keeps it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const chosen = await chooseCards(request);
  // Created on a phone: the dialog scrolls within the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/banlists');

  await page.getByRole('button', { name: 'Crear Nueva Banlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Nueva Banlist' });
  await dialog.getByLabel('Nombre del formato').fill(FORMAT.name);
  await dialog.getByLabel('Clave').fill(FORMAT.key);
  const dialogRules = dialog.getByRole('region', { name: 'Reglas del formato' });
  for (const name of [ONE_RACE, ONE_BLOCK, 'El mínimo de aliados es obligatorio']) {
    await expect(dialogRules.getByRole('switch', { name })).not.toBeChecked();
  }
  await dialogRules.getByText(ONE_RACE).click();
  await expect(dialogRules.getByRole('switch', { name: ONE_RACE })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('format-rules-dialog-375.png') });
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expectNotification(page, `Nueva banlist "${FORMAT.name}" creada!`);

  // Saved in this browser: a reload shows the rules as chosen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await page.getByLabel('Formato', { exact: true }).selectOption(FORMAT.key);
  const rules = page.getByRole('region', { name: 'Reglas del formato' });
  await expect(rules.getByRole('switch', { name: ONE_RACE })).toBeChecked();
  await expect(rules.getByRole('switch', { name: ONE_BLOCK })).not.toBeChecked();
  await expect(
    page.getByText(
      'Hasta 50 cartas · mínimo orientativo de 16 aliados · una sola raza · cualquier bloque',
    ),
  ).toBeVisible();
  await rules.screenshot({ path: testInfo.outputPath('format-rules-1280.png') });

  // On a phone every switch and type is a target of at least 44 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('format-rules-375.png'), fullPage: true });
  const targets = [
    ...[ONE_RACE, ONE_BLOCK].map((name) => rules.getByText(name, { exact: true })),
    ...(await rules.getByRole('group', { name: 'Cuentan para el mínimo:' }).locator('label').all()),
    ...(await rules.getByRole('textbox').all()),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(documentWidth).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Fabrica de tech' }).click();
  await page
    .getByRole('dialog', { name: 'Fabrica de tech' })
    .getByRole('button', { name: new RegExp(`^${FORMAT.name}`) })
    .click();
  await expectDeckCount(page, 0);

  // No block rule: a non-ally goes in before any ally.
  await addCopies(page, chosen.otherBlockSupport.nombre, 1);
  await addCopies(page, chosen.first.nombre, 3);
  await expectDeckCount(page, 4);

  await searchCards(page, chosen.otherRace.nombre);
  const otherRace = cardTile(page, chosen.otherRace.nombre);
  await expect(otherRace).toContainText(`No pertenece a la raza del mazo (${chosen.race})`);
  await expect(otherRace.getByRole('button', { name: 'Añadir una copia' })).toBeDisabled();

  await searchCards(page, chosen.sameRaceOtherBlock.nombre);
  await expectAvailable(cardTile(page, chosen.sameRaceOtherBlock.nombre));
  await addCopies(page, chosen.sameRaceOtherBlock.nombre, 2);
  await expectDeckCount(page, 6);
  // Both allies share one race, and cards of two blocks are fine: the format says the deck is legal.
  await expect(
    deckPanel(page)
      .getByRole('region', { name: 'Legalidad' })
      .getByText(`Legal en ${FORMAT.name}.`, { exact: true }),
  ).toBeVisible();

  const panel = deckPanel(page);
  await panel.getByRole('button', { name: 'Guardar Mazo' }).click();
  await panel.getByLabel('Nombre del mazo').fill('Una sola raza');
  await panel.getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, 'Mazo "Una sola raza" guardado!');
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('savedDecks') ?? '[]') as unknown,
  );
  expect(saved).toEqual([
    expect.objectContaining({
      name: 'Una sola raza',
      format: FORMAT.key,
      cards: expect.arrayContaining([chosen.first.id, chosen.sameRaceOtherBlock.id]) as unknown,
    }),
  ]);
});
