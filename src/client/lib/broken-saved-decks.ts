import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BanlistHistory, BanlistVersion } from '../../contract/banlists';
import type { Banlist } from '../../domain/banlists/banlist';
import type { Card } from '../../domain/cards/card';
import type { EditionBlocks } from '../../domain/cards/edition-blocks';
import type { Violation } from '../../domain/decks/deck-legality';
import { resolveDeckCardIds } from '../../domain/decks/unavailable-cards';
import { findWhatBrokeSinceSave } from '../../domain/formats/broken-decks';
import { banlistHistoryQueryOptions } from './banlist-history';
import { officialBanlistsQueryOptions } from './banlist-store';
import { readDeckSaveTime, type StoredDeck } from './saved-decks-store';

/** A saved deck that a newer official list made not legal (issue 15, item 5). */
export interface BrokenSavedDeck {
  /** The list in force, which the deck no longer meets. */
  current: BanlistVersion;
  /** What it broke: each card with its new limit, or a rule of the whole deck. */
  violations: Violation[];
}

const NO_DECKS: ReadonlyMap<string, BrokenSavedDeck> = new Map();

// Stable, so the histories' map changes only when a history does (TanStack runs combine again
// only when the function or a result changes).
function collectHistories(
  results: UseQueryResult<BanlistHistory>[],
): ReadonlyMap<string, readonly BanlistVersion[]> {
  const histories = new Map<string, readonly BanlistVersion[]>();
  for (const { data } of results) if (data !== undefined) histories.set(data.key, data.versions);
  return histories;
}

/**
 * The saved decks a newer official list broke, by deck id: one history request per official
 * format the saved decks use (cached, shared with the builder and the banlist editor); a
 * visitor's own format has no history and a history that cannot be read marks nothing. Each
 * deck is judged on the cards the catalogue still has, like its badge. Nothing is changed.
 */
export function useBrokenSavedDecks(
  decks: readonly StoredDeck[],
  cardsById: ReadonlyMap<number, Card>,
  banlists: readonly Banlist[],
  editionBlocks: EditionBlocks,
): ReadonlyMap<string, BrokenSavedDeck> {
  // Reads the official formats the screen already asked for; never asks again by itself (a
  // failed request is retried by the visitor, through the screen's notice).
  const official = useQuery({ ...officialBanlistsQueryOptions, enabled: false });
  const formatKeys = useMemo(() => {
    const officialKeys = new Set(official.data?.map((banlist) => banlist.key));
    return [...new Set(decks.map((deck) => deck.format))].filter((key) => officialKeys.has(key));
  }, [decks, official.data]);
  const histories = useQueries({
    queries: formatKeys.map(banlistHistoryQueryOptions),
    combine: collectHistories,
  });
  return useMemo(() => {
    if (histories.size === 0) return NO_DECKS;
    const banlistsByKey = new Map(banlists.map((banlist) => [banlist.key, banlist]));
    const broken = new Map<string, BrokenSavedDeck>();
    for (const deck of decks) {
      const versions = histories.get(deck.format);
      const format = banlistsByKey.get(deck.format);
      if (versions === undefined || format === undefined) continue;
      const { cards } = resolveDeckCardIds(deck.cards, cardsById, deck.names);
      const side = resolveDeckCardIds(deck.side ?? [], cardsById, deck.names).cards;
      const savedAt = readDeckSaveTime(deck);
      const found = findWhatBrokeSinceSave(cards, versions, format, savedAt, editionBlocks, {
        side,
        catalogue: cardsById,
      });
      if (found !== null) broken.set(deck.id, found);
    }
    return broken;
  }, [decks, cardsById, banlists, editionBlocks, histories]);
}
