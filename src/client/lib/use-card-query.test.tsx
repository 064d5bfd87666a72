import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../domain/cards/card';
import { DEFAULT_CARD_FILTER, filterCards } from '../../domain/cards/card-filter';
import { readListSearchFields } from '../../domain/search/card-search-fields';
import { makeCard } from '../../domain/testing/card-factory';
import { useCardSearchWarmUp } from './use-card-query';

function makeList(count: number): Card[] {
  return Array.from({ length: count }, (_, index) =>
    makeCard({ id: index + 1, nombre: `Caballero Número ${index}`, habilidad: 'Róba una carta.' }),
  );
}

/** How far the list's search texts are computed, without computing more. */
function warmedCount(cards: readonly Card[]): number {
  return readListSearchFields(cards, 0).length;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCardSearchWarmUp', () => {
  it('computes every card’s search texts in the background, in slices', async () => {
    const cards = makeList(3_000);
    renderHook(() => useCardSearchWarmUp(cards));
    // Nothing happens during the render itself.
    expect(warmedCount(cards)).toBe(0);

    await waitFor(() => expect(warmedCount(cards)).toBe(cards.length));
    expect(readListSearchFields(cards)[2_999]?.nombre).toBe('caballero numero 2999');
  });

  it('warms the names first, then every other text', async () => {
    const cards = makeList(2_000);
    let abilityReads = 0;
    let namesWarmAtFirstRead: number | null = null;
    for (const card of cards) {
      const { habilidad } = card;
      Object.defineProperty(card, 'habilidad', {
        get: () => {
          namesWarmAtFirstRead ??= warmedCount(cards);
          abilityReads += 1;
          return habilidad;
        },
      });
    }
    renderHook(() => useCardSearchWarmUp(cards));
    await waitFor(() => expect(warmedCount(cards)).toBe(cards.length));
    // Each card's ability is read once, and only after every name.
    await waitFor(() => expect(abilityReads).toBe(cards.length));
    expect(namesWarmAtFirstRead).toBe(cards.length);
    expect(readListSearchFields(cards)[1_999]?.habilidad).toBe('roba una carta.');
    expect(abilityReads).toBe(cards.length);
  });

  it("indexes the dropdowns after the names and before the other texts, so a first choice reads no card's fields", async () => {
    const cards = makeList(2_000).map((card, index) => ({
      ...card,
      tipo: index % 2 === 0 ? ('aliado' as const) : ('arma' as const),
    }));
    const reads: string[] = [];
    for (const card of cards) {
      for (const key of ['tipo', 'habilidad'] as const) {
        const value = card[key];
        Object.defineProperty(card, key, {
          get: () => {
            reads.push(key);
            return value;
          },
        });
      }
    }
    renderHook(() => useCardSearchWarmUp(cards));
    await waitFor(() => expect(reads.filter((key) => key === 'habilidad')).toHaveLength(2_000));
    // Each type read once, by the type's index, all before the first ability.
    expect(reads.filter((key) => key === 'tipo')).toHaveLength(2_000);
    expect(reads.lastIndexOf('tipo')).toBeLessThan(reads.indexOf('habilidad'));

    reads.length = 0;
    expect(filterCards(cards, { ...DEFAULT_CARD_FILTER, selectedType: 'arma' })).toHaveLength(
      1_000,
    );
    expect(reads).toEqual([]);
  });

  it('runs as background tasks where the browser has them, and stops when the list goes', () => {
    // The browser's scheduler, run by hand: each call queues one task.
    const queue: { task: () => void; signal: AbortSignal }[] = [];
    const postTask = vi.fn((task: () => void, options: { signal: AbortSignal }) => {
      queue.push({ task, signal: options.signal });
      return new Promise<void>(() => undefined);
    });
    vi.stubGlobal('scheduler', { postTask });
    const runNextTask = () => {
      const next = queue.shift();
      if (next !== undefined && !next.signal.aborted) next.task();
    };
    const cards = makeList(50_000);
    const { unmount } = renderHook(() => useCardSearchWarmUp(cards));
    expect(postTask).toHaveBeenCalledWith(
      expect.any(Function),
      expect.objectContaining({ priority: 'background' }),
    );

    runNextTask();
    const afterOneSlice = warmedCount(cards);
    expect(afterOneSlice).toBeGreaterThan(0);
    expect(afterOneSlice).toBeLessThan(cards.length);
    expect(queue).toHaveLength(1);

    unmount();
    expect(queue[0]?.signal.aborted).toBe(true);
    runNextTask();
    expect(warmedCount(cards)).toBe(afterOneSlice);
  });
});

describe('rehearseSearch', () => {
  it('runs a name search once per page, on the first few cards and their names only', async () => {
    // A page of its own: the warm-ups above have rehearsed already in this module.
    vi.resetModules();
    const { rehearseSearch: rehearse } = await import('./use-card-query');
    const cards = makeList(1_000);
    const namesRead = new Set<number>();
    let otherReads = 0;
    cards.forEach((card, index) => {
      const { nombre, habilidad } = card;
      Object.defineProperty(card, 'nombre', {
        get: () => {
          namesRead.add(index);
          return nombre;
        },
      });
      Object.defineProperty(card, 'habilidad', {
        get: () => {
          otherReads += 1;
          return habilidad;
        },
      });
    });

    rehearse(cards);
    expect(namesRead.size).toBeGreaterThan(0);
    expect(Math.max(...namesRead)).toBeLessThan(32);
    expect(otherReads).toBe(0);

    namesRead.clear();
    rehearse(makeList(10));
    rehearse(cards);
    expect(namesRead.size).toBe(0);
  });
});
