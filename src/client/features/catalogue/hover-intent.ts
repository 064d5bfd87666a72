import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: the card overlay appears after 1500 ms of hovering. */
export const HOVER_OVERLAY_DELAY_MS = 1500;

/**
 * Which item the pointer has rested on for `delayMs`; leaving earlier cancels it, so sweeping the
 * mouse across the grid shows nothing. One timer serves the whole grid, so tiles hold no state.
 * A tap or the keyboard shows an item at once instead (issue 19: touch and keyboard equivalents).
 */
export function useHoverIntent<Id>(delayMs: number) {
  const [activeId, setActiveId] = useState<Id | null>(null);
  const timer = useRef<number | null>(null);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const handlePointerEnter = useCallback(
    (id: Id) => {
      clearTimer();
      timer.current = window.setTimeout(() => setActiveId(id), delayMs);
    },
    [clearTimer, delayMs],
  );

  const handlePointerLeave = useCallback(() => {
    clearTimer();
    setActiveId(null);
  }, [clearTimer]);

  /** Shows an item at once (a tap or the keyboard), or hides it when it is the one shown. */
  const toggle = useCallback(
    (id: Id) => {
      clearTimer();
      setActiveId((current) => (current === id ? null : id));
    },
    [clearTimer],
  );

  /** Shows an item at once, as the keyboard focus reaches it. */
  const show = useCallback(
    (id: Id) => {
      clearTimer();
      setActiveId(id);
    },
    [clearTimer],
  );

  useEffect(() => clearTimer, [clearTimer]);

  return { activeId, handlePointerEnter, handlePointerLeave, toggle, show };
}
