import { describe, expect, it } from 'vitest';
import { DEFAULT_BANLIST_RULES, type BanlistRules } from '../domain/banlists/banlist';
import { banlistRulesSchema } from './banlists';

const rules = (overrides: Partial<BanlistRules>): BanlistRules => ({
  ...DEFAULT_BANLIST_RULES,
  ...overrides,
});

// Malformed format data is refused where it enters (issue 15, item 6): the server's writes,
// uploaded files and local storage all read formats through this schema.
describe('banlistRulesSchema', () => {
  it('is what the contract refuses, each problem at its field', () => {
    const result = banlistRulesSchema.safeParse(rules({ banned: ['A'], limitedOne: ['A'] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['limitedOne', 0]]);
  });

  it.each([
    ['a negative deck size', { maxCard: -1 }, 'maxCard'],
    ['a negative side deck', { sideDeckSize: -1 }, 'sideDeckSize'],
    ['an empty edition list', { allowedEditions: [] }, 'allowedEditions'],
  ])('the contract refuses %s', (_name, overrides, field) => {
    const result = banlistRulesSchema.safeParse(rules(overrides));
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('the contract refuses a rule it does not know', () => {
    const result = banlistRulesSchema.safeParse({ ...DEFAULT_BANLIST_RULES, goldRush: true });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('accepts every rule of the real formats spelled out', () => {
    const full = rules({
      oneRace: true,
      minAlliesCountedTypes: ['aliado', 'totem'],
      exactDeckSize: true,
      sideDeckSize: 10,
      minVanillaGold: 1,
      unlimitedCopies: ['Mercenario'],
      allowedEditions: ['Espada Sagrada'],
      reprintsAllowed: true,
    });
    expect(banlistRulesSchema.parse(full)).toEqual(full);
  });
});
