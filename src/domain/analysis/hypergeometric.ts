import type { Card } from '../cards/card';

/** A draw without replacement: `draws` cards from `population`, of which `successes` count. */
export interface DrawQuestion {
  population: number;
  successes: number;
  draws: number;
  /** The least number of counting cards wanted among the draws. */
  atLeast: number;
}

export type ProbabilityResult = { ok: true; value: number } | { ok: false; reason: string };

/** Far above a 50-card deck; keeps the exact arithmetic on small numbers. */
export const MAX_POPULATION = 1000;

/** The game's opening hand (Primer Bloque): eight cards. */
export const OPENING_HAND_SIZE = 8;

export const PROBABILITY_MESSAGES = {
  population: `El tamaño del mazo debe ser un número entero entre 0 y ${MAX_POPULATION}.`,
  successes: 'Las copias deben ser un número entero entre 0 y el tamaño del mazo.',
  draws: 'Las cartas robadas deben ser un número entero entre 0 y el tamaño del mazo.',
  atLeast: 'El mínimo buscado debe ser un número entero no negativo.',
  handSize: 'La mano inicial debe ser un número entero no negativo.',
  turn: 'El turno debe ser un número entero mayor o igual a 1.',
} as const;

function isWholeNumberBetween(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** n choose k, exactly; 0 outside 0 ≤ k ≤ n. */
function chooseExactly(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const small = Math.min(k, n - k);
  let result = 1n;
  // Each partial product is itself a binomial coefficient, so the division is always exact.
  for (let index = 1; index <= small; index += 1) {
    result = (result * BigInt(n - small + index)) / BigInt(index);
  }
  return result;
}

function countBits(value: bigint): number {
  return value.toString(2).length;
}

/** A probability numerator / denominator (numerator ≤ denominator) as the nearest double. */
function divideExactly(numerator: bigint, denominator: bigint): number {
  if (numerator === 0n) return 0;
  // Scale so the integer quotient keeps 64 significant bits, more than a double holds; the
  // power of two is applied as a factor because 2 ** shift alone may overflow to Infinity.
  const shift = 64 + countBits(denominator) - countBits(numerator);
  return Number((numerator << BigInt(shift)) / denominator) * 2 ** -shift;
}

function validateQuestion({ population, successes, draws, atLeast }: DrawQuestion): string | null {
  if (!isWholeNumberBetween(population, 0, MAX_POPULATION)) return PROBABILITY_MESSAGES.population;
  if (!isWholeNumberBetween(successes, 0, population)) return PROBABILITY_MESSAGES.successes;
  if (!isWholeNumberBetween(draws, 0, population)) return PROBABILITY_MESSAGES.draws;
  if (!isWholeNumberBetween(atLeast, 0, Number.MAX_SAFE_INTEGER))
    return PROBABILITY_MESSAGES.atLeast;
  return null;
}

/**
 * Hypergeometric tail (deck analysis odds): the chance of at least `atLeast` counting cards among
 * `draws` drawn without replacement, summed over exact binomial coefficients and divided once at
 * the end. Invalid input gives { ok: false, reason }.
 */
export function probabilityAtLeast(question: DrawQuestion): ProbabilityResult {
  const reason = validateQuestion(question);
  if (reason !== null) return { ok: false, reason };
  const { population, successes, draws, atLeast } = question;
  const failures = population - successes;
  const highest = Math.min(successes, draws);
  let favourable = 0n;
  for (let hits = atLeast; hits <= highest; hits += 1) {
    favourable += chooseExactly(successes, hits) * chooseExactly(failures, draws - hits);
  }
  return { ok: true, value: divideExactly(favourable, chooseExactly(population, draws)) };
}

/** Odds of the opening hand for a deck. */
export interface OpeningHandOdds {
  atLeastOneAlly: number;
  atLeastTwoOros: number;
}

function readProbability(result: ProbabilityResult): number {
  return result.ok ? result.value : 0;
}

/**
 * Opening hand odds (deck analysis): the chance of at least one ally and of at least two golds in
 * the first `handSize` cards (eight by default). A hand larger than the deck takes the whole deck;
 * a hand size that is not a whole number of cards gives 0 for both.
 */
export function openingHandOdds(
  cards: readonly Card[],
  handSize: number = OPENING_HAND_SIZE,
): OpeningHandOdds {
  const population = cards.length;
  const draws = Math.min(handSize, population);
  const allies = cards.filter((card) => card.tipo === 'aliado').length;
  const golds = cards.filter((card) => card.tipo === 'oro').length;
  return {
    atLeastOneAlly: readProbability(
      probabilityAtLeast({ population, successes: allies, draws, atLeast: 1 }),
    ),
    atLeastTwoOros: readProbability(
      probabilityAtLeast({ population, successes: golds, draws, atLeast: 2 }),
    ),
  };
}

/** How many copies of a card are in a deck of a given size, and when. */
export interface DrawByTurnQuestion {
  deckSize: number;
  copies: number;
  handSize: number;
  /** 1 is the opening hand. */
  turn: number;
}

/**
 * Chance of having drawn at least one of `copies` by turn `turn` (deck analysis). Assumes turn 1
 * is the opening hand of `handSize` cards and every later turn draws exactly one card: no
 * mulligan, no extra draws or searches. Past the end of the deck the whole deck has been drawn.
 */
export function drawByTurnOdds({
  deckSize,
  copies,
  handSize,
  turn,
}: DrawByTurnQuestion): ProbabilityResult {
  if (!isWholeNumberBetween(handSize, 0, Number.MAX_SAFE_INTEGER)) {
    return { ok: false, reason: PROBABILITY_MESSAGES.handSize };
  }
  if (!isWholeNumberBetween(turn, 1, Number.MAX_SAFE_INTEGER)) {
    return { ok: false, reason: PROBABILITY_MESSAGES.turn };
  }
  const draws = Math.min(handSize + turn - 1, Math.max(deckSize, 0));
  return probabilityAtLeast({ population: deckSize, successes: copies, draws, atLeast: 1 });
}
