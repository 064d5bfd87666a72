import type { CardType } from '../cards/card';

/**
 * The rules of one format (SPEC §3 'Banlist'), extended with the switches of the real formats
 * (issue 15, ADR 0016). Card names are kept as published. A switch left out is off, so the
 * spec's shape (and every list stored before the switches) still reads as a format.
 */
export interface BanlistRules {
  minAllies: number;
  maxCard: number;
  banned: string[];
  limitedOne: string[];
  limitedTwo: string[];
  /** Allies must share the race of the deck's first ally. */
  oneRace?: boolean;
  /**
   * Every card must belong to the edition block of the deck's first ally (so an ally comes
   * first), and a card whose edition has no block is refused.
   */
  oneBlock?: boolean;
  /** minAllies is a requirement (an error when unmet) instead of a guide (a warning). */
  minAlliesRequired?: boolean;
  /** Card types counted toward minAllies; left out, allies only. */
  minAlliesCountedTypes?: CardType[];
}

/** The rule switches of a format with every one spelled out (left out: off, allies only). */
export interface FormatSwitches {
  oneRace: boolean;
  oneBlock: boolean;
  minAlliesRequired: boolean;
  minAlliesCountedTypes: readonly CardType[];
}

/** Reads a format's switches, filling in the ones it leaves out (issue 15). */
export function readFormatSwitches(rules: BanlistRules): FormatSwitches {
  return {
    oneRace: rules.oneRace ?? false,
    oneBlock: rules.oneBlock ?? false,
    minAlliesRequired: rules.minAlliesRequired ?? false,
    minAlliesCountedTypes: rules.minAlliesCountedTypes ?? ['aliado'],
  };
}

/** A format: unique key, display name, the date its lists took effect, and its rules. */
export interface Banlist {
  key: string;
  name: string;
  /** ISO date (YYYY-MM-DD) the lists took effect, or null for a user's own list. */
  effectiveDate: string | null;
  rules: BanlistRules;
}

/** Banlist defaults (SPEC §9): minAllies 16, maxCard 50, empty sets. */
export const DEFAULT_BANLIST_RULES: BanlistRules = {
  minAllies: 16,
  maxCard: 50,
  banned: [],
  limitedOne: [],
  limitedTwo: [],
};
