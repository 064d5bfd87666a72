import { useEffect, useMemo, useState } from 'react';
import type { Card } from '../../domain/cards/card';
import {
  DEFAULT_CARD_FILTER,
  DROPDOWN_FIELDS,
  prepareDropdownIndex,
  type CardFilter,
} from '../../domain/cards/card-filter';
import {
  compileCardQuery,
  createNarrowingSearch,
  searchCards,
  type CompiledCardQuery,
} from '../../domain/search/card-query';
import type { QueryContext } from '../../domain/search/card-query-predicate';
import { describeCardQuery } from '../../domain/search/query-echo';
import {
  readListSearchFields,
  warmSearchTexts,
  type CardSearchFields,
} from '../../domain/search/card-search-fields';
import { useCards } from './catalogue-queries';
import { useEditionBlocks } from './edition-blocks';
import { useQueryFormatsStore } from './query-formats-store';
import { useGridFilter } from './use-card-filter';

const NO_CARDS: readonly Card[] = [];

interface CompiledEntry {
  text: string;
  context: QueryContext;
  compiled: CompiledCardQuery;
}

// The filter panel reads the box's text at once and the grids a deferred copy of it, so a few
// recent queries are kept: each text is compiled once however many components ask for it.
const RECENT_LIMIT = 4;
const recent: CompiledEntry[] = [];

function isSameContext(a: QueryContext, b: QueryContext): boolean {
  return (
    a.banlists === b.banlists && a.editionBlocks === b.editionBlocks && a.catalogue === b.catalogue
  );
}

/** compileCardQuery (issue 18), remembered per text and context objects. */
export function compileCardQueryOnce(text: string, context: QueryContext): CompiledCardQuery {
  const known = recent.find(
    (entry) => entry.text === text && isSameContext(entry.context, context),
  );
  if (known) return known.compiled;
  const compiled = compileCardQuery(text, context);
  recent.unshift({ text, context, compiled });
  recent.length = Math.min(recent.length, RECENT_LIMIT);
  return compiled;
}

/**
 * What card queries are evaluated against (issue 18): every format the player sees (for `ban:`
 * and `legal:`, once QueryFormats has loaded them), the edition → block mapping (for `bloque:`)
 * and the catalogue (reprints).
 */
export function useCardQueryContext(): QueryContext {
  const banlists = useQueryFormatsStore((state) => state.banlists);
  const editionBlocks = useEditionBlocks();
  // The catalogue when a screen has it; a search box alone never asks for it (the card viewer
  // waits for its first screen to be painted).
  const catalogue = useCards({ enabled: false }).data ?? NO_CARDS;
  return useMemo(
    () => ({ banlists, editionBlocks, catalogue }),
    [banlists, editionBlocks, catalogue],
  );
}

/** The search box's text compiled into a card query (issue 18), shared by every screen. */
export function useCardQuery(text: string): CompiledCardQuery {
  const context = useCardQueryContext();
  return useMemo(() => compileCardQueryOnce(text, context), [text, context]);
}

/**
 * Longest slice of warming, in ms: a tap or a keystroke that arrives meanwhile waits for the
 * slice to end, so a slice is kept well under a frame even on a phone's slower CPU.
 */
const WARM_UP_SLICE_MS = 4;

/**
 * Runs `task` when the page has nothing more urgent to do, and returns how to cancel it. A
 * background task (Chromium, Firefox) runs as soon as input and frames allow; an idle callback
 * (Safari) runs once per idle period, which lasts up to 50 ms whatever the callback takes, so a
 * chain of 4 ms slices there uses a tenth of the idle time: at 20,000 cards on a phone's CPU the
 * warm-up ended 14 s after the catalogue (2.6 s as background tasks), and the keystrokes before
 * that paid for every card still cold (issue 19).
 */
function runInBackground(task: () => void): () => void {
  if (typeof globalThis.scheduler?.postTask === 'function') {
    const controller = new AbortController();
    globalThis.scheduler
      .postTask(task, { priority: 'background', signal: controller.signal })
      // An aborted task rejects; nothing else can.
      .catch(() => undefined);
    return () => controller.abort();
  }
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Cards a warm-up step adds to a dropdown's index: a whole dropdown at once was a task of 15–27 ms
 * at 20,000 cards in Lighthouse's desktop trace of the builder (issue 19).
 */
const INDEX_STEP_CARDS = 256;

/** How many cards the search is rehearsed on. */
const REHEARSAL_CARDS = 32;
let hasRehearsedSearch = false;

/**
 * Runs the search's code once, for a name on a few cards, before the player types (once per
 * page): otherwise the first keystroke is where the lexer's Unicode patterns are compiled and the
 * parser, the search's loops and the echo run for the first time, whatever the catalogue's size.
 * On a phone's CPU the first two keystrokes after /cartas opened took a mean of 256 and 171 ms to
 * the grid's new result on the demo catalogue, and 198 and 111 ms with this rehearsal (issue 19;
 * ten page loads each way).
 */
export function rehearseSearch(cards: readonly Card[]): void {
  if (hasRehearsedSearch) return;
  hasRehearsedSearch = true;
  const query = compileCardQuery('ab', { banlists: null, editionBlocks: {}, catalogue: cards });
  searchCards(cards.slice(0, REHEARSAL_CARDS), DEFAULT_CARD_FILTER, query);
  describeCardQuery(query.node);
}

/**
 * Normalises every card's search texts in the background once the catalogue is here, first the
 * search's code rehearsed, then the names (what typing reads; the catalogue worker's cards come
 * with theirs), then the dropdowns' indexes (INDEX_STEP_CARDS at a time), then the other texts,
 * so the first keystroke or dropdown choice does not pay for the whole catalogue at once (issue
 * 19: at 20,000 cards that is a long task, four times longer on a phone).
 */
export function useCardSearchWarmUp(cards: readonly Card[] | undefined): void {
  useEffect(() => {
    if (cards === undefined || cards.length === 0) return undefined;
    // How many names are normalised, dropdowns indexed, then other texts normalised.
    let named = 0;
    // The dropdown being indexed, and how many cards it has indexed.
    let dropdown = 0;
    let indexed = 0;
    let warmed = 0;
    let cancel: (() => void) | null = null;
    const warmSlice = () => {
      cancel = null;
      const sliceEnd = performance.now() + WARM_UP_SLICE_MS;
      // A few cards between clock reads: reading the clock costs more than one card.
      while (warmed < cards.length && performance.now() < sliceEnd) {
        if (named < cards.length) {
          named = Math.min(cards.length, named + 16);
          readListSearchFields(cards, named);
        } else if (dropdown < DROPDOWN_FIELDS.length) {
          const field = DROPDOWN_FIELDS[dropdown] as (typeof DROPDOWN_FIELDS)[number];
          indexed = prepareDropdownIndex(cards, field, indexed + INDEX_STEP_CARDS);
          if (indexed === cards.length) {
            dropdown += 1;
            indexed = 0;
          }
        } else {
          const fields = readListSearchFields(cards);
          const end = Math.min(cards.length, warmed + 16);
          for (; warmed < end; warmed += 1) warmSearchTexts(fields[warmed] as CardSearchFields);
        }
      }
      if (warmed < cards.length) cancel = runInBackground(warmSlice);
    };
    cancel = runInBackground(() => {
      rehearseSearch(cards);
      warmSlice();
    });
    return () => cancel?.();
  }, [cards]);
}

/** The performance measure around each search of a card grid (bench/catalogue reads it by name). */
const FILTER_MEASURE = 'grimorio:filtro';

/**
 * The cards a grid shows for `filter` (SPEC §5 'Main filter' and the query of issue 18), as the
 * card viewer and the deck builder both search: the search box's text one render behind, so
 * typing stays responsive on a large catalogue while the grid catches up; a name being typed
 * narrows the previous result; the search texts warmed in the background.
 */
export function useGridCards(cards: readonly Card[] | undefined, filter: CardFilter): Card[] {
  const gridFilter = useGridFilter(filter);
  const query = useCardQuery(gridFilter.searchTerm);
  useCardSearchWarmUp(cards);
  const [narrowingSearch] = useState(createNarrowingSearch);
  return useMemo(() => {
    if (cards === undefined) return [];
    const startedAt = performance.now();
    const found = narrowingSearch(cards, gridFilter, query);
    // Tells the filter's own cost from React's in the catalogue benchmark.
    performance.measure(FILTER_MEASURE, { start: startedAt });
    return found;
  }, [narrowingSearch, cards, gridFilter, query]);
}
