import { RACIAL_EDICION_2026_04 } from '../formats/racial-edicion-lists';
import { RACIAL_LIBRE_2026_01 } from '../formats/racial-libre-lists';
import type { Banlist, BanlistRules } from './banlist';

/** The date the app has always given Formato Libre's list, which no source dates (ADR 0016). */
const FORMATO_LIBRE_DATE = '2025-12-01';

/**
 * The deck rules both Primer Bloque racial formats share (ADR 0016, sources A5, A7, A8, A9, B1):
 * a finished deck has exactly 50 cards, a side deck of up to 10 shares the copy limits, and at
 * least one Oro sin habilidad. Formato Libre has no documented source and keeps SPEC §5's rules.
 */
const REAL_DECK_RULES = {
  exactDeckSize: true,
  sideDeckSize: 10,
  minVanillaGold: 1,
} as const satisfies Partial<BanlistRules>;

/**
 * The built-in formats (SPEC §3 'Built-in banlists'). Racial Edición and Racial Libre carry their
 * format's newest adopted published list with its date (findLatestPublishedList, ADR 0016; the
 * lists and sources are in src/domain/formats/racial-*-lists.ts). Names are kept as published;
 * matching is by normalised name.
 */
export const BUILT_IN_BANLISTS: readonly Banlist[] = [
  {
    key: 'racialEdicion',
    name: 'Racial Edición - Primer Bloque',
    effectiveDate: RACIAL_EDICION_2026_04.effectiveDate,
    rules: {
      minAllies: 16,
      maxCard: 50,
      // SPEC §5 'Extra rules for format racialEdicion': the first ally sets block and race.
      oneRace: true,
      oneBlock: true,
      ...REAL_DECK_RULES,
      // pb_racial_edicion.md (A1): tótems count toward the 16 with the allies; still a guide,
      // as SPEC §5 has it (ADR 0016, decision 3).
      minAlliesCountedTypes: ['aliado', 'totem'],
      // pb_racial_edicion.md (A1): Drácula and Inferno are out, except reprints of a card of the
      // four pairs, which count as their original's block.
      reprintsAllowed: true,
      // premier_mitologico's mulligan.md (ADR 0021, H2): 8 cards, one fewer per mulligan.
      openingHandSize: 8,
      mulliganEveryOther: false,
      banned: [...RACIAL_EDICION_2026_04.banned],
      limitedOne: [...RACIAL_EDICION_2026_04.limitedOne],
      limitedTwo: [...RACIAL_EDICION_2026_04.limitedTwo],
    },
  },
  {
    key: 'racialLibre',
    name: 'Racial Libre - Primer Bloque',
    effectiveDate: RACIAL_LIBRE_2026_01.effectiveDate,
    rules: {
      minAllies: 16,
      maxCard: 50,
      // One race, any Primer Bloque edition (ADR 0016: andreuvv/premier_mitologico, formats).
      oneRace: true,
      ...REAL_DECK_RULES,
      // premier_mitologico's mulligan.md (ADR 0021, H2): 8 cards, one fewer every second mulligan.
      openingHandSize: 8,
      mulliganEveryOther: true,
      banned: [...RACIAL_LIBRE_2026_01.banned],
      limitedOne: [...RACIAL_LIBRE_2026_01.limitedOne],
      limitedTwo: [...RACIAL_LIBRE_2026_01.limitedTwo],
    },
  },
  {
    key: 'formatoLibre',
    name: 'Formato Libre - Primer Bloque',
    effectiveDate: FORMATO_LIBRE_DATE,
    rules: {
      minAllies: 0,
      maxCard: 50,
      // No source documents this format; the rulebook's hand and mulligan (ADR 0021, H1).
      openingHandSize: 8,
      mulliganEveryOther: false,
      banned: [
        'Absalon',
        'Cadena Espiritual',
        'Curandera',
        'Guerrero de la Libertad',
        'Hogar de Demonios',
        'Juglares',
        'Rómulo y Remo',
        'Tótem de Nwyre',
      ],
      limitedOne: ['Bennu'],
      limitedTwo: [],
    },
  },
];

/**
 * The switches a format's rules can carry (issue 15), in the groups that reached stored formats
 * together: race and block (migration 0005 and the built-ins of earlier releases store only
 * these), the ally minimum (the editor stores it with them; Racial Edición's tótems came later),
 * then the real formats' deck rules, then the opening hand and mulligan (issue 17, ADR 0021).
 */
const SWITCH_GROUPS: readonly (readonly (keyof BanlistRules)[])[] = [
  ['oneRace', 'oneBlock'],
  ['minAlliesRequired', 'minAlliesCountedTypes'],
  [
    'exactDeckSize',
    'sideDeckSize',
    'minVanillaGold',
    'unlimitedCopies',
    'allowedEditions',
    'reprintsAllowed',
  ],
  ['openingHandSize', 'mulliganEveryOther'],
];

/**
 * A format stored before a group of switches existed (issue 15) carries none of that group: one
 * with a built-in format's key takes the built-in's switches of the group, so a visitor's saved
 * copy of Racial Edición keeps its block and race rules and gains its side deck. A group with
 * any switch stored is left as it is (the editor stores every switch, off ones too).
 */
export function addMissingBuiltInSwitches(banlist: Banlist): Banlist {
  const builtIn = BUILT_IN_BANLISTS.find((candidate) => candidate.key === banlist.key);
  if (builtIn === undefined) return banlist;
  const missing = SWITCH_GROUPS.filter((group) =>
    group.every((name) => banlist.rules[name] === undefined),
  ).flat();
  const switches = Object.fromEntries(
    missing.flatMap((name) =>
      builtIn.rules[name] === undefined ? [] : [[name, builtIn.rules[name]]],
    ),
  );
  return Object.keys(switches).length === 0
    ? banlist
    : { ...banlist, rules: { ...banlist.rules, ...switches } };
}
