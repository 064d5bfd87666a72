import { pullServerDecks } from '../../../domain/decks/deck-sync-pull';
import {
  applyDeckSyncReply,
  nextDeckSyncRequest,
  renameSyncedDeck,
} from '../../../domain/decks/deck-sync-queue';
import { useSavedDecksStore } from '../saved-decks-store';
import { storedDeckFromContent, toServerDeckSnapshot } from './account-deck-wire';
import { fetchAccountDecks, sendDeckSyncRequest } from './deck-sync-requests';
import { useDeckSyncStore } from './deck-sync-store';

/** At most this many requests in one go; the rest wait for the next round. */
const REQUESTS_PER_ROUND = 200;
const LOCK_NAME = 'grimorio-deck-sync';

type DeckIdListener = (from: string, to: string) => void;
const deckIdListeners = new Set<DeckIdListener>();

/** Tells the builder when a deck it may hold got a new id; returns the unsubscribe. */
export function onDeckIdChange(listener: DeckIdListener): () => void {
  deckIdListeners.add(listener);
  return () => deckIdListeners.delete(listener);
}

function giveNewId(from: string): void {
  const to = String(Date.now());
  useDeckSyncStore.getState().change((state) => renameSyncedDeck(state, from, to));
  useSavedDecksStore.getState().changeDeckId(from, to);
  for (const listener of deckIdListeners) listener(from, to);
}

/** Sends queued operations in order until none is left, a conflict stops them, or the server is out of reach. */
async function sendQueued(userId: string): Promise<void> {
  const store = useDeckSyncStore;
  for (let sent = 0; sent < REQUESTS_PER_ROUND; sent += 1) {
    const request = nextDeckSyncRequest(store.getState().sync);
    if (request === null) return;
    const reply = await sendDeckSyncRequest(request);
    if (store.getState().userId !== userId) return;
    store.getState().setReachable(reply.kind !== 'unreachable');
    if (reply.kind === 'unreachable') return;
    const step = applyDeckSyncReply(store.getState().sync, request, reply);
    store.getState().change(() => step.state);
    if (step.needsNewId) giveNewId(request.deckId);
  }
}

/** Brings this browser's decks up to date with the account's. */
async function pullAccount(userId: string): Promise<void> {
  const store = useDeckSyncStore;
  const accountDecks = await fetchAccountDecks();
  if (store.getState().userId !== userId) return;
  store.getState().setReachable(accountDecks !== null);
  if (accountDecks === null) return;
  const serverDecks = accountDecks.map(toServerDeckSnapshot);
  const saved = useSavedDecksStore.getState();
  const localById = new Map(saved.decks.map((deck) => [deck.id, deck]));
  const pull = pullServerDecks(store.getState().sync, serverDecks, new Set(localById.keys()));
  store.getState().change(() => pull.state);
  saved.putDecks(
    pull.adopt.map((deck) =>
      storedDeckFromContent(deck.id, deck.content, deck.updatedAt, localById.get(deck.id)),
    ),
  );
  saved.removeDecks(pull.drop);
  store.getState().setTrash(serverDecks.filter((deck) => deck.deletedAt !== null));
  store
    .getState()
    .setVisibility(Object.fromEntries(accountDecks.map((deck) => [deck.id, deck.visibility])));
}

async function runExclusive(task: () => Promise<void>): Promise<void> {
  // Tabs of one browser take turns, so two never send the same queued save at once.
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    await navigator.locks.request(LOCK_NAME, async () => {
      useDeckSyncStore.getState().reloadFromStorage();
      await task();
    });
  } else {
    await task();
  }
}

/** A round after a save reads the account's list again only when the last read is this old. */
const PULL_AFTER_SAVE_MS = 15_000;

let running: Promise<void> | null = null;
let again: 'none' | 'send' | 'pull' = 'none';
let lastPullAt = 0;

/**
 * One sync round for the signed-in player: queued operations are sent in order, then the
 * account's decks are read back. After a save (`reason` 'save') the list is read only when the
 * last read is older than 15 s, so a player saving often does not fetch every deck each time. A
 * round asked for while one runs follows it.
 */
export function syncAccountDecks(reason: 'save' | 'refresh' = 'refresh'): Promise<void> {
  if (running !== null) {
    if (again !== 'pull') again = reason === 'save' ? 'send' : 'pull';
    return running;
  }
  running = (async () => {
    let current = reason;
    for (;;) {
      again = 'none';
      const { userId } = useDeckSyncStore.getState();
      if (userId === null) return;
      const shouldPull = current === 'refresh' || Date.now() - lastPullAt > PULL_AFTER_SAVE_MS;
      await runExclusive(async () => {
        await sendQueued(userId);
        if (shouldPull) {
          lastPullAt = Date.now();
          await pullAccount(userId);
        }
      });
      if (again === 'none') return;
      current = again === 'pull' ? 'refresh' : 'save';
    }
  })().finally(() => {
    running = null;
  });
  return running;
}
