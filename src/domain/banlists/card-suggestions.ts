import type { Card } from '../cards/card';
import { normalizeNameCached, toCardMatchKeyCached } from '../cards/card-name';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import type { QueryNode } from '../search/query-ast';
import { compileCardQuery } from '../search/card-query';
import type { QueryContext } from '../search/card-query-predicate';

/** Most suggestions the banlist editor's type-ahead shows (SPEC §9). */
export const MAX_CARD_SUGGESTIONS = 5;

/** What a query needs besides the cards: the formats and blocks `ban:`, `legal:`, `bloque:` read. */
export type SuggestionContext = Omit<QueryContext, 'catalogue'>;

/** Bare words only: SPEC §2's name search, which reads the text as typed. */
function isPlainName(node: QueryNode | null): boolean {
  if (node === null || node.kind === 'name') return true;
  return node.kind === 'and' && node.terms.every((term) => term.kind === 'name');
}

function matchCards(
  cards: readonly Card[],
  query: string,
  context: SuggestionContext,
): ((card: Card) => boolean) | null {
  const compiled = compileCardQuery(query, { ...context, catalogue: cards });
  if (!isPlainName(compiled.node)) return compiled.matches;
  const needle = normalizeNameCached(query);
  if (needle === '') return null;
  return (card) => normalizeNameCached(card.nombre).includes(needle);
}

/**
 * Type-ahead of the banlist editor (SPEC §2): cards whose name contains the text, ignoring case
 * (and accents), or, when the text is a card query (issue 18: `t:arma c<=1`), the cards it
 * describes; names already chosen are left out, one card per name, at most `limit`.
 */
export function suggestCards(
  cards: readonly Card[],
  query: string,
  chosenNames: readonly string[],
  limit: number = MAX_CARD_SUGGESTIONS,
  context: SuggestionContext = { banlists: [], editionBlocks: DEFAULT_EDITION_BLOCKS },
): Card[] {
  if (limit <= 0) return [];
  const matches = matchCards(cards, query, context);
  if (matches === null) return [];
  // Reprints share a name and banlists match by match key, so each card is offered once.
  const seen = new Set(chosenNames.map(toCardMatchKeyCached));
  const suggestions: Card[] = [];
  for (const card of cards) {
    const key = toCardMatchKeyCached(card.nombre);
    if (seen.has(key) || !matches(card)) continue;
    seen.add(key);
    suggestions.push(card);
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}
