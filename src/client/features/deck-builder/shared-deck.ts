import type { Banlist } from '../../../domain/banlists/banlist';
import type { Card } from '../../../domain/cards/card';
import { decodeDeckShare } from '../../../domain/decks/share-link';
import { expandSharedDeckCards } from '../../../domain/decks/shared-deck-cards';
import type { DraftDeck } from './draft-deck-store';

export type SharedDeckResult = { ok: true; draft: DraftDeck } | { ok: false; reason: string };

/**
 * The deck a share link carries, as an unsaved copy (no id) for the builder. A damaged or
 * unknown code, or a format this browser lacks, gives the reason in Spanish; ids the catalogue
 * lacks stay in the deck with their copies, so the builder lists them as 'no disponible' (issue
 * 14). A link carries no names, so they show as 'Carta #<id>'. A version 2 link brings its side
 * deck (issue 15).
 */
export function readSharedDeck(
  code: string,
  catalogue: readonly Card[],
  cardsById: ReadonlyMap<number, Card>,
  banlists: readonly Banlist[],
): SharedDeckResult {
  const decoded = decodeDeckShare(code);
  if (!decoded.ok) return decoded;
  const { name, format, cards, side = [] } = decoded.value;
  if (!banlists.some((banlist) => banlist.key === format)) {
    return {
      ok: false,
      reason: `El mazo compartido es del formato "${format}", que no existe en este navegador.`,
    };
  }
  const sideCardIds = expandSharedDeckCards(side, catalogue, cardsById);
  return {
    ok: true,
    draft: {
      format,
      id: null,
      name,
      cardIds: expandSharedDeckCards(cards, catalogue, cardsById),
      ...(sideCardIds.length > 0 ? { sideCardIds } : {}),
    },
  };
}
