import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
import { haveSameRules, isSameBanlist } from './banlist-comparison';

describe('haveSameRules', () => {
  const base = makeBanlist({ rules: { banned: ['Fergus', 'Juglares'], limitedOne: ['Bennu'] } });

  it.each([
    { name: 'the lists in another order', rules: { banned: ['Juglares', 'Fergus'] }, same: true },
    {
      name: 'names in another case or without accents',
      rules: { banned: ['FERGUS', 'juglares'] },
      same: true,
    },
    {
      name: 'names with other punctuation or a trailing (Rework)',
      rules: { banned: ['Fer-gus (Rework)', 'Jugla res'] },
      same: true,
    },
    { name: 'a card added', rules: { banned: ['Fergus', 'Juglares', 'Rayos'] }, same: false },
    { name: 'a card removed', rules: { banned: ['Fergus'] }, same: false },
    {
      name: 'a card moved to another list',
      rules: { limitedTwo: ['Bennu'], limitedOne: [] },
      same: false,
    },
    { name: 'another minimum of allies', rules: { minAllies: 0 }, same: false },
    { name: 'another deck size', rules: { maxCard: 40 }, same: false },
  ])('treats $name as same: $same', ({ rules, same }) => {
    const other = makeBanlist({ rules: { ...base.rules, ...rules } });
    expect(haveSameRules(base.rules, other.rules)).toBe(same);
  });
});

describe('isSameBanlist', () => {
  const published = makeBanlist({ name: 'Formato', effectiveDate: '2025-12-01' });

  it.each([
    { name: 'an identical copy', overrides: {}, same: true },
    { name: 'a renamed copy', overrides: { name: 'Otro' }, same: false },
    { name: 'a copy with another date', overrides: { effectiveDate: null }, same: false },
    { name: 'a copy with another list', overrides: { rules: { banned: ['Fergus'] } }, same: false },
  ])('treats $name as same: $same', ({ overrides, same }) => {
    const copy = makeBanlist({ name: 'Formato', effectiveDate: '2025-12-01', ...overrides });
    expect(isSameBanlist(copy, published)).toBe(same);
  });
});
