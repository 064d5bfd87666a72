import {
  Fragment,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Card } from '../../domain/cards/card';
import type { GridLayout } from './grid-layout';

/**
 * Rows rendered beyond each edge of the viewport, so Tab always finds the next card in the page.
 * One row is enough for that, and every extra row is a row of tiles to update on each filter
 * change (issue 19: a phone's budget).
 */
const OVERSCAN_ROWS = 1;

/** Where a tile sits in the list, for its accessible position and its image size. */
export interface TileSlot {
  position: number;
  total: number;
  width: number;
  /** The list's first row, in sight as the page opens: its images load at once. */
  isInFirstRow: boolean;
}

interface VirtualCardRowsProps {
  cards: readonly Card[];
  /**
   * How long the list is when only its first cards are here yet (the first screen): the list is
   * that tall and the tiles say so, and the rows past the cards stay empty. Unset: the cards.
   */
  total?: number;
  layout: GridLayout;
  /** Distance from the top of the document to the list; the virtualiser scrolls the window. */
  scrollMargin: number;
  listRef: RefObject<HTMLDivElement | null>;
  renderTile: (card: Card, slot: TileSlot) => ReactNode;
}

/**
 * The window's size before the virtualiser has measured it: the screen's, which can be read
 * without a layout (the window's own size makes the browser lay the page out in the middle of
 * a render). The virtualiser corrects it once mounted.
 */
function estimateWindowRect(): { width: number; height: number } {
  return { width: window.screen.width, height: window.screen.height };
}

/**
 * A card grid virtualised by rows against the window scroll: only the rows near the viewport
 * are in the page, however large the list. Tiles are keyed by their slot in the row, so after a
 * filter change the same elements show the new cards instead of a screenful being remounted.
 * The rows out of sight (the overscan) take a new list one render behind, in a render of their
 * own after the rows in sight: at 1280 px they are a quarter of the tiles, and updating them with
 * the rest made a filter change on the desktop cost a quarter more (issue 19).
 */
export function VirtualCardRows({
  cards,
  total = cards.length,
  layout,
  scrollMargin,
  listRef,
  renderTile,
}: VirtualCardRowsProps) {
  const rowCount = Math.ceil(total / layout.columns);
  // Known at once, so the first render already holds the visible rows instead of none and then a
  // second, synchronous render once the virtualiser has measured.
  const [initialRect] = useState(estimateWindowRect);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    initialRect,
  });

  // Rows measured at another height are measured again; on mount there is nothing to measure
  // yet, and measuring would only re-render the rows just committed.
  const measuredRowHeight = useRef(layout.rowHeight);
  useEffect(() => {
    if (measuredRowHeight.current === layout.rowHeight) return;
    measuredRowHeight.current = layout.rowHeight;
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);
  const cardsOutOfSight = useDeferredValue(cards);
  const rows = virtualizer.getVirtualItems();
  // The rows in sight, without the overscan; known once getVirtualItems has run.
  const inSight = virtualizer.range;

  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Cartas"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const first = row.index * layout.columns;
        const isInSight =
          inSight === null || (row.index >= inSight.startIndex && row.index <= inSight.endIndex);
        const rowCards = isInSight ? cards : cardsOutOfSight;
        return (
          <div
            key={row.key}
            role="none"
            className="absolute top-0 left-0 grid w-full"
            style={{
              height: layout.rowHeight - layout.gap,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
              columnGap: layout.gap,
            }}
          >
            {rowCards.slice(first, first + layout.columns).map((card, offset) => (
              <Fragment key={offset}>
                {renderTile(card, {
                  position: first + offset + 1,
                  total,
                  width: layout.cardWidth,
                  isInFirstRow: row.index === 0,
                })}
              </Fragment>
            ))}
          </div>
        );
      })}
    </div>
  );
}
