import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Distance from the top of the document to an element, for a window virtualiser's scroll margin.
 * It is measured again whenever the page changes size, because content above the element (the
 * deck panel on phones) grows as cards are added. The first measurement is the observer's first
 * notification, in the first frame's layout, whose re-render is a task of its own: a state update
 * in the layout effect itself would make React re-render synchronously at the end of the commit
 * and run every pending effect of the screen in that same task (ADR 0026, 30 November). Until
 * then the list takes 0, which only makes the virtualiser draw a few rows more: their positions
 * and the list's height do not depend on it.
 */
export function useDocumentOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () => setOffsetTop(element.getBoundingClientRect().top + window.scrollY);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offsetTop;
}
