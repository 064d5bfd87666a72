import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { getCopyLimit } from './copy-limits';
import type { SavedDeck } from './deck';
import {
  deckBuilderReducer,
  initialDeckBuilderState,
  type DeckBuilderAction,
  type DeckBuilderState,
} from './deck-builder-state';

const banlist = makeBanlist({
  key: 'racialLibre',
  rules: { banned: ['Rayos'], limitedOne: ['Bennu'] },
});
const editionBlocks = DEFAULT_EDITION_BLOCKS;

function makeState(overrides: Partial<DeckBuilderState> = {}): DeckBuilderState {
  return { ...initialDeckBuilderState, currentFormat: 'racialLibre', ...overrides };
}

function makeSavedDeck(overrides: Partial<SavedDeck> = {}): SavedDeck {
  return {
    id: '1700000000000',
    name: 'Caballeros',
    cards: [makeCard()],
    format: 'racialLibre',
    ...overrides,
  };
}

function add(state: DeckBuilderState, card: Card): DeckBuilderState {
  return deckBuilderReducer(state, { type: 'addCard', card, banlist, editionBlocks });
}

describe('deckBuilderReducer', () => {
  it('starts on the format picker with nothing loaded', () => {
    expect(initialDeckBuilderState).toEqual({
      savedDecks: [],
      currentDeck: [],
      currentSide: [],
      currentDeckId: null,
      currentDeckName: null,
      currentFormat: null,
    });
  });

  it('sets the saved decks read from storage', () => {
    const decks = [makeSavedDeck()];
    expect(
      deckBuilderReducer(initialDeckBuilderState, { type: 'setSavedDecks', decks }).savedDecks,
    ).toBe(decks);
  });

  it('choosing a format starts a new empty deck with id and name null', () => {
    const state = makeState({
      currentDeck: [makeCard()],
      currentDeckId: '1',
      currentDeckName: 'Viejo',
    });
    expect(deckBuilderReducer(state, { type: 'chooseFormat', format: 'racialEdicion' })).toEqual({
      ...state,
      currentDeck: [],
      currentDeckId: null,
      currentDeckName: null,
      currentFormat: 'racialEdicion',
    });
  });

  it('loading a saved deck sets cards, id, name and format', () => {
    const deck = makeSavedDeck({ format: 'formatoLibre' });
    const state = deckBuilderReducer(initialDeckBuilderState, { type: 'loadDeck', deck });
    expect(state).toMatchObject({
      currentDeck: deck.cards,
      currentDeckId: deck.id,
      currentDeckName: deck.name,
      currentFormat: 'formatoLibre',
    });
  });

  it('adding appends a copy of an available card', () => {
    const card = makeCard({ id: 7 });
    expect(
      add(makeState({ currentDeck: [makeCard({ id: 1 })] }), card).currentDeck.map((c) => c.id),
    ).toEqual([1, 7]);
  });

  it.each([
    { name: 'a banned card', card: makeCard({ id: 2, nombre: 'Rayos' }), deck: [] as Card[] },
    { name: 'a fourth copy', card: makeCard({ id: 1 }), deck: makeCopies(3, { id: 1 }) },
    {
      name: 'a second limitedOne copy',
      card: makeCard({ id: 3, nombre: 'Bennu' }),
      deck: [makeCard({ id: 3, nombre: 'Bennu' })],
    },
    {
      name: 'a card into a full deck',
      card: makeCard({ id: 1 }),
      deck: Array.from({ length: 50 }, (_, index) => makeCard({ id: 100 + index })),
    },
  ])('adding refuses $name and leaves the state as it was', ({ card, deck }) => {
    const state = makeState({ currentDeck: deck });
    expect(add(state, card)).toBe(state);
  });

  it('adding does nothing before a format is chosen', () => {
    expect(add(initialDeckBuilderState, makeCard())).toBe(initialDeckBuilderState);
  });

  it('removing drops the last copy of that card id only', () => {
    const first = makeCard({ id: 1, nombre: 'primera' });
    const other = makeCard({ id: 2 });
    const last = makeCard({ id: 1, nombre: 'última' });
    const state = deckBuilderReducer(makeState({ currentDeck: [first, other, last] }), {
      type: 'removeCard',
      cardId: 1,
    });
    expect(state.currentDeck).toEqual([first, other]);
  });

  it('removing a card not in the deck changes nothing', () => {
    const deck = [makeCard({ id: 1 })];
    expect(
      deckBuilderReducer(makeState({ currentDeck: deck }), { type: 'removeCard', cardId: 9 })
        .currentDeck,
    ).toEqual(deck);
  });

  it('saving a new deck creates it with the timestamp id and sets id and name', () => {
    const cards = [makeCard()];
    const state = deckBuilderReducer(makeState({ currentDeck: cards }), {
      type: 'saveDeck',
      name: ' Caballeros ',
      timestampId: '1735689600000',
    });
    expect(state.savedDecks).toEqual([
      { id: '1735689600000', name: 'Caballeros', cards, format: 'racialLibre' },
    ]);
    expect(state.currentDeckId).toBe('1735689600000');
    expect(state.currentDeckName).toBe('Caballeros');
  });

  it('saving a loaded deck replaces the one with the same id, in place', () => {
    const other = makeSavedDeck({ id: 'a', name: 'Otro' });
    const saved = makeSavedDeck({ id: 'b', name: 'Viejo' });
    const cards = [makeCard({ id: 5 })];
    const state = deckBuilderReducer(
      makeState({
        savedDecks: [saved, other],
        currentDeck: cards,
        currentDeckId: 'b',
        currentDeckName: 'Viejo',
      }),
      { type: 'saveDeck', name: 'Nuevo', timestampId: 'ignored' },
    );
    expect(state.savedDecks).toEqual([
      { id: 'b', name: 'Nuevo', cards, format: 'racialLibre' },
      other,
    ]);
  });

  it.each([
    { name: 'an empty deck', overrides: { currentDeck: [] }, deckName: 'Caballeros' },
    { name: 'an empty name', overrides: { currentDeck: [makeCard()] }, deckName: '  ' },
    {
      name: 'no format',
      overrides: { currentDeck: [makeCard()], currentFormat: null },
      deckName: 'Caballeros',
    },
  ])('saving refuses $name', ({ overrides, deckName }) => {
    const state = makeState(overrides);
    expect(deckBuilderReducer(state, { type: 'saveDeck', name: deckName, timestampId: '1' })).toBe(
      state,
    );
  });

  it('cancelling clears deck, id, name and format and keeps the saved decks', () => {
    const savedDecks = [makeSavedDeck()];
    const state = makeState({
      savedDecks,
      currentDeck: [makeCard()],
      currentDeckId: '1',
      currentDeckName: 'X',
    });
    expect(deckBuilderReducer(state, { type: 'cancel' })).toEqual({
      ...initialDeckBuilderState,
      savedDecks,
    });
  });
});

describe('deckBuilderReducer properties', () => {
  const pool: Card[] = [
    makeCard({ id: 1, nombre: 'Lancero', edicion: 'Espada Sagrada', raza: 'Caballero' }),
    makeCard({ id: 2, nombre: 'Bennu', edicion: 'Cruzadas', raza: 'Caballero' }),
    makeCard({ id: 3, nombre: 'Rey Único', habilidad: 'Carta Única', raza: 'Caballero' }),
    makeCard({ id: 4, nombre: 'Rayos', tipo: 'talisman' }),
    makeCard({ id: 5, nombre: 'Oro', tipo: 'oro' }),
    makeCard({ id: 6, nombre: 'Hoplita', edicion: 'Helénica', raza: 'Héroe' }),
    makeCard({ id: 7, nombre: 'Tebas', tipo: 'totem', edicion: 'Imperio' }),
    makeCard({ id: 8, nombre: 'Errante', edicion: 'Mundo Gótico', raza: 'Sombra' }),
    ...Array.from({ length: 20 }, (_, index) =>
      makeCard({
        id: 100 + index,
        nombre: `Soldado ${index}`,
        edicion: 'Cruzadas',
        raza: 'Caballero',
      }),
    ),
  ];
  const formats = [
    makeBanlist({
      key: 'racialLibre',
      rules: { banned: ['Rayos'], limitedOne: ['Bennu'], limitedTwo: ['Tebas'] },
    }),
    makeBanlist({ key: 'racialEdicion', rules: { limitedOne: ['Bennu'], limitedTwo: ['Tebas'] } }),
    makeBanlist({ key: 'formatoLibre', rules: { minAllies: 0, maxCard: 12 } }),
  ];

  const arbitraryAction = fc.oneof(
    fc.nat({ max: pool.length - 1 }).map((index) => ({ kind: 'add' as const, index })),
    fc.nat({ max: pool.length - 1 }).map((index) => ({ kind: 'remove' as const, index })),
  );

  it('never lets a deck pass the format size nor a card pass its limit', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: formats.length - 1 }),
        fc.array(arbitraryAction, { maxLength: 150 }),
        (formatIndex, steps) => {
          const format = formats[formatIndex]!;
          let state = deckBuilderReducer(initialDeckBuilderState, {
            type: 'chooseFormat',
            format: format.key,
          });
          for (const step of steps) {
            const card = pool[step.index]!;
            const action: DeckBuilderAction =
              step.kind === 'add'
                ? { type: 'addCard', card, banlist: format, editionBlocks }
                : { type: 'removeCard', cardId: card.id };
            state = deckBuilderReducer(state, action);
            expect(state.currentDeck.length).toBeLessThanOrEqual(format.rules.maxCard);
            for (const inDeck of pool) {
              const copies = state.currentDeck.filter((other) => other.id === inDeck.id).length;
              expect(copies).toBeLessThanOrEqual(getCopyLimit(inDeck, format.rules));
            }
          }
        },
      ),
    );
  });

  it('fills a deck to exactly 50 cards when enough cards are offered', () => {
    const state = pool.reduce(
      (current, card) => [1, 2, 3].reduce((next) => add(next, card), current),
      makeState(),
    );
    expect(state.currentDeck).toHaveLength(50);
  });
});
