import { toCardMatchKeyCached } from '../cards/card-name';
import { readFormatSwitches, type Banlist, type BanlistRules } from './banlist';
import { BANLIST_LIST_NAMES } from './exclusive-card-lists';

function toNameSet(names: readonly string[]): Set<string> {
  return new Set(names.map(toCardMatchKeyCached));
}

function haveSameNames(a: readonly string[], b: readonly string[]): boolean {
  const setA = toNameSet(a);
  const setB = toNameSet(b);
  return setA.size === setB.size && [...setA].every((name) => setB.has(name));
}

/**
 * Whether two versions of a format's switches (issue 15) allow the same decks: a switch left out
 * reads as off and the counted types are a set, so spelling the defaults out is no change.
 */
function haveSameSwitches(a: BanlistRules, b: BanlistRules): boolean {
  const switchesA = readFormatSwitches(a);
  const switchesB = readFormatSwitches(b);
  const typesB = new Set(switchesB.minAlliesCountedTypes);
  return (
    switchesA.oneRace === switchesB.oneRace &&
    switchesA.oneBlock === switchesB.oneBlock &&
    switchesA.minAlliesRequired === switchesB.minAlliesRequired &&
    new Set(switchesA.minAlliesCountedTypes).size === typesB.size &&
    switchesA.minAlliesCountedTypes.every((type) => typesB.has(type))
  );
}

/**
 * Whether two versions of a format's rules allow the same decks: same limits, the same switches
 * and the same cards in each list. Lists are sets matched by match key (SPEC §3, §5), so order,
 * case, accents, punctuation and a trailing '(Rework)' do not count as a change.
 */
export function haveSameRules(a: BanlistRules, b: BanlistRules): boolean {
  return (
    a.minAllies === b.minAllies &&
    a.maxCard === b.maxCard &&
    haveSameSwitches(a, b) &&
    BANLIST_LIST_NAMES.every((list) => haveSameNames(a[list], b[list]))
  );
}

/** Whether a visitor's copy of a format still matches its published version (for 'Restaurar'). */
export function isSameBanlist(a: Banlist, b: Banlist): boolean {
  return (
    a.key === b.key &&
    a.name === b.name &&
    a.effectiveDate === b.effectiveDate &&
    haveSameRules(a.rules, b.rules)
  );
}
