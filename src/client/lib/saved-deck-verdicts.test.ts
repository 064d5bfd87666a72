import { describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import { DEFAULT_EDITION_BLOCKS } from '../../domain/cards/edition-blocks';
import { makeCard } from '../testing/card-factory';
import { findSavedDeckVerdict } from './saved-deck-verdicts';
import type { StoredDeck } from './saved-decks-store';

const racialEdicion = BUILT_IN_BANLISTS.find((banlist) => banlist.key === 'racialEdicion');
const escudero = makeCard({ id: 1, nombre: 'Escudero' });
// Of the deck's block and race, so the ban is its only broken rule.
const urisk = makeCard({ id: 5, nombre: 'Urisk' });
const cardsById = new Map([escudero, urisk].map((card) => [card.id, card]));
const deck: StoredDeck = { id: '1', name: 'Viejo', format: 'racialEdicion', cards: [1, 5, 99] };

describe('findSavedDeckVerdict', () => {
  it('judges only the cards the catalogue still has, and counts the rest apart', () => {
    const verdict = findSavedDeckVerdict(deck, cardsById, racialEdicion, DEFAULT_EDITION_BLOCKS);
    expect(verdict.verdict).toBe('notLegal');
    // The size counts the two cards still in the catalogue; Racial Edición asks for exactly 50
    // and an Oro sin habilidad (ADR 0016), so this old, short deck breaks those too.
    expect(verdict.legality?.errors.map((violation) => violation.message)).toEqual([
      'El mazo tiene 2 cartas; el formato pide exactamente 50.',
      'El mazo tiene 0 Oros sin habilidad; el formato pide al menos 1.',
      'Urisk: Prohibida en este formato',
    ]);
    expect(verdict.playableCount).toBe(2);
    expect(verdict.unavailableCount).toBe(1);
  });

  it('computes a deck once for the same catalogue, format and blocks, and again when one changes', () => {
    const first = findSavedDeckVerdict(deck, cardsById, racialEdicion, DEFAULT_EDITION_BLOCKS);
    expect(findSavedDeckVerdict(deck, cardsById, racialEdicion, DEFAULT_EDITION_BLOCKS)).toBe(
      first,
    );
    const renamed = { ...deck, name: 'Nuevo' };
    expect(
      findSavedDeckVerdict(renamed, cardsById, racialEdicion, DEFAULT_EDITION_BLOCKS),
    ).not.toBe(first);
    const newCatalogue = new Map(cardsById);
    expect(
      findSavedDeckVerdict(deck, newCatalogue, racialEdicion, DEFAULT_EDITION_BLOCKS),
    ).not.toBe(first);
  });

  it('cannot judge a deck whose format is gone', () => {
    expect(findSavedDeckVerdict(deck, cardsById, undefined, DEFAULT_EDITION_BLOCKS)).toMatchObject({
      verdict: 'unknownFormat',
      legality: null,
      playableCount: 2,
    });
  });
});
