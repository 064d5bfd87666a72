import { z } from 'zod';
import { create } from 'zustand';
import { builtOnFirstUse } from '../../../contract/built-on-first-use';
import {
  EMPTY_DECK_SYNC_STATE,
  type DeckSyncState,
  type ServerDeckSnapshot,
} from '../../../domain/decks/deck-sync-queue';
import type { DeckVisibility } from '../../../contract/account-decks';
import { readStoredValue, writeStoredValue } from '../local-store';

/** localStorage key of each account's sync state in this browser, by user id (issue 16). */
export const DECK_SYNC_STORAGE_KEY = 'grimorioDeckSync';

const entrySchema = builtOnFirstUse(() =>
  z.object({ id: z.int().positive(), count: z.int().positive() }),
);
const contentSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    format: z.string(),
    cards: z.array(entrySchema.unwrap()),
    side: z.array(entrySchema.unwrap()),
  }),
);
const snapshotSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    version: z.int().nonnegative(),
    content: contentSchema.unwrap(),
    deletedAt: z.string().nullable(),
    updatedAt: z.string(),
  }),
);
const operationSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('save'),
      content: contentSchema.unwrap(),
      note: z.string().optional(),
    }),
    z.object({ kind: z.literal('trash') }),
    z.object({ kind: z.literal('restore') }),
  ]),
);
const syncStateSchema = builtOnFirstUse(() =>
  z.object({
    decks: z.record(
      z.string(),
      z.object({
        version: z.int().nonnegative(),
        synced: contentSchema.unwrap().nullable(),
        conflict: snapshotSchema.unwrap().nullable(),
        refusal: z.string().nullable(),
      }),
    ),
    queue: z.array(z.object({ deckId: z.string(), operation: operationSchema.unwrap() })),
  }),
);
const storedSyncSchema = builtOnFirstUse(() => z.record(z.string(), syncStateSchema.unwrap()));

type StoredSync = z.infer<typeof storedSyncSchema>;

function readAll(): StoredSync {
  return readStoredValue(localStorage, DECK_SYNC_STORAGE_KEY, storedSyncSchema, () => ({})).value;
}

interface DeckSyncStore {
  /** The signed-in player whose decks sync; null for a visitor. */
  userId: string | null;
  sync: DeckSyncState;
  /** The account's decks in 'Papelera', as last read from the server. */
  trash: ServerDeckSnapshot[];
  /** Who sees each deck of the account (issue 17), as last read from the server. */
  visibility: Readonly<Record<string, DeckVisibility>>;
  /** False after a request could not reach the server; true again after one did. */
  reachable: boolean;
  /** Switches to a player's sync state (null: a visitor's browser, nothing syncs). */
  activate: (userId: string | null) => void;
  /** Changes the current player's sync state and keeps it in localStorage. */
  change: (update: (state: DeckSyncState) => DeckSyncState) => void;
  setTrash: (trash: ServerDeckSnapshot[]) => void;
  setVisibility: (visibility: Readonly<Record<string, DeckVisibility>>) => void;
  setReachable: (reachable: boolean) => void;
  /** Reads the stored state again, after another tab changed it. */
  reloadFromStorage: () => void;
}

/**
 * The sync state of the signed-in player's decks in this browser: what it knows of each deck on
 * the account and the saves not yet sent. Kept per account, so a queued edit waits for its own
 * player to sign in again.
 */
export const useDeckSyncStore = create<DeckSyncStore>()((set, get) => ({
  userId: null,
  sync: EMPTY_DECK_SYNC_STATE,
  trash: [],
  visibility: {},
  reachable: true,
  activate: (userId) => {
    if (userId === get().userId) return;
    const sync =
      userId === null ? EMPTY_DECK_SYNC_STATE : (readAll()[userId] ?? EMPTY_DECK_SYNC_STATE);
    set({ userId, sync, trash: [], visibility: {}, reachable: true });
  },
  change: (update) => {
    const { userId, sync } = get();
    if (userId === null) return;
    const next = update(sync);
    if (next === sync) return;
    writeStoredValue(localStorage, DECK_SYNC_STORAGE_KEY, { ...readAll(), [userId]: next });
    set({ sync: next });
  },
  setTrash: (trash) => set({ trash }),
  setVisibility: (visibility) => set({ visibility }),
  setReachable: (reachable) => {
    if (get().reachable !== reachable) set({ reachable });
  },
  reloadFromStorage: () => {
    const { userId } = get();
    if (userId !== null) set({ sync: readAll()[userId] ?? EMPTY_DECK_SYNC_STATE });
  },
}));
