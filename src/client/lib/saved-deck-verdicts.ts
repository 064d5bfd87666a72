import { useMemo } from 'react';
import type { Banlist } from '../../domain/banlists/banlist';
import type { Card } from '../../domain/cards/card';
import type { EditionBlocks } from '../../domain/cards/edition-blocks';
import { checkDeckVerdict, type DeckVerdict } from '../../domain/decks/legality-verdict';
import { countUnavailableCopies, resolveDeckCardIds } from '../../domain/decks/unavailable-cards';
import type { StoredDeck } from './saved-decks-store';

/** A saved deck's verdict in its format now, with the counts the saved-deck list shows. */
export interface SavedDeckVerdict extends DeckVerdict {
  /** Cards of the deck the catalogue has; only these are judged (issue 14). */
  playableCount: number;
  /** Copies of cards the catalogue no longer has. */
  unavailableCount: number;
}

type DeckCache = WeakMap<StoredDeck, SavedDeckVerdict>;

// The key of decks whose format no longer exists, which have no banlist to key the cache by.
const NO_FORMAT = {};

// Catalogue → block mapping → format → deck. Stores keep a deck's object until that deck
// changes, so a rename or a new save recomputes one deck, not the whole list; a new catalogue
// or format list starts afresh, and the weak keys let the old ones go.
const verdictCache = new WeakMap<
  ReadonlyMap<number, Card>,
  WeakMap<EditionBlocks, WeakMap<object, DeckCache>>
>();

function getOrCreate<K extends object, V>(map: WeakMap<K, V>, key: K, create: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const created = create();
  map.set(key, created);
  return created;
}

/**
 * A stored deck's verdict (memoised by the deck, catalogue, format and block mapping objects):
 * its ids are looked up in the catalogue, and the cards it no longer has are left out of the
 * check (issue 14).
 */
export function findSavedDeckVerdict(
  deck: StoredDeck,
  cardsById: ReadonlyMap<number, Card>,
  banlist: Banlist | undefined,
  editionBlocks: EditionBlocks,
): SavedDeckVerdict {
  const byBlocks = getOrCreate(verdictCache, cardsById, () => new WeakMap());
  const byFormat = getOrCreate(byBlocks, editionBlocks, () => new WeakMap());
  const byDeck = getOrCreate(byFormat, banlist ?? NO_FORMAT, (): DeckCache => new WeakMap());
  return getOrCreate(byDeck, deck, () => {
    const { cards, unavailable } = resolveDeckCardIds(deck.cards, cardsById, deck.names);
    const side = resolveDeckCardIds(deck.side ?? [], cardsById, deck.names).cards;
    return {
      ...checkDeckVerdict(cards, banlist, editionBlocks, { side, catalogue: cardsById }),
      playableCount: cards.length,
      unavailableCount: countUnavailableCopies(unavailable),
    };
  });
}

/** A saved deck beside its verdict. */
export interface SavedDeckWithVerdict {
  deck: StoredDeck;
  verdict: SavedDeckVerdict;
}

/** Every saved deck with its verdict, in the list's order, each under its stored format's key. */
export function useSavedDeckVerdicts(
  decks: readonly StoredDeck[],
  cardsById: ReadonlyMap<number, Card>,
  banlists: readonly Banlist[],
  editionBlocks: EditionBlocks,
): SavedDeckWithVerdict[] {
  return useMemo(() => {
    const banlistsByKey = new Map(banlists.map((banlist) => [banlist.key, banlist]));
    return decks.map((deck) => ({
      deck,
      verdict: findSavedDeckVerdict(deck, cardsById, banlistsByKey.get(deck.format), editionBlocks),
    }));
  }, [decks, cardsById, banlists, editionBlocks]);
}
