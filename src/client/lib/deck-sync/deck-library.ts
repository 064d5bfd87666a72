import type { SavedDeck } from '../../../domain/decks/deck';
import type { DeckContent } from '../../../domain/decks/deck-content';
import {
  enqueueDeckOperation,
  resolveDeckConflict,
  type ConflictChoice,
  type DeckOperation,
} from '../../../domain/decks/deck-sync-queue';
import type { UnavailableDeckCard } from '../../../domain/decks/unavailable-cards';
import { useSavedDecksStore, type StoredDeck } from '../saved-decks-store';
import { readStoredDeckContent, storedDeckFromContent } from './account-deck-wire';
import { postVersionRestore } from './deck-sync-requests';
import { syncAccountDecks } from './deck-sync-runner';
import { useDeckSyncStore } from './deck-sync-store';

function queue(deckId: string, operation: DeckOperation): void {
  useDeckSyncStore.getState().change((state) => enqueueDeckOperation(state, deckId, operation));
  void syncAccountDecks('save');
}

function findStoredDeck(id: string): StoredDeck | undefined {
  return useSavedDecksStore.getState().decks.find((deck) => deck.id === id);
}

/** Queues the deck as this browser now holds it as its next version on the account. */
function queueSave(id: string): void {
  if (useDeckSyncStore.getState().userId === null) return;
  const stored = findStoredDeck(id);
  if (stored !== undefined) queue(id, { kind: 'save', content: readStoredDeckContent(stored) });
}

/**
 * Saves a deck in this browser first (SPEC §4 'Saving'), then, for a signed-in player, on the
 * account in the background (issue 16): the save is queued and sent when the server answers.
 */
export function saveLibraryDeck(
  deck: SavedDeck,
  unavailable?: readonly UnavailableDeckCard[],
  sideIds?: readonly number[],
): void {
  useSavedDecksStore.getState().saveDeck(deck, unavailable, sideIds);
  queueSave(deck.id);
}

/** Renames a deck here and, for a signed-in player, on the account (a new version). */
export function renameLibraryDeck(id: string, name: string): void {
  useSavedDecksStore.getState().renameDeck(id, name);
  queueSave(id);
}

/** Whether deleting the deck puts it in 'Papelera' (a deck on the account) or deletes it. */
export function isDeckOnAccount(id: string): boolean {
  const { userId, sync } = useDeckSyncStore.getState();
  return userId !== null && sync.decks[id] !== undefined;
}

/**
 * Deletes a deck from this browser. A deck on the account goes to 'Papelera' there for 30 days,
 * on every device; a deck only this browser held is gone (SPEC §4).
 */
export function deleteLibraryDeck(id: string): void {
  const stored = findStoredDeck(id);
  const onAccount = isDeckOnAccount(id);
  useSavedDecksStore.getState().deleteDeck(id);
  if (!onAccount || stored === undefined) return;
  const { trash, setTrash } = useDeckSyncStore.getState();
  const now = new Date().toISOString();
  const version = useDeckSyncStore.getState().sync.decks[id]?.version ?? 0;
  const content = readStoredDeckContent(stored);
  setTrash([{ id, version, content, deletedAt: now, updatedAt: now }, ...trash]);
  queue(id, { kind: 'trash' });
}

/** Takes a deck out of 'Papelera': back in this browser at once, and on the account. */
export function restoreLibraryDeck(id: string): void {
  const { trash, setTrash } = useDeckSyncStore.getState();
  const deck = trash.find((candidate) => candidate.id === id);
  if (deck === undefined) return;
  setTrash(trash.filter((candidate) => candidate.id !== id));
  useSavedDecksStore
    .getState()
    .putDecks([storedDeckFromContent(id, deck.content, new Date().toISOString())]);
  queue(id, { kind: 'restore' });
}

/** Decks only this browser holds, which 'Subir N mazos a tu cuenta' would upload. */
export function listLocalOnlyDecks(
  decks: readonly StoredDeck[],
  known: Readonly<Record<string, unknown>>,
): StoredDeck[] {
  return decks.filter((deck) => known[deck.id] === undefined);
}

/**
 * Uploads every deck only this browser holds to the signed-in player's account. Running it
 * again, or on another device, creates nothing twice: each deck keeps its id, and a deck the
 * account already holds as it is here counts as uploaded.
 */
export function uploadLocalDecks(): number {
  const { userId, sync } = useDeckSyncStore.getState();
  if (userId === null) return 0;
  const local = listLocalOnlyDecks(useSavedDecksStore.getState().decks, sync.decks);
  useDeckSyncStore.getState().change((state) =>
    local.reduce(
      (next, deck) =>
        enqueueDeckOperation(next, deck.id, {
          kind: 'save',
          content: readStoredDeckContent(deck),
        }),
      state,
    ),
  );
  void syncAccountDecks();
  return local.length;
}

/**
 * Settles a deck's conflict as the player chose (issue 16): this browser's deck then holds the
 * chosen version, and the queue goes on.
 */
export function settleDeckConflict(id: string, choice: ConflictChoice): void {
  const conflict = useDeckSyncStore.getState().sync.decks[id]?.conflict;
  if (conflict == null) return;
  useDeckSyncStore.getState().change((state) => resolveDeckConflict(state, id, choice));
  const kept: DeckContent | null =
    choice.keep === 'theirs' ? conflict.content : choice.keep === 'merged' ? choice.content : null;
  if (kept !== null) {
    const previous = findStoredDeck(id);
    useSavedDecksStore
      .getState()
      .putDecks([storedDeckFromContent(id, kept, new Date().toISOString(), previous)]);
  }
  void syncAccountDecks();
}

export type VersionRestore = { ok: true } | { ok: false; message: string };

/**
 * Restores an old version of a deck as its newest version (issue 16); needs the server, and this
 * device's saves of the deck sent first, so that nothing is restored over them.
 */
export async function restoreDeckVersion(id: string, version: number): Promise<VersionRestore> {
  const { sync } = useDeckSyncStore.getState();
  const record = sync.decks[id];
  if (record === undefined || record.version === 0) {
    return { ok: false, message: 'Este mazo aún no está en tu cuenta.' };
  }
  if (sync.queue.some((queued) => queued.deckId === id) || record.conflict !== null) {
    return {
      ok: false,
      message:
        'Este mazo tiene cambios sin sincronizar; espera a que se envíen y vuelve a intentarlo.',
    };
  }
  const reply = await postVersionRestore(id, version, record.version);
  if (reply.kind !== 'saved') {
    void syncAccountDecks();
    return {
      ok: false,
      message:
        reply.kind === 'conflict'
          ? 'El mazo cambió en otro dispositivo. Revisa su historial actualizado y vuelve a intentarlo.'
          : 'No se pudo contactar con el servidor. Revisa tu conexión.',
    };
  }
  const { deck } = reply;
  useDeckSyncStore.getState().change((state) => ({
    ...state,
    decks: {
      ...state.decks,
      [id]: { version: deck.version, synced: deck.content, conflict: null, refusal: null },
    },
  }));
  const previous = findStoredDeck(id);
  useSavedDecksStore
    .getState()
    .putDecks([storedDeckFromContent(id, deck.content, deck.updatedAt, previous)]);
  return { ok: true };
}
