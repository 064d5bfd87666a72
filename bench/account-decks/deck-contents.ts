import type { AccountDeckWrite } from '../../src/contract/account-decks';
import { createSeededRandom, type RandomSource } from '../support/seeded-random';

/** Cards in every deck of the bench, counting copies. */
export const DECK_SIZE = 50;
/** As real decks repeat cards: 10 cards with 3 copies and 10 with 2 (the storage test's shape). */
const COPIES_BY_POSITION = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2];
/** Different cards in every deck of the bench. */
export const DISTINCT_CARDS = COPIES_BY_POSITION.length;
/** Different cards swapped for others on each save of a deck's history. */
export const CARDS_SWAPPED_PER_SAVE = 3;

type DeckCards = AccountDeckWrite['cards'];

/** `count` different ids of `cardIds`, none of them in `excluded`. */
function pickDistinctIds(
  random: RandomSource,
  cardIds: readonly number[],
  count: number,
  excluded: ReadonlySet<number> = new Set(),
): number[] {
  const candidates = cardIds.filter((id) => !excluded.has(id));
  if (candidates.length < count) throw new Error(`The catalogue needs ${count} more cards`);
  for (let index = 0; index < count; index += 1) {
    const swap = index + Math.floor(random() * (candidates.length - index));
    [candidates[index], candidates[swap]] = [candidates[swap] ?? 0, candidates[index] ?? 0];
  }
  return candidates.slice(0, count);
}

function toCards(ids: readonly number[]): DeckCards {
  return ids.map((id, index) => ({ id, count: COPIES_BY_POSITION[index] ?? 1 }));
}

/** A deck's successive contents: each call swaps a few cards of the one before. */
export function createDeckHistory(cardIds: readonly number[], seed: number): () => DeckCards {
  const random = createSeededRandom(seed);
  let ids: number[] = [];
  return () => {
    if (ids.length === 0) {
      ids = pickDistinctIds(random, cardIds, DISTINCT_CARDS);
    } else {
      const incoming = pickDistinctIds(random, cardIds, CARDS_SWAPPED_PER_SAVE, new Set(ids));
      const positions = pickDistinctIds(
        random,
        ids.map((_, index) => index),
        CARDS_SWAPPED_PER_SAVE,
      );
      ids = [...ids];
      positions.forEach((position, index) => {
        ids[position] = incoming[index] ?? 0;
      });
    }
    return toCards(ids);
  };
}

/** Different decks of the same player, each its own choice of cards. */
export function createDeckCollection(cardIds: readonly number[], seed: number): () => DeckCards {
  const random = createSeededRandom(seed);
  return () => toCards(pickDistinctIds(random, cardIds, DISTINCT_CARDS));
}

/** The body of a save of `cards` on `baseVersion`. */
export function buildDeckWrite(
  name: string,
  cards: DeckCards,
  baseVersion: number,
): AccountDeckWrite {
  return { name, format: 'racialEdicion', cards, baseVersion };
}
