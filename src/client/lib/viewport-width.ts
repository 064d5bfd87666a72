import { useSyncExternalStore } from 'react';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function readViewportWidth(): number {
  // clientWidth leaves out a classic scrollbar; it reads 0 where there is no layout (jsdom),
  // and then the window's width is the best estimate.
  return document.documentElement.clientWidth || window.innerWidth;
}

/** The width of the viewport in CSS pixels, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, readViewportWidth, () => 1280);
}
