import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { AVAILABILITY_MESSAGES } from './card-availability';
import { indexCatalogue } from './deck-import';
import { replaceUnavailableCard, suggestReplacement } from './unavailable-card-replacement';
import type { DeckCardsWithUnavailable } from './unavailable-cards';

const hadaReprint = makeCard({ id: 30, nombre: 'Hada del Brezo', raza: 'Faerie' });
const hada = makeCard({ id: 12, nombre: 'Hada del Brezo', raza: 'Faerie' });
const escudero = makeCard({ id: 1, nombre: 'Escudero del Alba' });
const aldric = makeCard({ id: 6, nombre: 'Gran Maestre Aldric', habilidad: 'Carta Única.' });
const index = indexCatalogue([hadaReprint, hada, escudero, aldric]);

describe('suggestReplacement', () => {
  it.each([
    { rule: 'finds a card renamed by a typo fix', name: 'Hada del Brezzo', suggested: 12 },
    { rule: 'ignores case and accents', name: 'HADA DEL BRÉZO', suggested: 12 },
    { rule: 'offers the first printing among reprints', name: 'Hada del Brezo', suggested: 12 },
    {
      rule: 'finds a name contained in the saved one',
      name: 'Escudero del Alba (Rework)',
      suggested: 1,
    },
    {
      rule: 'offers nothing for a name far from every card',
      name: 'Dragón Dorado',
      suggested: null,
    },
    { rule: 'offers nothing for an entry saved without a name', name: null, suggested: null },
  ])('$rule', ({ name, suggested }) => {
    expect(suggestReplacement({ name }, index)?.id ?? null).toBe(suggested);
  });
});

const formatoLibre = makeBanlist({ key: 'formatoLibre', rules: { minAllies: 0 } });
const racialEdicion = makeBanlist({
  key: 'racialEdicion',
  rules: { banned: ['Escudero del Alba'] },
});

function deckWith(cards: DeckCardsWithUnavailable['cards'], count: number) {
  return {
    cards,
    unavailable: [
      { id: 99, count, name: 'Hada del Brezzo' },
      { id: 98, count: 1, name: null },
    ],
  };
}

describe('replaceUnavailableCard', () => {
  it('replaces every copy and drops the unavailable entry', () => {
    const result = replaceUnavailableCard(
      deckWith([escudero], 3),
      99,
      hada,
      formatoLibre,
      DEFAULT_EDITION_BLOCKS,
    );
    expect(result).toEqual({
      ok: true,
      deck: {
        cards: [escudero, hada, hada, hada],
        unavailable: [{ id: 98, count: 1, name: null }],
      },
      added: 3,
      refused: null,
    });
  });

  it.each([
    {
      rule: 'copies over the limit of a unique card',
      deck: deckWith([], 3),
      replacement: aldric,
      added: 1,
      refused: { count: 2, message: AVAILABILITY_MESSAGES.maxCopies },
    },
    {
      rule: 'copies past the 3 the deck may hold, counting those already in it',
      deck: deckWith([hada, hada], 2),
      replacement: hada,
      added: 1,
      refused: { count: 1, message: AVAILABILITY_MESSAGES.maxCopies },
    },
    {
      rule: 'copies past the deck size',
      deck: deckWith(
        Array.from({ length: 49 }, (_, i) => makeCard({ id: 100 + i, nombre: `C${i}` })),
        2,
      ),
      replacement: hada,
      added: 1,
      refused: { count: 1, message: AVAILABILITY_MESSAGES.deckFull },
    },
  ])('adds what the rules allow and reports $rule', ({ deck, replacement, added, refused }) => {
    const result = replaceUnavailableCard(
      deck,
      99,
      replacement,
      formatoLibre,
      DEFAULT_EDITION_BLOCKS,
    );
    expect(result.ok && { added: result.added, refused: result.refused }).toEqual({
      added,
      refused,
    });
    expect(result.ok && result.deck.unavailable.map(({ id }) => id)).toEqual([98]);
  });

  it.each([
    {
      rule: 'a banned replacement',
      deck: deckWith([hada], 2),
      replacement: escudero,
      reason: AVAILABILITY_MESSAGES.banned,
    },
    {
      rule: 'an ally of another race in Racial Edición',
      deck: deckWith(makeCopies(1, { id: 2, nombre: 'Caballero del Roble' }), 2),
      replacement: hada,
      reason: 'No pertenece a la raza del mazo (Caballero)',
    },
  ])('leaves the deck as it was for $rule and says why', ({ deck, replacement, reason }) => {
    expect(
      replaceUnavailableCard(deck, 99, replacement, racialEdicion, DEFAULT_EDITION_BLOCKS),
    ).toEqual({ ok: false, reason });
  });

  it('refuses an id that is not among the unavailable cards', () => {
    const result = replaceUnavailableCard(
      deckWith([], 1),
      12,
      hada,
      formatoLibre,
      DEFAULT_EDITION_BLOCKS,
    );
    expect(result.ok).toBe(false);
  });
});
