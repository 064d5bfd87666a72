import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  chooseDeckInSlot,
  NO_DECK,
  resolveDeckPair,
  type DeckPair,
  type DeckSlot,
} from '../../../domain/analysis/deck-pair';

/** Query keys of the compared decks, e.g. '/analisis?a=1712&b=1713'. */
const PAIR_QUERY = { first: 'a', second: 'b' } as const satisfies Record<DeckSlot, string>;

/**
 * The two compared decks, kept in the URL query so a comparison survives reload and can be
 * opened in another tab; missing or unknown decks are preselected from the saved ones. A choice
 * replaces the history entry, as the catalogue filter does.
 */
export function useDeckPair(
  deckIds: readonly string[],
): [DeckPair, (slot: DeckSlot, deckId: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const pair = useMemo(() => {
    const params = new URLSearchParams(search);
    return resolveDeckPair(deckIds, {
      first: params.get(PAIR_QUERY.first),
      second: params.get(PAIR_QUERY.second),
    });
  }, [deckIds, search]);
  const chooseDeck = useCallback(
    (slot: DeckSlot, deckId: string | null) => {
      const next = chooseDeckInSlot(pair, slot, deckId);
      const params = new URLSearchParams(search);
      params.set(PAIR_QUERY.first, next.first ?? NO_DECK);
      params.set(PAIR_QUERY.second, next.second ?? NO_DECK);
      navigate(`${location}?${params.toString()}`, { replace: true });
    },
    [location, navigate, pair, search],
  );
  return [pair, chooseDeck];
}
