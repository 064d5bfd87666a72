import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
import { BUILT_IN_BANLISTS } from './built-in-banlists';
import { EMPTY_BANLIST_SET_MESSAGE, findBanlistSetProblems } from './banlist-set-validation';

describe('findBanlistSetProblems', () => {
  it('skips unreadable entries and keeps the positions of the file', () => {
    const problems = findBanlistSetProblems([
      makeBanlist({ key: 'torneo' }),
      null,
      makeBanlist({ key: 'torneo', rules: { banned: ['Rea', 'Rea'] } }),
    ]);
    expect(problems.map(({ index, field }) => ({ index, field }))).toEqual([
      { index: 2, field: 'key' },
      { index: 2, field: 'rules.banned[1]' },
    ]);
  });

  it('accepts the built-in formats as published', () => {
    expect(findBanlistSetProblems(BUILT_IN_BANLISTS)).toEqual([]);
  });

  it('refuses a set with no banlist', () => {
    expect(findBanlistSetProblems([])).toEqual([
      { index: null, field: '', reason: EMPTY_BANLIST_SET_MESSAGE },
    ]);
  });

  it('reports a key used twice at the later banlist', () => {
    const problems = findBanlistSetProblems([
      makeBanlist({ key: 'torneo' }),
      makeBanlist({ key: 'otro' }),
      makeBanlist({ key: 'torneo' }),
    ]);
    expect(problems).toEqual([
      {
        index: 2,
        field: 'key',
        reason: 'La clave de la banlist ya existe: "torneo" es también la de la banlist n.º 1.',
      },
    ]);
  });

  it('lists every problem of every banlist, not only the first', () => {
    const problems = findBanlistSetProblems([
      makeBanlist({ key: 'a', rules: { banned: ['Fergus'], limitedOne: ['Fergus'] } }),
      makeBanlist({ key: 'b', rules: { limitedTwo: ['Rea', 'rea'] } }),
      makeBanlist({ key: 'a' }),
    ]);
    expect(problems.map(({ index, field }) => ({ index, field }))).toEqual([
      { index: 0, field: 'rules.limitedOne[0]' },
      { index: 1, field: 'rules.limitedTwo[1]' },
      { index: 2, field: 'key' },
    ]);
  });
});
