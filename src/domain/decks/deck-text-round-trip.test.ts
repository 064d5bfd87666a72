import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, type Card } from '../cards/card';
import { makeCard } from '../testing/card-factory';
import { toCardNameKey } from './card-name-key';
import { exportDeckJson, parseDeckJson } from './deck-json';
import { exportDeckText, parseDeckText } from './deck-text';

const copies = (card: Card, count: number): Card[] => Array.from({ length: count }, () => card);

// Names that trip naive parsers: accents, apostrophes, digits, a leading 'x', heading words.
const TRICKY_NAMES = [
  "Ma'arrat an-Numán",
  'Amosis I',
  'Amosis II',
  'Xiuhcoatl',
  'x3',
  '2x',
  '300',
  '7 Sabios',
  'Oro',
  'Aliado',
  'Formato: Libre',
  'Guardia x 3',
  'Rómulo y Remo',
  'César Augusto',
  'Baal-Zaphon',
  'Cathbadh el Druida (Rework)',
];
const arbitraryName = fc.oneof(
  fc.constantFrom(...TRICKY_NAMES),
  fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñü0-9'x -]{1,20}$/),
);

/** A catalogue whose names differ once normalised, with a deck of 1 to 5 copies of some cards. */
const arbitraryCatalogueAndDeck = fc
  .uniqueArray(fc.tuple(arbitraryName, fc.constantFrom(...CARD_TYPES)), {
    minLength: 1,
    maxLength: 25,
    selector: ([nombre]) => toCardNameKey(nombre),
  })
  .filter((fields) => fields.every(([nombre]) => toCardNameKey(nombre) !== ''))
  .chain((fields) => {
    const cards = fields.map(([nombre, tipo], index) => makeCard({ id: index + 1, nombre, tipo }));
    return fc.record({
      catalogue: fc.constant(cards),
      counts: fc.array(fc.integer({ min: 0, max: 5 }), {
        minLength: cards.length,
        maxLength: cards.length,
      }),
      name: fc.option(fc.stringMatching(/^[A-Za-zÁÉñ0-9' -]{1,20}$/)),
    });
  });

function buildDeck(catalogue: readonly Card[], counts: readonly number[]): Card[] {
  return catalogue.flatMap((card, index) => copies(card, counts[index] ?? 0));
}

function countsById(entries: readonly { card: Card; count: number }[]): Map<number, number> {
  return new Map(entries.map((entry) => [entry.card.id, entry.count]));
}

describe('deck text and JSON round trips', () => {
  it('parses an exported text back to the same cards and counts (property)', () => {
    fc.assert(
      fc.property(arbitraryCatalogueAndDeck, ({ catalogue: cards, counts, name }) => {
        const deck = buildDeck(cards, counts);
        const text = exportDeckText({
          name,
          formatName: 'Racial Edición - Primer Bloque',
          cards: deck,
        });
        const parsed = parseDeckText(text, cards);
        expect(parsed.unmatched).toEqual([]);
        expect(countsById(parsed.entries)).toEqual(
          new Map(
            cards.flatMap((card, index) =>
              (counts[index] ?? 0) > 0 ? [[card.id, counts[index]]] : [],
            ),
          ),
        );
        expect(parsed.formatName).toBe('Racial Edición - Primer Bloque');
        expect(parsed.name).toBe(
          name === null || name.trim() === '' ? null : name.replace(/\s+/g, ' ').trim(),
        );
      }),
    );
  });

  it('parses an exported text back to the same names and counts when reprints share names (property)', () => {
    fc.assert(
      fc.property(arbitraryCatalogueAndDeck, ({ catalogue: cards, counts }) => {
        const reprints = cards.map((card) => ({
          ...card,
          id: card.id + 1000,
          edicion: 'Cruzadas',
        }));
        const catalogueWithReprints = [...reprints, ...cards];
        const deck = buildDeck(reprints, counts);
        const parsed = parseDeckText(
          exportDeckText({ name: null, formatName: null, cards: deck }),
          catalogueWithReprints,
        );
        expect(parsed.unmatched).toEqual([]);
        const byName = (entries: readonly { card: Card; count: number }[]) =>
          new Map(entries.map((entry) => [toCardNameKey(entry.card.nombre), entry.count]));
        const exported = exportDeckJson({ name: null, format: 'f', cards: deck }).cards.map(
          (entry) => ({
            card: reprints.find((card) => card.id === entry.id)!,
            count: entry.count,
          }),
        );
        expect(byName(parsed.entries)).toEqual(byName(exported));
      }),
    );
  });

  it('parses an exported JSON back to the same deck (property)', () => {
    fc.assert(
      fc.property(arbitraryCatalogueAndDeck, ({ catalogue: cards, counts, name }) => {
        const deck = buildDeck(cards, counts);
        const exported = exportDeckJson({ name, format: 'racialLibre', cards: deck });
        const parsed = parseDeckJson(JSON.stringify(exported), cards);
        expect(parsed.unmatched).toEqual([]);
        expect(parsed.entries.map(({ card, count }) => ({ id: card.id, count }))).toEqual(
          exported.cards,
        );
        expect(parsed.formatName).toBe('racialLibre');
        expect(parsed.name).toBe(name === null || name.trim() === '' ? null : name.trim());
      }),
    );
  });
});
