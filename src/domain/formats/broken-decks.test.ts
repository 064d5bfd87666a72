import { describe, expect, it } from 'vitest';
import type { BanlistRules } from '../banlists/banlist';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import {
  describeNewLimit,
  findVersionAtSave,
  findWhatBroke,
  findWhatBrokeSinceSave,
} from './broken-decks';

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

  it('counts the side deck’s copies with the deck’s (issue 15, item 3)', () => {
    const withSide = { ...earlier, rules: { ...earlier.rules, sideDeckSize: 10 } };
    const newer = { ...withSide, rules: { ...withSide.rules, limitedTwo: ['Tebas'] } };
    const side = { side: [tebas] };
    expect(findWhatBroke(deck, withSide, newer, DEFAULT_EDITION_BLOCKS)).toBeNull();
    expect(
      findWhatBroke(deck, withSide, newer, DEFAULT_EDITION_BLOCKS, side)?.map((v) => v.message),
    ).toEqual(['Tebas: 3 copias; el máximo es 2.']);
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

  it('marks an unfinished deck of a format asking for 50 cards, naming only what the list broke', () => {
    // The real formats' minimums (ADR 0016) were unmet under both lists; no list changes them.
    const real = { minAllies: 0, exactDeckSize: true, minVanillaGold: 1 };
    const before = makeBanlist({ rules: real });
    const after = makeBanlist({ rules: { ...real, banned: ['Fergus'] } });

    const broken = findWhatBroke(deck, before, after, DEFAULT_EDITION_BLOCKS);

    expect(broken?.map(({ code, cardName }) => [code, cardName])).toEqual([['banned', 'Fergus']]);
    expect(findWhatBroke(deck, before, before, DEFAULT_EDITION_BLOCKS)).toBeNull();
  });
});

function makeVersion(
  id: string,
  publishedAt: string,
  effectiveDate: string | null,
  rules: Partial<BanlistRules> = {},
) {
  return { name: id, effectiveDate, publishedAt, rules: { ...earlier.rules, ...rules } };
}

// Newest first, as GET /api/banlists/:key/history lists them.
const april = makeVersion('abril', '2026-04-02T10:00:00.000Z', '2026-04-01', {
  banned: ['Fergus'],
});
const december = makeVersion('diciembre', '2025-12-03T10:00:00.000Z', '2025-12-03');
const history = [april, december];

describe('findVersionAtSave', () => {
  it.each([
    ['the newest list published by the save', '2026-05-01T00:00:00.000Z', april],
    ['an earlier list when the newer came after the save', '2026-01-10T00:00:00.000Z', december],
    ['a list published at the very instant of the save', '2026-04-02T10:00:00.000Z', april],
    ['the oldest list when the save time is unknown', null, december],
    ['the oldest list when the save time is unreadable', 'ayer', december],
  ])('takes %s', (_name, savedAt, expected) => {
    expect(findVersionAtSave(history, savedAt)).toBe(expected);
  });

  it('takes the oldest list for a deck saved before the history was recorded', () => {
    // Lists recorded together when a server started, after the deck was saved: their effective
    // dates do not say which list the browser had when it saved the deck.
    const recordedLater = [
      makeVersion('abril', '2026-06-01T00:00:00.000Z', '2026-04-01'),
      makeVersion('diciembre', '2026-06-01T00:00:00.000Z', '2025-12-03'),
      makeVersion('noviembre', '2026-06-01T00:00:00.000Z', '2025-11-24'),
    ];

    expect(findVersionAtSave(recordedLater, '2026-05-15T12:00:00.000Z')?.name).toBe('noviembre');
    expect(findVersionAtSave(recordedLater, '2026-06-01T00:00:00.000Z')?.name).toBe('abril');
    expect(findVersionAtSave([], '2025-10-01T12:00:00.000Z')).toBeUndefined();
  });
});

describe('findWhatBrokeSinceSave', () => {
  const format = makeBanlist({ rules: april.rules });
  const savedInJanuary = '2026-01-10T00:00:00.000Z';

  it('names the cards the list in force broke since the deck was saved', () => {
    const broken = findWhatBrokeSinceSave(
      deck,
      history,
      format,
      savedInJanuary,
      DEFAULT_EDITION_BLOCKS,
    );

    expect(broken?.current).toBe(april);
    expect(broken?.violations.map(({ cardId, message }) => [cardId, message])).toEqual([
      [1, 'Fergus: Prohibida en este formato'],
    ]);
  });

  it.each([
    ['the deck was saved under the list in force', '2026-04-03T00:00:00.000Z', format],
    ['the format in this browser is not the newest list', savedInJanuary, makeBanlist(earlier)],
  ])('says nothing when %s', (_name, savedAt, browserFormat) => {
    expect(
      findWhatBrokeSinceSave(deck, history, browserFormat, savedAt, DEFAULT_EDITION_BLOCKS),
    ).toBeNull();
  });

  it('says nothing for a format with no history', () => {
    expect(
      findWhatBrokeSinceSave(deck, [], format, savedInJanuary, DEFAULT_EDITION_BLOCKS),
    ).toBeNull();
  });

  it('never changes the deck', () => {
    const before = [...deck];

    findWhatBrokeSinceSave(deck, history, format, savedInJanuary, DEFAULT_EDITION_BLOCKS);

    expect(deck).toEqual(before);
  });
});

describe('describeNewLimit', () => {
  it.each([
    [
      { code: 'banned', message: 'Fergus: Prohibida en este formato', cardName: 'Fergus' },
      'Prohibida en este formato',
    ],
    [
      { code: 'too_many_cards', message: 'El mazo tiene 51 cartas; el máximo es 50.' },
      'El mazo tiene 51 cartas; el máximo es 50.',
    ],
  ] as const)('states %j without the card name', (violation, expected) => {
    expect(describeNewLimit(violation)).toBe(expected);
  });
});
