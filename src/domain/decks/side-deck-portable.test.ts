import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { IMPORT_MESSAGES } from './deck-import';
import { exportDeckJson, parseDeckJson } from './deck-json';
import { exportDeckText, parseDeckText, SIDE_DECK_HEADING } from './deck-text';
import type { DeckCardCount, PortableDeck } from './portable-deck';
import { decodeDeckShare, encodeDeckShare, SHARE_LINK_MESSAGES } from './share-link';

// The side deck (issue 15, item 3) travels in share links, text lists and JSON files; links and
// files made before it keep opening as decks without side deck.
const arturo = makeCard({ id: 1, nombre: 'Rey Arturo' });
const lancelot = makeCard({ id: 2, nombre: 'Lancelot' });
const oro = makeCard({ id: 3, nombre: 'Oro', tipo: 'oro', raza: null });
const excalibur = makeCard({ id: 4, nombre: 'Excalibur', tipo: 'arma', raza: null });
const catalogue = [arturo, lancelot, oro, excalibur];

const arbitraryCounts = fc.array(
  fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), count: fc.integer({ min: 1, max: 99 }) }),
  { maxLength: 30 },
);

describe('share links with a side deck', () => {
  it('round-trips any main and side deck (property)', () => {
    fc.assert(
      fc.property(
        arbitraryCounts,
        arbitraryCounts.filter((side) => side.length > 0),
        (cards: DeckCardCount[], side: DeckCardCount[]) => {
          const deck: PortableDeck = { name: 'Con side', format: 'racialEdicion', cards, side };
          const code = encodeDeckShare(deck);
          expect(code.startsWith('2.')).toBe(true);
          expect(decodeDeckShare(code)).toEqual({ ok: true, value: deck });
        },
      ),
    );
  });

  it('writes a deck without side deck exactly as before (version 1)', () => {
    const deck: PortableDeck = { name: null, format: 'racialLibre', cards: [{ id: 5, count: 3 }] };
    expect(encodeDeckShare({ ...deck, side: [] })).toBe(encodeDeckShare(deck));
    expect(encodeDeckShare(deck).startsWith('1.')).toBe(true);
    expect(decodeDeckShare(encodeDeckShare(deck))).toEqual({ ok: true, value: deck });
  });

  it('refuses a version 1 code that carries a side-deck marker, and a version 2 code without one', () => {
    const withSide = encodeDeckShare({
      name: null,
      format: 'racialLibre',
      cards: [{ id: 5, count: 1 }],
      side: [{ id: 6, count: 1 }],
    });
    const payload = withSide.slice(2);
    expect(decodeDeckShare(`1.${payload}`)).toEqual({
      ok: false,
      reason: SHARE_LINK_MESSAGES.corrupt,
    });
    const withoutSide = encodeDeckShare({
      name: null,
      format: 'racialLibre',
      cards: [{ id: 5, count: 1 }],
    });
    expect(decodeDeckShare(`2.${withoutSide.slice(2)}`)).toEqual({
      ok: false,
      reason: SHARE_LINK_MESSAGES.corrupt,
    });
  });
});

describe('text lists with a side deck', () => {
  const text = exportDeckText({
    name: 'Caballeros',
    formatName: 'Racial Edición - Primer Bloque',
    cards: [arturo, arturo, oro],
    side: [lancelot, excalibur, excalibur],
  });

  it('lists the side deck under its heading after the main deck', () => {
    expect(text).toBe(
      [
        'Formato: Racial Edición - Primer Bloque',
        'Mazo: Caballeros',
        '',
        'ALIADO',
        '2x Rey Arturo',
        '',
        'ORO',
        '1x Oro',
        '',
        SIDE_DECK_HEADING,
        '',
        'ALIADO',
        '1x Lancelot',
        '',
        'ARMA',
        '2x Excalibur',
        '',
      ].join('\n'),
    );
  });

  it('reads it back into the main and side deck', () => {
    const parsed = parseDeckText(text, catalogue);
    expect(parsed.entries.map(({ card, count }) => [card.id, count])).toEqual([
      [1, 2],
      [3, 1],
    ]);
    expect(parsed.sideEntries.map(({ card, count }) => [card.id, count])).toEqual([
      [2, 1],
      [4, 2],
    ]);
    expect(parsed.unmatched).toEqual([]);
  });

  it.each(['Side deck:', 'SIDE (3)', 'Banquillo', 'side'])(
    'reads "%s" as the side deck heading, and marks its unknown lines',
    (heading) => {
      const parsed = parseDeckText(`1x Rey Arturo\n${heading}\n2x Lancelot\n1x Merlín`, catalogue);
      expect(parsed.entries).toHaveLength(1);
      expect(parsed.sideEntries).toEqual([{ card: lancelot, count: 2, lineNumber: 3 }]);
      expect(parsed.unmatched).toMatchObject([{ lineNumber: 4, inSideDeck: true }]);
    },
  );

  it('leaves a list without side deck as before', () => {
    expect(exportDeckText({ name: null, formatName: null, cards: [oro], side: [] })).toBe(
      'ORO\n1x Oro\n',
    );
    expect(parseDeckText('1x Oro', catalogue).sideEntries).toEqual([]);
  });
});

describe('JSON files with a side deck', () => {
  it('writes `side` only when there is one, and reads it back', () => {
    const withSide = exportDeckJson({
      name: 'X',
      format: 'racialEdicion',
      cards: [arturo],
      side: [excalibur, excalibur],
    });
    expect(withSide).toEqual({
      name: 'X',
      format: 'racialEdicion',
      cards: [{ id: 1, count: 1 }],
      side: [{ id: 4, count: 2 }],
    });
    expect(exportDeckJson({ name: 'X', format: 'f', cards: [arturo] })).not.toHaveProperty('side');
    const parsed = parseDeckJson(JSON.stringify(withSide), catalogue);
    expect(parsed.sideEntries).toEqual([{ card: excalibur, count: 2, lineNumber: 1 }]);
  });

  it('reports a malformed side deck and its unknown entries as the side deck’s', () => {
    const notAList = parseDeckJson(JSON.stringify({ cards: [], side: 'Lancelot' }), catalogue);
    expect(notAList.unmatched).toEqual([
      {
        lineNumber: 1,
        text: '"Lancelot"',
        suggestions: [],
        reason: IMPORT_MESSAGES.invalidSide,
        inSideDeck: true,
      },
    ]);
    const unknown = parseDeckJson(JSON.stringify({ cards: [], side: [{ id: 99, count: 1 }] }), []);
    expect(unknown.unmatched).toMatchObject([
      { lineNumber: 1, reason: IMPORT_MESSAGES.unknownId, inSideDeck: true },
    ]);
  });
});
