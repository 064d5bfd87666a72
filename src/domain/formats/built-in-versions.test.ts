import { describe, expect, it } from 'vitest';
import { addMissingBuiltInSwitches, BUILT_IN_BANLISTS } from '../banlists/built-in-banlists';
import { makeBanlist } from '../testing/banlist-factory';
import { isShippedBuiltInVersion, listPublishedVersions } from './built-in-versions';
import type { PublishedList } from './published-list';
import { findLatestPublishedList } from './published-lists';
import { RACIAL_EDICION_2025_12 } from './racial-edicion-lists';

function findBuiltIn(key: string) {
  const format = BUILT_IN_BANLISTS.find((candidate) => candidate.key === key);
  if (!format) throw new Error(`missing built-in format ${key}`);
  return format;
}

function makePublishedList(overrides: Partial<PublishedList>): PublishedList {
  return {
    id: 'torneo-2026-01-01',
    formatKey: 'racialEdicion',
    effectiveDate: '2026-01-01',
    status: 'adopted',
    source: {
      repository: 'org/repo',
      path: 'list.json',
      commit: 'a'.repeat(40),
      readOn: '2026-02-01',
    },
    banned: [],
    limitedOne: [],
    limitedTwo: [],
    ...overrides,
  };
}

describe('listPublishedVersions', () => {
  // ADR 0016, 'Dated lists': the adopted lists of each format, oldest first.
  it.each([
    ['racialEdicion', ['2025-11-24', '2025-12-03', '2026-01-08', '2026-04-01']],
    ['racialLibre', ['2025-11-24', '2025-12-03', '2026-01-08']],
    ['formatoLibre', ['2025-12-01']],
  ])('gives %s one version per adopted published list, oldest first', (key, dates) => {
    const versions = listPublishedVersions(findBuiltIn(key));

    expect(versions.map((version) => version.effectiveDate)).toEqual(dates);
  });

  it.each(BUILT_IN_BANLISTS.map((format) => [format.key, format] as const))(
    'ends the versions of %s with the built-in format as the app ships it',
    (_key, format) => {
      expect(listPublishedVersions(format).at(-1)).toEqual(format);
    },
  );

  it.each(['racialEdicion', 'racialLibre'] as const)(
    'ships %s with its newest adopted published list and that list’s date',
    (key) => {
      expect(findBuiltIn(key).effectiveDate).toBe(findLatestPublishedList(key)?.effectiveDate);
    },
  );

  it('keeps the format’s name and other rules in every version and takes each list’s names', () => {
    const format = findBuiltIn('racialEdicion');
    const december = listPublishedVersions(format)[1];

    expect(december).toEqual({
      ...format,
      effectiveDate: '2025-12-03',
      rules: {
        ...format.rules,
        banned: RACIAL_EDICION_2025_12.banned,
        limitedOne: RACIAL_EDICION_2025_12.limitedOne,
        limitedTwo: RACIAL_EDICION_2025_12.limitedTwo,
      },
    });
  });

  it('leaves disputed lists and other formats’ lists out, and sorts by date', () => {
    const format = makeBanlist({ key: 'racialEdicion', effectiveDate: null });
    const lists = [
      makePublishedList({ effectiveDate: '2026-03-01', banned: ['Marzo'] }),
      makePublishedList({ effectiveDate: '2026-02-01', banned: ['Febrero'] }),
      makePublishedList({ effectiveDate: '2026-04-01', status: 'disputed', banned: ['Discutida'] }),
      makePublishedList({
        effectiveDate: '2026-05-01',
        formatKey: 'racialLibre',
        banned: ['Otra'],
      }),
    ];

    const versions = listPublishedVersions(format, lists);

    expect(versions.map(({ effectiveDate, rules }) => [effectiveDate, rules.banned])).toEqual([
      ['2026-02-01', ['Febrero']],
      ['2026-03-01', ['Marzo']],
    ]);
  });
});

describe('isShippedBuiltInVersion', () => {
  const edicion = findBuiltIn('racialEdicion');
  // As releases before the dated history stored it, then read as local storage reads it.
  const december = addMissingBuiltInSwitches({
    key: 'racialEdicion',
    name: 'Racial Edición - Primer Bloque',
    effectiveDate: '2025-12-01',
    rules: {
      minAllies: 16,
      maxCard: 50,
      oneRace: true,
      oneBlock: true,
      banned: [...RACIAL_EDICION_2025_12.banned],
      limitedOne: [...RACIAL_EDICION_2025_12.limitedOne],
      limitedTwo: [...RACIAL_EDICION_2025_12.limitedTwo],
    },
  });

  it.each(BUILT_IN_BANLISTS.map((format) => [format.key, format] as const))(
    'recognises %s as the app ships it',
    (_key, format) => {
      expect(isShippedBuiltInVersion(format)).toBe(true);
    },
  );

  it('recognises the December 2025 list dated 2025-12-01 that earlier releases shipped', () => {
    expect(isShippedBuiltInVersion(december)).toBe(true);
  });

  it.each([
    ['one more banned card', { ...december, rules: { ...december.rules, banned: ['Otra'] } }],
    ['another minimum of allies', { ...edicion, rules: { ...edicion.rules, minAllies: 12 } }],
    ['another date', { ...edicion, effectiveDate: '2026-05-01' }],
    ['a key of its own', { ...edicion, key: 'torneoLocal' }],
  ])('takes a format with %s as changed', (_change, banlist) => {
    expect(isShippedBuiltInVersion(banlist)).toBe(false);
  });
});
