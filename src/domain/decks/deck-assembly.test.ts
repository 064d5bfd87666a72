import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { AVAILABILITY_MESSAGES } from './card-availability';
import { assembleDeck } from './deck-assembly';

const racialEdicion = makeBanlist({ key: 'racialEdicion', rules: { banned: ['Fergus'] } });
const formatoLibre = makeBanlist({ key: 'formatoLibre', rules: { minAllies: 0 } });

describe('assembleDeck', () => {
  it('keeps every copy that is available, in the given order', () => {
    const knight = makeCard({ id: 1 });
    const sword = makeCard({ id: 2, tipo: 'arma', raza: null, fuerza: null });
    const result = assembleDeck([knight, knight, sword], racialEdicion, DEFAULT_EDITION_BLOCKS);
    expect(result.cards.map((card) => card.id)).toEqual([1, 1, 2]);
    expect(result.refused).toEqual([]);
  });

  it.each([
    {
      rule: 'a banned card',
      candidates: [makeCard({ id: 7, nombre: 'Fergus' })],
      banlist: racialEdicion,
      refused: { id: 7, count: 1, message: AVAILABILITY_MESSAGES.banned },
    },
    {
      rule: 'copies past the limit of 3',
      candidates: makeCopies(5, { id: 3 }),
      banlist: racialEdicion,
      refused: { id: 3, count: 2, message: AVAILABILITY_MESSAGES.maxCopies },
    },
    {
      rule: 'a non-ally before any ally in Racial Edición',
      candidates: [makeCard({ id: 4, tipo: 'oro', raza: null, fuerza: null })],
      banlist: racialEdicion,
      refused: { id: 4, count: 1, message: AVAILABILITY_MESSAGES.allyNeeded },
    },
    {
      rule: 'an ally of another race once the first ally set it',
      candidates: [makeCard({ id: 5 }), makeCard({ id: 6, raza: 'Faerie' })],
      banlist: racialEdicion,
      refused: { id: 6, count: 1, message: 'No pertenece a la raza del mazo (Caballero)' },
    },
  ])('refuses $rule and reports it with its message', ({ candidates, banlist, refused }) => {
    const result = assembleDeck(candidates, banlist, DEFAULT_EDITION_BLOCKS);
    expect(
      result.refused.map(({ card, count, message }) => ({ id: card.id, count, message })),
    ).toEqual([refused]);
  });

  it('stops at the deck size and reports the rest as a full deck', () => {
    const candidates = Array.from({ length: 18 }, (_, index) =>
      makeCopies(3, { id: index + 1, nombre: `Carta ${index + 1}` }),
    ).flat();
    const result = assembleDeck(candidates, formatoLibre, DEFAULT_EDITION_BLOCKS);
    expect(result.cards).toHaveLength(50);
    expect(
      result.refused.map(({ card, count, message }) => ({ id: card.id, count, message })),
    ).toEqual([
      { id: 17, count: 1, message: AVAILABILITY_MESSAGES.deckFull },
      { id: 18, count: 3, message: AVAILABILITY_MESSAGES.deckFull },
    ]);
  });
});
