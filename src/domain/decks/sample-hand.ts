import { readFormatSwitches, type BanlistRules } from '../banlists/banlist';
import { shuffleItems, type Uint32Source } from './shuffle';

/**
 * How a format's hands shrink with each mulligan (ADR 0021): 'oneFewer', the rulebook's, one card
 * fewer each time down to an empty hand (8, 7, 6 … 0); 'oneFewerEveryOther', Racial Libre's
 * tournament rule, one card fewer every second mulligan, down to one card (8, 7, 7, 6, 6 … 1).
 */
export type MulliganRule = 'oneFewer' | 'oneFewerEveryOther';

/** Cards dealt after a number of mulligans under a rule, or null when that many are not allowed. */
export function countMulliganHandSize(
  openingHandSize: number,
  mulligans: number,
  rule: MulliganRule,
): number | null {
  if (mulligans === 0) return openingHandSize;
  const size =
    rule === 'oneFewer' ? openingHandSize - mulligans : openingHandSize - Math.ceil(mulligans / 2);
  const smallest = rule === 'oneFewer' ? 0 : 1;
  return size >= smallest ? size : null;
}

/**
 * A practice opening hand (issue 17, ADR 0021): the deck shuffled into a library, the hand drawn
 * from its top. Hand and library together always hold every card of the deck.
 */
export interface SampleHand<T> {
  /** Cards in hand, in the order they were drawn. */
  hand: readonly T[];
  /** The rest of the deck, top card first. */
  library: readonly T[];
  /** The format's opening hand size. */
  openingHandSize: number;
  mulliganRule: MulliganRule;
  /** Cards this round's opening hand was dealt: the opening size less one per mulligan. */
  dealtSize: number;
  /** Mulligans taken since the last full shuffle. */
  mulligans: number;
}

export type SampleHandResult<T> =
  | { ok: true; sampleHand: SampleHand<T> }
  | { ok: false; reason: 'library-empty' | 'no-mulligan-left' };

/** The opening hand size and mulligan rule of a format (ADR 0021). */
export interface SampleHandRules {
  openingHandSize: number;
  mulliganRule: MulliganRule;
}

/** A format's opening hand size and mulligan rule, read from its rules (ADR 0021). */
export function readSampleHandRules(rules: BanlistRules): SampleHandRules {
  const switches = readFormatSwitches(rules);
  return {
    openingHandSize: switches.openingHandSize,
    mulliganRule: switches.mulliganEveryOther ? 'oneFewerEveryOther' : 'oneFewer',
  };
}

function deal<T>(
  cards: readonly T[],
  rules: SampleHandRules,
  mulligans: number,
  random: Uint32Source,
): SampleHand<T> {
  const dealtSize = countMulliganHandSize(rules.openingHandSize, mulligans, rules.mulliganRule);
  const library = shuffleItems(cards, random);
  const drawn = Math.min(dealtSize ?? 0, library.length);
  return {
    hand: library.slice(0, drawn),
    library: library.slice(drawn),
    openingHandSize: rules.openingHandSize,
    mulliganRule: rules.mulliganRule,
    dealtSize: dealtSize ?? 0,
    mulligans,
  };
}

/**
 * Shuffles the deck and draws the opening hand (the game's rule: 8 cards, ADR 0021); a deck
 * smaller than the hand is drawn whole.
 */
export function startSampleHand<T>(
  cards: readonly T[],
  rules: SampleHandRules,
  random: Uint32Source,
): SampleHand<T> {
  const openingHandSize = Math.max(0, Math.floor(rules.openingHandSize));
  return deal(cards, { ...rules, openingHandSize }, 0, random);
}

/** 'Robar': moves the library's top card to the hand; an empty library has nothing to draw. */
export function drawSampleCard<T>(sampleHand: SampleHand<T>): SampleHandResult<T> {
  const [top, ...rest] = sampleHand.library;
  if (top === undefined) return { ok: false, reason: 'library-empty' };
  return {
    ok: true,
    sampleHand: { ...sampleHand, hand: [...sampleHand.hand, top], library: rest },
  };
}

/** Whether one more mulligan is allowed under the format's rule (ADR 0021). */
export function canMulligan<T>(sampleHand: SampleHand<T>): boolean {
  const { openingHandSize, mulligans, mulliganRule } = sampleHand;
  return countMulliganHandSize(openingHandSize, mulligans + 1, mulliganRule) !== null;
}

/**
 * 'Mulligan' (ADR 0021): every card goes back into the deck, which is shuffled, and a new hand
 * is drawn, smaller as the format's mulligan rule says.
 */
export function mulliganSampleHand<T>(
  sampleHand: SampleHand<T>,
  random: Uint32Source,
): SampleHandResult<T> {
  if (!canMulligan(sampleHand)) return { ok: false, reason: 'no-mulligan-left' };
  const cards = [...sampleHand.hand, ...sampleHand.library];
  return {
    ok: true,
    sampleHand: deal(cards, sampleHand, sampleHand.mulligans + 1, random),
  };
}

/** 'Barajar': a fresh shuffle of the whole deck and a new opening hand of the full size. */
export function reshuffleSampleHand<T>(
  sampleHand: SampleHand<T>,
  random: Uint32Source,
): SampleHand<T> {
  return startSampleHand([...sampleHand.hand, ...sampleHand.library], sampleHand, random);
}
