import { describe, expect, it } from 'vitest';
import { describeListChange, diffFormatLists, type FormatLists } from './list-diff';
import { RACIAL_EDICION_2025_12, RACIAL_EDICION_2026_01 } from './racial-edicion-lists';

const lists = (overrides: Partial<FormatLists> = {}): FormatLists => ({
  banned: [],
  limitedOne: [],
  limitedTwo: [],
  ...overrides,
});

describe('diffFormatLists', () => {
  it.each([
    ['a card banned anew', lists(), lists({ banned: ['Fergus'] }), [['Fergus', null, 'banned']]],
    ['a card set free', lists({ limitedTwo: ['Tebas'] }), lists(), [['Tebas', 'limitedTwo', null]]],
    [
      'a card moved from banned to 1',
      lists({ banned: ['Amón'] }),
      lists({ limitedOne: ['Amón'] }),
      [['Amón', 'banned', 'limitedOne']],
    ],
    [
      'a respelt name (no change)',
      lists({ banned: ["Dru'ath an-Morén"] }),
      lists({ banned: ['Druath an Moren'] }),
      [],
    ],
    ['nothing changed', lists({ banned: ['A'] }), lists({ banned: ['A'] }), []],
  ] as const)('reports %s', (_name, older, newer, expected) => {
    expect(diffFormatLists(older, newer).map(({ nombre, from, to }) => [nombre, from, to])).toEqual(
      expected,
    );
  });

  it('orders entered, moved, then left, each by name', () => {
    const changes = diffFormatLists(
      lists({ banned: ['Zeta', 'Beta'], limitedOne: ['Alfa'] }),
      lists({ limitedTwo: ['Alfa'], banned: ['Omega', 'Delta'] }),
    );

    expect(changes.map((change) => [describeListChange(change), change.nombre])).toEqual([
      ['entered', 'Delta'],
      ['entered', 'Omega'],
      ['moved', 'Alfa'],
      ['left', 'Beta'],
      ['left', 'Zeta'],
    ]);
  });

  // ADR 0016: January 2026 freed Marco Antonio and Rea, moved Ptolomeo II to 1, and added
  // Furia Irracional (1) and La Llama Fría (2) to Racial Edición.
  it('finds the published January 2026 changes of Racial Edición', () => {
    const changes = diffFormatLists(RACIAL_EDICION_2025_12, RACIAL_EDICION_2026_01);
    const byName = new Map(changes.map((change) => [change.nombre, change]));

    expect(byName.get('Marco Antonio')?.to).toBeNull();
    expect(byName.get('Furia Irracional')).toMatchObject({ from: null, to: 'limitedOne' });
    expect(byName.get('La Llama Fría')).toMatchObject({ from: null, to: 'limitedTwo' });
    expect(byName.get('Ptolomeo II')?.to).toBe('limitedOne');
  });
});
