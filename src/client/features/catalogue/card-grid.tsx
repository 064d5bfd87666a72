import { memo, useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { Card } from '../../../domain/cards/card';
import { useCollection } from '../../lib/collection-store';
import { useViewportWidth } from '../../lib/viewport-width';
import { toCardDetailPath } from '../../paths';
import { CardTile } from './card-tile';
import { computeGridLayout } from '../../ui/grid-layout';
import { useDocumentOffsetTop } from '../../ui/use-document-offset-top';
import { VirtualCardRows } from '../../ui/virtual-card-rows';
import { HOVER_OVERLAY_DELAY_MS, useHoverIntent } from './hover-intent';
import { TileLabels, useTileLabelIds } from './tile-labels';

interface CardGridProps {
  cards: readonly Card[];
  /** The whole list's length while only its first cards are here (VirtualCardRows). */
  total?: number;
}

/**
 * The card grid, virtualised by rows against the window scroll: only the rows near the
 * viewport are in the page, however large the catalogue. Memoised, so the urgent render of a
 * keystroke (the search box and the URL) skips it until the filtered list itself changes; the
 * collection is read here once and handed to the tiles as a number each.
 */
export const CardGrid = memo(function CardGrid({ cards, total }: CardGridProps) {
  const layout = computeGridLayout(useViewportWidth());
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentOffsetTop(listRef);
  const [, navigate] = useLocation();
  const overlay = useHoverIntent<number>(HOVER_OVERLAY_DELAY_MS);
  const labels = useTileLabelIds();
  const { collection, isReady: isCollectionReady, setCount } = useCollection();
  // One function for every tile and every render, so a count change re-renders one tile only.
  const setCountRef = useRef(setCount);
  useLayoutEffect(() => {
    setCountRef.current = setCount;
  });
  const handleCollectionCountChange = useCallback(
    (cardId: number, count: number) => setCountRef.current(cardId, count),
    [],
  );
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

  return (
    <>
      <TileLabels ids={labels} />
      <VirtualCardRows
        cards={cards}
        total={total}
        layout={layout}
        scrollMargin={scrollMargin}
        listRef={listRef}
        renderTile={(card, slot) => (
          <CardTile
            card={card}
            width={slot.width}
            position={slot.position}
            total={slot.total}
            isInFirstRow={slot.isInFirstRow}
            isOverlayShown={overlay.activeId === card.id}
            collectionCount={isCollectionReady ? (collection.get(card.id) ?? 0) : null}
            onCollectionCountChange={handleCollectionCountChange}
            onPointerEnter={overlay.handlePointerEnter}
            onPointerLeave={overlay.handlePointerLeave}
            onToggleOverlay={overlay.toggle}
            onKeyboardFocus={overlay.show}
            onOpen={handleOpen}
            labels={labels}
          />
        )}
      />
    </>
  );
});
