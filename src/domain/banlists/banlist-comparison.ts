import { normalizeNameCached, toCardMatchKeyCached } from '../cards/card-name';
import { readFormatSwitches, type Banlist, type BanlistRules } from './banlist';
import { BANLIST_LIST_NAMES } from './exclusive-card-lists';

function haveSameNames(a: readonly string[], b: readonly string[]): boolean {
  return haveSameSet(a, b, toCardMatchKeyCached);
}

function haveSameSet(a: readonly string[], b: readonly string[], toKey: (text: string) => string) {
  const setB = new Set(b.map(toKey));
  const setA = new Set(a.map(toKey));
  return setA.size === setB.size && [...setA].every((item) => setB.has(item));
}

const identity = (text: string) => text;

/**
 * Whether two versions of a format's switches (issue 15) allow the same decks and deal the same
 * sample hands (ADR 0021): a switch left out
 * reads as its default, and lists of types, cards and editions are sets (cards by match key,
 * editions by normalised name), so spelling the defaults out is no change.
 */
function haveSameSwitches(a: BanlistRules, b: BanlistRules): boolean {
  const switchesA = readFormatSwitches(a);
  const switchesB = readFormatSwitches(b);
  const editionsA = switchesA.allowedEditions;
  const editionsB = switchesB.allowedEditions;
  return (
    switchesA.oneRace === switchesB.oneRace &&
    switchesA.oneBlock === switchesB.oneBlock &&
    switchesA.minAlliesRequired === switchesB.minAlliesRequired &&
    switchesA.exactDeckSize === switchesB.exactDeckSize &&
    switchesA.sideDeckSize === switchesB.sideDeckSize &&
    switchesA.minVanillaGold === switchesB.minVanillaGold &&
    switchesA.reprintsAllowed === switchesB.reprintsAllowed &&
    switchesA.openingHandSize === switchesB.openingHandSize &&
    switchesA.mulliganEveryOther === switchesB.mulliganEveryOther &&
    haveSameSet(switchesA.minAlliesCountedTypes, switchesB.minAlliesCountedTypes, identity) &&
    haveSameNames(switchesA.unlimitedCopies, switchesB.unlimitedCopies) &&
    (editionsA === null || editionsB === null
      ? editionsA === editionsB
      : haveSameSet(editionsA, editionsB, normalizeNameCached))
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
