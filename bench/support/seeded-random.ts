/** A deterministic source of numbers in [0, 1), so every run builds the same data. */
export type RandomSource = () => number;

/**
 * Mulberry32: tiny, fast and good enough to spread synthetic values; the same seed always gives
 * the same sequence, which keeps benchmark runs comparable.
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One element of a non-empty list, chosen by the random source. */
export function pickOne<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pickOne needs a non-empty list');
  return item;
}

/** A whole number in [min, max], both included. */
export function pickInteger(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
