import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPlayerPauses, PLAYER_PAUSE_MS } from './after-player-pauses';

function hidePage(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('afterPlayerPauses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs once the page has been left alone for the whole pause, and only once', () => {
    const callback = vi.fn();
    afterPlayerPauses(callback);
    vi.advanceTimersByTime(PLAYER_PAUSE_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(PLAYER_PAUSE_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits again after every keystroke, tap, choice or scroll, wherever it happens', () => {
    const callback = vi.fn();
    afterPlayerPauses(callback);
    const box = document.createElement('input');
    document.body.append(box);
    const activities: (() => void)[] = [
      () => box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })),
      () => box.dispatchEvent(new Event('input', { bubbles: true })),
      () => box.dispatchEvent(new Event('change', { bubbles: true })),
      () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })),
      // A scroll does not bubble: the listener hears it on its way down.
      () => box.dispatchEvent(new Event('scroll')),
      () => window.dispatchEvent(new WheelEvent('wheel')),
    ];
    for (const act of activities) {
      vi.advanceTimersByTime(PLAYER_PAUSE_MS - 100);
      act();
    }
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PLAYER_PAUSE_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    box.remove();
  });

  it('runs at once when the player switches away from the page', () => {
    const callback = vi.fn();
    afterPlayerPauses(callback);
    hidePage('visible');
    expect(callback).not.toHaveBeenCalled();
    hidePage('hidden');
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PLAYER_PAUSE_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('leaves no listener or timer behind once cancelled', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const callback = vi.fn();
    const cancel = afterPlayerPauses(callback);
    cancel();
    vi.advanceTimersByTime(PLAYER_PAUSE_MS);
    hidePage('hidden');
    expect(callback).not.toHaveBeenCalled();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['keydown', 'pointerdown', 'scroll']),
    );
  });
});
