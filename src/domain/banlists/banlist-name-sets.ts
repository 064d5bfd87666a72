import { normalizeNameCached } from '../cards/card-name';
import type { BanlistRules } from './banlist';

/** A format's lists as sets of normalised card names, for O(1) matching. */
export interface BanlistNameSets {
  banned: ReadonlySet<string>;
  limitedOne: ReadonlySet<string>;
  limitedTwo: ReadonlySet<string>;
}

// Rules are immutable values; one index per rules object spares rebuilding the sets per card.
const nameSets = new WeakMap<BanlistRules, BanlistNameSets>();

function toNameSet(names: readonly string[]): Set<string> {
  return new Set(names.map(normalizeNameCached));
}

/** The format's lists keyed by normalised name (SPEC §5 'Banlist name matching'), memoised per rules object. */
export function getBanlistNameSets(rules: BanlistRules): BanlistNameSets {
  const cached = nameSets.get(rules);
  if (cached) return cached;
  const sets = {
    banned: toNameSet(rules.banned),
    limitedOne: toNameSet(rules.limitedOne),
    limitedTwo: toNameSet(rules.limitedTwo),
  };
  nameSets.set(rules, sets);
  return sets;
}

/** Whether a card name is banned in the format (SPEC §5), matched by normalised name. */
export function isBannedName(nombre: string, rules: BanlistRules): boolean {
  return getBanlistNameSets(rules).banned.has(normalizeNameCached(nombre));
}
