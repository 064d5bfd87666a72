import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
import { getBanlistNameSets, isBannedName } from './banlist-name-sets';

describe('getBanlistNameSets', () => {
  it('keys every list by match key, leaving out entries of punctuation alone', () => {
    const { rules } = makeBanlist({
      rules: { banned: ['Rómulo y Remo', '--'], limitedOne: [' BENNU '], limitedTwo: ['Tebas'] },
    });
    const sets = getBanlistNameSets(rules);
    expect([...sets.banned]).toEqual(['romuloyremo']);
    expect([...sets.limitedOne]).toEqual(['bennu']);
    expect([...sets.limitedTwo]).toEqual(['tebas']);
  });

  it('builds the sets once per rules object', () => {
    const { rules } = makeBanlist();
    expect(getBanlistNameSets(rules)).toBe(getBanlistNameSets(rules));
  });
});

describe('isBannedName', () => {
  const { rules } = makeBanlist({ rules: { banned: ['Tótem de Nwyre'] } });

  it.each([
    ['Tótem de Nwyre', true],
    ['totem de nwyre', true],
    ['  TOTEM DE NWYRE ', true],
    ['Tótem-de-Nwyre', true],
    ['Totem de Nwyre (Rework)', true],
    ['Tótem de Nwyre II', false],
    ['Tótem', false],
  ])('says %j is banned: %s', (nombre, expected) => {
    expect(isBannedName(nombre, rules)).toBe(expected);
  });
});
