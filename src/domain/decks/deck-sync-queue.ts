import { sameDeckContent, type DeckContent } from './deck-content';

/**
 * What a device does to a deck on the account (issue 16): every save becomes a version; 'trash'
 * moves the deck to 'Papelera' and 'restore' takes it out.
 */
export type DeckOperation =
  { kind: 'save'; content: DeckContent; note?: string } | { kind: 'trash' } | { kind: 'restore' };

export interface QueuedDeckOperation {
  deckId: string;
  operation: DeckOperation;
}

/** A deck as the server holds it. */
export interface ServerDeckSnapshot {
  id: string;
  version: number;
  content: DeckContent;
  /** When it went to 'Papelera'; null for a deck in use. */
  deletedAt: string | null;
  updatedAt: string;
}

/** What this device knows of one deck of the account. */
export interface DeckSyncRecord {
  /** The server's version this device's edits build on; 0 for a deck not on the account yet. */
  version: number;
  /** The deck at `version` (null at 0): the common base of a merge. */
  synced: DeckContent | null;
  /** The server's deck when a save found it moved on: this deck's queue waits for the player. */
  conflict: ServerDeckSnapshot | null;
  /** Why the server refused this deck's last save for good, in Spanish; null otherwise. */
  refusal: string | null;
}

/**
 * A device's sync state: what it knows of each deck, and the operations not yet on the server,
 * oldest first. Operations leave the queue only when the server has them.
 */
export interface DeckSyncState {
  decks: Record<string, DeckSyncRecord>;
  queue: QueuedDeckOperation[];
}

export const EMPTY_DECK_SYNC_STATE: DeckSyncState = { decks: {}, queue: [] };

/** A deck's state as the player sees it ('local': only in this browser, not on the account). */
export type DeckSyncStatus = 'synced' | 'pending' | 'conflict' | 'refused' | 'local';

export function readDeckSyncStatus(state: DeckSyncState, deckId: string): DeckSyncStatus {
  const record = state.decks[deckId];
  if (record === undefined) return 'local';
  if (record.conflict !== null) return 'conflict';
  if (state.queue.some((queued) => queued.deckId === deckId)) return 'pending';
  if (record.refusal !== null) return 'refused';
  return 'synced';
}

const NEW_RECORD: DeckSyncRecord = { version: 0, synced: null, conflict: null, refusal: null };

/** Queues an operation on a deck; a deck the account does not have yet is created by its save. */
export function enqueueDeckOperation(
  state: DeckSyncState,
  deckId: string,
  operation: DeckOperation,
): DeckSyncState {
  const record = state.decks[deckId] ?? NEW_RECORD;
  return {
    decks: { ...state.decks, [deckId]: { ...record, refusal: null } },
    queue: [...state.queue, { deckId, operation }],
  };
}

/** The request to send next, with the version it builds on. */
export interface DeckSyncRequest extends QueuedDeckOperation {
  baseVersion: number;
}

/** The oldest queued operation of a deck not waiting on a conflict; null when none is left. */
export function nextDeckSyncRequest(state: DeckSyncState): DeckSyncRequest | null {
  for (const queued of state.queue) {
    const record = state.decks[queued.deckId];
    if (record === undefined || record.conflict !== null) continue;
    return { ...queued, baseVersion: record.version };
  }
  return null;
}

/** How the server answered a request (or that it could not be reached). */
export type DeckSyncReply =
  | { kind: 'saved'; deck: ServerDeckSnapshot }
  | { kind: 'trashed' }
  | { kind: 'conflict'; current: ServerDeckSnapshot }
  | { kind: 'not_found' }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

export interface DeckSyncStep {
  state: DeckSyncState;
  /**
   * The deck's id is taken on another account: the caller gives the deck a new id
   * (`renameSyncedDeck`) and the queue goes on.
   */
  needsNewId: boolean;
}

function withoutHead(state: DeckSyncState, request: DeckSyncRequest): QueuedDeckOperation[] {
  const index = state.queue.findIndex((queued) => queued.deckId === request.deckId);
  return state.queue.filter((_, position) => position !== index);
}

function withRecord(
  state: DeckSyncState,
  deckId: string,
  record: DeckSyncRecord | null,
  queue = state.queue,
): DeckSyncState {
  const decks = { ...state.decks };
  if (record === null) delete decks[deckId];
  else decks[deckId] = record;
  return { decks, queue };
}

function adopt(deck: ServerDeckSnapshot): DeckSyncRecord {
  return { version: deck.version, synced: deck.content, conflict: null, refusal: null };
}

/**
 * Applies the server's answer to the request `nextDeckSyncRequest` gave. A 409 whose current deck
 * is what this device sent means an earlier answer was lost on the way: the save is on the
 * server, so it counts as done and is never sent twice.
 */
export function applyDeckSyncReply(
  state: DeckSyncState,
  request: DeckSyncRequest,
  reply: DeckSyncReply,
): DeckSyncStep {
  const record = state.decks[request.deckId] ?? NEW_RECORD;
  const rest = withoutHead(state, request);
  const done = (next: DeckSyncState): DeckSyncStep => ({ state: next, needsNewId: false });
  const { operation } = request;
  switch (reply.kind) {
    case 'unreachable':
      return done(state);
    case 'saved':
      return done(withRecord(state, request.deckId, adopt(reply.deck), rest));
    case 'trashed':
      return done(withRecord(state, request.deckId, record, rest));
    case 'conflict':
      if (operation.kind === 'save' && sameDeckContent(reply.current.content, operation.content)) {
        return done(withRecord(state, request.deckId, adopt(reply.current), rest));
      }
      return done(withRecord(state, request.deckId, { ...record, conflict: reply.current }));
    case 'refused':
      return done(withRecord(state, request.deckId, { ...record, refusal: reply.message }, rest));
    case 'not_found':
      if (operation.kind !== 'save') return done(withRecord(state, request.deckId, null, rest));
      // A deck created here whose id another account holds needs a new id; a deck purged from
      // the account (30 days in 'Papelera') is created again from this save.
      if (request.baseVersion === 0) return { state, needsNewId: true };
      return done(withRecord(state, request.deckId, NEW_RECORD));
  }
}

/** Gives a deck a new id, with its record and queued operations (see `needsNewId`). */
export function renameSyncedDeck(state: DeckSyncState, from: string, to: string): DeckSyncState {
  const decks = { ...state.decks };
  const record = decks[from];
  delete decks[from];
  if (record !== undefined) decks[to] = record;
  return {
    decks,
    queue: state.queue.map((queued) =>
      queued.deckId === from ? { ...queued, deckId: to } : queued,
    ),
  };
}

/** How the player settles a conflict: this device's deck, the account's, or a merge of both. */
export type ConflictChoice =
  { keep: 'mine' } | { keep: 'theirs' } | { keep: 'merged'; content: DeckContent };

/**
 * Settles a deck's conflict. 'mine' sends every queued save again on top of the account's
 * version, so each stays a version; 'theirs' drops this device's queued saves; a merge is one
 * new save on top of the account's version.
 */
export function resolveDeckConflict(
  state: DeckSyncState,
  deckId: string,
  choice: ConflictChoice,
): DeckSyncState {
  const record = state.decks[deckId];
  if (record?.conflict == null) return state;
  const rebased = adopt(record.conflict);
  if (choice.keep === 'mine') return withRecord(state, deckId, rebased);
  const others = state.queue.filter((queued) => queued.deckId !== deckId);
  const next = withRecord(state, deckId, rebased, others);
  return choice.keep === 'theirs'
    ? next
    : enqueueDeckOperation(next, deckId, {
        kind: 'save',
        content: choice.content,
        note: `Combinación con la versión ${record.conflict.version} de tu cuenta`,
      });
}
