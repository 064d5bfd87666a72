import { describe, expect, it } from 'vitest';
import { ModelDeckServer } from '../testing/model-deck-server';
import type { DeckContent } from './deck-content';
import {
  applyDeckSyncReply,
  EMPTY_DECK_SYNC_STATE,
  enqueueDeckOperation,
  nextDeckSyncRequest,
  readDeckSyncStatus,
  renameSyncedDeck,
  resolveDeckConflict,
  type DeckSyncState,
} from './deck-sync-queue';

function makeContent(name: string, cards = [{ id: 1, count: 3 }]): DeckContent {
  return { name, format: 'racialEdicion', cards, side: [] };
}

function save(state: DeckSyncState, deckId: string, name: string): DeckSyncState {
  return enqueueDeckOperation(state, deckId, { kind: 'save', content: makeContent(name) });
}

/** Sends the next request to the server and applies its answer. */
function sendNext(state: DeckSyncState, server: ModelDeckServer): DeckSyncState {
  const request = nextDeckSyncRequest(state);
  if (request === null) throw new Error('nothing to send');
  return applyDeckSyncReply(state, request, server.handle(request)).state;
}

describe('the deck sync queue', () => {
  it('creates a deck with its first save and builds each next save on the version it got', () => {
    const server = new ModelDeckServer();
    let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'uno');
    state = save(state, 'a', 'dos');
    expect(readDeckSyncStatus(state, 'a')).toBe('pending');
    expect(nextDeckSyncRequest(state)).toMatchObject({ deckId: 'a', baseVersion: 0 });
    state = sendNext(state, server);
    expect(nextDeckSyncRequest(state)).toMatchObject({ deckId: 'a', baseVersion: 1 });
    state = sendNext(state, server);
    expect(nextDeckSyncRequest(state)).toBeNull();
    expect(readDeckSyncStatus(state, 'a')).toBe('synced');
    expect(server.decks.get('a')?.versions.map((content) => content.name)).toEqual(['uno', 'dos']);
  });

  it('keeps every operation while the server cannot be reached', () => {
    let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'uno');
    const request = nextDeckSyncRequest(state);
    if (request === null) throw new Error('expected a request');
    state = applyDeckSyncReply(state, request, { kind: 'unreachable' }).state;
    expect(state.queue).toHaveLength(1);
    expect(readDeckSyncStatus(state, 'a')).toBe('pending');
  });

  it('counts a save whose answer was lost as done when the server already holds it', () => {
    const server = new ModelDeckServer();
    let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'uno');
    const request = nextDeckSyncRequest(state);
    if (request === null) throw new Error('expected a request');
    server.handle(request); // saved, but the answer never arrives
    state = sendNext(state, server); // the same save again: 409 with the same deck
    expect(readDeckSyncStatus(state, 'a')).toBe('synced');
    expect(server.decks.get('a')?.versions).toHaveLength(1);
  });

  it('stops a deck at a conflict and lets other decks go on', () => {
    const server = new ModelDeckServer();
    const content = makeContent('de otro dispositivo');
    server.handle({ deckId: 'a', baseVersion: 0, operation: { kind: 'save', content } });
    let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'aquí');
    state = save(state, 'b', 'otro mazo');
    state = sendNext(state, server);
    expect(readDeckSyncStatus(state, 'a')).toBe('conflict');
    expect(state.decks.a?.conflict?.content.name).toBe('de otro dispositivo');
    expect(nextDeckSyncRequest(state)).toMatchObject({ deckId: 'b' });
  });

  describe('settling a conflict', () => {
    function inConflict(): { state: DeckSyncState; server: ModelDeckServer } {
      const server = new ModelDeckServer();
      sendNext(save(EMPTY_DECK_SYNC_STATE, 'a', 'cuenta'), server); // another device
      let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'aquí 1');
      state = save(state, 'a', 'aquí 2');
      state = sendNext(state, server);
      return { state, server };
    }

    it('keeping this device’s sends each of its saves on top of the account’s version', () => {
      const { state: conflicted, server } = inConflict();
      let state = resolveDeckConflict(conflicted, 'a', { keep: 'mine' });
      state = sendNext(sendNext(state, server), server);
      expect(server.decks.get('a')?.versions.map((content) => content.name)).toEqual([
        'cuenta',
        'aquí 1',
        'aquí 2',
      ]);
      expect(readDeckSyncStatus(state, 'a')).toBe('synced');
    });

    it('keeping the account’s drops this device’s saves', () => {
      const { state: conflicted } = inConflict();
      const state = resolveDeckConflict(conflicted, 'a', { keep: 'theirs' });
      expect(state.queue).toEqual([]);
      expect(state.decks.a).toMatchObject({ version: 1, conflict: null });
      expect(state.decks.a?.synced?.name).toBe('cuenta');
    });

    it('a merge is one new save on top of the account’s version', () => {
      const { state: conflicted, server } = inConflict();
      let state = resolveDeckConflict(conflicted, 'a', {
        keep: 'merged',
        content: makeContent('combinado'),
      });
      state = sendNext(state, server);
      expect(nextDeckSyncRequest(state)).toBeNull();
      expect(server.decks.get('a')?.versions.map((content) => content.name)).toEqual([
        'cuenta',
        'combinado',
      ]);
      expect(conflicted.queue).toHaveLength(2);
      expect(
        resolveDeckConflict(conflicted, 'a', { keep: 'merged', content: makeContent('c') }).queue,
      ).toEqual([
        {
          deckId: 'a',
          operation: {
            kind: 'save',
            content: makeContent('c'),
            note: 'Combinación con la versión 1 de tu cuenta',
          },
        },
      ]);
    });
  });

  it('asks for a new id when another account holds the deck’s id, and goes on under it', () => {
    let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'uno');
    const request = nextDeckSyncRequest(state);
    if (request === null) throw new Error('expected a request');
    const step = applyDeckSyncReply(state, request, { kind: 'not_found' });
    expect(step.needsNewId).toBe(true);
    state = renameSyncedDeck(step.state, 'a', 'a2');
    expect(nextDeckSyncRequest(state)).toMatchObject({ deckId: 'a2', baseVersion: 0 });
  });

  it('creates again a deck purged from the account that this device still edits', () => {
    const server = new ModelDeckServer();
    let state = sendNext(save(EMPTY_DECK_SYNC_STATE, 'a', 'uno'), server);
    server.decks.delete('a');
    state = save(state, 'a', 'dos');
    state = sendNext(state, server); // 404: the deck is gone
    state = sendNext(state, server); // created again from the same save
    expect(nextDeckSyncRequest(state)).toBeNull();
    expect(server.decks.get('a')?.versions.map((content) => content.name)).toEqual(['dos']);
  });

  it('keeps a refused save’s reason and takes it out of the queue', () => {
    let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'uno');
    const request = nextDeckSyncRequest(state);
    if (request === null) throw new Error('expected a request');
    state = applyDeckSyncReply(state, request, {
      kind: 'refused',
      message: 'cards: demasiadas',
    }).state;
    expect(readDeckSyncStatus(state, 'a')).toBe('refused');
    expect(state.decks.a?.refusal).toBe('cards: demasiadas');
    expect(readDeckSyncStatus(save(state, 'a', 'dos'), 'a')).toBe('pending');
  });

  it('moves a deck to the trash and back in order with its saves', () => {
    const server = new ModelDeckServer();
    let state = save(EMPTY_DECK_SYNC_STATE, 'a', 'uno');
    state = enqueueDeckOperation(state, 'a', { kind: 'trash' });
    state = sendNext(sendNext(state, server), server);
    expect(server.decks.get('a')?.deletedAt).not.toBeNull();
    state = sendNext(enqueueDeckOperation(state, 'a', { kind: 'restore' }), server);
    expect(server.decks.get('a')?.deletedAt).toBeNull();
    expect(readDeckSyncStatus(state, 'a')).toBe('synced');
  });
});
