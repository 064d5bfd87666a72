import { toCardMatchKeyCached } from '../cards/card-name';
import type { BanlistRules } from './banlist';

/** A format's lists as sets of card match keys (toCardMatchKey), for O(1) matching. */
export interface BanlistNameSets {
  banned: ReadonlySet<string>;
  limitedOne: ReadonlySet<string>;
  limitedTwo: ReadonlySet<string>;
  /** Cards allowed in any number (issue 15's copy-limit exception). */
  unlimited: ReadonlySet<string>;
}

// Rules are immutable values; one index per rules object spares rebuilding the sets per card.
const nameSets = new WeakMap<BanlistRules, BanlistNameSets>();

function toNameSet(names: readonly string[]): Set<string> {
  const keys = new Set(names.map(toCardMatchKeyCached));
  // An entry of punctuation alone names no card, so it must not match a card named likewise.
  keys.delete('');
  return keys;
}

/** The format's lists keyed by match key (SPEC §5 'Banlist name matching'), memoised per rules object. */
export function getBanlistNameSets(rules: BanlistRules): BanlistNameSets {
  const cached = nameSets.get(rules);
  if (cached) return cached;
  const sets = {
    banned: toNameSet(rules.banned),
    limitedOne: toNameSet(rules.limitedOne),
    limitedTwo: toNameSet(rules.limitedTwo),
    unlimited: toNameSet(rules.unlimitedCopies ?? []),
  };
  nameSets.set(rules, sets);
  return sets;
}

/** Whether a card name is banned in the format (SPEC §5), matched by match key. */
export function isBannedName(nombre: string, rules: BanlistRules): boolean {
  return getBanlistNameSets(rules).banned.has(toCardMatchKeyCached(nombre));
}
