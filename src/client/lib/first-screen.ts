import { useEffect, useRef } from 'react';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '../../contract/first-screen';

/**
 * Longest the rest of the catalogue waits for the first screen's cards to be painted: an image
 * that never loads must not keep the search and the filters from ever working.
 */
export const FIRST_SCREEN_WAIT_MS = 3000;

let firstScreen: FirstScreen | null | undefined;

function isFirstScreen(value: unknown): value is FirstScreen {
  if (typeof value !== 'object' || value === null) return false;
  const { total, cards, deckCards } = value as Partial<FirstScreen>;
  return (
    typeof total === 'number' &&
    Array.isArray(cards) &&
    cards.length > 0 &&
    (deckCards === undefined || Array.isArray(deckCards))
  );
}

/**
 * The first screen the server wrote into this page (contract/first-screen.ts): the card viewer's,
 * or a shared deck's with its cards; null for another address, a page from the service worker's
 * cache, an empty catalogue. Read once,
 * on the first call. The server that sent the page sent this very release's scripts, so its
 * cards have this release's shape; the whole catalogue that follows is checked as usual.
 */
export function readFirstScreen(): FirstScreen | null {
  if (firstScreen !== undefined) return firstScreen;
  firstScreen = null;
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent ?? '';
  if (text === '') return firstScreen;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isFirstScreen(parsed)) firstScreen = parsed;
  } catch {
    // A damaged element only costs the head start: the catalogue loads as on any other page.
  }
  return firstScreen;
}

let reportShown = () => {};
const shown = new Promise<void>((resolve) => {
  reportShown = resolve;
});

/** The grid painted the first screen's cards, their first image included. */
export function reportFirstScreenShown(): void {
  reportShown();
}

/** Resolves once the first screen is painted, or after FIRST_SCREEN_WAIT_MS at the latest. */
export function whenFirstScreenShown(): Promise<void> {
  return Promise.race([
    shown,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}

/**
 * Reports the first screen shown once the grid's first image has loaded (or failed) and one frame
 * more has been painted, so the catalogue's download (main.tsx) does not share the connection
 * with the images a player is waiting for.
 */
export function useReportFirstScreenShown(isShowing: boolean) {
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isShowing) return;
    const image = gridRef.current?.querySelector('img');
    // jsdom's images have no decode(); every browser's do.
    const settled =
      typeof image?.decode === 'function' ? image.decode().catch(() => undefined) : undefined;
    void Promise.resolve(settled).then(() =>
      requestAnimationFrame(() => setTimeout(reportFirstScreenShown)),
    );
  }, [isShowing]);
  return gridRef;
}
