import type { Card } from '../cards/card';
import type { EditionBlocks } from '../cards/edition-blocks';
import type { Banlist } from '../banlists/banlist';
import { checkAvailability, createAvailabilityContext } from './card-availability';
import { toCardNameKey } from './card-name-key';
import type { CatalogueIndex } from './deck-import';
import type { DeckCardsWithUnavailable, UnavailableDeckCard } from './unavailable-cards';

/**
 * The current card to offer in place of an unavailable one (issue 14): the catalogue card whose
 * name is closest to the name the deck saved (case, accents and spacing ignored; among reprints,
 * the first printing). None for an entry saved without a name, or with no name close enough.
 */
export function suggestReplacement(
  entry: Pick<UnavailableDeckCard, 'name'>,
  index: CatalogueIndex,
): Card | null {
  if (entry.name === null) return null;
  const [closest] = index.suggestNames(entry.name, 1);
  return closest === undefined ? null : (index.byNameKey.get(toCardNameKey(closest)) ?? null);
}

export type UnavailableReplacement =
  | {
      ok: true;
      deck: DeckCardsWithUnavailable;
      /** Copies of the replacement that joined the deck. */
      added: number;
      /** Copies the format refused, with the availability message of the first refusal. */
      refused: { count: number; message: string } | null;
    }
  | { ok: false; reason: string };

/**
 * Replaces every copy of an unavailable card with a current card (issue 14), adding them one at a
 * time under the format's availability rules (SPEC §5), as if the player clicked 'Añadir una
 * copia' for each. Copies the rules refuse are reported; if none can join, the deck is left as it
 * was and the reason is given.
 */
export function replaceUnavailableCard(
  deck: DeckCardsWithUnavailable,
  unavailableId: number,
  replacement: Card,
  banlist: Banlist,
  editionBlocks: EditionBlocks,
): UnavailableReplacement {
  const entry = deck.unavailable.find(({ id }) => id === unavailableId);
  if (entry === undefined) {
    return { ok: false, reason: 'Esa carta ya no está entre las cartas no disponibles del mazo.' };
  }
  const cards = [...deck.cards];
  let added = 0;
  let firstRefusal: string | null = null;
  for (let copy = 0; copy < entry.count; copy += 1) {
    const availability = checkAvailability(
      replacement,
      createAvailabilityContext(cards, banlist, editionBlocks),
    );
    if (availability.status === 'available') {
      cards.push(replacement);
      added += 1;
    } else {
      firstRefusal ??= availability.message ?? '';
    }
  }
  if (added === 0) return { ok: false, reason: firstRefusal ?? '' };
  return {
    ok: true,
    deck: { cards, unavailable: deck.unavailable.filter(({ id }) => id !== unavailableId) },
    added,
    refused: firstRefusal === null ? null : { count: entry.count - added, message: firstRefusal },
  };
}
