import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARCHETYPES, scoreArchetypes } from '../../src/domain/analysis/archetypes';
import { listCostCurve } from '../../src/domain/analysis/cost-curve';
import { computeDeckStats } from '../../src/domain/analysis/deck-stats';
import type { Card } from '../../src/domain/cards/card';
import { expectNoSeriousViolations } from './support/axe';
import { fetchCatalogue } from './support/demo-catalogue';

// Issue 19: the analysis of two decks has no serious accessibility violation, and each chart
// has its figures as a table; the radar's scores are shown beside it for everyone.

interface SeededDeck {
  id: string;
  name: string;
  format: string;
  cards: number[];
}

function listCopies(entries: readonly (readonly [number, number])[]): number[] {
  return entries.flatMap(([id, count]) => Array.from({ length: count }, () => id));
}

// Demo cards: Caballero allies and talismans of Espada Sagrada with its Oro (39); Faerie allies
// of Hijos de Daana.
const VIGILIA: SeededDeck = {
  id: '1700000000101',
  name: 'Vigilia',
  format: 'racialEdicion',
  cards: listCopies([
    [1, 3],
    [2, 3],
    [3, 2],
    [22, 3],
    [23, 2],
    [30, 1],
    [39, 3],
  ]),
};
const BREZO: SeededDeck = {
  id: '1700000000102',
  name: 'Brezo',
  format: 'racialLibre',
  cards: listCopies([
    [67, 3],
    [68, 3],
    [83, 2],
    [86, 3],
    [93, 1],
    [39, 2],
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

async function openComparison(page: Page, width: number): Promise<void> {
  await page.addInitScript(
    (stored) => window.localStorage.setItem('savedDecks', stored),
    JSON.stringify([VIGILIA, BREZO]),
  );
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/analisis');
}

/** A chart's table as [label, figure] rows, without its header row. */
async function readFigureRows(panel: Locator, title: string): Promise<string[][]> {
  const rows = panel.getByRole('table', { name: title }).locator('tbody tr');
  return rows.evaluateAll((elements) =>
    elements.map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent.trim()),
    ),
  );
}

test('two decks side by side have no serious violation, and every chart has the deck’s figures as a table', async ({
  page,
  request,
}, testInfo) => {
  const catalogue = await fetchCatalogue(request);
  await openComparison(page, 1280);
  for (const [slot, deck] of [
    ['Primer mazo', VIGILIA],
    ['Segundo mazo', BREZO],
  ] as const) {
    const panel = page.getByRole('region', { name: `${slot}: ${deck.name}` });
    const stats = computeDeckStats(resolveCards(deck, catalogue));
    const scores = scoreArchetypes(stats);
    const radarTable = panel.getByRole('table', { name: 'Identidad del Mazo' });
    await expect(radarTable).toBeVisible();
    expect(await readFigureRows(panel, 'Identidad del Mazo')).toEqual(
      ARCHETYPES.map(({ key, label }) => [label, String(scores[key])]),
    );
    // The scores sit beside the radar at this width, not under it.
    const canvasBox = await panel
      .getByRole('figure', { name: 'Identidad del Mazo' })
      .locator('canvas')
      .boundingBox();
    const tableBox = await radarTable.boundingBox();
    expect(tableBox?.x ?? 0).toBeGreaterThanOrEqual((canvasBox?.x ?? 0) + (canvasBox?.width ?? 0));

    expect(await readFigureRows(panel, 'Curva de Coste (Sin Oros)')).toEqual(
      listCostCurve(stats.costCurve).map(({ cost, count }) => [`Coste ${cost}`, String(count)]),
    );
    expect(await readFigureRows(panel, 'Distribución y Estadísticas')).toEqual([
      ['Aliados', String(stats.typeCounts.aliado)],
      ['Talismanes', String(stats.typeCounts.talisman)],
      ['Armas', String(stats.typeCounts.arma)],
      ['Tótems', String(stats.typeCounts.totem)],
      ['Oros', String(stats.typeCounts.oro)],
    ]);
  }
  await expectNoSeriousViolations(page, 'the analysis of two decks');
  await page.screenshot({ path: testInfo.outputPath('analysis-1280.png'), fullPage: true });
});

test('at 375 px the radar’s scores read under it and the screen has no serious violation', async ({
  page,
}, testInfo) => {
  await openComparison(page, 375);
  const panel = page.getByRole('region', { name: `Primer mazo: ${VIGILIA.name}` });
  const radar = panel.getByRole('figure', { name: 'Identidad del Mazo' });
  await expect(radar.getByRole('table')).toBeVisible();
  await expect(radar.getByRole('rowheader')).toHaveText(ARCHETYPES.map(({ label }) => label));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'the analysis at 375 px');
  await radar.screenshot({ path: testInfo.outputPath('radar-375.png') });
});
