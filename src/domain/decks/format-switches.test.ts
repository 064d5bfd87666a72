import { describe, expect, it } from 'vitest';
import type { Banlist, BanlistRules } from '../banlists/banlist';
import { addMissingBuiltInSwitches, BUILT_IN_BANLISTS } from '../banlists/built-in-banlists';
import type { Card } from '../cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { checkAvailability, createAvailabilityContext } from './card-availability';
import { checkDeckLegality } from './deck-legality';

// Rules as data (issue 15, ADR 0016): each switch on its own, in a format of a visitor's own.
const ownFormat = (rules: Partial<BanlistRules>): Banlist =>
  makeBanlist({ key: 'miFormato', rules: { minAllies: 0, ...rules } });

const caballero = makeCard({ id: 1, raza: 'Caballero', edicion: 'Espada Sagrada' });
const otherRace = makeCard({ id: 2, nombre: 'Druida', raza: 'Sacerdote', edicion: 'Cruzadas' });
const otherBlock = makeCard({ id: 3, nombre: 'Hoplita', raza: 'Caballero', edicion: 'Helénica' });
const gold = makeCard({ id: 4, nombre: 'Oro', tipo: 'oro', raza: null, fuerza: null });
const noBlock = makeCard({ id: 5, nombre: 'Sin Bloque', raza: 'Caballero', edicion: 'Otra' });

function statusOf(card: Card, deck: Card[], banlist: Banlist): string {
  return checkAvailability(card, createAvailabilityContext(deck, banlist, DEFAULT_EDITION_BLOCKS))
    .status;
}

describe('format switches in the deck builder', () => {
  it.each([
    ['one race only: a non-ally before any ally', { oneRace: true }, gold, [], 'available'],
    [
      'one race only: an ally of another race',
      { oneRace: true },
      otherRace,
      [caballero],
      'unavailable_race',
    ],
    [
      'one race only: another block is fine',
      { oneRace: true },
      otherBlock,
      [caballero],
      'available',
    ],
    [
      'one race only: an edition without block is fine',
      { oneRace: true },
      noBlock,
      [],
      'available',
    ],
    [
      'one block only: a non-ally before any ally',
      { oneBlock: true },
      gold,
      [],
      'unavailable_block',
    ],
    [
      'one block only: another race in the block',
      { oneBlock: true },
      otherRace,
      [caballero],
      'available',
    ],
    [
      'one block only: an ally of another block',
      { oneBlock: true },
      otherBlock,
      [caballero],
      'unavailable_block',
    ],
    ['both switches off: anything goes', {}, otherBlock, [caballero, otherRace], 'available'],
  ] as const)('%s', (_name, rules, card, deck, expected) => {
    expect(statusOf(card, [...deck], ownFormat(rules))).toBe(expected);
  });
});

describe('format switches in the legality check', () => {
  it('reports only the race for a one-race format', () => {
    const legality = checkDeckLegality(
      [caballero, otherRace, otherBlock],
      ownFormat({ oneRace: true }),
      DEFAULT_EDITION_BLOCKS,
    );

    expect(legality.errors.map((error) => [error.code, error.cardName])).toEqual([
      ['wrong_race', 'Druida'],
    ]);
  });

  it('makes too few allies an error when the format requires the minimum', () => {
    const deck = [...makeCopies(3, caballero), gold];

    const guide = checkDeckLegality(deck, ownFormat({ minAllies: 16 }), DEFAULT_EDITION_BLOCKS);
    const required = checkDeckLegality(
      deck,
      ownFormat({ minAllies: 16, minAlliesRequired: true }),
      DEFAULT_EDITION_BLOCKS,
    );

    expect(guide.warnings.map(({ code }) => code)).toEqual(['too_few_allies']);
    expect(guide.errors).toEqual([]);
    expect(required.errors.map(({ message }) => message)).toEqual([
      'El mazo tiene 3 aliados; el mínimo del formato es 16.',
    ]);
    expect(required.warnings).toEqual([]);
  });

  it('counts the types the format names toward the minimum', () => {
    const totem = makeCard({ id: 9, nombre: 'Tótem', tipo: 'totem', raza: null, fuerza: null });
    const deck = [...makeCopies(2, caballero), ...makeCopies(2, totem)];
    const rules = { minAllies: 4, minAlliesRequired: true };

    const alliesOnly = checkDeckLegality(deck, ownFormat(rules), DEFAULT_EDITION_BLOCKS);
    const withTotems = checkDeckLegality(
      deck,
      ownFormat({ ...rules, minAlliesCountedTypes: ['aliado', 'totem'] }),
      DEFAULT_EDITION_BLOCKS,
    );

    expect(alliesOnly.errors.map(({ message }) => message)).toEqual([
      'El mazo tiene 2 aliados; el mínimo del formato es 4.',
    ]);
    expect(withTotems.errors).toEqual([]);
  });
});

describe('addMissingBuiltInSwitches', () => {
  // A built-in as stored before any switch existed: its limits and lists only.
  const stripped = (key: string): Banlist => {
    const builtIn = BUILT_IN_BANLISTS.find((banlist) => banlist.key === key);
    if (!builtIn) throw new Error(`no built-in ${key}`);
    const { minAllies, maxCard, banned, limitedOne, limitedTwo } = builtIn.rules;
    return { ...builtIn, rules: { minAllies, maxCard, banned, limitedOne, limitedTwo } };
  };
  const realDeckRules = { exactDeckSize: true, sideDeckSize: 10, minVanillaGold: 1 };

  it.each([
    [
      'racialEdicion',
      {
        oneRace: true,
        oneBlock: true,
        minAlliesCountedTypes: ['aliado', 'totem'],
        ...realDeckRules,
      },
    ],
    ['racialLibre', { oneRace: true, ...realDeckRules }],
  ])('gives a %s stored before switches its built-in switches', (key, switches) => {
    expect(addMissingBuiltInSwitches(stripped(key)).rules).toMatchObject(switches);
  });

  it("gives Racial Edición's tótems to a copy stored with only the race and block switches", () => {
    // As migration 0005 and earlier releases' built-ins stored it; the editor stores all four.
    const earlier = {
      ...stripped('racialEdicion'),
      rules: { ...stripped('racialEdicion').rules, oneRace: true, oneBlock: true },
    };

    expect(addMissingBuiltInSwitches(earlier).rules).toMatchObject({
      minAlliesCountedTypes: ['aliado', 'totem'],
      ...realDeckRules,
    });
  });

  it('leaves each group that has a switch, and a format of no built-in key, as it is', () => {
    const chosen = {
      ...stripped('racialEdicion'),
      rules: {
        ...stripped('racialEdicion').rules,
        oneRace: false,
        minAlliesCountedTypes: ['aliado' as const],
        sideDeckSize: 0,
        mulliganEveryOther: false,
      },
    };
    const own = ownFormat({});

    expect(addMissingBuiltInSwitches(chosen)).toBe(chosen);
    expect(addMissingBuiltInSwitches(own)).toBe(own);
  });
});
