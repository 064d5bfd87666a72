import { readFormatSwitches, type Banlist, type BanlistRules } from '../../domain/banlists/banlist';
import { haveSameRules, isSameBanlist } from '../../domain/banlists/banlist-comparison';

/**
 * Whether two versions of a format's rule switches (issue 15) allow the same decks: a switch
 * left out reads as off and the counted types are a set, so spelling the defaults out is no
 * change.
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

// The domain's haveSameRules predates the switches and compares limits and lists only; until it
// compares the switches too, the client compares them here, so that turning a rule on or off is
// an unsaved change, makes a visitor's copy of an official format their own, and offers
// 'Restaurar'.

/** Whether two versions of a format's rules allow the same decks: limits, lists and switches. */
export function haveSameFormatRules(a: BanlistRules, b: BanlistRules): boolean {
  return haveSameRules(a, b) && haveSameSwitches(a, b);
}

/** Whether a visitor's copy of a format still matches its published version, switches included. */
export function isSameFormat(a: Banlist, b: Banlist): boolean {
  return isSameBanlist(a, b) && haveSameSwitches(a.rules, b.rules);
}
