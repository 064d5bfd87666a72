import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLocation } from 'wouter';
import type { Card } from '../../../domain/cards/card';
import { useViewportWidth } from '../../lib/viewport-width';
import { toCardDetailPath } from '../../paths';
import { CardTile } from './card-tile';
import { computeGridLayout } from '../../ui/grid-layout';
import { HOVER_OVERLAY_DELAY_MS, useHoverIntent } from './hover-intent';

/** Rows rendered beyond each edge of the viewport, so Tab always finds the next card in the page. */
const OVERSCAN_ROWS = 3;

interface CardGridProps {
  cards: readonly Card[];
}

/**
 * The card grid, virtualised by rows against the window scroll: only the rows near the
 * viewport are in the page, however large the catalogue.
 */
export function CardGrid({ cards }: CardGridProps) {
  const layout = computeGridLayout(useViewportWidth());
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowCount = Math.ceil(cards.length / layout.columns);
  const [, navigate] = useLocation();
  const overlay = useHoverIntent<number>(HOVER_OVERLAY_DELAY_MS);
  const handleOpen = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, cardId: number) => {
      const isPlainClick =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!isPlainClick) return;
      event.preventDefault();
      // The detail page offers a way back to this very list when it knows where we came from.
      navigate(toCardDetailPath(cardId), { state: { fromCatalogue: true } });
    },
    [navigate],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  useLayoutEffect(() => {
    // The grid starts below the header and toolbar; the virtualiser needs that offset.
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, [layout.columns, layout.rowHeight]);

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Cartas"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * layout.columns;
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
            {cards.slice(first, first + layout.columns).map((card, offset) => (
              // Keyed by slot: after a filter change the same elements show the new cards,
              // which is much cheaper than unmounting and mounting a screenful of tiles.
              <CardTile
                key={offset}
                card={card}
                width={layout.cardWidth}
                position={first + offset + 1}
                total={cards.length}
                isOverlayShown={overlay.activeId === card.id}
                onPointerEnter={overlay.handlePointerEnter}
                onPointerLeave={overlay.handlePointerLeave}
                onOpen={handleOpen}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
