import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { cardListReducer, initialCardListState, type CardListState } from './card-list-state';

function makeState(overrides: Partial<CardListState> = {}): CardListState {
  return { ...initialCardListState, ...overrides };
}

describe('cardListReducer', () => {
  it('starts with no cards, loading and no error', () => {
    expect(initialCardListState).toEqual({ cards: [], isLoading: true, error: null });
  });

  it('loading all sets the list and clears loading and error', () => {
    const cards = [makeCard({ id: 1 }), makeCard({ id: 2 })];
    const state = cardListReducer(makeState({ error: 'falló' }), { type: 'loadAll', cards });
    expect(state).toEqual({ cards, isLoading: false, error: null });
  });

  it.each([true, false])('setting loading to %s changes only the flag', (isLoading) => {
    const cards = [makeCard()];
    const state = cardListReducer(makeState({ cards, isLoading: !isLoading, error: 'x' }), {
      type: 'setLoading',
      isLoading,
    });
    expect(state).toEqual({ cards, isLoading, error: 'x' });
  });

  it('an error clears loading and keeps the cards', () => {
    const cards = [makeCard()];
    const state = cardListReducer(makeState({ cards }), { type: 'setError', error: 'sin red' });
    expect(state).toEqual({ cards, isLoading: false, error: 'sin red' });
  });

  it('updating a card replaces the one with the same id in place', () => {
    const cards = [makeCard({ id: 1 }), makeCard({ id: 2, nombre: 'Viejo' }), makeCard({ id: 3 })];
    const updated = makeCard({ id: 2, nombre: 'Nuevo' });
    const state = cardListReducer(makeState({ cards }), { type: 'updateOne', card: updated });
    expect(state.cards.map((card) => card.nombre)).toEqual([
      cards[0]?.nombre,
      'Nuevo',
      cards[2]?.nombre,
    ]);
  });

  it('updating a card with a new id appends it', () => {
    const cards = [makeCard({ id: 1 })];
    const added = makeCard({ id: 9 });
    const state = cardListReducer(makeState({ cards }), { type: 'updateOne', card: added });
    expect(state.cards).toEqual([cards[0], added]);
  });

  it('saving all replaces the list and leaves the flags', () => {
    const cards = [makeCard({ id: 5 })];
    const state = cardListReducer(
      makeState({ cards: [makeCard()], isLoading: false, error: 'e' }),
      {
        type: 'saveAll',
        cards,
      },
    );
    expect(state).toEqual({ cards, isLoading: false, error: 'e' });
  });
});
