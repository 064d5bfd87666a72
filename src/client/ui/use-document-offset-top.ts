import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Distance from the top of the document to an element, for a window virtualiser's scroll margin.
 * It is measured again whenever the page changes size, because content above the element (the
 * deck panel on phones) grows as cards are added.
 */
export function useDocumentOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () => setOffsetTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offsetTop;
}
