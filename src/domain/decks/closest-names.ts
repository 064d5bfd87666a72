import { toCardNameKey } from './card-name-key';
import { compareSpanish } from '../cards/card-name';

/** Suggestions offered for a deck line that names no card. */
export const DEFAULT_SUGGESTION_LIMIT = 3;

// Shorter queries than this find too many names by containment to be useful.
const MIN_SUBSTRING_LENGTH = 3;

interface RankedName {
  name: string;
  rank: number;
  distance: number;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost one, the usual typing mistakes. Past `limit` the exact figure
 * does not matter: once two rows in a row are over it, the count stops and gives limit + 1.
 */
export function measureEditDistance(a: string, b: string, limit: number = Infinity): number {
  const width = b.length + 1;
  let beforePrevious = new Int32Array(width);
  let previous = Int32Array.from({ length: width }, (_, index) => index);
  let current = new Int32Array(width);
  let previousMinimum = 0;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current[j] = best;
      rowMinimum = Math.min(rowMinimum, best);
    }
    // A swap reaches back two rows, so only two rows over the limit prove the end is too.
    if (rowMinimum > limit && previousMinimum > limit) return limit + 1;
    previousMinimum = rowMinimum;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}

// Characters are counted in this many buckets (by code modulo the count): two strings differ by
// at least as many edits as their bucket counts do, which rules most names out in a few steps.
const BUCKET_COUNT = 64;

// Counts stop here: a capped count only lowers the bound, which stays a true lower bound.
const MAX_COUNT = 0x7fff;

function countCharacters(key: string, counts: Int16Array, offset: number): void {
  for (let index = 0; index < key.length; index += 1) {
    const bucket = offset + (key.charCodeAt(index) % BUCKET_COUNT);
    if (counts[bucket]! < MAX_COUNT) counts[bucket]! += 1;
  }
}

/**
 * Bag distance on the buckets: the larger of what either string has that the other lacks. Each
 * edit changes it by at most one, so it never exceeds the edit distance.
 */
function measureBagDistance(query: Int16Array, counts: Int16Array, offset: number): number {
  let surplus = 0;
  let shortfall = 0;
  for (let bucket = 0; bucket < BUCKET_COUNT; bucket += 1) {
    const difference = query[bucket]! - counts[offset + bucket]!;
    if (difference > 0) surplus += difference;
    else shortfall -= difference;
  }
  return Math.max(surplus, shortfall);
}

/**
 * Farthest a name may be from the query to be suggested: 40% of the shorter of the two, at least
 * 2, so a short name is never offered for a long query that merely ends like it ('Oro' for
 * 'Joyero').
 */
function findMaxDistance(query: string, key: string): number {
  return Math.max(2, Math.ceil(Math.min(query.length, key.length) * 0.4));
}

/**
 * The query inside a longer name ('Rayos' in 'Rayos de Zeus': a partly typed name), or a name
 * that starts a longer query ('Bennu de Espada Sagrada') or fills at least half of it. A short
 * name somewhere inside a long one is chance: 'Oro' in 'Corona del Día' or 'Forma de Toro'.
 */
function isContainment(query: string, key: string): boolean {
  if (query.length >= MIN_SUBSTRING_LENGTH && key.includes(query)) return true;
  if (key.length < MIN_SUBSTRING_LENGTH) return false;
  return query.startsWith(key) || (key.length * 2 >= query.length && query.includes(key));
}

/** Suggests names for a query; see findClosestNames. */
export type ClosestNameFinder = (query: string, limit?: number) => string[];

/**
 * findClosestNames over a fixed list of names, normalised once: an import asks for suggestions
 * for many lines against the same catalogue. `toKey` is how names are compared (deck import's
 * toCardNameKey unless told); names with one key are offered once.
 */
export function createClosestNameFinder(
  names: readonly string[],
  toKey: (name: string) => string = toCardNameKey,
): ClosestNameFinder {
  const seenKeys = new Set<string>();
  const candidates: { name: string; key: string }[] = [];
  for (const name of names) {
    const key = toKey(name);
    // Each name is offered once, though reprints repeat it.
    if (key === '' || seenKeys.has(key)) continue;
    seenKeys.add(key);
    candidates.push({ name, key });
  }
  // Counted once for all queries: a banlist check asks about every unresolved entry.
  const counts = new Int16Array(candidates.length * BUCKET_COUNT);
  candidates.forEach(({ key }, index) => countCharacters(key, counts, index * BUCKET_COUNT));
  return (query, limit = DEFAULT_SUGGESTION_LIMIT) => {
    const queryKey = toKey(query);
    if (queryKey === '' || limit <= 0) return [];
    const queryCounts = new Int16Array(BUCKET_COUNT);
    countCharacters(queryKey, queryCounts, 0);
    const ranked: RankedName[] = [];
    for (const [index, { name, key }] of candidates.entries()) {
      const isContained = isContainment(queryKey, key);
      const maxDistance = findMaxDistance(queryKey, key);
      // The distance is at least the difference in length and the bag distance, so far names
      // are skipped unmeasured.
      if (
        !isContained &&
        (Math.abs(key.length - queryKey.length) > maxDistance ||
          measureBagDistance(queryCounts, counts, index * BUCKET_COUNT) > maxDistance)
      ) {
        continue;
      }
      const distance = measureEditDistance(queryKey, key, isContained ? Infinity : maxDistance);
      if (!isContained && distance > maxDistance) continue;
      ranked.push({ name, distance, rank: isContained ? Math.min(distance, 1) : distance });
    }
    ranked.sort(
      (a, b) => a.rank - b.rank || a.distance - b.distance || compareSpanish(a.name, b.name),
    );
    return ranked.slice(0, limit).map((entry) => entry.name);
  };
}

/**
 * 'Did you mean' of the deck import: up to `limit` card names closest to the query by edit
 * distance on normalised names (case, accents and spacing ignored). Names farther than 40% of the
 * query's length (at least 2) are left out; a name that contains the query (or is contained in
 * it) ranks like a one-letter typo. Each name is offered once; ties go alphabetically.
 */
export function findClosestNames(
  query: string,
  names: readonly string[],
  limit: number = DEFAULT_SUGGESTION_LIMIT,
): string[] {
  return createClosestNameFinder(names)(query, limit);
}
