import {
  DEFAULT_BANLIST_RULES,
  readFormatSwitches,
  type BanlistRules,
} from '../../../domain/banlists/banlist';
import { CARD_TYPES, type CardType } from '../../../domain/cards/card';

/**
 * What the 'Reglas del formato' section edits (issue 15): the two limits of SPEC §3 and every
 * switch spelled out. A number the visitor is still typing may be NaN or out of bounds; it is
 * kept so that the form shows the error and saving waits for a fix.
 */
export interface FormatRuleSettings {
  maxCard: number;
  minAllies: number;
  oneRace: boolean;
  oneBlock: boolean;
  minAlliesRequired: boolean;
  minAlliesCountedTypes: CardType[];
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
  };
}

/**
 * A format's rules with the settings written in. Every switch is stored, off ones too: a format
 * with a built-in's key and no switch at all takes the built-in's switches when read back
 * (addMissingBuiltInSwitches), so a rule turned off must say so. Counted types keep the order of
 * CARD_TYPES.
 */
export function writeFormatRuleSettings(
  rules: BanlistRules,
  settings: FormatRuleSettings,
): BanlistRules {
  const counted = new Set(settings.minAlliesCountedTypes);
  return {
    ...rules,
    maxCard: settings.maxCard,
    minAllies: settings.minAllies,
    oneRace: settings.oneRace,
    oneBlock: settings.oneBlock,
    minAlliesRequired: settings.minAlliesRequired,
    minAlliesCountedTypes: CARD_TYPES.filter((type) => counted.has(type)),
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
}

function isWithin(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The limits' problems in Spanish, null where a limit is fine: the deck size is a whole number
 * within DECK_SIZE_BOUNDS and the minimum of allies a whole number no bigger than the deck.
 */
export function findFormatRuleErrors(
  settings: Pick<FormatRuleSettings, 'maxCard' | 'minAllies'>,
): FormatRuleErrors {
  const { min, max } = DECK_SIZE_BOUNDS;
  const isDeckSizeValid = isWithin(settings.maxCard, min, max);
  const alliesMax = isDeckSizeValid ? settings.maxCard : max;
  return {
    maxCard: isDeckSizeValid
      ? null
      : `El tamaño del mazo debe ser un número entero entre ${min} y ${max}.`,
    minAllies: isWithin(settings.minAllies, 0, alliesMax)
      ? null
      : `El mínimo de aliados debe ser un número entero entre 0 y ${alliesMax}${isDeckSizeValid ? ' (el tamaño del mazo)' : ''}.`,
  };
}

/** Whether the settings can be saved. */
export function hasFormatRuleErrors(errors: FormatRuleErrors): boolean {
  return errors.maxCard !== null || errors.minAllies !== null;
}
