import { useEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Card } from '../../../domain/cards/card';
import {
  checkAvailability,
  remainingCopies,
  type AvailabilityContext,
} from '../../../domain/decks/card-availability';
import { useViewportWidth } from '../../lib/viewport-width';
import { computeContainerGridLayout } from '../../ui/grid-layout';
import { DeckCardTile } from './deck-card-tile';
import { useDocumentOffsetTop } from './use-document-offset-top';
import { useElementWidth } from './use-element-width';

/** Rows rendered beyond each edge of the viewport, so Tab always finds the next card in the page. */
const OVERSCAN_ROWS = 3;
/** Where layout cannot be measured: the builder's margins and, on wide screens, its deck panel. */
const WIDE_SCREEN = 1024;
const PANEL_AND_MARGINS = 410;
const MARGINS = 66;

function estimateGridWidth(viewportWidth: number): number {
  return viewportWidth >= WIDE_SCREEN
    ? Math.min(viewportWidth, 1280) - PANEL_AND_MARGINS
    : viewportWidth - MARGINS;
}

interface DeckCardGridProps {
  cards: readonly Card[];
  availability: AvailabilityContext;
  onAdd: (card: Card) => void;
  onRemove: (cardId: number) => void;
}

/**
 * The builder's card grid, virtualised by rows against the window scroll. Availability is
 * checked only for the cards in the page, against a context computed once per deck change, so a
 * click stays fast with 20,000 cards.
 */
export function DeckCardGrid({ cards, availability, onAdd, onRemove }: DeckCardGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const viewportWidth = useViewportWidth();
  const measuredWidth = useElementWidth(listRef);
  const layout = computeContainerGridLayout(measuredWidth ?? estimateGridWidth(viewportWidth));
  const scrollMargin = useDocumentOffsetTop(listRef);
  const [revealedCardId, setRevealedCardId] = useState<number | null>(null);
  const rowCount = Math.ceil(cards.length / layout.columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

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
              <DeckCardTile
                key={card.id}
                card={card}
                availability={checkAvailability(card, availability)}
                remaining={remainingCopies(card, availability)}
                copies={availability.copiesById.get(card.id) ?? 0}
                width={layout.cardWidth}
                position={first + offset + 1}
                total={cards.length}
                isRevealed={revealedCardId === card.id}
                onReveal={setRevealedCardId}
                onAdd={onAdd}
                onRemove={onRemove}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
