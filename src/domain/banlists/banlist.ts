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
  /** A finished deck has exactly maxCard cards, not at most (the real formats: 50). */
  exactDeckSize?: boolean;
  /** Cards a side deck may hold; 0 or left out, the format has no side deck. */
  sideDeckSize?: number;
  /** 'Oros sin habilidad' (an Oro with no ability text) a deck needs at least; 0, none. */
  minVanillaGold?: number;
  /** Cards allowed in any number of copies (a copy-limit exception), by name. */
  unlimitedCopies?: string[];
  /** The editions a card may come from; left out, any edition. */
  allowedEditions?: string[];
  /**
   * A card of an edition outside allowedEditions is allowed when it is a reprint: the catalogue
   * has a card of the same name in an allowed edition (the real Racial Edición rule for Drácula
   * and Inferno, ADR 0016).
   */
  reprintsAllowed?: boolean;
  /** Cards in an opening hand (the game's rule: 8, ADR 0021); for 'Mano de prueba'. */
  openingHandSize?: number;
  /**
   * A mulligan deals one card fewer every second time (8, 7, 7, 6 …, Racial Libre's rule) instead
   * of each time (8, 7, 6 …, the rulebook's), ADR 0021.
   */
  mulliganEveryOther?: boolean;
}

/** The rule switches of a format with every one spelled out (left out: off, allies only). */
export interface FormatSwitches {
  oneRace: boolean;
  oneBlock: boolean;
  minAlliesRequired: boolean;
  minAlliesCountedTypes: readonly CardType[];
  exactDeckSize: boolean;
  sideDeckSize: number;
  minVanillaGold: number;
  unlimitedCopies: readonly string[];
  /** null: any edition. */
  allowedEditions: readonly string[] | null;
  reprintsAllowed: boolean;
  openingHandSize: number;
  mulliganEveryOther: boolean;
}

/** The rules a format may leave out (issue 15), each with the value it then has. */
export const FORMAT_SWITCH_DEFAULTS: Readonly<FormatSwitches> = {
  oneRace: false,
  oneBlock: false,
  minAlliesRequired: false,
  minAlliesCountedTypes: ['aliado'],
  exactDeckSize: false,
  sideDeckSize: 0,
  minVanillaGold: 0,
  unlimitedCopies: [],
  allowedEditions: null,
  reprintsAllowed: false,
  openingHandSize: 8,
  mulliganEveryOther: false,
};

/** Reads a format's switches, filling in the ones it leaves out (issue 15). */
export function readFormatSwitches(rules: BanlistRules): FormatSwitches {
  return {
    oneRace: rules.oneRace ?? FORMAT_SWITCH_DEFAULTS.oneRace,
    oneBlock: rules.oneBlock ?? FORMAT_SWITCH_DEFAULTS.oneBlock,
    minAlliesRequired: rules.minAlliesRequired ?? FORMAT_SWITCH_DEFAULTS.minAlliesRequired,
    minAlliesCountedTypes:
      rules.minAlliesCountedTypes ?? FORMAT_SWITCH_DEFAULTS.minAlliesCountedTypes,
    exactDeckSize: rules.exactDeckSize ?? FORMAT_SWITCH_DEFAULTS.exactDeckSize,
    sideDeckSize: rules.sideDeckSize ?? FORMAT_SWITCH_DEFAULTS.sideDeckSize,
    minVanillaGold: rules.minVanillaGold ?? FORMAT_SWITCH_DEFAULTS.minVanillaGold,
    unlimitedCopies: rules.unlimitedCopies ?? FORMAT_SWITCH_DEFAULTS.unlimitedCopies,
    allowedEditions: rules.allowedEditions ?? FORMAT_SWITCH_DEFAULTS.allowedEditions,
    reprintsAllowed: rules.reprintsAllowed ?? FORMAT_SWITCH_DEFAULTS.reprintsAllowed,
    openingHandSize: rules.openingHandSize ?? FORMAT_SWITCH_DEFAULTS.openingHandSize,
    mulliganEveryOther: rules.mulliganEveryOther ?? FORMAT_SWITCH_DEFAULTS.mulliganEveryOther,
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
