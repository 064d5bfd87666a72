import type { Card } from '../cards/card';
import { ALL } from '../cards/card-filter';
import { normalizeNameCached } from '../cards/card-name';
import { compareSpanish } from '../cards/card-name';

/** The state dropdown of the review screen (SPEC §2): all, reviewed only, unreviewed only. */
export const REVIEW_STATES = ['all', 'reviewed', 'unreviewed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Labels of the state dropdown (SPEC §2 'Card revision screen'). */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  all: 'Todos los Estados',
  reviewed: 'Revisados',
  unreviewed: 'Sin Revisar',
};

/** Filters of the review screen (SPEC §2). */
export interface ReviewFilter {
  searchTerm: string;
  selectedType: string;
  selectedRace: string;
  selectedState: ReviewState;
}

/** Empty search, every dropdown on 'all'. */
export const DEFAULT_REVIEW_FILTER: ReviewFilter = {
  searchTerm: '',
  selectedType: ALL,
  selectedRace: ALL,
  selectedState: 'all',
};

function matchesState(card: Card, state: ReviewState): boolean {
  if (state === 'reviewed') return card.revisada;
  if (state === 'unreviewed') return !card.revisada;
  return true;
}

/**
 * Review filter (SPEC §4 'Review filters combine'): name contains the text ignoring case (and
 * accents), type and race match exactly, state keeps all, reviewed only or unreviewed only.
 */
export function filterReviewCards(cards: readonly Card[], filter: ReviewFilter): Card[] {
  const needle = normalizeNameCached(filter.searchTerm);
  return cards.filter(
    (card) =>
      (needle === '' || normalizeNameCached(card.nombre).includes(needle)) &&
      (filter.selectedType === ALL || card.tipo === filter.selectedType) &&
      (filter.selectedRace === ALL || card.raza === filter.selectedRace) &&
      matchesState(card, filter.selectedState),
  );
}

/** Options of the review dropdowns (SPEC §2). */
export interface ReviewFilterOptions {
  types: string[];
  races: string[];
}

function distinctSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareSpanish);
}

/** Review dropdown options (SPEC §2): the distinct types present and the distinct non-empty races. */
export function listReviewFilterOptions(cards: readonly Card[]): ReviewFilterOptions {
  return {
    types: distinctSorted(cards.map((card) => card.tipo)),
    races: distinctSorted(
      cards.flatMap((card) => (card.raza !== null && card.raza.trim() !== '' ? [card.raza] : [])),
    ),
  };
}
