import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANLIST_RULES, type BanlistRules } from './banlist';
import {
  addCardToList,
  BANLIST_LIST_NAMES,
  findCardList,
  findCardListConflicts,
  listChosenNames,
  removeCardFromList,
  replaceCardInList,
} from './exclusive-card-lists';

function makeRules(overrides: Partial<BanlistRules> = {}): BanlistRules {
  return { ...DEFAULT_BANLIST_RULES, ...overrides };
}

describe('listChosenNames', () => {
  it('gathers the names of all three lists', () => {
    const rules = makeRules({ banned: ['Fergus'], limitedOne: ['Bennu'], limitedTwo: ['Rea'] });
    expect(listChosenNames(rules)).toEqual(['Fergus', 'Bennu', 'Rea']);
  });
});

describe('findCardList', () => {
  const rules = makeRules({ banned: ['Tótem de Nwyre'], limitedTwo: ['Rea'] });

  it.each([
    ['Tótem de Nwyre', 'banned'],
    ['totem de nwyre', 'banned'],
    [' REA ', 'limitedTwo'],
    ['Totem-de-Nwyre (Rework)', 'banned'],
    ['Bennu', null],
  ])('finds %j in %j, matching by normalised name', (nombre, expected) => {
    expect(findCardList(rules, nombre)).toBe(expected);
  });
});

describe('addCardToList', () => {
  it('appends a card to the chosen list', () => {
    const rules = makeRules({ banned: ['Fergus'] });
    expect(addCardToList(rules, 'banned', 'Juglares').banned).toEqual(['Fergus', 'Juglares']);
  });

  it('moves a card out of the other lists, since a card can be in only one', () => {
    const rules = makeRules({ banned: ['Bennu', 'Fergus'], limitedTwo: ['Rea'] });
    expect(addCardToList(rules, 'limitedOne', 'bennu')).toEqual(
      makeRules({ banned: ['Fergus'], limitedOne: ['bennu'], limitedTwo: ['Rea'] }),
    );
  });

  it.each([
    { name: 'a card already in that list', nombre: 'FERGUS' },
    { name: 'a blank name', nombre: '   ' },
  ])('leaves the rules unchanged for $name', ({ nombre }) => {
    const rules = makeRules({ banned: ['Fergus'] });
    expect(addCardToList(rules, 'banned', nombre)).toBe(rules);
  });

  it('never leaves a card in two lists, whatever is added where', () => {
    const arbitraryAddition = fc.tuple(
      fc.constantFrom(...BANLIST_LIST_NAMES),
      fc.constantFrom('Bennu', 'bennu', 'Bénnu', 'Fergus', 'FERGUS', 'Rea'),
    );
    fc.assert(
      fc.property(fc.array(arbitraryAddition, { maxLength: 12 }), (additions) => {
        const rules = additions.reduce(
          (current, [list, nombre]) => addCardToList(current, list, nombre),
          makeRules(),
        );
        expect(findCardListConflicts(rules)).toEqual([]);
        const last = additions.at(-1);
        if (last) expect(findCardList(rules, last[1])).toBe(last[0]);
      }),
    );
  });
});

describe('removeCardFromList', () => {
  it('takes the card out by normalised name and keeps the others in order', () => {
    const rules = makeRules({ limitedOne: ['Bennu', 'Tótem de Nwyre', 'Gaitas'] });
    expect(removeCardFromList(rules, 'limitedOne', 'totem de nwyre').limitedOne).toEqual([
      'Bennu',
      'Gaitas',
    ]);
  });

  it('leaves the rules unchanged when the card is not in that list', () => {
    const rules = makeRules({ banned: ['Fergus'] });
    expect(removeCardFromList(rules, 'limitedOne', 'Fergus')).toBe(rules);
  });
});

describe('replaceCardInList', () => {
  it.each([
    {
      name: 'puts the replacement in the place of the entry',
      rules: makeRules({ banned: ['Fergus', 'Fergs', 'Rea'] }),
      list: 'banned',
      expected: makeRules({ banned: ['Fergus', 'Bennu', 'Rea'] }),
    },
    {
      name: 'finds the entry by match key',
      rules: makeRules({ banned: ['FERGS (Rework)'] }),
      list: 'banned',
      expected: makeRules({ banned: ['Bennu'] }),
    },
    {
      name: 'takes the replacement out of the other lists',
      rules: makeRules({ banned: ['Fergs'], limitedTwo: ['bennu', 'Rea'] }),
      list: 'banned',
      expected: makeRules({ banned: ['Bennu'], limitedTwo: ['Rea'] }),
    },
    {
      name: 'drops a copy of the replacement already in the same list',
      rules: makeRules({ limitedOne: ['BENNU', 'Fergs', 'Rea'] }),
      list: 'limitedOne',
      expected: makeRules({ limitedOne: ['Bennu', 'Rea'] }),
    },
  ] as const)('$name', ({ rules, list, expected }) => {
    expect(replaceCardInList(rules, list, 'Fergs', ' Bennu ')).toEqual(expected);
  });

  it('leaves the rules as they are when the list lacks the entry or the replacement is blank', () => {
    const rules = makeRules({ banned: ['Fergs'] });
    expect(replaceCardInList(rules, 'limitedOne', 'Fergs', 'Bennu')).toBe(rules);
    expect(replaceCardInList(rules, 'banned', 'Fergs', '  ')).toBe(rules);
  });
});

describe('findCardListConflicts', () => {
  it.each([
    {
      name: 'a card in two lists',
      rules: makeRules({ banned: ['Fergus'], limitedTwo: ['Rea', 'fergus'] }),
      expected: [
        {
          list: 'limitedTwo',
          position: 1,
          nombre: 'fergus',
          reason:
            '"fergus" ya está en Cartas Prohibidas: una carta solo puede estar en una de las tres listas.',
        },
      ],
    },
    {
      name: 'a card repeated in one list',
      rules: makeRules({ limitedOne: ['Bennu', 'Gaitas', 'BENNU'] }),
      expected: [
        {
          list: 'limitedOne',
          position: 2,
          nombre: 'BENNU',
          reason: '"BENNU" está repetida en Limitadas a 1.',
        },
      ],
    },
    {
      name: 'a card written once with and once without punctuation',
      rules: makeRules({ banned: ['Bas-Pef'], limitedOne: ['Bas Pef'] }),
      expected: [
        {
          list: 'limitedOne',
          position: 0,
          nombre: 'Bas Pef',
          reason:
            '"Bas Pef" ya está en Cartas Prohibidas: una carta solo puede estar en una de las tres listas.',
        },
      ],
    },
    {
      name: 'lists that keep the rule',
      rules: makeRules({ banned: ['Fergus'], limitedOne: ['Bennu'], limitedTwo: ['Rea'] }),
      expected: [],
    },
  ])('reports $name', ({ rules, expected }) => {
    expect(findCardListConflicts(rules)).toEqual(expected);
  });
});
