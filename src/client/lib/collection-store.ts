import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import { API_PATHS } from '../../contract/api-paths';
import {
  COLLECTION_LIMITS,
  collectionCardStateSchema,
  collectionSchema,
  type Collection,
  type CollectionMode,
} from '../../contract/collection';
import type { CardCollection } from '../../domain/decks/missing-cards';
import {
  ApiError,
  describeError,
  fetchJson,
  requestJson,
  toWriteInit,
  type ApiResult,
} from './api-client';
import { readStoredValue, writeStoredValue, type StorageRecovery } from './local-store';
import { notify } from './notification-store';
import { useCurrentUser } from './session';

/** Where a visitor's collection is kept in this browser. */
export const COLLECTION_STORAGE_KEY = 'grimorioCollection';

/** The signed-in player's collection; under 'session' so it drops on sign-out. */
export const COLLECTION_QUERY_KEY = ['session', 'collection'] as const;

/** One card's copies as written: 0 takes the card out of the collection. */
export interface CollectionCount {
  id: number;
  count: number;
}

/** Copies typed or clicked, as a collection holds them: whole copies from 0 to 999. */
export function clampCopies(count: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.min(COLLECTION_LIMITS.copies, Math.max(0, Math.trunc(count)));
}

/** Copies by card id from the wire's list. */
export function toCollectionMap(cards: readonly CollectionCount[]): Map<number, number> {
  return new Map(cards.filter((card) => card.count > 0).map((card) => [card.id, card.count]));
}

/** The wire's list (ascending id) from copies by card id. */
export function toCollectionEntries(collection: CardCollection): CollectionCount[] {
  return [...collection]
    .filter(([, count]) => count > 0)
    .sort(([first], [second]) => first - second)
    .map(([id, count]) => ({ id, count }));
}

/**
 * The collection after a write, as the server applies `PUT /api/collection`: `merge` sets the
 * listed cards (0 removes one) and keeps the rest; `replace` keeps only the listed cards.
 */
export function applyCollectionCounts(
  collection: CardCollection,
  cards: readonly CollectionCount[],
  mode: CollectionMode,
): Map<number, number> {
  const next = new Map(mode === 'replace' ? [] : collection);
  for (const card of cards) {
    const count = clampCopies(card.count);
    if (count === 0) next.delete(card.id);
    else next.set(card.id, count);
  }
  return next;
}

interface LocalCollectionState {
  cards: ReadonlyMap<number, number>;
  /** Set when the stored collection was unreadable and copied to a backup key. */
  recovery: StorageRecovery | null;
  applyCounts: (cards: readonly CollectionCount[], mode: CollectionMode) => void;
  clear: () => void;
  reloadFromStorage: () => void;
}

function readLocalCollection() {
  const read = readStoredValue(localStorage, COLLECTION_STORAGE_KEY, collectionSchema, () => ({
    cards: [],
  }));
  return { cards: toCollectionMap(read.value.cards), recovery: read.recovery };
}

function writeLocalCollection(cards: CardCollection): void {
  writeStoredValue(localStorage, COLLECTION_STORAGE_KEY, { cards: toCollectionEntries(cards) });
}

/** A visitor's collection in localStorage (issue 17), read through the contract's schema. */
export const useLocalCollectionStore = create<LocalCollectionState>()((set, get) => ({
  ...readLocalCollection(),
  applyCounts: (cards, mode) => {
    const next = applyCollectionCounts(get().cards, cards, mode);
    writeLocalCollection(next);
    set({ cards: next });
  },
  clear: () => {
    writeLocalCollection(new Map());
    set({ cards: new Map() });
  },
  reloadFromStorage: () => set(readLocalCollection()),
}));

const EMPTY_COLLECTION: CardCollection = new Map();

function sendCollectionWrite(cards: readonly CollectionCount[], mode: CollectionMode) {
  return requestJson(API_PATHS.collection, collectionSchema, toWriteInit('PUT', { cards, mode }));
}

async function sendCardCount({ id, count }: CollectionCount) {
  const result = await requestJson(
    API_PATHS.collectionCard(id),
    collectionCardStateSchema,
    toWriteInit('PUT', { count }),
  );
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

function useAccountCollection(isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: COLLECTION_QUERY_KEY,
    queryFn: () => fetchJson(API_PATHS.collection, collectionSchema),
    enabled: isSignedIn,
  });
  const mutation = useMutation({
    mutationKey: COLLECTION_QUERY_KEY,
    // One at a time, so the server ends with the last count clicked.
    scope: { id: 'collection' },
    mutationFn: sendCardCount,
    // Shown at once; the server's answer is fetched again once every change has settled.
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: COLLECTION_QUERY_KEY });
      queryClient.setQueryData<Collection>(COLLECTION_QUERY_KEY, (current) =>
        current === undefined
          ? current
          : {
              cards: toCollectionEntries(
                applyCollectionCounts(toCollectionMap(current.cards), [change], 'merge'),
              ),
            },
      );
    },
    onError: (error) => notify(`No se pudo guardar tu colección. ${describeError(error)}`),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: COLLECTION_QUERY_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: COLLECTION_QUERY_KEY });
      }
    },
  });
  return { query, setCount: mutation.mutate };
}

/** Where the collection lives: the account, this browser, or not known yet (session loading). */
export type CollectionPlace = 'account' | 'browser' | null;

export interface CollectionAccess {
  /** Copies owned by card id; empty until known. */
  collection: CardCollection;
  place: CollectionPlace;
  /** The collection is known (loaded from the account, or this browser's). */
  isReady: boolean;
  /** Loading the account's collection failed; a message fit to show. */
  loadError: string | null;
  /** 'Solo mi colección' has something to show: the collection is known and not empty. */
  isOwnedFilterAvailable: boolean;
  /** Sets one card's copies (0 removes it); clamped to 0–999. */
  setCount: (cardId: number, count: number) => void;
  /** Sets many cards at once, as `PUT /api/collection` does. */
  applyCounts: (
    cards: readonly CollectionCount[],
    mode: CollectionMode,
  ) => Promise<ApiResult<unknown>>;
}

/**
 * 'Mi colección' (issue 17): a signed-in player's from the account, changed optimistically; a
 * visitor's from this browser's localStorage. Every screen reads and writes it through here.
 */
export function useCollection(): CollectionAccess {
  const queryClient = useQueryClient();
  const session = useCurrentUser();
  const place: CollectionPlace = session.isPending ? null : session.data ? 'account' : 'browser';
  const account = useAccountCollection(place === 'account');
  const localCards = useLocalCollectionStore((state) => state.cards);
  const applyLocal = useLocalCollectionStore((state) => state.applyCounts);
  const accountCards = account.query.data?.cards;
  const accountMap = useMemo(
    () => (accountCards === undefined ? EMPTY_COLLECTION : toCollectionMap(accountCards)),
    [accountCards],
  );
  const collection =
    place === 'browser' ? localCards : place === 'account' ? accountMap : EMPTY_COLLECTION;
  const isReady = place === 'browser' || (place === 'account' && accountCards !== undefined);
  const setAccountCount = account.setCount;

  const setCount = useCallback(
    (cardId: number, count: number) => {
      const change = { id: cardId, count: clampCopies(count) };
      if (place === 'account') setAccountCount(change);
      else if (place === 'browser') applyLocal([change], 'merge');
    },
    [place, setAccountCount, applyLocal],
  );

  const applyCounts = useCallback(
    async (
      cards: readonly CollectionCount[],
      mode: CollectionMode,
    ): Promise<ApiResult<unknown>> => {
      if (place !== 'account') {
        applyLocal(cards, mode);
        return { ok: true, data: null };
      }
      const result = await sendCollectionWrite(cards, mode);
      if (result.ok) queryClient.setQueryData(COLLECTION_QUERY_KEY, result.data);
      return result;
    },
    [place, applyLocal, queryClient],
  );

  return {
    collection,
    place,
    isReady,
    loadError:
      place === 'account' && account.query.isError ? describeError(account.query.error) : null,
    isOwnedFilterAvailable: isReady && collection.size > 0,
    setCount,
    applyCounts,
  };
}
