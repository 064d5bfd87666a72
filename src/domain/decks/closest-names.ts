import { toCardNameKey } from './card-name-key';

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

/** Farthest a name may be from the query to be suggested: 40% of the query, at least 2. */
function findMaxDistance(query: string): number {
  return Math.max(2, Math.ceil(query.length * 0.4));
}

function isContainment(query: string, key: string): boolean {
  return (
    (query.length >= MIN_SUBSTRING_LENGTH && key.includes(query)) ||
    (key.length >= MIN_SUBSTRING_LENGTH && query.includes(key))
  );
}

/** Suggests names for a query; see findClosestNames. */
export type ClosestNameFinder = (query: string, limit?: number) => string[];

/**
 * findClosestNames over a fixed list of names, normalised once: an import asks for suggestions
 * for many lines against the same catalogue.
 */
export function createClosestNameFinder(names: readonly string[]): ClosestNameFinder {
  const seenKeys = new Set<string>();
  const candidates: { name: string; key: string }[] = [];
  for (const name of names) {
    const key = toCardNameKey(name);
    // Each name is offered once, though reprints repeat it.
    if (key === '' || seenKeys.has(key)) continue;
    seenKeys.add(key);
    candidates.push({ name, key });
  }
  return (query, limit = DEFAULT_SUGGESTION_LIMIT) => {
    const queryKey = toCardNameKey(query);
    if (queryKey === '' || limit <= 0) return [];
    const maxDistance = findMaxDistance(queryKey);
    const ranked: RankedName[] = [];
    for (const { name, key } of candidates) {
      const isContained = isContainment(queryKey, key);
      // The distance is at least the difference in length, so far names are skipped unmeasured.
      if (!isContained && Math.abs(key.length - queryKey.length) > maxDistance) continue;
      const distance = measureEditDistance(queryKey, key, isContained ? Infinity : maxDistance);
      if (!isContained && distance > maxDistance) continue;
      ranked.push({ name, distance, rank: isContained ? Math.min(distance, 1) : distance });
    }
    ranked.sort(
      (a, b) => a.rank - b.rank || a.distance - b.distance || a.name.localeCompare(b.name, 'es'),
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
