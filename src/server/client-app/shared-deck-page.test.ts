import { describe, expect, it } from 'vitest';
import {
  BUILDER_GRID_IMAGE_SIZES,
  BUILDER_GRID_STEPS,
  DRAWN_GRID_ATTRIBUTE,
  describeGridImage,
} from '../../contract/card-grid-geometry';
import { makeCard } from '../testing/card-factory';
import type { SharedDeckDrawing } from './shared-deck-drawing';
import { describeSharedDeckImagePreload, drawSharedDeckWorkspace } from './shared-deck-page';

function makeDrawing(overrides: Partial<SharedDeckDrawing> = {}): SharedDeckDrawing {
  return {
    deckName: 'De la tienda',
    formatName: 'Racial Edición - Primer Bloque',
    count: 40,
    maxCards: 50,
    allies: 12,
    minAllies: 16,
    gold: 3,
    total: 190,
    tiles: [
      { card: makeCard({ id: 1 }), copies: 2, remaining: 1, unavailableMessage: null },
      { card: makeCard({ id: 2 }), copies: 0, remaining: 3, unavailableMessage: null },
      {
        card: makeCard({ id: 3, ruta_completa: null }),
        copies: 0,
        remaining: 0,
        unavailableMessage: 'Prohibida en este formato',
      },
    ],
    ...overrides,
  };
}

function listTiles(page: string): string[] {
  return page.split('<div role="listitem"').slice(1);
}

describe("a shared deck's drawn builder", () => {
  it("draws 'Mazo Actual', the count, and the first cards with their copies, in the app's places", () => {
    const page = drawSharedDeckWorkspace(makeDrawing());

    // The bar on a narrow screen and the panel's top on a wide one, with the allies below the
    // format's minimum.
    expect(page).toContain('>40/50</span>');
    expect(page).toContain('<span class="font-semibold tabular-nums text-pink-300">12 / 16</span>');
    expect(page).toContain('<h3 class="font-serif text-xl text-amber-200">Mazo Actual</h3>');
    expect(page).toContain('>De la tienda</p>');
    expect(page).toContain('>Racial Edición - Primer Bloque</p>');
    expect(page).toContain('<dd class="font-semibold text-stone-100 tabular-nums">3</dd>');
    expect(page).toContain('<p>190 cartas</p>');
    expect(page).toContain(
      `<div role="list" aria-label="Cartas" class="first-screen-deck-grid" ${DRAWN_GRID_ATTRIBUTE}>`,
    );
    const [first, second, banned] = listTiles(page);
    expect(first).toContain('aria-setsize="190" aria-posinset="1"');
    expect(first).toContain('>2 en mazo</p>');
    expect(first).toContain('>Queda 1</p>');
    expect(second).not.toContain('en mazo');
    expect(second).toContain('>Quedan 3</p>');
    expect(banned).toContain('>Prohibida en este formato</p>');
    expect(banned).toContain('role="img" aria-label="Sin Imagen"');
    expect(banned).toContain('opacity-40 grayscale');
    // Every control is only drawn: it does nothing before the app's code.
    expect(page).not.toMatch(/<(button|input)\b/);
  });

  it('lays the grid out by its own width, as the app does: one container query per step', () => {
    const page = drawSharedDeckWorkspace(makeDrawing());

    for (const { minWidth, columns, gap } of BUILDER_GRID_STEPS) {
      const rule = `.first-screen-deck-grid{grid-template-columns:repeat(${columns},minmax(0,1fr));gap:${gap}px}`;
      expect(page).toContain(
        minWidth === 0 ? rule : `@container (min-width:${minWidth}px){${rule}}`,
      );
    }
  });

  it("fetches the first image at once with the builder's sizes, as the preload and the app's first tile name it", () => {
    const drawing = makeDrawing();
    const page = drawSharedDeckWorkspace(drawing);

    const image = describeGridImage(drawing.tiles[0]?.card.ruta_completa ?? null);
    expect(page.match(/<img /g)).toHaveLength(1);
    expect(listTiles(page)[0]).toContain(
      `src="${image?.src}" srcset="${image?.srcSet}" sizes="${BUILDER_GRID_IMAGE_SIZES}" loading="eager" fetchpriority="high"`,
    );
    expect(describeSharedDeckImagePreload(drawing)).toBe(
      `<link rel="preload" as="image" href="${image?.src}" imagesrcset="${image?.srcSet}" imagesizes="${BUILDER_GRID_IMAGE_SIZES}" fetchpriority="high">`,
    );
    expect(
      describeSharedDeckImagePreload(makeDrawing({ tiles: makeDrawing().tiles.slice(2) })),
    ).toBe('');
  });

  it("writes the deck's name and the cards' text as text", () => {
    const page = drawSharedDeckWorkspace(
      makeDrawing({
        deckName: '</p><script>alert(1)</script>',
        tiles: [
          {
            card: makeCard({ id: 1, nombre: '<img src=x onerror=alert(1)>' }),
            copies: 1,
            remaining: 2,
            unavailableMessage: null,
          },
        ],
      }),
    );

    expect(page).toContain('>&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page).toContain('>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(page).not.toContain('<script>');
  });

  it('names a deck without a name as the app does, and shows allies without a guide in a format without a minimum', () => {
    const page = drawSharedDeckWorkspace(makeDrawing({ deckName: null, minAllies: 0 }));

    expect(page).toContain('>Mazo sin nombre</p>');
    expect(page).toContain('<span class="font-semibold tabular-nums text-stone-100">12</span>');
  });
});
