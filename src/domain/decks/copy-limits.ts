import type { Card } from '../cards/card';
import { toCardMatchKeyCached } from '../cards/card-name';
import { isCardUnique } from '../cards/unique-card';
import type { BanlistRules } from '../banlists/banlist';
import { getBanlistNameSets } from '../banlists/banlist-name-sets';

/** Copies allowed when no rule limits a card (SPEC §5, §9). */
export const DEFAULT_COPY_LIMIT = 3;

/**
 * Copy limit (SPEC §5 'Copy limits'): 3 by default, 1 in limitedOne, 2 in limitedTwo, 1 for a
 * unique card (its text or an editor says so, ADR 0012); the strictest rule wins. A card the
 * format lets in any number (issue 15) has no limit unless a list or its uniqueness sets one.
 * Banning is availability, not a limit.
 */
export function getCopyLimit(
  card: Pick<Card, 'nombre' | 'habilidad' | 'unica'>,
  rules: BanlistRules,
): number {
  const sets = getBanlistNameSets(rules);
  const key = toCardMatchKeyCached(card.nombre);
  if (sets.limitedOne.has(key) || isCardUnique(card)) return 1;
  if (sets.limitedTwo.has(key)) return 2;
  return sets.unlimited.has(key) ? Number.POSITIVE_INFINITY : DEFAULT_COPY_LIMIT;
}
