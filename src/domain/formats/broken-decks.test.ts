import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { findWhatBroke } from './broken-decks';

const fergus = makeCard({ id: 1, nombre: 'Fergus' });
const tebas = makeCard({ id: 2, nombre: 'Tebas' });
const deck = [...makeCopies(3, fergus), ...makeCopies(2, tebas)];
const earlier = makeBanlist({ rules: { minAllies: 0 } });

describe('findWhatBroke', () => {
  it.each([
    [
      'a card banned by the newer list',
      { banned: ['Fergus'] },
      [['Fergus', 'Fergus: Prohibida en este formato']],
    ],
    [
      'a card limited below the copies held',
      { limitedOne: ['Tebas'] },
      [['Tebas', 'Tebas: 2 copias; el máximo es 1.']],
    ],
  ])('names %s with its new limit', (_name, lists, expected) => {
    const newer = makeBanlist({ rules: { minAllies: 0, ...lists } });

    const broken = findWhatBroke(deck, earlier, newer, DEFAULT_EDITION_BLOCKS);

    expect(broken?.map(({ cardName, message }) => [cardName, message])).toEqual(expected);
  });

  it('says nothing for a deck still legal, or one that was never legal', () => {
    const stillLegal = makeBanlist({ rules: { minAllies: 0, limitedTwo: ['Tebas'] } });
    const alreadyIllegal = makeBanlist({ rules: { minAllies: 0, banned: ['Tebas'] } });
    const newer = makeBanlist({ rules: { minAllies: 0, banned: ['Tebas', 'Fergus'] } });

    expect(findWhatBroke(deck, earlier, stillLegal, DEFAULT_EDITION_BLOCKS)).toBeNull();
    expect(findWhatBroke(deck, alreadyIllegal, newer, DEFAULT_EDITION_BLOCKS)).toBeNull();
  });

  it('ignores guides: a deck under the ally minimum is not broken by a list', () => {
    const guide = makeBanlist({ rules: { minAllies: 40 } });

    expect(findWhatBroke(deck, guide, guide, DEFAULT_EDITION_BLOCKS)).toBeNull();
  });
});
