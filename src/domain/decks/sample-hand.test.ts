import { describe, expect, it } from 'vitest';
import {
  canMulligan,
  countMulliganHandSize,
  drawSampleCard,
  mulliganSampleHand,
  readSampleHandRules,
  reshuffleSampleHand,
  startSampleHand,
  type SampleHand,
  type SampleHandResult,
} from './sample-hand';
import { DEFAULT_BANLIST_RULES } from '../banlists/banlist';
import { createSeededUint32Source } from './shuffle';

const DECK = Array.from({ length: 50 }, (_, index) => index);
const EIGHT = { openingHandSize: 8, mulliganRule: 'oneFewer' } as const;
const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);

function unwrap<T>(result: SampleHandResult<T>): SampleHand<T> {
  if (!result.ok) throw new Error(`expected a hand, got ${result.reason}`);
  return result.sampleHand;
}

describe('startSampleHand', () => {
  it('draws the opening hand from a shuffled deck and keeps the rest as the library', () => {
    const start = startSampleHand(DECK, EIGHT, createSeededUint32Source(1));
    expect(start.hand).toHaveLength(8);
    expect(start.library).toHaveLength(42);
    expect(start.mulligans).toBe(0);
    expect(sorted([...start.hand, ...start.library])).toEqual(DECK);
    expect(start.hand).not.toEqual(DECK.slice(0, 8));
  });

  it('deals the same hand under the same seed', () => {
    const first = startSampleHand(DECK, EIGHT, createSeededUint32Source(42));
    expect(startSampleHand(DECK, EIGHT, createSeededUint32Source(42))).toEqual(first);
  });

  it.each([
    { name: 'the format says 7', size: 7, deck: DECK, hand: 7 },
    { name: 'the deck is smaller than the hand', size: 8, deck: [1, 2, 3], hand: 3 },
    { name: 'the deck is empty', size: 8, deck: [], hand: 0 },
  ])('draws $hand cards when $name', ({ size, deck, hand }) => {
    expect(
      startSampleHand(deck, { ...EIGHT, openingHandSize: size }, createSeededUint32Source(3)).hand,
    ).toHaveLength(hand);
  });
});

describe('drawSampleCard', () => {
  it("moves the library's top card to the end of the hand", () => {
    const start = startSampleHand(DECK, EIGHT, createSeededUint32Source(5));
    const drawn = unwrap(drawSampleCard(start));
    expect(drawn.hand).toEqual([...start.hand, start.library[0]]);
    expect(drawn.library).toEqual(start.library.slice(1));
  });

  it('says the library is empty once every card is drawn', () => {
    let sampleHand = startSampleHand(
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      EIGHT,
      createSeededUint32Source(5),
    );
    sampleHand = unwrap(drawSampleCard(sampleHand));
    expect(sampleHand.hand).toHaveLength(9);
    expect(drawSampleCard(sampleHand)).toEqual({ ok: false, reason: 'library-empty' });
  });
});

describe('countMulliganHandSize', () => {
  it.each([
    { rule: 'oneFewer', sizes: [8, 7, 6, 5, 4, 3, 2, 1, 0, null] },
    { rule: 'oneFewerEveryOther', sizes: [8, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, null] },
  ] as const)('deals $sizes under $rule', ({ rule, sizes }) => {
    expect(sizes.map((_, mulligans) => countMulliganHandSize(8, mulligans, rule))).toEqual(sizes);
  });
});

describe('mulliganSampleHand', () => {
  it('shuffles every card back and deals one card fewer each time (8, 7, 6)', () => {
    const random = createSeededUint32Source(9);
    const start = startSampleHand(DECK, EIGHT, random);
    const once = unwrap(mulliganSampleHand(unwrap(drawSampleCard(start)), random));
    expect(once.hand).toHaveLength(7);
    expect(once.library).toHaveLength(43);
    expect(once.mulligans).toBe(1);
    expect(sorted([...once.hand, ...once.library])).toEqual(DECK);
    const twice = unwrap(mulliganSampleHand(once, random));
    expect(twice.hand).toHaveLength(6);
    expect(twice.mulligans).toBe(2);
  });

  it("follows Racial Libre's rule: one card fewer every second mulligan (8, 7, 7, 6)", () => {
    const random = createSeededUint32Source(10);
    let sampleHand = startSampleHand(
      DECK,
      { ...EIGHT, mulliganRule: 'oneFewerEveryOther' },
      random,
    );
    const sizes = [sampleHand.hand.length];
    for (let round = 0; round < 3; round += 1) {
      sampleHand = unwrap(mulliganSampleHand(sampleHand, random));
      sizes.push(sampleHand.hand.length);
    }
    expect(sizes).toEqual([8, 7, 7, 6]);
  });

  it('stops once a hand of no cards has been dealt', () => {
    const random = createSeededUint32Source(11);
    let sampleHand = startSampleHand(DECK, { ...EIGHT, openingHandSize: 2 }, random);
    sampleHand = unwrap(mulliganSampleHand(sampleHand, random));
    sampleHand = unwrap(mulliganSampleHand(sampleHand, random));
    expect(sampleHand.hand).toEqual([]);
    expect(canMulligan(sampleHand)).toBe(false);
    expect(mulliganSampleHand(sampleHand, random)).toEqual({
      ok: false,
      reason: 'no-mulligan-left',
    });
  });
});

describe('reshuffleSampleHand', () => {
  it('deals a full opening hand again from the whole deck and forgets the mulligans', () => {
    const random = createSeededUint32Source(13);
    const mulliganed = unwrap(mulliganSampleHand(startSampleHand(DECK, EIGHT, random), random));
    const fresh = reshuffleSampleHand(mulliganed, random);
    expect(fresh.hand).toHaveLength(8);
    expect(fresh.mulligans).toBe(0);
    expect(fresh.dealtSize).toBe(8);
    expect(sorted([...fresh.hand, ...fresh.library])).toEqual(DECK);
  });
});

describe('readSampleHandRules', () => {
  it.each([
    { rules: {}, expected: { openingHandSize: 8, mulliganRule: 'oneFewer' } },
    {
      rules: { openingHandSize: 7, mulliganEveryOther: true },
      expected: { openingHandSize: 7, mulliganRule: 'oneFewerEveryOther' },
    },
  ])('reads $rules as $expected', ({ rules, expected }) => {
    expect(readSampleHandRules({ ...DEFAULT_BANLIST_RULES, ...rules })).toEqual(expected);
  });
});
