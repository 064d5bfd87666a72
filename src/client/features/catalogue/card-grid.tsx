import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Card } from '../../../domain/cards/card';
import { useViewportWidth } from '../../lib/viewport-width';
import { CardTile } from './card-tile';
import { computeGridLayout } from '../../ui/grid-layout';

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
              <CardTile
                key={card.id}
                card={card}
                width={layout.cardWidth}
                position={first + offset + 1}
                total={cards.length}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
