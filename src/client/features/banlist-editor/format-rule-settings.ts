import {
  DEFAULT_BANLIST_RULES,
  FORMAT_SWITCH_DEFAULTS,
  readFormatSwitches,
  type BanlistRules,
} from '../../../domain/banlists/banlist';
import { CARD_TYPES, type CardType } from '../../../domain/cards/card';
import { OPENING_HAND_SIZE_BOUNDS } from '../../../contract/banlists';
import { SIDE_DECK_MAX_SIZE } from '../../../contract/deck-bounds';

/**
 * What the 'Reglas del formato' section edits (issue 15): the two limits of SPEC §3 and every
 * switch spelled out (the cards without copy limit are a card list, edited beside the others).
 * A number the visitor is still typing may be NaN or out of bounds; it is kept so that the form
 * shows the error and saving waits for a fix.
 */
export interface FormatRuleSettings {
  maxCard: number;
  minAllies: number;
  oneRace: boolean;
  oneBlock: boolean;
  minAlliesRequired: boolean;
  minAlliesCountedTypes: CardType[];
  exactDeckSize: boolean;
  sideDeckSize: number;
  minVanillaGold: number;
  /** null: every edition. */
  allowedEditions: string[] | null;
  reprintsAllowed: boolean;
  /** 'Cartas de la mano inicial' (ADR 0021). */
  openingHandSize: number;
  mulliganEveryOther: boolean;
}

/** Bounds of the deck size; the spec's 50 with room for bigger custom formats. */
export const DECK_SIZE_BOUNDS = { min: 1, max: 200 } as const;

/** A new format: SPEC §9's limits, every switch off, allies counting toward the minimum. */
export const NEW_FORMAT_RULE_SETTINGS: Readonly<FormatRuleSettings> = {
  maxCard: DEFAULT_BANLIST_RULES.maxCard,
  minAllies: DEFAULT_BANLIST_RULES.minAllies,
  oneRace: false,
  oneBlock: false,
  minAlliesRequired: false,
  minAlliesCountedTypes: ['aliado'],
  exactDeckSize: false,
  sideDeckSize: 0,
  minVanillaGold: 0,
  allowedEditions: null,
  reprintsAllowed: false,
  openingHandSize: FORMAT_SWITCH_DEFAULTS.openingHandSize,
  mulliganEveryOther: FORMAT_SWITCH_DEFAULTS.mulliganEveryOther,
};

/** The settings a format's rules hold, its left-out switches read as off. */
export function readFormatRuleSettings(rules: BanlistRules): FormatRuleSettings {
  const switches = readFormatSwitches(rules);
  return {
    maxCard: rules.maxCard,
    minAllies: rules.minAllies,
    oneRace: switches.oneRace,
    oneBlock: switches.oneBlock,
    minAlliesRequired: switches.minAlliesRequired,
    minAlliesCountedTypes: [...switches.minAlliesCountedTypes],
    exactDeckSize: switches.exactDeckSize,
    sideDeckSize: switches.sideDeckSize,
    minVanillaGold: switches.minVanillaGold,
    allowedEditions: switches.allowedEditions === null ? null : [...switches.allowedEditions],
    reprintsAllowed: switches.reprintsAllowed,
    openingHandSize: switches.openingHandSize,
    mulliganEveryOther: switches.mulliganEveryOther,
  };
}

/**
 * A format's rules with the settings written in. Every switch is stored, off ones too: a format
 * with a built-in's key takes the built-in's value of each switch it leaves out when read back
 * (addMissingBuiltInSwitches), so a rule turned off must say so. Counted types keep the order of
 * CARD_TYPES; 'every edition' is the one rule stored by leaving it out (no built-in lists them).
 */
export function writeFormatRuleSettings(
  rules: BanlistRules,
  settings: FormatRuleSettings,
): BanlistRules {
  const counted = new Set(settings.minAlliesCountedTypes);
  const otherRules = { ...rules };
  delete otherRules.allowedEditions;
  return {
    ...otherRules,
    maxCard: settings.maxCard,
    minAllies: settings.minAllies,
    oneRace: settings.oneRace,
    oneBlock: settings.oneBlock,
    minAlliesRequired: settings.minAlliesRequired,
    minAlliesCountedTypes: CARD_TYPES.filter((type) => counted.has(type)),
    exactDeckSize: settings.exactDeckSize,
    sideDeckSize: settings.sideDeckSize,
    minVanillaGold: settings.minVanillaGold,
    unlimitedCopies: [...(rules.unlimitedCopies ?? [])],
    ...(settings.allowedEditions === null ? {} : { allowedEditions: settings.allowedEditions }),
    reprintsAllowed: settings.reprintsAllowed,
    openingHandSize: settings.openingHandSize,
    mulliganEveryOther: settings.mulliganEveryOther,
  };
}

/** The rules with part of their settings changed (see writeFormatRuleSettings). */
export function changeFormatRuleSettings(
  rules: BanlistRules,
  change: Partial<FormatRuleSettings>,
): BanlistRules {
  return writeFormatRuleSettings(rules, { ...readFormatRuleSettings(rules), ...change });
}

export interface FormatRuleErrors {
  maxCard: string | null;
  minAllies: string | null;
  sideDeckSize: string | null;
  minVanillaGold: string | null;
  allowedEditions: string | null;
  openingHandSize: string | null;
}

function isWithin(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** 'El mínimo de … debe ser un número entero entre 0 y 50 (el tamaño del mazo).', or null. */
function findMinimumError(what: string, value: number, deckSize: number | null): string | null {
  const max = deckSize ?? DECK_SIZE_BOUNDS.max;
  if (isWithin(value, 0, max)) return null;
  return `El mínimo de ${what} debe ser un número entero entre 0 y ${max}${deckSize === null ? '' : ' (el tamaño del mazo)'}.`;
}

/**
 * The settings' problems in Spanish, null where a setting is fine: the deck size is a whole
 * number within DECK_SIZE_BOUNDS, the minimums whole numbers no bigger than the deck, the side
 * deck within SIDE_DECK_MAX_SIZE, a limited set of editions names at least one, and the opening
 * hand is within OPENING_HAND_SIZE_BOUNDS.
 */
export function findFormatRuleErrors(
  settings: Pick<
    FormatRuleSettings,
    | 'maxCard'
    | 'minAllies'
    | 'sideDeckSize'
    | 'minVanillaGold'
    | 'allowedEditions'
    | 'openingHandSize'
  >,
): FormatRuleErrors {
  const { min, max } = DECK_SIZE_BOUNDS;
  const hand = OPENING_HAND_SIZE_BOUNDS;
  const isDeckSizeValid = isWithin(settings.maxCard, min, max);
  const deckSize = isDeckSizeValid ? settings.maxCard : null;
  return {
    maxCard: isDeckSizeValid
      ? null
      : `El tamaño del mazo debe ser un número entero entre ${min} y ${max}.`,
    minAllies: findMinimumError('aliados', settings.minAllies, deckSize),
    minVanillaGold: findMinimumError('Oros sin habilidad', settings.minVanillaGold, deckSize),
    sideDeckSize: isWithin(settings.sideDeckSize, 0, SIDE_DECK_MAX_SIZE)
      ? null
      : `El side deck debe ser un número entero entre 0 y ${SIDE_DECK_MAX_SIZE}.`,
    allowedEditions:
      settings.allowedEditions?.length === 0
        ? 'Elige al menos una edición, o permite todas.'
        : null,
    openingHandSize: isWithin(settings.openingHandSize, hand.min, hand.max)
      ? null
      : `La mano inicial debe ser un número entero entre ${hand.min} y ${hand.max}.`,
  };
}

/** Whether the settings can be saved. */
export function hasFormatRuleErrors(errors: FormatRuleErrors): boolean {
  return Object.values(errors).some((error) => error !== null);
}
