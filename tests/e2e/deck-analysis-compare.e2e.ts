import { expect, test, type Locator, type Page } from '@playwright/test';
import { computeDeckStats } from '../../src/domain/analysis/deck-stats';
import { openingHandOdds } from '../../src/domain/analysis/hypergeometric';
import type { Card } from '../../src/domain/cards/card';
import { fetchCatalogue } from './support/demo-catalogue';

interface SeededDeck {
  id: string;
  name: string;
  format: string;
  cards: number[];
}

function listCopies(entries: readonly (readonly [number, number])[]): number[] {
  return entries.flatMap(([id, count]) => Array.from({ length: count }, () => id));
}

// Demo cards: Caballero allies of the Espada Sagrada block, Faerie allies of Hijos de Daana,
// Helénica allies with Juglares, banned in Formato Libre. Card 39 ('Oro') is in the first two.
// The racial decks have 50 cards and an Oro sin habilidad, as their formats ask (ADR 0016).
const CABALLEROS: SeededDeck = {
  id: '1700000000001',
  name: 'Caballeros del Alba',
  format: 'racialEdicion',
  cards: listCopies([
    [1, 2],
    [2, 2],
    [3, 2],
    [5, 2],
    [8, 2],
    [41, 2],
    [42, 2],
    [47, 2],
    [22, 3],
    [23, 3],
    [24, 3],
    [25, 3],
    [26, 3],
    [27, 3],
    [30, 3],
    [38, 1],
    [39, 3],
    [40, 3],
    [65, 3],
    [66, 3],
  ]),
};
const HADAS: SeededDeck = {
  id: '1700000000002',
  name: 'Hadas de Daana',
  format: 'racialLibre',
  cards: listCopies([
    [67, 3],
    [68, 3],
    [69, 3],
    [70, 3],
    [71, 3],
    [83, 3],
    [84, 3],
    [85, 3],
    [86, 3],
    [87, 3],
    [88, 3],
    [89, 3],
    [91, 3],
    [93, 3],
    [94, 3],
    [95, 3],
    [39, 2],
  ]),
};
const HELENICA: SeededDeck = {
  id: '1700000000003',
  name: 'Olimpo',
  format: 'formatoLibre',
  cards: listCopies([
    [105, 3],
    [106, 3],
    [107, 3],
    [19, 1],
    [118, 2],
    [120, 3],
  ]),
};

function resolveCards(deck: SeededDeck, catalogue: readonly Card[]): Card[] {
  const byId = new Map(catalogue.map((card) => [card.id, card]));
  return deck.cards.map((id) => {
    const card = byId.get(id);
    if (!card) throw new Error(`The demo catalogue has no card ${id}`);
    return card;
  });
}

// The app formats in es-CL: a decimal comma, e.g. '2,35' and '96,6%'.
const formatDecimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

async function countDrawnPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let drawn = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) drawn += 1;
    return drawn;
  });
}

async function expectChartDrawn(panel: Locator, title: string) {
  const canvas = panel.getByRole('figure', { name: title }).locator('canvas');
  await expect(canvas).toBeVisible();
  // The charts animate in; wait until a fair share of the canvas holds the drawing.
  await expect
    .poll(async () => {
      const size = await canvas.evaluate(
        (element: HTMLCanvasElement) => element.width * element.height,
      );
      return (await countDrawnPixels(canvas)) / size;
    })
    .toBeGreaterThan(0.02);
}

function tileValue(panel: Locator, label: string): Locator {
  return panel
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

async function seed(page: Page) {
  await page.addInitScript(
    (stored) => {
      window.localStorage.setItem('savedDecks', stored);
    },
    JSON.stringify([CABALLEROS, HADAS, HELENICA]),
  );
}

test('a player compares two saved decks: charts, figures, differences, odds and legality', async ({
  page,
  request,
}, testInfo) => {
  const catalogue = await fetchCatalogue(request);
  await seed(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/analisis');

  const firstSelect = page.getByRole('combobox', { name: 'Primer mazo' });
  const secondSelect = page.getByRole('combobox', { name: 'Segundo mazo' });
  await expect(firstSelect).toHaveValue(CABALLEROS.id);
  await expect(secondSelect).toHaveValue(HADAS.id);

  const first = page.getByRole('region', { name: `Primer mazo: ${CABALLEROS.name}` });
  for (const title of [
    'Identidad del Mazo',
    'Curva de Coste (Sin Oros)',
    'Distribución y Estadísticas',
  ]) {
    await expectChartDrawn(first, title);
  }

  const caballeros = resolveCards(CABALLEROS, catalogue);
  const stats = computeDeckStats(caballeros);
  const expectedTiles = {
    Aliados: stats.typeCounts.aliado,
    Talismanes: stats.typeCounts.talisman,
    Armas: stats.typeCounts.arma,
    Tótems: stats.typeCounts.totem,
    Oros: stats.typeCounts.oro,
  };
  for (const [label, count] of Object.entries(expectedTiles)) {
    await expect(tileValue(first, label)).toHaveText(String(count));
  }
  await expect(tileValue(first, 'Coste Promedio')).toHaveText(formatDecimal(stats.averageCost, 2));
  await expect(first.getByText('Capacidades del Mazo')).toBeVisible();
  await expect(first.getByText(`Legal en Racial Edición - Primer Bloque.`)).toBeVisible();

  const odds = openingHandOdds(caballeros, 8);
  await expect(
    first
      .locator('dt', { hasText: 'Al menos un aliado en la mano inicial' })
      .locator('xpath=following-sibling::dd'),
  ).toHaveText(`${formatDecimal(odds.atLeastOneAlly * 100, 1)}%`);
  const fiveCardOdds = openingHandOdds(caballeros, 5);
  await first.getByLabel('Cartas en la mano inicial').fill('5');
  await expect(
    first
      .locator('dt', { hasText: 'Al menos dos oros en la mano inicial' })
      .locator('xpath=following-sibling::dd'),
  ).toHaveText(`${formatDecimal(fiveCardOdds.atLeastTwoOros * 100, 1)}%`);

  const differences = page.getByRole('region', { name: 'Diferencias entre los mazos' });
  await expect(differences.getByText('2x Escudero del Alba')).toBeVisible();
  await expect(differences.getByText('3x Hada del Brezo')).toBeVisible();
  await expect(
    differences.getByText(`Oro: 3 en ${CABALLEROS.name}, 2 en ${HADAS.name}`),
  ).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('deck-analysis-1280.png'), fullPage: true });

  // Choosing in one dropdown the deck shown in the other swaps them; the pair survives a reload.
  // Each option names the deck's tag and its legality now.
  await expect(firstSelect.locator('option')).toHaveText([
    '-- Sin mazo --',
    `${CABALLEROS.name} [RE] · Legal`,
    `${HADAS.name} [RL] · Legal`,
    `${HELENICA.name} [RL] · No legal`,
  ]);
  await firstSelect.selectOption(HADAS.id);
  await expect(firstSelect).toHaveValue(HADAS.id);
  await expect(secondSelect).toHaveValue(CABALLEROS.id);
  await expect(page).toHaveURL(`/analisis?a=${HADAS.id}&b=${CABALLEROS.id}`);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Primer mazo' })).toHaveValue(HADAS.id);
  await expect(page.getByRole('combobox', { name: 'Segundo mazo' })).toHaveValue(CABALLEROS.id);

  await page.getByRole('combobox', { name: 'Segundo mazo' }).selectOption(HELENICA.id);
  const second = page.getByRole('region', { name: `Segundo mazo: ${HELENICA.name}` });
  const legality = second.getByRole('region', { name: 'Legalidad' });
  await expect(legality.getByText('No legal', { exact: true })).toBeVisible();
  await expect(legality.getByText('El mazo no es legal en este formato:')).toBeVisible();
  await expect(second.getByText('Juglares: Prohibida en este formato')).toBeVisible();
});

test('the comparison reads on a 375 px wide phone, panels stacked and charts drawn', async ({
  page,
}, testInfo) => {
  await seed(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/analisis?a=${HELENICA.id}&b=${CABALLEROS.id}`);
  const first = page.getByRole('region', { name: `Primer mazo: ${HELENICA.name}` });
  const second = page.getByRole('region', { name: `Segundo mazo: ${CABALLEROS.name}` });
  await expectChartDrawn(first, 'Identidad del Mazo');
  await expectChartDrawn(first, 'Distribución y Estadísticas');
  const firstBox = await first.boundingBox();
  const secondBox = await second.boundingBox();
  expect(secondBox?.y ?? 0).toBeGreaterThan((firstBox?.y ?? 0) + (firstBox?.height ?? 0) - 1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('deck-analysis-375.png'), fullPage: true });
});
