import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: the card overlay appears after 1500 ms of hovering. */
export const HOVER_OVERLAY_DELAY_MS = 1500;

/**
 * Becomes active once the pointer has rested on an element for `delayMs`; leaving earlier
 * cancels it, so sweeping the mouse across the grid shows nothing.
 */
export function useHoverIntent(delayMs: number) {
  const [isActive, setIsActive] = useState(false);
  const timer = useRef<number | null>(null);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const handlePointerEnter = useCallback(() => {
    clearTimer();
    timer.current = window.setTimeout(() => setIsActive(true), delayMs);
  }, [clearTimer, delayMs]);

  const handlePointerLeave = useCallback(() => {
    clearTimer();
    setIsActive(false);
  }, [clearTimer]);

  useEffect(() => clearTimer, [clearTimer]);

  return { isActive, handlePointerEnter, handlePointerLeave };
}
