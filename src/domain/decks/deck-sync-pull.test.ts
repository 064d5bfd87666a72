import { describe, expect, it } from 'vitest';
import type { DeckContent } from './deck-content';
import { pullServerDecks } from './deck-sync-pull';
import {
  EMPTY_DECK_SYNC_STATE,
  enqueueDeckOperation,
  type DeckSyncState,
  type ServerDeckSnapshot,
} from './deck-sync-queue';

function makeContent(name: string): DeckContent {
  return { name, format: 'racialEdicion', cards: [{ id: 1, count: 3 }], side: [] };
}

function makeServerDeck(
  id: string,
  version: number,
  overrides: Partial<ServerDeckSnapshot> = {},
): ServerDeckSnapshot {
  return {
    id,
    version,
    content: makeContent(`${id} v${version}`),
    deletedAt: null,
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

function synced(id: string, version: number): DeckSyncState {
  return {
    decks: {
      [id]: { version, synced: makeContent(`${id} v${version}`), conflict: null, refusal: null },
    },
    queue: [],
  };
}

describe('pulling the account’s decks', () => {
  it('adopts decks saved on another device and newer versions of known ones', () => {
    const pull = pullServerDecks(
      synced('a', 1),
      [makeServerDeck('a', 3), makeServerDeck('b', 1)],
      new Set(['a']),
    );
    expect(pull.adopt.map((deck) => `${deck.id}@${deck.version}`)).toEqual(['a@3', 'b@1']);
    expect(pull.state.decks.a?.version).toBe(3);
    expect(pull.drop).toEqual([]);
  });

  it('leaves alone a deck whose own edits are still queued', () => {
    const state = enqueueDeckOperation(synced('a', 1), 'a', {
      kind: 'save',
      content: makeContent('aquí'),
    });
    const pull = pullServerDecks(state, [makeServerDeck('a', 2)], new Set(['a']));
    expect(pull.adopt).toEqual([]);
    expect(pull.state.decks.a?.version).toBe(1);
  });

  it('drops a deck put in the trash elsewhere and brings it back when restored', () => {
    const trashed = makeServerDeck('a', 1, { deletedAt: '2026-11-24T11:00:00.000Z' });
    const pull = pullServerDecks(synced('a', 1), [trashed], new Set(['a']));
    expect(pull.drop).toEqual(['a']);
    const restored = pullServerDecks(pull.state, [makeServerDeck('a', 1)], new Set());
    expect(restored.adopt.map((deck) => deck.id)).toEqual(['a']);
  });

  it('drops a deck purged from the account, unless this device still has edits for it', () => {
    expect(pullServerDecks(synced('a', 2), [], new Set(['a'])).drop).toEqual(['a']);
    const edited = enqueueDeckOperation(synced('a', 2), 'a', {
      kind: 'save',
      content: makeContent('aquí'),
    });
    const pull = pullServerDecks(edited, [], new Set(['a']));
    expect(pull.drop).toEqual([]);
    expect(pull.state.decks.a?.version).toBe(0);
  });

  it('keeps a conflict open and shows the account’s newest version in it', () => {
    const state: DeckSyncState = {
      decks: {
        a: { version: 1, synced: null, conflict: makeServerDeck('a', 2), refusal: null },
      },
      queue: [],
    };
    const pull = pullServerDecks(state, [makeServerDeck('a', 4)], new Set(['a']));
    expect(pull.state.decks.a?.conflict?.version).toBe(4);
    expect(pull.adopt).toEqual([]);
  });

  it('knows nothing of a deck only this browser holds', () => {
    const pull = pullServerDecks(EMPTY_DECK_SYNC_STATE, [], new Set(['local']));
    expect(pull).toEqual({ state: EMPTY_DECK_SYNC_STATE, adopt: [], drop: [] });
  });
});
