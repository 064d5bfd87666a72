import type { DeckSyncRecord, DeckSyncState, ServerDeckSnapshot } from './deck-sync-queue';

/** What a device takes from the account's list of decks. */
export interface DeckPull {
  state: DeckSyncState;
  /** Decks to write into this browser as the account holds them (new, or newer elsewhere). */
  adopt: ServerDeckSnapshot[];
  /** Ids of decks to take out of this browser: put in 'Papelera' elsewhere, or purged. */
  drop: string[];
}

/**
 * Brings a device up to date with the account's decks (issue 16). A deck with edits of this
 * device still queued, or in conflict, keeps them: sending them finds any change made elsewhere
 * (409) and asks the player, so nothing is overwritten here. `localIds` are the decks this
 * browser holds, so a deck restored elsewhere comes back.
 */
export function pullServerDecks(
  state: DeckSyncState,
  serverDecks: readonly ServerDeckSnapshot[],
  localIds: ReadonlySet<string>,
): DeckPull {
  const queued = new Set(state.queue.map((entry) => entry.deckId));
  const decks: Record<string, DeckSyncRecord> = { ...state.decks };
  const adopt: ServerDeckSnapshot[] = [];
  const drop: string[] = [];
  const onServer = new Set<string>();
  for (const deck of serverDecks) {
    onServer.add(deck.id);
    const record = decks[deck.id];
    if (record?.conflict != null) {
      if (deck.version > record.conflict.version) decks[deck.id] = { ...record, conflict: deck };
      continue;
    }
    if (record !== undefined && queued.has(deck.id)) continue;
    const isNewer = record === undefined || deck.version > record.version;
    decks[deck.id] = { version: deck.version, synced: deck.content, conflict: null, refusal: null };
    if (deck.deletedAt !== null) {
      if (localIds.has(deck.id)) drop.push(deck.id);
    } else if (isNewer || !localIds.has(deck.id)) {
      adopt.push(deck);
    }
  }
  for (const [id, record] of Object.entries(state.decks)) {
    if (onServer.has(id) || record.version === 0) continue;
    if (queued.has(id) || record.conflict !== null) {
      // Purged from the account while this device had edits: they create it again.
      decks[id] = { version: 0, synced: null, conflict: null, refusal: null };
    } else {
      delete decks[id];
      if (localIds.has(id)) drop.push(id);
    }
  }
  return { state: { decks, queue: state.queue }, adopt, drop };
}
