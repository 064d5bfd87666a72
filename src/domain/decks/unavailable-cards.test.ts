import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import {
  countUnavailableCopies,
  listDeckCardIds,
  nameUnavailableCard,
  recordDeckCardNames,
  removeUnavailableCard,
  resolveDeckCardIds,
  type UnavailableDeckCard,
} from './unavailable-cards';

const escudero = makeCard({ id: 1, nombre: 'Escudero del Alba' });
const oro = makeCard({ id: 2, nombre: 'Oro', tipo: 'oro', raza: null, fuerza: null });
const cardsById = new Map([escudero, oro].map((card) => [card.id, card]));

interface NamesCase {
  rule: string;
  ids: number[];
  names: Record<string, string>;
}

describe('resolveDeckCardIds', () => {
  it.each<NamesCase & { cards: number[]; unavailable: UnavailableDeckCard[] }>([
    {
      rule: 'keeps every id the catalogue has as a card, in the deck order',
      ids: [2, 1, 1],
      names: {},
      cards: [2, 1, 1],
      unavailable: [],
    },
    {
      rule: 'keeps an id the catalogue lacks with its copies and saved name',
      ids: [1, 99, 99, 2],
      names: { '99': 'Hada del Brezo' },
      cards: [1, 2],
      unavailable: [{ id: 99, count: 2, name: 'Hada del Brezo' }],
    },
    {
      rule: 'keeps an id with no saved name, as decks saved before names were kept',
      ids: [98],
      names: {},
      cards: [],
      unavailable: [{ id: 98, count: 1, name: null }],
    },
    {
      rule: 'treats a blank saved name as no name',
      ids: [98],
      names: { '98': '   ' },
      cards: [],
      unavailable: [{ id: 98, count: 1, name: null }],
    },
    {
      rule: 'lists unavailable cards in the order they first appear',
      ids: [97, 98, 97],
      names: { '97': 'Uno', '98': 'Dos' },
      cards: [],
      unavailable: [
        { id: 97, count: 2, name: 'Uno' },
        { id: 98, count: 1, name: 'Dos' },
      ],
    },
    {
      rule: 'ignores names inherited from Object.prototype',
      ids: [99],
      names: Object.create({ '99': 'Heredado' }) as Record<string, string>,
      cards: [],
      unavailable: [{ id: 99, count: 1, name: null }],
    },
  ])('$rule', ({ ids, names, cards, unavailable }) => {
    const resolved = resolveDeckCardIds(ids, cardsById, names);
    expect(resolved.cards.map((card) => card.id)).toEqual(cards);
    expect(resolved.unavailable).toEqual(unavailable);
  });

  it('loses no copy: resolving and listing the ids again keeps each id with its count', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 60 }), (ids) => {
        const resolved = resolveDeckCardIds(ids, cardsById, { '5': 'Cinco' });
        const listed = listDeckCardIds(resolved);
        expect([...listed].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        expect(resolved.cards.length + countUnavailableCopies(resolved.unavailable)).toBe(
          ids.length,
        );
      }),
    );
  });
});

describe('listDeckCardIds', () => {
  it('lists playable cards first, then every copy of each unavailable card', () => {
    const resolved = resolveDeckCardIds([99, 1, 98, 99, 2], cardsById, {});
    expect(listDeckCardIds(resolved)).toEqual([1, 2, 99, 99, 98]);
  });
});

describe('recordDeckCardNames', () => {
  it.each<NamesCase & { expected: Record<string, string> }>([
    {
      rule: 'names each playable card by its catalogue name',
      ids: [1, 1, 2],
      names: { '1': 'Nombre viejo' },
      expected: { '1': 'Escudero del Alba', '2': 'Oro' },
    },
    {
      rule: 'keeps the saved name of an unavailable card',
      ids: [1, 99],
      names: { '99': 'Hada del Brezo', '50': 'Ya no está en el mazo' },
      expected: { '1': 'Escudero del Alba', '99': 'Hada del Brezo' },
    },
    {
      rule: 'leaves out an unavailable card that never had a name',
      ids: [98],
      names: {},
      expected: {},
    },
  ])('$rule', ({ ids, names, expected }) => {
    expect(recordDeckCardNames(resolveDeckCardIds(ids, cardsById, names))).toEqual(expected);
  });
});

describe('nameUnavailableCard', () => {
  it.each([
    { entry: { id: 99, name: 'Hada del Brezo' }, label: 'Hada del Brezo' },
    { entry: { id: 98, name: null }, label: 'Carta #98' },
  ])('names card $entry.id "$label"', ({ entry, label }) => {
    expect(nameUnavailableCard(entry)).toBe(label);
  });
});

describe('countUnavailableCopies', () => {
  it.each([
    { unavailable: [], count: 0 },
    { unavailable: [{ id: 9, count: 3, name: null }], count: 3 },
    {
      unavailable: [
        { id: 9, count: 3, name: null },
        { id: 8, count: 2, name: 'Ocho' },
      ],
      count: 5,
    },
  ])('counts $count copies', ({ unavailable, count }) => {
    expect(countUnavailableCopies(unavailable)).toBe(count);
  });
});

describe('removeUnavailableCard', () => {
  it('drops every copy of that unavailable card and nothing else', () => {
    const resolved = resolveDeckCardIds([1, 99, 98, 99], cardsById, {});
    const after = removeUnavailableCard(resolved, 99);
    expect(after.cards).toEqual(resolved.cards);
    expect(after.unavailable).toEqual([{ id: 98, count: 1, name: null }]);
  });
});
