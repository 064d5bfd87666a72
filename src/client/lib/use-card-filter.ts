import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CardFilter } from '../../domain/cards/card-filter';
import { parseCardFilterSearch, writeCardFilterSearch } from './card-filter-search';

/**
 * How long the address waits for typing to pause before it takes the filter. Changing the
 * document's URL makes Chromium resolve the page's links and images again, which cost a keystroke
 * a few milliseconds at 20,000 cards (issue 19): the screen follows the filter at once, the
 * address once per pause.
 */
export const FILTER_URL_DELAY_MS = 300;

/** A filter chosen on the screen that the address does not show yet. */
interface PendingFilter {
  path: string;
  filter: CardFilter;
}

type Navigate = (to: string, options: { replace: boolean }) => void;

let pending: PendingFilter | null = null;
let pendingNavigate: Navigate | null = null;
let writeTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingFilter | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribeToPending(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // The last screen with a filter is gone: its choice goes to the address now or never.
    if (listeners.size === 0) flushCardFilterUrl();
  };
}

function readPending(): PendingFilter | null {
  return pending;
}

function clearWriteTimer(): void {
  if (writeTimer !== null) clearTimeout(writeTimer);
  writeTimer = null;
}

/**
 * Puts a pending filter into the address now (replacing the history entry), over whatever else
 * the address holds by then; dropped when the page has moved to another path meanwhile.
 */
export function flushCardFilterUrl(): void {
  clearWriteTimer();
  const write = pending;
  const navigate = pendingNavigate;
  if (write === null || navigate === null) return;
  if (window.location.pathname === write.path) {
    const query = writeCardFilterSearch(window.location.search, write.filter);
    navigate(query === '' ? write.path : `${write.path}?${query}`, { replace: true });
  }
  setPending(null);
}

/** Back or forward: the entry shown has its own filter, which a late write must not overwrite. */
function dropPendingFilter(): void {
  clearWriteTimer();
  if (pending !== null) setPending(null);
}

let isWatchingPage = false;

/**
 * A click on a form control changes its value, never the address, so the choice keeps waiting.
 * Written here, the address would re-render the screen between this listener and React's own
 * (a browser runs microtasks in between), and a controlled checkbox or radio re-rendered with its
 * old value there loses the click: React then sees no change.
 */
function flushBeforeClickActs(event: MouseEvent): void {
  if (event.target instanceof HTMLInputElement) return;
  flushCardFilterUrl();
}

function watchPage(): void {
  if (isWatchingPage) return;
  isWatchingPage = true;
  // Before any link or button acts (capture on the document runs before React's listeners), so
  // leaving the screen keeps the filter in the entry left behind; and before a reload.
  document.addEventListener('click', flushBeforeClickActs, true);
  window.addEventListener('pagehide', flushCardFilterUrl);
  window.addEventListener('popstate', dropPendingFilter);
}

function scheduleUrlWrite(next: PendingFilter, navigate: Navigate): void {
  watchPage();
  pendingNavigate = navigate;
  setPending(next);
  clearWriteTimer();
  writeTimer = setTimeout(flushCardFilterUrl, FILTER_URL_DELAY_MS);
}

/**
 * The catalogue filter, kept in the URL query so a filtered view survives reload and can be
 * shared. A change shows at once and reaches the address when typing pauses (or before the page
 * is left); it replaces the history entry, so the back button leaves the list rather than undoing
 * each keystroke.
 */
export function useCardFilter(): [CardFilter, (change: Partial<CardFilter>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const waiting = useSyncExternalStore(subscribeToPending, readPending, readPending);
  const shown = waiting !== null && waiting.path === location ? waiting.filter : null;
  // The filter's own parameters in a fixed order: the same choice is the same object, so the
  // address catching up with the screen filters nothing again.
  const key = writeCardFilterSearch('', shown ?? parseCardFilterSearch(search));
  const filter = useMemo(() => parseCardFilterSearch(key), [key]);
  const latest = useRef({ filter, location, navigate });
  useLayoutEffect(() => {
    latest.current = { filter, location, navigate };
  });
  // One function for the screen's life, so the controls that take it (memoised) re-render only
  // when their own value changes: a dropdown's choice re-renders that dropdown and the grid, not
  // the search box and the other five (issue 19: a filter change on the desktop).
  const updateFilter = useCallback((change: Partial<CardFilter>) => {
    const { filter: shownFilter, location: path, navigate: go } = latest.current;
    // A change not rendered yet (two in one task) is built on, not lost.
    const base = pending !== null && pending.path === path ? pending.filter : shownFilter;
    scheduleUrlWrite({ path, filter: { ...base, ...change } }, go);
  }, []);
  return [filter, updateFilter];
}

/**
 * The filter a card grid shows: the search box's text follows typing one render behind, so a
 * keystroke stays responsive on a large catalogue while the grid catches up; a dropdown's choice
 * shows in the same render as the control, with no frame painted in between and no render in
 * slices (issue 19: a filter change on the desktop). The same choice is the same object.
 */
export function useGridFilter(filter: CardFilter): CardFilter {
  const searchTerm = useDeferredValue(filter.searchTerm);
  const key = writeCardFilterSearch('', { ...filter, searchTerm });
  return useMemo(() => parseCardFilterSearch(key), [key]);
}
