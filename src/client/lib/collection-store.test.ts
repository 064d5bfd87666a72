import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdReply, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import {
  applyCollectionCounts,
  clampCopies,
  COLLECTION_QUERY_KEY,
  COLLECTION_STORAGE_KEY,
  useCollection,
  useLocalCollectionStore,
} from './collection-store';
import { createQueryClient } from './query-client';
import { currentUserQueryOptions } from './session';

const PLAYER = { id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'player' as const };

function renderCollection(user: typeof PLAYER | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { ...renderHook(() => useCollection(), { wrapper }), queryClient };
}

describe('applyCollectionCounts', () => {
  const owned = new Map([
    [1, 2],
    [2, 1],
  ]);

  it.each([
    [
      'merge sets the listed cards and keeps the rest',
      'merge',
      [
        [1, 2],
        [2, 4],
        [3, 1],
      ],
    ],
    [
      'replace keeps only the listed cards',
      'replace',
      [
        [2, 4],
        [3, 1],
      ],
    ],
  ] as const)('%s', (_name, mode, expected) => {
    const next = applyCollectionCounts(
      owned,
      [
        { id: 2, count: 4 },
        { id: 3, count: 1 },
      ],
      mode,
    );
    expect([...next].sort(([a], [b]) => a - b)).toEqual(expected);
  });

  it('takes a card out at 0 copies', () => {
    expect([...applyCollectionCounts(owned, [{ id: 1, count: 0 }], 'merge')]).toEqual([[2, 1]]);
  });

  it.each([
    [-3, 0],
    [2.7, 2],
    [5000, 999],
    [Number.NaN, 0],
  ])('clamps %s copies to %s', (count, expected) => {
    expect(clampCopies(count)).toBe(expected);
  });
});

describe("a visitor's collection", () => {
  beforeEach(() => localStorage.clear());

  it('is kept in localStorage and read back on the next load', async () => {
    const { result } = renderCollection(null);
    expect(result.current.place).toBe('browser');
    act(() => result.current.setCount(7, 3));
    expect(result.current.collection.get(7)).toBe(3);
    expect(JSON.parse(localStorage.getItem(COLLECTION_STORAGE_KEY) ?? '')).toEqual({
      cards: [{ id: 7, count: 3 }],
    });
    act(() => useLocalCollectionStore.setState({ cards: new Map() }));
    act(() => useLocalCollectionStore.getState().reloadFromStorage());
    expect(result.current.collection.get(7)).toBe(3);
  });

  it('backs up a corrupt collection before starting empty', () => {
    localStorage.setItem(COLLECTION_STORAGE_KEY, '{"cards":[{"id":1,"count":-4}]}');
    act(() => useLocalCollectionStore.getState().reloadFromStorage());
    const { recovery, cards } = useLocalCollectionStore.getState();
    expect(cards.size).toBe(0);
    expect(recovery).not.toBeNull();
    expect(localStorage.getItem(recovery?.backupKey ?? '')).toBe('{"cards":[{"id":1,"count":-4}]}');
  });
});

describe("a player's collection", () => {
  let server: ApiTestServer;
  afterEach(async () => server.close());

  it('comes from the account and shows a change before the server answers', async () => {
    const held = holdReply();
    server = await startApiTestServer({
      'GET /api/collection': () => ({ status: 200, body: { cards: [{ id: 4, count: 1 }] } }),
      'PUT /api/collection/cards/4': () => held.reply,
    });
    const { result } = renderCollection(PLAYER);
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.collection.get(4)).toBe(1);

    act(() => result.current.setCount(4, 2));
    await waitFor(() => expect(result.current.collection.get(4)).toBe(2));
    expect(server.requestsTo('PUT', '/api/collection/cards/4')[0]?.body).toEqual({ count: 2 });
    held.release({ status: 200, body: { id: 4, count: 2 } });
    await waitFor(() => expect(server.requestsTo('GET', '/api/collection')).toHaveLength(2));
  });

  it('goes back to what the server holds when a change is refused', async () => {
    server = await startApiTestServer({
      'GET /api/collection': () => ({ status: 200, body: { cards: [{ id: 4, count: 1 }] } }),
      'PUT /api/collection/cards/4': () => ({
        status: 500,
        body: { error: 'internal', message: 'Error interno.' },
      }),
    });
    const { result, queryClient } = renderCollection(PLAYER);
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.setCount(4, 5));
    await waitFor(() => expect(server.requestsTo('GET', '/api/collection')).toHaveLength(2));
    await waitFor(() => expect(result.current.collection.get(4)).toBe(1));
    expect(queryClient.getQueryData(COLLECTION_QUERY_KEY)).toEqual({
      cards: [{ id: 4, count: 1 }],
    });
  });
});
