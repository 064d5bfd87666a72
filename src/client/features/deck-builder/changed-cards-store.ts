import { create } from 'zustand';
import type { Violation } from '../../../domain/decks/deck-legality';

/** The cards a newer official list broke in a saved deck, marked while it is on the builder. */
export interface ChangedCards {
  /** The saved deck they belong to; another deck on the builder shows no marks. */
  deckId: string;
  /** Which list, as 'Con la lista …' continues it: 'del 1 de abril de 2026'. */
  listOf: string;
  violations: Violation[];
}

interface ChangedCardsState {
  marks: ChangedCards | null;
  /** Marks a deck's changed cards as it is opened, or clears them with null. */
  setMarks: (marks: ChangedCards | null) => void;
}

/**
 * 'What broke in my decks' (issue 15, item 5) on the builder: which cards to mark in 'Mazo
 * Actual'. Kept in memory only: the marks stay while the player edits the deck, until they
 * dismiss them or open another deck; the deck itself is never changed by them.
 */
export const useChangedCardsStore = create<ChangedCardsState>()((set) => ({
  marks: null,
  setMarks: (marks) => set({ marks }),
}));
