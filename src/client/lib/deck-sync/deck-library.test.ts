import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedDeck } from '../../../domain/decks/deck';
import { EMPTY_DECK_SYNC_STATE } from '../../../domain/decks/deck-sync-queue';
import { makeCard } from '../../testing/card-factory';
import { useSavedDecksStore } from '../saved-decks-store';
import {
  deleteLibraryDeck,
  renameLibraryDeck,
  restoreLibraryDeck,
  saveLibraryDeck,
  settleDeckConflict,
  uploadLocalDecks,
} from './deck-library';
import { DECK_SYNC_STORAGE_KEY, useDeckSyncStore } from './deck-sync-store';

// jsdom's fetch cannot reach a relative path, so every request here finds the server out of
// reach: what these tests see is what a device does offline.

function makeDeck(id: string, name: string, cardIds: number[]): SavedDeck {
  return {
    id,
    name,
    format: 'racialEdicion',
    cards: cardIds.map((cardId) => makeCard({ id: cardId })),
  };
}

function signIn(userId: string): void {
  useDeckSyncStore.getState().activate(userId);
}

describe('the deck library of a signed-in player, offline', () => {
  beforeEach(() => {
    localStorage.clear();
    useSavedDecksStore.getState().reloadFromStorage();
    useDeckSyncStore.getState().activate(null);
  });

  it('saves a visitor’s deck in this browser only', () => {
    saveLibraryDeck(makeDeck('1', 'Dragones', [1, 1, 2]));
    expect(useSavedDecksStore.getState().decks.map((deck) => deck.id)).toEqual(['1']);
    expect(useDeckSyncStore.getState().sync).toEqual(EMPTY_DECK_SYNC_STATE);
  });

  it('queues every save and rename of a player, in order, kept under their account', () => {
    signIn('ana');
    saveLibraryDeck(makeDeck('1', 'Dragones', [1, 1, 2]));
    renameLibraryDeck('1', 'Dragones rojos');
    const { queue } = useDeckSyncStore.getState().sync;
    expect(queue.map(({ operation }) => operation.kind)).toEqual(['save', 'save']);
    expect(queue[1]?.operation).toMatchObject({
      content: {
        name: 'Dragones rojos',
        cards: [
          { id: 1, count: 2 },
          { id: 2, count: 1 },
        ],
      },
    });
    const stored = JSON.parse(localStorage.getItem(DECK_SYNC_STORAGE_KEY) ?? '{}');
    expect(stored.ana.queue).toHaveLength(2);
    // Another player signing in here does not see, or send, Ana's queue.
    signIn('bruno');
    expect(useDeckSyncStore.getState().sync.queue).toEqual([]);
  });

  it('uploads the decks only this browser holds once, however often it is asked', () => {
    saveLibraryDeck(makeDeck('1', 'Dragones', [1]));
    saveLibraryDeck(makeDeck('2', 'Caballeros', [2]));
    signIn('ana');
    expect(uploadLocalDecks()).toBe(2);
    expect(uploadLocalDecks()).toBe(0);
    expect(useDeckSyncStore.getState().sync.queue.map(({ deckId }) => deckId)).toEqual(['1', '2']);
  });

  it('puts a deleted deck of the account in the trash and restores it with its cards', () => {
    signIn('ana');
    saveLibraryDeck(makeDeck('1', 'Dragones', [1, 1]));
    deleteLibraryDeck('1');
    expect(useSavedDecksStore.getState().decks).toEqual([]);
    expect(useDeckSyncStore.getState().trash.map((deck) => deck.content.name)).toEqual([
      'Dragones',
    ]);
    restoreLibraryDeck('1');
    expect(useSavedDecksStore.getState().decks[0]).toMatchObject({ id: '1', cards: [1, 1] });
    expect(useDeckSyncStore.getState().sync.queue.map(({ operation }) => operation.kind)).toEqual([
      'save',
      'trash',
      'restore',
    ]);
  });

  it('deletes for good a deck that was never on the account', () => {
    saveLibraryDeck(makeDeck('1', 'Dragones', [1]));
    signIn('ana');
    deleteLibraryDeck('1');
    expect(useDeckSyncStore.getState().trash).toEqual([]);
    expect(useDeckSyncStore.getState().sync.queue).toEqual([]);
  });

  it('keeping the account’s version of a conflict writes it into this browser', () => {
    signIn('ana');
    saveLibraryDeck(makeDeck('1', 'Dragones', [1]));
    const theirs = {
      name: 'Dragones',
      format: 'racialEdicion',
      cards: [{ id: 7, count: 3 }],
      side: [],
    };
    useDeckSyncStore.getState().change((state) => ({
      ...state,
      decks: {
        '1': {
          version: 0,
          synced: null,
          refusal: null,
          conflict: {
            id: '1',
            version: 4,
            content: theirs,
            deletedAt: null,
            updatedAt: '2026-11-24T10:00:00.000Z',
          },
        },
      },
    }));
    settleDeckConflict('1', { keep: 'theirs' });
    expect(useSavedDecksStore.getState().decks[0]?.cards).toEqual([7, 7, 7]);
    expect(useDeckSyncStore.getState().sync.decks['1']).toMatchObject({
      version: 4,
      conflict: null,
    });
    expect(useDeckSyncStore.getState().sync.queue).toEqual([]);
  });
});
