import { useLayoutEffect, useState, type RefObject } from 'react';
import { DRAWN_GRID_ATTRIBUTE } from '../../contract/card-grid-geometry';

function measureOffsetTop(element: Element): number {
  return Math.round(element.getBoundingClientRect().top + window.scrollY);
}

/** Where the server's drawing of a card grid is, while the page still shows it; else null. */
function readDrawnGridOffsetTop(): number | null {
  const drawing = document.querySelector(`[${DRAWN_GRID_ATTRIBUTE}]`);
  return drawing === null ? null : measureOffsetTop(drawing);
}

/**
 * Distance from the top of the document to an element, for a window virtualiser's scroll margin.
 * It is measured again whenever the page changes size, because content above the element (the
 * deck panel on phones) grows as cards are added.
 *
 * A grid that takes the place of the server's drawing (issue 19) starts from the drawing's
 * distance, and the observer's first notification, after the first layout, checks it. Any other
 * is measured in the layout effect, so that the first paint holds only the rows in sight and no
 * row below asks for its images; that update makes React re-render at the end of the commit and
 * run the screen's pending effects in the same task, which a first load can do without (ADR
 * 0026, 30 November).
 */
export function useDocumentOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [drawnOffsetTop] = useState(readDrawnGridOffsetTop);
  const [offsetTop, setOffsetTop] = useState(drawnOffsetTop ?? 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () => setOffsetTop(measureOffsetTop(element));
    const hasObserver = typeof ResizeObserver !== 'undefined';
    if (drawnOffsetTop === null || !hasObserver) measure();
    if (!hasObserver) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, drawnOffsetTop]);
  return offsetTop;
}
