import type { QueryClient } from '@tanstack/react-query';
import type { Card } from '../../../domain/cards/card';
import { cardListReducer } from '../../../domain/cards/card-list-state';
import { cardsQueryOptions, CATALOGUE_QUERY_KEYS } from '../../lib/catalogue-queries';
import { SESSION_SCOPED_QUERY_KEYS } from '../../lib/session';

/**
 * Puts a saved card into the catalogue the browser holds (SPEC §4 'Updating a card replaces the
 * one with the same id, otherwise appends it'), so every screen shows it without a reload; its
 * history is fetched again where it is on show.
 */
export function storeSavedCard(queryClient: QueryClient, card: Card): void {
  queryClient.setQueryData(cardsQueryOptions.queryKey, (cards) =>
    cards
      ? cardListReducer({ cards, isLoading: false, error: null }, { type: 'updateOne', card }).cards
      : cards,
  );
  queryClient.setQueryData(CATALOGUE_QUERY_KEYS.card(card.id), card);
  void queryClient.invalidateQueries({ queryKey: SESSION_SCOPED_QUERY_KEYS.revisions(card.id) });
}
