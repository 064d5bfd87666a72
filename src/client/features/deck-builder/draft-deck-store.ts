import { z } from 'zod';
import { create } from 'zustand';
import { builtOnFirstUse } from '../../../contract/built-on-first-use';
import { readStoredValue, writeStoredValue, type StorageRecovery } from '../../lib/local-store';

/** localStorage key of the deck in progress, kept until it is saved or cancelled. */
export const DRAFT_DECK_STORAGE_KEY = 'grimorioDraftDeck';

const draftDeckSchema = builtOnFirstUse(() =>
  z
    .object({
      format: z.string().min(1),
      /** The saved deck this draft edits; null for a new deck or a shared copy. */
      id: z.string().min(1).nullable(),
      name: z.string().nullable(),
      /**
       * One id per copy, in the order the cards were added; ids the catalogue no longer has stay
       * here too, so saving keeps them (issue 14).
       */
      cardIds: z.array(z.int().positive()),
      /** The side deck's cards (issue 15), one id per copy; left out when it has none. */
      sideCardIds: z.array(z.int().positive()).optional(),
      /** Last known name of the deck's cards by id, for those the catalogue no longer has. */
      names: z.record(z.string(), z.string()).optional().catch(undefined),
      // Drafts written before issue 14 listed unavailable ids here, apart from cardIds.
      missingCardIds: z.array(z.int()).optional(),
    })
    .transform(({ missingCardIds = [], ...draft }) => {
      // Their copies were not kept; one copy of each keeps the card in the deck rather than none.
      const lost = missingCardIds.filter((id) => id > 0 && !draft.cardIds.includes(id));
      return lost.length === 0 ? draft : { ...draft, cardIds: [...draft.cardIds, ...lost] };
    }),
);

/** The deck builder's deck in progress (SPEC §3 'Deck builder state'), cards as ids. */
export type DraftDeck = z.output<typeof draftDeckSchema>;

const storedDraftSchema = builtOnFirstUse(() => draftDeckSchema.unwrap().nullable());

interface DraftDeckState {
  /** The deck on the builder; null shows the format picker (SPEC §4). */
  draft: DraftDeck | null;
  /** Set once when the stored draft was unreadable and was kept in a backup key. */
  recovery: StorageRecovery | null;
  /** Puts a deck on the builder and keeps it as the draft. */
  openDraft: (draft: DraftDeck) => void;
  /** Changes the deck on the builder; a no-op with no deck on it. */
  updateDraft: (change: Partial<DraftDeck>) => void;
  /** The deck was saved: it stays on the builder, and storage no longer holds a draft. */
  markSaved: (id: string, name: string) => void;
  /** Cancelling clears the deck and returns to the picker (SPEC §4). */
  clearDraft: () => void;
  dismissRecovery: () => void;
  reloadFromStorage: () => void;
}

function readDraft(): Pick<DraftDeckState, 'draft' | 'recovery'> {
  const read = readStoredValue(localStorage, DRAFT_DECK_STORAGE_KEY, storedDraftSchema, () => null);
  return { draft: read.value, recovery: read.recovery };
}

function persist(draft: DraftDeck | null): void {
  writeStoredValue(localStorage, DRAFT_DECK_STORAGE_KEY, draft);
}

/**
 * The deck in progress, written to localStorage on every change so that an accidental reload
 * loses nothing; saving or cancelling clears the stored copy.
 */
export const useDraftDeckStore = create<DraftDeckState>()((set, get) => ({
  ...readDraft(),
  openDraft: (draft) => {
    persist(draft);
    set({ draft });
  },
  updateDraft: (change) => {
    const current = get().draft;
    if (current === null) return;
    const draft = { ...current, ...change };
    persist(draft);
    set({ draft });
  },
  markSaved: (id, name) => {
    const current = get().draft;
    if (current === null) return;
    persist(null);
    set({ draft: { ...current, id, name } });
  },
  clearDraft: () => {
    persist(null);
    set({ draft: null });
  },
  dismissRecovery: () => set({ recovery: null }),
  reloadFromStorage: () => {
    const read = readDraft();
    set({ draft: read.draft, recovery: read.recovery ?? get().recovery });
  },
}));
