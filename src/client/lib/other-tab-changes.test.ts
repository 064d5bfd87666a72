import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { followOtherTabChanges } from './other-tab-changes';

type FollowOtherTabChanges = typeof followOtherTabChanges;

/** A fresh copy of the module: its one listener is shared by the whole page. */
async function loadModule(): Promise<FollowOtherTabChanges> {
  vi.resetModules();
  return (await import('./other-tab-changes')).followOtherTabChanges;
}

/** What another tab's write looks like to this one. */
function otherTabWrites(key: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

/** jsdom has no idle callback: the module falls back to a timer, which this lets run. */
const untilIdle = () => new Promise((resolve) => setTimeout(resolve, 0));

function countStorageListeners(spy: MockInstance<Window['addEventListener']>): number {
  return spy.mock.calls.filter(([type]) => type === 'storage').length;
}

describe('followOtherTabChanges', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("tells a follower of another tab's change to its key, or a clear, and nothing else", async () => {
    const follow = await loadModule();
    const onChange = vi.fn();
    follow('mysticBanlists', onChange);
    await untilIdle();
    otherTabWrites('savedDecks');
    expect(onChange).not.toHaveBeenCalled();
    otherTabWrites('mysticBanlists');
    expect(onChange).toHaveBeenCalledTimes(1);
    otherTabWrites(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('adds one storage listener for every follower, only once the page is idle', async () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const follow = await loadModule();
    follow('a', vi.fn());
    follow('b', vi.fn());
    // Chromium opens sessionStorage with the first listener: never in the middle of the load.
    expect(countStorageListeners(addListener)).toBe(0);
    await untilIdle();
    expect(countStorageListeners(addListener)).toBe(1);
    follow('c', vi.fn());
    await untilIdle();
    expect(countStorageListeners(addListener)).toBe(1);
  });

  it('waits for the load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const addListener = vi.spyOn(window, 'addEventListener');
    const follow = await loadModule();
    follow('a', vi.fn());
    await untilIdle();
    expect(countStorageListeners(addListener)).toBe(0);
    window.dispatchEvent(new Event('load'));
    await untilIdle();
    expect(countStorageListeners(addListener)).toBe(1);
  });

  it('reports, once, a change made before the listener was in place', async () => {
    localStorage.setItem('changed', 'before');
    localStorage.setItem('kept', 'same');
    const follow = await loadModule();
    const onChanged = vi.fn();
    const onKept = vi.fn();
    follow('changed', onChanged);
    follow('kept', onKept);
    localStorage.setItem('changed', 'written by another tab meanwhile');
    await untilIdle();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onKept).not.toHaveBeenCalled();
    await untilIdle();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('stops telling a follower that stopped following', async () => {
    const follow = await loadModule();
    const onChange = vi.fn();
    const stop = follow('k', onChange);
    await untilIdle();
    stop();
    otherTabWrites('k');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("ignores sessionStorage's events", async () => {
    const follow = await loadModule();
    const onChange = vi.fn();
    follow('k', onChange);
    await untilIdle();
    window.dispatchEvent(new StorageEvent('storage', { key: 'k', storageArea: sessionStorage }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
