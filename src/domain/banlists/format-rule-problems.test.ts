import { describe, expect, it } from 'vitest';
import { DEFAULT_BANLIST_RULES, type BanlistRules } from './banlist';
import { findFormatRuleProblems } from './format-rule-problems';

const rules = (overrides: Partial<BanlistRules>): BanlistRules => ({
  ...DEFAULT_BANLIST_RULES,
  ...overrides,
});

describe('malformed format data (issue 15, item 6)', () => {
  it('finds a card in two lists, with the second entry named', () => {
    expect(findFormatRuleProblems(rules({ banned: ['Bennu'], limitedTwo: ['bennu'] }))).toEqual([
      {
        path: ['limitedTwo', 0],
        message:
          '"bennu" ya está en Cartas Prohibidas: una carta solo puede estar en una de las tres listas.',
      },
    ]);
  });

  it('finds a card both limited and without limit, and a repeated exception', () => {
    const problems = findFormatRuleProblems(
      rules({ limitedOne: ['Ra'], unlimitedCopies: ['Mercenario', 'RA', 'mercenario'] }),
    );
    expect(problems).toEqual([
      {
        path: ['unlimitedCopies', 1],
        message: '"RA" ya está en Limitadas a 1: no puede estar también sin límite de copias.',
      },
      {
        path: ['unlimitedCopies', 2],
        message: '"mercenario" está repetida en Sin límite de copias.',
      },
    ]);
  });

  it('finds minimums bigger than the deck', () => {
    expect(
      findFormatRuleProblems(rules({ maxCard: 10, minAllies: 11, minVanillaGold: 12 })).map(
        (problem) => problem.path,
      ),
    ).toEqual([['minAllies'], ['minVanillaGold']]);
  });

  it('accepts a consistent format with every rule spelled out', () => {
    const full = rules({
      oneRace: true,
      oneBlock: false,
      minAlliesRequired: true,
      minAlliesCountedTypes: ['aliado', 'totem'],
      exactDeckSize: true,
      sideDeckSize: 10,
      minVanillaGold: 1,
      unlimitedCopies: ['Mercenario'],
      allowedEditions: ['Espada Sagrada'],
      reprintsAllowed: true,
    });
    expect(findFormatRuleProblems(full)).toEqual([]);
  });
});
