import { useSyncExternalStore } from 'react';

// Read once per resize, not on every render: reading clientWidth during a render forces a
// layout, and the grids re-render on every filter change.
let cachedWidth: number | null = null;

function measureViewportWidth(): number {
  // clientWidth leaves out a classic scrollbar; it reads 0 where there is no layout (jsdom),
  // and then the window's width is the best estimate.
  return document.documentElement.clientWidth || window.innerWidth;
}

function subscribeToResize(onChange: () => void): () => void {
  const handleResize = () => {
    cachedWidth = measureViewportWidth();
    onChange();
  };
  window.addEventListener('resize', handleResize);
  return () => window.removeEventListener('resize', handleResize);
}

function readViewportWidth(): number {
  cachedWidth ??= measureViewportWidth();
  return cachedWidth;
}

/** The width of the viewport in CSS pixels, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, readViewportWidth, () => 1280);
}
