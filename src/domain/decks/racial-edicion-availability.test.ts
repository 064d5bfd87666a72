import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import {
  checkAvailability,
  createAvailabilityContext,
  type Availability,
} from './card-availability';

const racialEdicion = makeBanlist({ key: 'racialEdicion' });

function availabilityOf(card: Card, deck: Card[]): Availability {
  return checkAvailability(
    card,
    createAvailabilityContext(deck, racialEdicion, DEFAULT_EDITION_BLOCKS),
  );
}

describe('checkAvailability in racialEdicion (SPEC §5 extra rules)', () => {
  const firstAlly = makeCard({ id: 10, edicion: 'Cruzadas', raza: 'Caballero' });

  it.each([
    {
      name: "a non-ally before any ally gives 'Debes añadir un Aliado para definir el bloque'",
      card: makeCard({ id: 1, tipo: 'talisman', edicion: 'Espada Sagrada' }),
      deck: [],
      expected: {
        status: 'unavailable_block',
        message: 'Debes añadir un Aliado para definir el bloque',
      },
    },
    {
      name: "a first ally without a block gives 'Esta carta no pertenece a un bloque válido'",
      card: makeCard({ id: 1, edicion: 'Mundo Gótico' }),
      deck: [],
      expected: {
        status: 'unavailable_block',
        message: 'Esta carta no pertenece a un bloque válido',
      },
    },
    {
      name: 'a first ally with a block is available',
      card: makeCard({ id: 1, edicion: 'Helénica', raza: 'Héroe' }),
      deck: [],
      expected: { status: 'available', message: null },
    },
    {
      name: 'a card of the same block is available, whatever its edition',
      card: makeCard({ id: 1, tipo: 'arma', edicion: 'Espada Sagrada', raza: null }),
      deck: [firstAlly],
      expected: { status: 'available', message: null },
    },
    {
      name: "a card of another block gives 'No pertenece al bloque del mazo ({block})'",
      card: makeCard({ id: 1, tipo: 'oro', edicion: 'Helénica' }),
      deck: [firstAlly],
      expected: {
        status: 'unavailable_block',
        message: 'No pertenece al bloque del mazo (Espada Sagrada)',
      },
    },
    {
      name: 'a card without block once the deck has one gives the deck block message',
      card: makeCard({ id: 1, tipo: 'oro', edicion: 'Mundo Gótico' }),
      deck: [firstAlly],
      expected: {
        status: 'unavailable_block',
        message: 'No pertenece al bloque del mazo (Espada Sagrada)',
      },
    },
    {
      name: "an ally of another race gives 'No pertenece a la raza del mazo ({race})'",
      card: makeCard({ id: 1, edicion: 'Espada Sagrada', raza: 'Dragón' }),
      deck: [firstAlly],
      expected: {
        status: 'unavailable_race',
        message: 'No pertenece a la raza del mazo (Caballero)',
      },
    },
    {
      name: 'an ally of the same race written otherwise is available',
      card: makeCard({ id: 1, edicion: 'Espada Sagrada', raza: 'CABALLERO' }),
      deck: [firstAlly],
      expected: { status: 'available', message: null },
    },
    {
      name: 'the block rule comes before the race rule',
      card: makeCard({ id: 1, edicion: 'Imperio', raza: 'Dragón' }),
      deck: [firstAlly],
      expected: {
        status: 'unavailable_block',
        message: 'No pertenece al bloque del mazo (Espada Sagrada)',
      },
    },
    {
      name: 'the first ally defines block and race, not later ones',
      card: makeCard({ id: 1, edicion: 'Espada Sagrada', raza: 'Caballero' }),
      deck: [
        makeCard({ id: 20, tipo: 'oro' }),
        firstAlly,
        makeCard({ id: 21, edicion: 'Helénica', raza: 'Héroe' }),
      ],
      expected: { status: 'available', message: null },
    },
    {
      name: 'a non-ally of another race is not held to the race',
      card: makeCard({ id: 1, tipo: 'totem', edicion: 'Cruzadas', raza: 'Dragón' }),
      deck: [firstAlly],
      expected: { status: 'available', message: null },
    },
    {
      name: 'a first ally without block (a stale deck) blocks every card',
      card: makeCard({ id: 1, edicion: 'Espada Sagrada' }),
      deck: [makeCard({ id: 30, edicion: 'Mundo Gótico', raza: null })],
      expected: {
        status: 'unavailable_block',
        message: 'No pertenece al bloque del mazo (sin bloque)',
      },
    },
    {
      name: 'a first ally without race names the race as missing',
      card: makeCard({ id: 1, edicion: 'Espada Sagrada', raza: 'Caballero' }),
      deck: [makeCard({ id: 30, raza: null })],
      expected: {
        status: 'unavailable_race',
        message: 'No pertenece a la raza del mazo (sin raza)',
      },
    },
    {
      name: 'general rules come first in racialEdicion too',
      card: makeCard({ id: 10, edicion: 'Cruzadas', raza: 'Caballero' }),
      deck: makeCopies(3, { id: 10, edicion: 'Cruzadas', raza: 'Caballero' }),
      expected: { status: 'unavailable', message: 'Máximo de copias en el mazo' },
    },
  ])('$name', ({ card, deck, expected }) => {
    expect(availabilityOf(card, deck)).toEqual(expected);
  });

  it('reads blocks from the mapping passed in', () => {
    const context = createAvailabilityContext([], racialEdicion, {
      'Mundo Gótico': 'Segundo Bloque',
    });
    expect(checkAvailability(makeCard({ edicion: 'Mundo Gótico' }), context).status).toBe(
      'available',
    );
    expect(checkAvailability(makeCard({ edicion: 'Cruzadas' }), context).message).toBe(
      'Esta carta no pertenece a un bloque válido',
    );
  });
});
