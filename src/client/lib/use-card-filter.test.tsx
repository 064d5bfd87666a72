import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CARD_FILTER, type CardFilter } from '../../domain/cards/card-filter';
import { flushCardFilterUrl, useCardFilter, useGridFilter } from './use-card-filter';

/** Renders the hook and keeps what each render returned. */
function renderGridFilter(initial: CardFilter) {
  const renders: CardFilter[] = [];
  const hook = renderHook(
    ({ filter }) => {
      const shown = useGridFilter(filter);
      renders.push(shown);
      return shown;
    },
    { initialProps: { filter: initial } },
  );
  return { ...hook, renders };
}

describe('useGridFilter', () => {
  it('shows a dropdown choice in the very render that made it, with no render of the old list', () => {
    const { renders, rerender } = renderGridFilter(DEFAULT_CARD_FILTER);
    const before = renders.length;
    rerender({ filter: { ...DEFAULT_CARD_FILTER, selectedType: 'aliado' } });
    const after = renders.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((shown) => shown.selectedType === 'aliado')).toBe(true);
  });

  it('lets a keystroke render first with the previous search, then catches up', () => {
    const { renders, rerender, result } = renderGridFilter(DEFAULT_CARD_FILTER);
    const before = renders.length;
    rerender({ filter: { ...DEFAULT_CARD_FILTER, searchTerm: 'fénix' } });
    expect(renders[before]).toBe(renders[before - 1]);
    expect(result.current).toEqual({ ...DEFAULT_CARD_FILTER, searchTerm: 'fénix' });
  });

  it('gives the same object for the same choice, so the grid does not filter again', () => {
    const { result, rerender } = renderGridFilter({ ...DEFAULT_CARD_FILTER, searchTerm: 'dra' });
    const first = result.current;
    rerender({ filter: { ...DEFAULT_CARD_FILTER, searchTerm: 'dra' } });
    expect(result.current).toBe(first);
  });
});

describe('useCardFilter', () => {
  afterEach(() => {
    flushCardFilterUrl();
    window.history.replaceState(null, '', '/');
  });

  it('keeps one update function for the screen, so memoised controls skip other changes', () => {
    window.history.replaceState(null, '', '/cartas');
    const { result } = renderHook(() => useCardFilter());
    const [, first] = result.current;
    act(() => first({ selectedType: 'aliado' }));
    act(() => result.current[1]({ searchTerm: 'dra' }));
    expect(result.current[0]).toEqual({
      ...DEFAULT_CARD_FILTER,
      selectedType: 'aliado',
      searchTerm: 'dra',
    });
    expect(result.current[1]).toBe(first);
  });

  it('builds a second change in the same task on the first, and the address gets both', () => {
    window.history.replaceState(null, '', '/cartas?raza=Drag%C3%B3n');
    const { result } = renderHook(() => useCardFilter());
    expect(result.current[0].selectedRace).toBe('Dragón');
    act(() => {
      result.current[1]({ selectedType: 'aliado' });
      result.current[1]({ selectedCost: '3' });
    });
    expect(result.current[0]).toEqual({
      ...DEFAULT_CARD_FILTER,
      selectedRace: 'Dragón',
      selectedType: 'aliado',
      selectedCost: '3',
    });
    act(() => flushCardFilterUrl());
    const params = new URLSearchParams(window.location.search);
    expect([...params.values()].sort()).toEqual(['3', 'Dragón', 'aliado']);
  });

  it('writes a waiting choice to the address before a click on a link or a button acts', () => {
    window.history.replaceState(null, '', '/cartas');
    const { result } = renderHook(() => useCardFilter());
    act(() => result.current[1]({ selectedType: 'aliado' }));
    expect(window.location.search).toBe('');
    const button = document.body.appendChild(document.createElement('button'));

    act(() => button.click());

    expect(new URLSearchParams(window.location.search).get('tipo')).toBe('aliado');
    button.remove();
  });

  it('leaves it waiting on a click on a checkbox or a radio, which must reach React unchanged', () => {
    window.history.replaceState(null, '', '/cartas');
    const { result } = renderHook(() => useCardFilter());
    act(() => result.current[1]({ selectedType: 'aliado' }));
    const checkbox = document.body.appendChild(document.createElement('input'));
    checkbox.type = 'checkbox';

    act(() => checkbox.click());

    expect(checkbox.checked).toBe(true);
    expect(window.location.search).toBe('');
    act(() => flushCardFilterUrl());
    expect(new URLSearchParams(window.location.search).get('tipo')).toBe('aliado');
    checkbox.remove();
  });
});
