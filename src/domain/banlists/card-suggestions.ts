import type { Card } from '../cards/card';
import { normalizeNameCached, toCardMatchKeyCached } from '../cards/card-name';

/** Most suggestions the banlist editor's type-ahead shows (SPEC §9). */
export const MAX_CARD_SUGGESTIONS = 5;

/**
 * Type-ahead of the banlist editor (SPEC §2): cards whose name contains the text, ignoring case
 * (and accents), leaving out names already chosen, one card per name, at most `limit`.
 */
export function suggestCards(
  cards: readonly Card[],
  query: string,
  chosenNames: readonly string[],
  limit: number = MAX_CARD_SUGGESTIONS,
): Card[] {
  const needle = normalizeNameCached(query);
  if (needle === '' || limit <= 0) return [];
  // Reprints share a name and banlists match by match key, so each card is offered once.
  const seen = new Set(chosenNames.map(toCardMatchKeyCached));
  const suggestions: Card[] = [];
  for (const card of cards) {
    const key = toCardMatchKeyCached(card.nombre);
    if (seen.has(key) || !normalizeNameCached(card.nombre).includes(needle)) continue;
    seen.add(key);
    suggestions.push(card);
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}
