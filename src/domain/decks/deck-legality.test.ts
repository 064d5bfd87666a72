import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { BUILT_IN_BANLISTS } from '../banlists/built-in-banlists';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { checkDeckLegality } from './deck-legality';

// These cases are about SPEC §5's limits, lists and block and race rules, on decks far from
// finished: the real formats' exact size and 'Oro sin habilidad' (ADR 0016) are turned off here
// and have their own cases in format-deck-rules.test.ts and below.
const UNFINISHED_DECKS_ALLOWED = { exactDeckSize: false, minVanillaGold: 0 } as const;

const freeFormat = makeBanlist({
  key: 'racialLibre',
  rules: {
    minAllies: 16,
    banned: ['Rayos', 'Cathbadh el Druida (Rework)'],
    limitedOne: ['Bennu'],
    ...UNFINISHED_DECKS_ALLOWED,
  },
});
const racialEdicion = makeBanlist({
  key: 'racialEdicion',
  rules: { minAllies: 2, ...UNFINISHED_DECKS_ALLOWED },
});

function allies(count: number, overrides: Partial<Card> = {}): Card[] {
  return Array.from({ length: count }, (_, index) =>
    makeCard({ id: 100 + index, nombre: `Aliado ${index}`, ...overrides }),
  );
}

function legalityOf(cards: Card[], banlist = freeFormat) {
  return checkDeckLegality(cards, banlist, DEFAULT_EDITION_BLOCKS);
}

describe('checkDeckLegality', () => {
  it('finds nothing wrong in a legal deck', () => {
    expect(legalityOf(allies(16))).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    {
      name: 'too many cards',
      cards: allies(51),
      expected: { code: 'too_many_cards', message: 'El mazo tiene 51 cartas; el máximo es 50.' },
    },
    {
      name: 'too many copies of an ordinary card',
      cards: [...allies(16), ...makeCopies(4, { id: 1, nombre: 'Lancero' })],
      expected: {
        code: 'too_many_copies',
        message: 'Lancero: 4 copias; el máximo es 3.',
        cardId: 1,
        cardName: 'Lancero',
      },
    },
    {
      name: 'too many copies of a limitedOne card',
      cards: [...allies(16), ...makeCopies(2, { id: 2, nombre: 'Bennu' })],
      expected: {
        code: 'too_many_copies',
        message: 'Bennu: 2 copias; el máximo es 1.',
        cardId: 2,
        cardName: 'Bennu',
      },
    },
    {
      name: 'a banned card',
      cards: [...allies(16), makeCard({ id: 3, nombre: 'Rayos', tipo: 'talisman' })],
      expected: {
        code: 'banned',
        message: 'Rayos: Prohibida en este formato',
        cardId: 3,
        cardName: 'Rayos',
      },
    },
    {
      name: "a card banned under its '(Rework)' name",
      cards: [...allies(16), makeCard({ id: 4, nombre: 'Cathbadh el Druida' })],
      expected: {
        code: 'banned',
        message: 'Cathbadh el Druida: Prohibida en este formato',
        cardId: 4,
        cardName: 'Cathbadh el Druida',
      },
    },
  ])('reports $name as an error', ({ cards, expected }) => {
    const { errors } = legalityOf(cards);
    expect(errors).toEqual([expected]);
  });

  it('reports a banned card once, not once per copy, and not also for its copies', () => {
    const { errors } = legalityOf([...allies(16), ...makeCopies(5, { id: 3, nombre: 'Rayos' })]);
    expect(errors.map((error) => error.code)).toEqual(['banned']);
  });

  it('lists every violation together', () => {
    const cards = [
      ...allies(48),
      ...makeCopies(2, { id: 2, nombre: 'Bennu' }),
      makeCard({ id: 3, nombre: 'Rayos' }),
    ];
    expect(legalityOf(cards).errors.map((error) => error.code)).toEqual([
      'too_many_cards',
      'too_many_copies',
      'banned',
    ]);
  });

  it('warns, without an error, when allies are under the minimum', () => {
    const result = legalityOf([...allies(15), makeCard({ id: 9, tipo: 'oro' })]);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      { code: 'too_few_allies', message: 'El mazo tiene 15 aliados; el mínimo del formato es 16.' },
    ]);
  });

  it('gives no allies warning in a format whose minimum is 0', () => {
    const formatoLibre = makeBanlist({ key: 'formatoLibre', rules: { minAllies: 0 } });
    expect(legalityOf([makeCard({ tipo: 'oro' })], formatoLibre).warnings).toEqual([]);
  });
});

describe('checkDeckLegality in racialEdicion', () => {
  const base = allies(2, { edicion: 'Espada Sagrada', raza: 'Caballero' });

  it('accepts a deck of one block and one race', () => {
    const cards = [...base, makeCard({ id: 5, tipo: 'oro', edicion: 'Cruzadas', raza: null })];
    expect(legalityOf(cards, racialEdicion)).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    {
      name: 'a card of another block',
      card: makeCard({ id: 5, nombre: 'Ánfora', tipo: 'talisman', edicion: 'Helénica' }),
      expected: {
        code: 'wrong_block',
        message: 'Ánfora: No pertenece al bloque del mazo (Espada Sagrada)',
        cardId: 5,
        cardName: 'Ánfora',
      },
    },
    {
      name: 'a card without a block',
      card: makeCard({ id: 5, nombre: 'Reliquia', tipo: 'talisman', edicion: 'Mundo Gótico' }),
      expected: {
        code: 'invalid_block',
        message: 'Reliquia: Esta carta no pertenece a un bloque válido',
        cardId: 5,
        cardName: 'Reliquia',
      },
    },
    {
      name: 'an ally of another race',
      card: makeCard({ id: 5, nombre: 'Dragón Rojo', edicion: 'Cruzadas', raza: 'Dragón' }),
      expected: {
        code: 'wrong_race',
        message: 'Dragón Rojo: No pertenece a la raza del mazo (Caballero)',
        cardId: 5,
        cardName: 'Dragón Rojo',
      },
    },
  ])('reports $name', ({ card, expected }) => {
    expect(legalityOf([...base, card], racialEdicion).errors).toEqual([expected]);
  });

  it('asks for an ally when the deck has cards but none is an ally', () => {
    const cards = [makeCard({ id: 5, tipo: 'oro' })];
    expect(legalityOf(cards, racialEdicion).errors).toEqual([
      { code: 'ally_needed', message: 'Debes añadir un Aliado para definir el bloque' },
    ]);
  });

  it('finds nothing to report in an empty deck but the allies warning', () => {
    expect(legalityOf([], racialEdicion)).toEqual({
      errors: [],
      warnings: [
        // Racial Edición counts tótems with the allies (ADR 0016, pb_racial_edicion.md).
        {
          code: 'too_few_allies',
          message: 'El mazo tiene 0 cartas que cuentan como aliados; el mínimo del formato es 2.',
        },
      ],
    });
  });

  it('reports a first ally without block, without blaming the rest for its absence', () => {
    const cards = [
      makeCard({ id: 1, nombre: 'Errante', edicion: 'Mundo Gótico' }),
      makeCard({ id: 2, nombre: 'Lancero', edicion: 'Cruzadas' }),
    ];
    expect(legalityOf(cards, racialEdicion).errors.map((error) => error.message)).toEqual([
      'Errante: Esta carta no pertenece a un bloque válido',
    ]);
  });
});

describe('checkDeckLegality in the built-in racial formats', () => {
  // ADR 0016 (sources A5, A7, A8, A9, B1): exactly 50 cards and at least one Oro sin habilidad.
  const vanillaGold = makeCard({ id: 60, nombre: 'Oro', tipo: 'oro', raza: null, habilidad: '' });
  const finished = [...allies(49), vanillaGold];

  it.each(['racialEdicion', 'racialLibre'])(
    'accepts a finished deck in %s and refuses one under 50 cards or without an Oro sin habilidad',
    (key) => {
      const format = BUILT_IN_BANLISTS.find((candidate) => candidate.key === key);
      if (!format) throw new Error(`missing built-in ${key}`);
      const withAbility = makeCard({ id: 61, nombre: 'Oro Rico', tipo: 'oro', habilidad: 'Roba' });

      expect(legalityOf(finished, format).errors).toEqual([]);
      expect(legalityOf([vanillaGold, ...allies(11)], format).errors).toEqual([
        {
          code: 'too_few_cards',
          message: 'El mazo tiene 12 cartas; el formato pide exactamente 50.',
        },
      ]);
      expect(legalityOf([...allies(49), withAbility], format).errors).toEqual([
        {
          code: 'gold_needed',
          message: 'El mazo tiene 0 Oros sin habilidad; el formato pide al menos 1.',
        },
      ]);
    },
  );
});
