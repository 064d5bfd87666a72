import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BANLIST_RULES,
  readFormatSwitches,
  type BanlistRules,
} from '../domain/banlists/banlist';
import { haveSameRules } from '../domain/banlists/banlist-comparison';
import { addMissingBuiltInSwitches, BUILT_IN_BANLISTS } from '../domain/banlists/built-in-banlists';
import { banlistRulesSchema } from './banlists';

const rules = (overrides: Partial<BanlistRules>): BanlistRules => ({
  ...DEFAULT_BANLIST_RULES,
  ...overrides,
});

function findBuiltIn(key: string) {
  const builtIn = BUILT_IN_BANLISTS.find((candidate) => candidate.key === key);
  if (builtIn === undefined) throw new Error(`no built-in ${key}`);
  return builtIn;
}

// A format's opening hand and mulligan (issue 17, item 4; ADR 0021).
describe('the opening hand rules of a format', () => {
  it('reads a format that leaves them out as 8 cards and one card fewer per mulligan', () => {
    expect(readFormatSwitches(DEFAULT_BANLIST_RULES)).toMatchObject({
      openingHandSize: 8,
      mulliganEveryOther: false,
    });
  });

  it.each([
    { key: 'racialEdicion', everyOther: false },
    { key: 'racialLibre', everyOther: true },
    { key: 'formatoLibre', everyOther: false },
  ])('gives $key a hand of 8 and everyOther $everyOther', ({ key, everyOther }) => {
    expect(readFormatSwitches(findBuiltIn(key).rules)).toMatchObject({
      openingHandSize: 8,
      mulliganEveryOther: everyOther,
    });
  });

  it("gives a stored copy of Racial Libre without them the built-in's mulligan", () => {
    const stored = { ...findBuiltIn('racialLibre') };
    const storedRules: BanlistRules = { ...stored.rules };
    delete storedRules.openingHandSize;
    delete storedRules.mulliganEveryOther;
    const read = addMissingBuiltInSwitches({ ...stored, rules: storedRules });
    expect(read.rules.mulliganEveryOther).toBe(true);
    expect(read.rules.openingHandSize).toBe(8);
  });

  it('counts a changed hand size or mulligan as a change of the rules, spelled-out defaults not', () => {
    expect(haveSameRules(rules({}), rules({ openingHandSize: 8 }))).toBe(true);
    expect(haveSameRules(rules({}), rules({ openingHandSize: 7 }))).toBe(false);
    expect(haveSameRules(rules({}), rules({ mulliganEveryOther: true }))).toBe(false);
  });

  it.each([
    ['no card', { openingHandSize: 0 }],
    ['more than 20 cards', { openingHandSize: 21 }],
    ['half a card', { openingHandSize: 7.5 }],
  ])('the contract refuses an opening hand of %s', (_name, overrides) => {
    const result = banlistRulesSchema.safeParse(rules(overrides));
    expect(result.error?.issues[0]?.path).toEqual(['openingHandSize']);
  });

  it('the contract accepts a hand of 1 to 20 cards and the mulligan switch', () => {
    expect(banlistRulesSchema.safeParse(rules({ openingHandSize: 1 })).success).toBe(true);
    expect(
      banlistRulesSchema.safeParse(rules({ openingHandSize: 20, mulliganEveryOther: true }))
        .success,
    ).toBe(true);
  });
});
