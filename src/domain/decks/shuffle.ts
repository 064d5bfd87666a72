/**
 * Randomness for sample hands (issue 17, ADR 0021). The domain never reaches for a global random
 * source: callers pass a `Uint32Source`, the browser one backed by `crypto.getRandomValues` and
 * tests a seeded generator, so a shuffle is reproducible under a seed.
 */

/** Returns a uniformly distributed whole number in [0, 2^32) each time it is called. */
export type Uint32Source = () => number;

const TWO_POW_32 = 2 ** 32;

/**
 * A seedable 32-bit generator: Mulberry32 (Tommy Ettinger, public domain), one 32-bit word of
 * state, period 2^32. Good enough statistically for shuffling a deck of cards in tests and
 * demos; not for secrets. The seed is reduced to 32 bits.
 */
export function createSeededUint32Source(seed: number): Uint32Source {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return (value ^ (value >>> 14)) >>> 0;
  };
}

/**
 * A whole number drawn uniformly from [0, bound) with no modulo bias: values at or past the
 * largest multiple of `bound` below 2^32 are drawn again (rejection sampling).
 */
export function drawIndexBelow(bound: number, random: Uint32Source): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_POW_32) {
    throw new RangeError(`drawIndexBelow needs a whole bound in [1, 2^32], got ${bound}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % bound);
  for (;;) {
    const value = random();
    if (value < limit) return value % bound;
  }
}

/**
 * The items in a uniformly random order (Fisher–Yates, Durstenfeld's in-place form, on a
 * copy): every one of the n! orders is equally likely when `random` is uniform.
 */
export function shuffleItems<T>(items: readonly T[], random: Uint32Source): T[] {
  const shuffled = [...items];
  for (let last = shuffled.length - 1; last > 0; last -= 1) {
    const chosen = drawIndexBelow(last + 1, random);
    const item = shuffled[last] as T;
    shuffled[last] = shuffled[chosen] as T;
    shuffled[chosen] = item;
  }
  return shuffled;
}
