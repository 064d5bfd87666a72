import { describe, expect, it } from 'vitest';
import {
  DRAWN_GRID_ATTRIBUTE,
  GRID_STEPS,
  describeGridImage,
} from '../../contract/card-grid-geometry';
import { makeCard } from '../testing/card-factory';
import { DRAWN_CARD_COUNT, withCatalogueFirstScreen } from './catalogue-page';

const LOADING = '<div role="status">Cargando...</div>';
const PAGE = `<html><body><div id="root"><header><p><!--title-->Grimorio<!--/title--></p></header><main><!--section-->${LOADING}<!--/section--><noscript>x</noscript></main></div></body></html>`;

function listTiles(page: string): string[] {
  return page.match(/<div role="listitem"[^]*?<\/a>/g) ?? [];
}

describe('withCatalogueFirstScreen', () => {
  it("draws the count and the first screen's first cards in place of the loading line", () => {
    const cards = Array.from({ length: 20 }, (_, index) => makeCard({ id: index + 1 }));

    const page = withCatalogueFirstScreen(PAGE, { total: 190, cards });

    const tiles = listTiles(page);
    expect(tiles).toHaveLength(DRAWN_CARD_COUNT);
    expect(tiles[0]).toContain('aria-setsize="190" aria-posinset="1"');
    expect(tiles[0]).toContain('<a href="/cartas/1"');
    expect(tiles[0]).toContain('>Carta de Prueba 1</p>');
    expect(tiles[0]).toContain('>Aliado - Espada Sagrada</p>');
    expect(tiles[11]).toContain('<a href="/cartas/12"');
    expect(page).toContain('<header><p>Visor de Cartas</p></header>');
    expect(page).toContain('<p>190 cartas</p>');
    // Marked, so the app's grid reads where it stands (useDocumentOffsetTop).
    expect(page).toContain(
      `<div role="list" aria-label="Cartas" class="first-screen-grid" ${DRAWN_GRID_ATTRIBUTE}>`,
    );
    expect(page).not.toContain('Cargando...');
    expect(page).not.toContain('<!--section-->');
    expect(page).toContain('</div><noscript>x</noscript></main>');
    // The search box and the ⓘ buttons are only drawn: they do nothing before the app's code.
    expect(page).not.toMatch(/<(button|input)\b/);
  });

  it('fetches the first image at once, as the preload and the app name it, and leaves the others to the app', () => {
    const cards = [makeCard({ id: 7 }), makeCard({ id: 8 })];

    const page = withCatalogueFirstScreen(PAGE, { total: 2, cards });

    const image = describeGridImage(cards[0]?.ruta_completa ?? null);
    expect(page.match(/<img /g)).toHaveLength(1);
    expect(listTiles(page)[0]).toContain(
      `src="${image?.src}" srcset="${image?.srcSet}" sizes="${image?.sizes}" loading="eager" fetchpriority="high"`,
    );
  });

  it('writes card text as text and draws the placeholder for an image it cannot show', () => {
    const cards = [
      makeCard({ id: 1, nombre: '<img src=x onerror=alert(1)>', edicion: 'A & "B"' }),
      makeCard({ id: 2, ruta_completa: 'javascript:alert(1)' }),
      makeCard({ id: 3, ruta_completa: null }),
    ];

    const page = withCatalogueFirstScreen(PAGE, { total: 3, cards });

    const [named, unsafe, missing] = listTiles(page);
    expect(named).toContain('>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(named).toContain('>Aliado - A &amp; &quot;B&quot;</p>');
    expect(page).not.toContain('javascript:');
    for (const tile of [unsafe, missing]) {
      expect(tile).toContain('role="img" aria-label="Sin Imagen"');
      expect(tile).not.toContain('<img');
    }
  });

  it("lays the grid out at the app's widths: one media query per step of its columns", () => {
    const page = withCatalogueFirstScreen(PAGE, { total: 1, cards: [makeCard()] });

    for (const { minWidth, columns, gap } of GRID_STEPS) {
      const rule = `.first-screen-grid{grid-template-columns:repeat(${columns},minmax(0,1fr));gap:${gap}px}`;
      expect(page).toContain(minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`);
    }
  });

  it('sends the page as it is without the marks or without cards', () => {
    const unmarked = '<html><body><main>Cargando...</main></body></html>';

    expect(withCatalogueFirstScreen(unmarked, { total: 1, cards: [makeCard()] })).toBe(unmarked);
    expect(withCatalogueFirstScreen(PAGE, { total: 0, cards: [] })).toBe(PAGE);
  });
});
