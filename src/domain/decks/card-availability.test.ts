import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import {
  checkAvailability,
  createAvailabilityContext,
  describeRemaining,
  remainingCopies,
  type Availability,
} from './card-availability';

const freeFormat = makeBanlist({
  key: 'racialLibre',
  rules: { banned: ['Rayos', "Dru'ath an-Morén"], limitedOne: ['Bennu'], limitedTwo: ['Tebas'] },
});
const racialEdicion = makeBanlist({ key: 'racialEdicion' });

const fillers = (count: number): Card[] =>
  Array.from({ length: count }, (_, index) =>
    makeCard({ id: 1000 + index, nombre: `Relleno ${index}` }),
  );

function availabilityOf(card: Card, deck: Card[], banlist = freeFormat): Availability {
  return checkAvailability(card, createAvailabilityContext(deck, banlist, DEFAULT_EDITION_BLOCKS));
}

describe('checkAvailability in any format (SPEC §5 order)', () => {
  it.each([
    {
      name: 'a card that breaks no rule is available',
      card: makeCard({ id: 1 }),
      deck: [],
      expected: { status: 'available', message: null },
    },
    {
      name: "a banned card gives 'Prohibida en este formato'",
      card: makeCard({ id: 2, nombre: 'Rayos' }),
      deck: [],
      expected: { status: 'banned', message: 'Prohibida en este formato' },
    },
    {
      name: 'a banned card is matched by normalised name',
      card: makeCard({ id: 2, nombre: ' RAYOS ' }),
      deck: [],
      expected: { status: 'banned', message: 'Prohibida en este formato' },
    },
    {
      name: 'a banned card is matched without its punctuation and spaces',
      card: makeCard({ id: 3, nombre: 'Druath AN MOREN' }),
      deck: [],
      expected: { status: 'banned', message: 'Prohibida en este formato' },
    },
    {
      name: "a full deck without this card gives 'El mazo está lleno'",
      card: makeCard({ id: 1 }),
      deck: fillers(50),
      expected: { status: 'unavailable', message: 'El mazo está lleno' },
    },
    {
      name: 'banned comes before a full deck',
      card: makeCard({ id: 2, nombre: 'Rayos' }),
      deck: fillers(50),
      expected: { status: 'banned', message: 'Prohibida en este formato' },
    },
    {
      name: "three copies give 'Máximo de copias en el mazo'",
      card: makeCard({ id: 1 }),
      deck: makeCopies(3, { id: 1 }),
      expected: { status: 'unavailable', message: 'Máximo de copias en el mazo' },
    },
    {
      name: 'two copies of an ordinary card are still available',
      card: makeCard({ id: 1 }),
      deck: makeCopies(2, { id: 1 }),
      expected: { status: 'available', message: null },
    },
    {
      name: 'one copy of a limitedOne card is the maximum',
      card: makeCard({ id: 3, nombre: 'Bennu' }),
      deck: [makeCard({ id: 3, nombre: 'Bennu' })],
      expected: { status: 'unavailable', message: 'Máximo de copias en el mazo' },
    },
    {
      name: 'two copies of a limitedTwo card are the maximum',
      card: makeCard({ id: 4, nombre: 'Tebas' }),
      deck: makeCopies(2, { id: 4, nombre: 'Tebas' }),
      expected: { status: 'unavailable', message: 'Máximo de copias en el mazo' },
    },
    {
      name: "one copy of a 'Carta Única' is the maximum",
      card: makeCard({ id: 5, habilidad: 'Carta Única.' }),
      deck: [makeCard({ id: 5, habilidad: 'Carta Única.' })],
      expected: { status: 'unavailable', message: 'Máximo de copias en el mazo' },
    },
    {
      name: 'copies are counted per card id, not per name',
      card: makeCard({ id: 7, nombre: 'Bennu' }),
      deck: [makeCard({ id: 3, nombre: 'Bennu' })],
      expected: { status: 'available', message: null },
    },
    {
      name: 'a full deck with copies under the limit still refuses one more',
      card: makeCard({ id: 1 }),
      deck: [makeCard({ id: 1 }), ...fillers(49)],
      expected: { status: 'unavailable', message: 'El mazo está lleno' },
    },
    {
      name: 'a full deck with copies at the limit says the limit',
      card: makeCard({ id: 1 }),
      deck: [...makeCopies(3, { id: 1 }), ...fillers(47)],
      expected: { status: 'unavailable', message: 'Máximo de copias en el mazo' },
    },
    {
      name: 'outside racialEdicion a card without ally or block is available',
      card: makeCard({ id: 6, tipo: 'arma', edicion: 'Mundo Gótico' }),
      deck: [],
      expected: { status: 'available', message: null },
    },
  ])('$name', ({ card, deck, expected }) => {
    expect(availabilityOf(card, deck)).toEqual(expected);
  });

  it("follows the format's own deck size", () => {
    const small = makeBanlist({ rules: { maxCard: 2 } });
    expect(availabilityOf(makeCard({ id: 1 }), fillers(2), small).message).toBe(
      'El mazo está lleno',
    );
    expect(availabilityOf(makeCard({ id: 1 }), fillers(1), small).status).toBe('available');
  });
});

describe('remainingCopies', () => {
  function remainingFor(card: Card, deck: Card[], banlist = freeFormat): number {
    return remainingCopies(card, createAvailabilityContext(deck, banlist, DEFAULT_EDITION_BLOCKS));
  }

  it.each([
    { name: 'an ordinary card not in the deck', card: makeCard({ id: 1 }), deck: [], remaining: 3 },
    {
      name: 'an ordinary card with one copy',
      card: makeCard({ id: 1 }),
      deck: [makeCard({ id: 1 })],
      remaining: 2,
    },
    {
      name: 'a limitedTwo card not in the deck',
      card: makeCard({ id: 4, nombre: 'Tebas' }),
      deck: [],
      remaining: 2,
    },
    {
      name: 'a limitedOne card not in the deck',
      card: makeCard({ id: 3, nombre: 'Bennu' }),
      deck: [],
      remaining: 1,
    },
    {
      name: 'a card at its limit',
      card: makeCard({ id: 1 }),
      deck: makeCopies(3, { id: 1 }),
      remaining: 0,
    },
    { name: 'a banned card', card: makeCard({ id: 2, nombre: 'Rayos' }), deck: [], remaining: 0 },
    {
      name: 'a card when one place is left',
      card: makeCard({ id: 1 }),
      deck: fillers(49),
      remaining: 1,
    },
    { name: 'a card in a full deck', card: makeCard({ id: 1 }), deck: fillers(50), remaining: 0 },
  ])('is $remaining for $name', ({ card, deck, remaining }) => {
    expect(remainingFor(card, deck)).toBe(remaining);
  });

  it('is 0 for a card the racialEdicion rules refuse', () => {
    expect(remainingFor(makeCard({ tipo: 'oro' }), [], racialEdicion)).toBe(0);
  });
});

describe('describeRemaining', () => {
  it.each([
    [0, 'Quedan 0'],
    [1, 'Queda 1'],
    [3, 'Quedan 3'],
  ])('reads %i copies still allowed as %s', (remaining, text) => {
    expect(describeRemaining(remaining)).toBe(text);
  });
});
