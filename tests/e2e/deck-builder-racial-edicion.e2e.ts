import { expect, test } from '@playwright/test';
import {
  addCopies,
  cardTile,
  deckPanel,
  expectDeckCount,
  expectNotification,
  searchCards,
} from './support/deck-builder';

// A legal Racial Edición deck of the Espada Sagrada block (editions Espada Sagrada and Cruzadas)
// around the Caballero allies of the demo catalogue: 22 allies and 28 other cards.
const ALLIES: readonly [string, number][] = [
  ['Escudero del Alba', 3],
  ['Caballero del Roble', 3],
  ['Lancero Errante', 3],
  ['Guardián de la Torre', 3],
  ['Paladín de Ceniza', 3],
  ['Escudero Novicio', 3],
  ['Centinela del Puente', 3],
];
const OTHERS: readonly [string, number][] = [
  ['Destello Sagrado', 3],
  ['Plegaria del Alba', 3],
  ['Exilio del Hereje', 3],
  ['Contraorden', 3],
  ['Espada Bendita', 3],
  ['Escudo de Roble', 3],
  ['Capilla del Camino', 3],
  ['Oro del Diezmo', 3],
];

test('a player builds a legal Racial Edición deck from nothing, saves it, reloads and loads it, and cancels', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/mazos');
  const builder = page.getByRole('dialog', { name: 'Fabrica de tech' });
  await expect(builder).toBeVisible();
  await builder.getByRole('button', { name: /^Racial Edición - Primer Bloque/ }).click();
  await expectDeckCount(page, 0);

  await searchCards(page, 'Destello Sagrado');
  await expect(cardTile(page, 'Destello Sagrado')).toContainText(
    'Debes añadir un Aliado para definir el bloque',
  );
  await expect(
    cardTile(page, 'Destello Sagrado').getByRole('button', { name: 'Añadir una copia' }),
  ).toBeDisabled();
  await searchCards(page, 'Dragón Dorado');
  await expect(cardTile(page, 'Dragón Dorado')).toContainText('Prohibida en este formato');

  await addCopies(page, 'Escudero del Alba', 3);
  const escudero = cardTile(page, 'Escudero del Alba');
  await expect(escudero).toContainText('Máximo de copias en el mazo');
  await expect(escudero.getByRole('button', { name: 'Añadir una copia' })).toBeDisabled();

  await searchCards(page, 'Hada del Umbral');
  await expect(cardTile(page, 'Hada del Umbral')).toContainText(
    'No pertenece a la raza del mazo (Caballero)',
  );
  await searchCards(page, 'Hada del Brezo');
  await expect(cardTile(page, 'Hada del Brezo')).toContainText(
    'No pertenece al bloque del mazo (Espada Sagrada)',
  );

  await searchCards(page, 'Gran Maestre Aldric');
  const aldric = cardTile(page, 'Gran Maestre Aldric');
  await expect(aldric).toContainText('Queda 1');
  await addCopies(page, 'Gran Maestre Aldric', 1);
  await expect(aldric).toContainText('Máximo de copias en el mazo');

  for (const [name, copies] of ALLIES.slice(1)) await addCopies(page, name, copies);
  for (const [name, copies] of OTHERS) await addCopies(page, name, copies);
  await addCopies(page, 'Oro', 3, 'Espada Sagrada');
  await addCopies(page, 'Voto de Silencio', 1);
  await expectDeckCount(page, 50);

  await searchCards(page, 'Carga Heroica');
  await expect(cardTile(page, 'Carga Heroica')).toContainText('El mazo está lleno');
  await searchCards(page, 'Voto de Silencio');
  await expect(cardTile(page, 'Voto de Silencio')).toContainText('El mazo está lleno');
  const panel = deckPanel(page);
  await expect(panel.getByText('Aliados', { exact: true }).locator('..')).toContainText('22 / 16');
  await expect(panel.getByText('Total de oros').locator('..')).toContainText('6');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const legality = panel.getByRole('region', { name: 'Legalidad' });
  await expect(legality.getByText('Legal', { exact: true })).toBeVisible();
  await expect(legality.getByText('Guías:')).toBeHidden();

  await panel.getByRole('button', { name: 'Guardar Mazo' }).click();
  await panel.getByLabel('Nombre del mazo').fill('Orden del Alba');
  await panel.getByRole('button', { name: 'Confirmar Guardado' }).click();
  await expectNotification(page, 'Mazo "Orden del Alba" guardado!');

  await page.reload();
  await page.getByRole('button', { name: /^Orden del Alba \[RE\]/ }).click();
  await expectDeckCount(page, 50);
  await expect(deckPanel(page).getByText('Orden del Alba')).toBeVisible();

  await deckPanel(page).getByRole('button', { name: 'Cancelar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar Creación de Mazo' });
  await expect(confirm).toContainText(
    '¿Estás seguro de que quieres cancelar? Se perderá el progreso del mazo actual.',
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expectDeckCount(page, 50);
  await deckPanel(page).getByRole('button', { name: 'Cancelar' }).click();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Crear tech' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Orden del Alba \[RE\]/ })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Fabrica de tech' }).click();
  await expect(page).toHaveURL(/\/cartas/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visor de Cartas');
});

test('the deck in progress survives an accidental reload', async ({ page }) => {
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Racial Libre - Primer Bloque/ }).click();
  await addCopies(page, 'Escudero del Alba', 2);
  await expectDeckCount(page, 2);
  await page.reload();
  await expectDeckCount(page, 2);
  await expect(deckPanel(page).getByText('2x Escudero del Alba')).toBeVisible();
});

test("on a touch screen the first tap on a card's + adds it, with no hover first", async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await page.goto('/mazos');
  await page.getByRole('button', { name: /^Formato Libre - Primer Bloque/ }).click();
  await searchCards(page, 'Escudero del Alba');
  const tile = cardTile(page, 'Escudero del Alba');
  const add = tile.getByRole('button', { name: 'Añadir una copia' });
  // Issue 19: a touch screen cannot hover, so the − and + are always shown.
  await expect(add.locator('..')).toHaveCSS('opacity', '1');
  await expectDeckCount(page, 0);
  await add.tap();
  await expectDeckCount(page, 1);
  await context.close();
});
