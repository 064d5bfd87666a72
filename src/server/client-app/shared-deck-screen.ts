import type { FirstScreen } from '../../contract/first-screen';
import { readFormatSwitches, type Banlist } from '../../domain/banlists/banlist';
import type { Card } from '../../domain/cards/card';
import { toCardMatchKey } from '../../domain/cards/card-name';
import { readsReprints } from '../../domain/decks/format-deck-checks';
import type { PortableDeck } from '../../domain/decks/portable-deck';
import { decodeDeckShare } from '../../domain/decks/share-link';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';

/** Reads the cards of these ids that exist, from the database. */
export type ReadCards = (ids: readonly number[]) => Promise<Card[]>;

/**
 * Whether the format `key` reads a card's reprints (`readsReprints`): as its rules say for one of
 * the server's formats; yes for one only the visitor's browser knows, whose rules are unknown here.
 */
export function formatReadsReprints(banlists: readonly Banlist[], key: string): boolean {
  const banlist = banlists.find((candidate) => candidate.key === key);
  return banlist === undefined || readsReprints(readFormatSwitches(banlist.rules));
}

interface NameIndex {
  /** Each card's name as the rules match it (toCardMatchKey), by its id. */
  keyById: ReadonlyMap<number, string>;
  /** The ids of each such name (contract/first-screen.ts: reprints are found by name). */
  idsByKey: ReadonlyMap<string, readonly number[]>;
}

/** One index per catalogue revision, made on its first shared deck's page. */
const indexes = new WeakMap<readonly number[], NameIndex>();

function indexNames({ cardIds, cardNames }: CatalogueSnapshot): NameIndex {
  const known = indexes.get(cardIds);
  if (known !== undefined) return known;
  const keyById = new Map<number, string>();
  const idsByKey = new Map<string, number[]>();
  cardIds.forEach((id, position) => {
    const key = toCardMatchKey(cardNames[position] ?? '');
    keyById.set(id, key);
    const named = idsByKey.get(key);
    if (named === undefined) idsByKey.set(key, [id]);
    else named.push(id);
  });
  const index = { keyById, idsByKey };
  indexes.set(cardIds, index);
  return index;
}

/**
 * The first screen of a shared deck's page (issue 19): the grid's first cards and, as
 * `deckCards`, the deck's cards, so the builder shows the deck, its count, its legality and those
 * first cards before the whole catalogue (484 KB compressed at 20,000 cards) has arrived. When the
 * deck's format reads reprints (`needsReprints(format)`), every card sharing a name with those
 * comes too: its edition checks recognise a reprint by its name. Null for a code that opens no
 * deck: the app explains why once it runs. Ids the catalogue lacks are left out; the builder then
 * waits for the catalogue to list them as 'no disponible'. The snapshot keeps only the cards' ids
 * and names; the cards themselves are read for the page. Comes with the deck the code opens.
 */
export async function describeSharedDeckScreen(
  code: string,
  snapshot: CatalogueSnapshot,
  readCards: ReadCards,
  needsReprints: (format: string) => boolean,
): Promise<{ deck: PortableDeck; firstScreen: FirstScreen } | null> {
  const decoded = decodeDeckShare(code);
  if (!decoded.ok) return null;
  const { firstScreen } = snapshot;
  const onScreen = new Set(firstScreen.cards.map((card) => card.id));
  const deckIds = [...decoded.value.cards, ...(decoded.value.side ?? [])].map(({ id }) => id);
  if (!needsReprints(decoded.value.format)) {
    const ids = [...new Set(deckIds)].filter((id) => id > 0 && !onScreen.has(id));
    const deckCards = await readCards(ids);
    return { deck: decoded.value, firstScreen: { ...firstScreen, deckCards } };
  }
  const { keyById, idsByKey } = indexNames(snapshot);
  const keys = new Set(firstScreen.cards.map((card) => toCardMatchKey(card.nombre)));
  for (const id of deckIds) {
    const key = keyById.get(id);
    if (key !== undefined) keys.add(key);
  }
  const ids = [...keys].flatMap((key) => idsByKey.get(key) ?? []);
  const deckCards = await readCards(ids.filter((id) => !onScreen.has(id)));
  return { deck: decoded.value, firstScreen: { ...firstScreen, deckCards } };
}
