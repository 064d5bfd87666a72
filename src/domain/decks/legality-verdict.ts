import type { Banlist } from '../banlists/banlist';
import type { Card } from '../cards/card';
import type { EditionBlocks } from '../cards/edition-blocks';
import { checkDeckLegality, type DeckCheckExtras, type DeckLegality } from './deck-legality';

/**
 * 'legal' or 'notLegal' under the deck's format; 'unknownFormat' when that format no longer
 * exists, so nothing can be checked.
 */
export type LegalityVerdict = 'legal' | 'notLegal' | 'unknownFormat';

/** A deck's verdict with the broken rules behind it (null when its format is unknown). */
export interface DeckVerdict {
  verdict: LegalityVerdict;
  legality: DeckLegality | null;
}

/**
 * A deck is legal when it breaks no rule of its format. Guides (warnings, such as the spec's
 * minimum of allies, SPEC §5) never make it not legal; they are shown beside the verdict.
 */
export function judgeDeckLegality(legality: DeckLegality): 'legal' | 'notLegal' {
  return legality.errors.length === 0 ? 'legal' : 'notLegal';
}

/**
 * The verdict of a deck under its format as the format stands now (issue 15): the format's
 * banlist when it still exists, else 'unknownFormat'. Saving is never blocked by it (SPEC §5).
 */
export function checkDeckVerdict(
  deckCards: readonly Card[],
  banlist: Banlist | undefined,
  editionBlocks: EditionBlocks,
  extras: DeckCheckExtras = {},
): DeckVerdict {
  if (banlist === undefined) return { verdict: 'unknownFormat', legality: null };
  const legality = checkDeckLegality(deckCards, banlist, editionBlocks, extras);
  return { verdict: judgeDeckLegality(legality), legality };
}
