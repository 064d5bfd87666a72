import { describe, expect, it } from 'vitest';
import type { BanlistRules } from './banlist';
import { makeBanlist } from '../testing/banlist-factory';
import { haveSameRules, isSameBanlist } from './banlist-comparison';

describe('haveSameRules', () => {
  const base = makeBanlist({ rules: { banned: ['Fergus'], oneRace: true } });

  it.each<{ name: string; rules: Partial<BanlistRules>; same: boolean }>([
    {
      name: 'the switches left out spelled out as off',
      rules: { oneBlock: false, minAlliesRequired: false, minAlliesCountedTypes: ['aliado'] },
      same: true,
    },
    { name: 'one race turned off', rules: { oneRace: false }, same: false },
    { name: 'one block turned on', rules: { oneBlock: true }, same: false },
    { name: 'the minimum made a requirement', rules: { minAlliesRequired: true }, same: false },
    {
      name: 'another type counted',
      rules: { minAlliesCountedTypes: ['aliado', 'totem'] },
      same: false,
    },
    { name: 'a card added to a list', rules: { banned: ['Fergus', 'Bennu'] }, same: false },
  ])('treats $name as same: $same', ({ rules, same }) => {
    expect(haveSameRules(base.rules, { ...base.rules, ...rules })).toBe(same);
  });

  it('reads counted types as a set', () => {
    const a = makeBanlist({ rules: { minAlliesCountedTypes: ['aliado', 'totem'] } });
    const b = makeBanlist({ rules: { minAlliesCountedTypes: ['totem', 'aliado'] } });
    expect(haveSameRules(a.rules, b.rules)).toBe(true);
  });
});

describe('isSameBanlist', () => {
  it('tells a copy whose only change is a switch from its published version', () => {
    const published = makeBanlist({ key: 'racialLibre' });
    const copy = { ...published, rules: { ...published.rules, oneRace: false } };
    expect(published.rules.oneRace).toBe(true);
    expect(isSameBanlist(copy, published)).toBe(false);
    expect(isSameBanlist(published, { ...published })).toBe(true);
  });
});
