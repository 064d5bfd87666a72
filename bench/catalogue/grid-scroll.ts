import type { Page } from 'playwright-core';

/** Bounds the walk through a very tall grid: at most this many stops, top to bottom. */
const MAX_SCROLL_STEPS = 2500;
/** Stops overlap a little so no row is skipped between two of them. */
const STEP_SHARE_OF_VIEWPORT = 0.9;

/** What the page held while the whole grid was scrolled through. */
export interface GridScrollFigures {
  steps: number;
  /** Height of the page, the grid's virtual height included, in CSS pixels. */
  scrollHeight: number;
  maxCardElements: number;
  maxDomElements: number;
  /** Whether the walk reached the last card (its position equals the catalogue size). */
  hasReachedLastCard: boolean;
}

interface InPageScroll {
  maxSteps: number;
  stepShare: number;
}

/**
 * Runs in the page: scrolls from top to bottom in viewport-sized steps, waiting one frame at each
 * stop for the virtualiser to render, and keeps the largest number of cards and of DOM elements.
 */
async function scrollGridInPage(options: InPageScroll): Promise<GridScrollFigures> {
  const tileSelector = '[role="list"][aria-label="Cartas"] [role="listitem"]';
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const scrollHeight = document.documentElement.scrollHeight;
  const step = Math.max(window.innerHeight * options.stepShare, scrollHeight / options.maxSteps);
  let maxCardElements = 0;
  let maxDomElements = 0;
  let hasReachedLastCard = false;
  let steps = 0;
  window.scrollTo(0, 0);
  for (;;) {
    await nextFrame();
    const tiles = document.querySelectorAll(tileSelector);
    maxCardElements = Math.max(maxCardElements, tiles.length);
    maxDomElements = Math.max(maxDomElements, document.getElementsByTagName('*').length);
    const last = tiles[tiles.length - 1];
    if (last && last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize')) {
      hasReachedLastCard = true;
    }
    const isAtBottom =
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    if (isAtBottom || steps >= options.maxSteps) break;
    window.scrollBy(0, step);
    steps += 1;
  }
  return { steps, scrollHeight, maxCardElements, maxDomElements, hasReachedLastCard };
}

/** Scrolls the catalogue grid (already on screen) from top to bottom and counts what it holds. */
export function measureGridScroll(page: Page): Promise<GridScrollFigures> {
  return page.evaluate(scrollGridInPage, {
    maxSteps: MAX_SCROLL_STEPS,
    stepShare: STEP_SHARE_OF_VIEWPORT,
  });
}
