import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
import { DEFAULT_BANLIST_RULES, type BanlistRules } from './banlist';
import { BUILT_IN_BANLISTS } from './built-in-banlists';
import {
  createBanlistEntryResolver,
  findUnresolvedBanlistEntries,
  MAX_ENTRY_SUGGESTIONS,
} from './unresolved-entries';

const CARD_NAMES = [
  "Dru'ath an-Morén",
  'César Augusto',
  'Cathbadh el Druida',
  'Rayos',
  'Rayos de Zeus',
  'Bennu',
  'Baal-Zaphon',
  'Fergus',
  'Fergus',
  'Furias',
  'Oro',
];

function makeRules(overrides: Partial<BanlistRules> = {}): BanlistRules {
  return { ...DEFAULT_BANLIST_RULES, ...overrides };
}

describe('createBanlistEntryResolver', () => {
  const resolver = createBanlistEntryResolver(CARD_NAMES);

  it.each([
    { name: 'the exact name', entry: "Dru'ath an-Morén" },
    { name: 'a name without apostrophe and accent', entry: 'Dru ath an-Moren' },
    { name: 'a name run together in lower case', entry: 'druathanmoren' },
    { name: 'a name in capitals with typographic apostrophe', entry: 'DRU’ATH AN MORÉN' },
    { name: 'a reworked printing', entry: 'Cathbadh el Druida (Rework)' },
    { name: 'a name with a space for its hyphen', entry: 'Baal Zaphon' },
  ])('resolves $name: "$entry"', ({ entry }) => {
    expect(resolver.isResolved(entry)).toBe(true);
  });

  it.each([
    { name: 'a misspelt name', entry: 'Fergs' },
    { name: 'a shorter name of a longer card', entry: 'Rayos de' },
    { name: 'a name of punctuation only', entry: "'-'" },
    { name: 'an empty name', entry: '' },
  ])('does not resolve $name: "$entry"', ({ entry }) => {
    expect(resolver.isResolved(entry)).toBe(false);
  });

  it.each([
    { name: 'a missing letter', entry: 'Fergs', suggestions: ['Fergus'] },
    { name: 'two swapped letters', entry: 'Bneun', suggestions: ['Bennu'] },
    { name: 'a wrong letter and no accent', entry: 'Cesar Agusto', suggestions: ['César Augusto'] },
    {
      name: 'a missing apostrophe and letter',
      entry: 'Druath an Moen',
      suggestions: ["Dru'ath an-Morén"],
    },
    {
      name: 'a name closest to several, best first',
      entry: 'Rayo',
      suggestions: ['Rayos', 'Rayos de Zeus'],
    },
    { name: 'a name like no card', entry: 'Xiuhcoatl', suggestions: [] },
  ])('suggests replacements for $name: "$entry"', ({ entry, suggestions }) => {
    expect(resolver.findUnresolved(makeRules({ banned: [entry] }))).toEqual([
      { list: 'banned', position: 0, nombre: entry, suggestions },
    ]);
  });

  it('reports each unresolved entry with its list and position, in list order', () => {
    const rules = makeRules({
      banned: ['Fergus', 'Fergs'],
      limitedOne: ['Benu', 'Bennu'],
      limitedTwo: ['Oro', 'Furis'],
    });

    expect(resolver.findUnresolved(rules)).toEqual([
      { list: 'banned', position: 1, nombre: 'Fergs', suggestions: [] },
      { list: 'limitedOne', position: 0, nombre: 'Benu', suggestions: [] },
      { list: 'limitedTwo', position: 1, nombre: 'Furis', suggestions: ['Furias'] },
    ]);
  });

  it('leaves out of the suggestions cards the format already lists, and offers each name once', () => {
    const rules = makeRules({ banned: ['Rayo'], limitedTwo: ['rayos'] });

    expect(resolver.findUnresolved(rules)).toEqual([
      { list: 'banned', position: 0, nombre: 'Rayo', suggestions: ['Rayos de Zeus'] },
    ]);
    expect(resolver.findUnresolved(makeRules({ banned: ['Fergu'] }))[0]?.suggestions).toEqual([
      'Fergus',
    ]);
  });

  it('gives at most three suggestions, ranked by closeness then alphabetically', () => {
    const names = ['Caballo Lunar', 'Caballo Solar', 'Caballo Astral', 'Caballo Negro', 'Caballo'];
    const [entry] = createBanlistEntryResolver(names).findUnresolved(
      makeRules({ banned: ['Caballo Lunr'] }),
    );

    expect(entry?.suggestions).toHaveLength(MAX_ENTRY_SUGGESTIONS);
    expect(entry?.suggestions).toEqual(['Caballo Lunar', 'Caballo', 'Caballo Negro']);
  });

  it('answers the same for a draft asked about again', () => {
    const rules = makeRules({ banned: ['Fergs', 'Rayo'] });

    expect(resolver.findUnresolved(rules)).toEqual(resolver.findUnresolved({ ...rules }));
  });
});

describe('findUnresolvedBanlistEntries', () => {
  it('gives every format in order, with no entries when all of its names resolve', () => {
    const banlists = [
      makeBanlist({
        key: 'a',
        name: 'A',
        rules: makeRules({ banned: ['FERGUS', 'Cathbadh el Druida (Rework)'] }),
      }),
      makeBanlist({ key: 'b', name: 'B', rules: { limitedTwo: ['Bennu', 'Fergs'] } }),
    ];

    expect(findUnresolvedBanlistEntries(banlists, CARD_NAMES)).toEqual([
      { key: 'a', name: 'A', entries: [] },
      {
        key: 'b',
        name: 'B',
        entries: [{ list: 'limitedTwo', position: 1, nombre: 'Fergs', suggestions: ['Fergus'] }],
      },
    ]);
  });

  it('resolves every entry of the built-in formats against a catalogue holding their names', () => {
    const names = BUILT_IN_BANLISTS.flatMap(({ rules }) => [
      ...rules.banned,
      ...rules.limitedOne,
      ...rules.limitedTwo,
    ]).map((name) => name.replace(' (Rework)', '').toUpperCase());

    const report = findUnresolvedBanlistEntries(BUILT_IN_BANLISTS, names);

    expect(report.map(({ key, entries }) => [key, entries.length])).toEqual([
      ['racialEdicion', 0],
      ['racialLibre', 0],
      ['formatoLibre', 0],
    ]);
  });

  it('reports every entry against an empty catalogue, with no suggestions', () => {
    const [report] = findUnresolvedBanlistEntries(
      [makeBanlist({ rules: { banned: ['Fergus'] } })],
      [],
    );

    expect(report?.entries).toEqual([
      { list: 'banned', position: 0, nombre: 'Fergus', suggestions: [] },
    ]);
  });
});
