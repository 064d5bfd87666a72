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
    {
      name: 'the new rules spelled out at their defaults',
      rules: { exactDeckSize: false, sideDeckSize: 0, minVanillaGold: 0, unlimitedCopies: [] },
      same: true,
    },
    { name: 'the exact size turned on', rules: { exactDeckSize: true }, same: false },
    { name: 'a side deck', rules: { sideDeckSize: 10 }, same: false },
    { name: 'an Oro sin habilidad required', rules: { minVanillaGold: 1 }, same: false },
    { name: 'a card without limit', rules: { unlimitedCopies: ['Mercenario'] }, same: false },
    { name: 'editions listed', rules: { allowedEditions: ['Cruzadas'] }, same: false },
    { name: 'reprints allowed', rules: { reprintsAllowed: true }, same: false },
  ])('treats $name as same: $same', ({ rules, same }) => {
    expect(haveSameRules(base.rules, { ...base.rules, ...rules })).toBe(same);
  });

  it('reads editions and cards without limit as sets, by name', () => {
    const a = makeBanlist({
      rules: { allowedEditions: ['Helénica', 'Imperio'], unlimitedCopies: ['Mercenario'] },
    });
    const b = makeBanlist({
      rules: { allowedEditions: ['imperio', 'HELENICA'], unlimitedCopies: ['mercenario'] },
    });
    expect(haveSameRules(a.rules, b.rules)).toBe(true);
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
