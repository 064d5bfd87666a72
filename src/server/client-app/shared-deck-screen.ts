import type { FirstScreen } from '../../contract/first-screen';
import type { Card } from '../../domain/cards/card';
import { toCardMatchKey } from '../../domain/cards/card-name';
import { decodeDeckShare } from '../../domain/decks/share-link';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';

interface CardIndex {
  byId: ReadonlyMap<number, Card>;
  /** The cards of each name (contract/first-screen.ts: reprints are found by name). */
  byName: ReadonlyMap<string, readonly Card[]>;
}

/** One index per catalogue revision, made on its first shared deck's page. */
const indexes = new WeakMap<readonly Card[], CardIndex>();

function indexCards(cards: readonly Card[]): CardIndex {
  const known = indexes.get(cards);
  if (known !== undefined) return known;
  const byId = new Map<number, Card>();
  const byName = new Map<string, Card[]>();
  for (const card of cards) {
    byId.set(card.id, card);
    const key = toCardMatchKey(card.nombre);
    const named = byName.get(key);
    if (named === undefined) byName.set(key, [card]);
    else named.push(card);
  }
  const index = { byId, byName };
  indexes.set(cards, index);
  return index;
}

/**
 * The first screen of a shared deck's page (issue 19): the grid's first cards and, as
 * `deckCards`, the deck's cards with every card sharing a name with them or with the grid's first
 * cards, so the builder shows the deck, its count, its legality and those first cards before the
 * whole catalogue (484 KB compressed at 20,000 cards) has arrived. Null for a code that opens no
 * deck: the app explains why once it runs. Ids the catalogue lacks are left out; the builder then
 * waits for the catalogue to list them as 'no disponible'.
 */
export function describeSharedDeckScreen(
  code: string,
  snapshot: CatalogueSnapshot,
): FirstScreen | null {
  const decoded = decodeDeckShare(code);
  if (!decoded.ok) return null;
  const { byId, byName } = indexCards(snapshot.cards);
  const { firstScreen } = snapshot;
  const names = new Set(firstScreen.cards.map((card) => toCardMatchKey(card.nombre)));
  for (const { id } of [...decoded.value.cards, ...(decoded.value.side ?? [])]) {
    const card = byId.get(id);
    if (card !== undefined) names.add(toCardMatchKey(card.nombre));
  }
  const onScreen = new Set(firstScreen.cards.map((card) => card.id));
  const deckCards = [...names]
    .flatMap((name) => byName.get(name) ?? [])
    .filter((card) => !onScreen.has(card.id));
  return { ...firstScreen, deckCards };
}
