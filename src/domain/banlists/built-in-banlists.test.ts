import { describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from './built-in-banlists';

function findBanlist(key: string) {
  const banlist = BUILT_IN_BANLISTS.find((candidate) => candidate.key === key);
  if (!banlist) throw new Error(`missing built-in banlist ${key}`);
  return banlist;
}

describe('BUILT_IN_BANLISTS', () => {
  it.each([
    ['racialEdicion', 'Racial Edición - Primer Bloque', 16],
    ['racialLibre', 'Racial Libre - Primer Bloque', 16],
    ['formatoLibre', 'Formato Libre - Primer Bloque', 0],
  ])('has %s named %j with minAllies %i and 50 cards', (key, name, minAllies) => {
    const banlist = findBanlist(key);
    expect(banlist.name).toBe(name);
    expect(banlist.rules.minAllies).toBe(minAllies);
    expect(banlist.rules.maxCard).toBe(50);
  });

  it('gives the free format 8 banned cards, Bennu limited to 1 and nothing limited to 2', () => {
    const { rules } = findBanlist('formatoLibre');
    expect(rules.banned).toHaveLength(8);
    expect(rules.limitedOne).toEqual(['Bennu']);
    expect(rules.limitedTwo).toEqual([]);
  });

  it('gives the racial formats their own non-empty lists', () => {
    for (const key of ['racialEdicion', 'racialLibre']) {
      const { rules } = findBanlist(key);
      expect(rules.banned.length).toBeGreaterThan(0);
      expect(rules.limitedOne.length).toBeGreaterThan(0);
      expect(rules.limitedTwo.length).toBeGreaterThan(0);
    }
  });
});
