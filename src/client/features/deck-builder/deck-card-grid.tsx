import { memo, useCallback, useId, useRef, useState } from 'react';
import { measureBuilderGridWidth } from '../../../contract/card-grid-geometry';
import type { Card } from '../../../domain/cards/card';
import {
  checkAvailability,
  checkSideDeckAvailability,
  remainingCopies,
  remainingSideCopies,
  type AvailabilityContext,
} from '../../../domain/decks/card-availability';
import { useViewportWidth } from '../../lib/viewport-width';
import { computeContainerGridLayout } from '../../ui/grid-layout';
import { DeckCardTile } from './deck-card-tile';
import type { DeckTarget } from './side-deck-section';
import { useDocumentOffsetTop } from '../../ui/use-document-offset-top';
import { VirtualCardRows } from '../../ui/virtual-card-rows';
import { useElementWidth } from './use-element-width';
import { DECK_SHORTCUT_HINT } from './deck-shortcuts';
import { CardAbilityDialog } from './card-ability-dialog';

interface DeckCardGridProps {
  cards: readonly Card[];
  availability: AvailabilityContext;
  /** The deck the tiles add to and remove from (issue 15: main or side). */
  target: DeckTarget;
  /** Copies of each card in the target deck, for the tiles' count. */
  targetCopiesById: ReadonlyMap<number, number>;
  onAdd: (card: Card) => void;
  onRemove: (cardId: number) => void;
}

const CHECKS = {
  main: { availability: checkAvailability, remaining: remainingCopies },
  side: { availability: checkSideDeckAvailability, remaining: remainingSideCopies },
} as const;

/**
 * The builder's card grid, virtualised by rows against the window scroll. Availability is
 * checked only for the cards in the page, against a context computed once per deck change, so a
 * click stays fast with 20,000 cards. Tiles add to the main deck or the side deck, as chosen.
 * Memoised: a keystroke's urgent render leaves it alone until the filtered list changes, and a
 * click re-renders only the tiles whose copies or availability it changed.
 */
export const DeckCardGrid = memo(function DeckCardGrid({
  cards,
  availability,
  target,
  targetCopiesById,
  onAdd,
  onRemove,
}: DeckCardGridProps) {
  const checks = CHECKS[target];
  const listRef = useRef<HTMLDivElement>(null);
  const viewportWidth = useViewportWidth();
  const measuredWidth = useElementWidth(listRef);
  const layout = computeContainerGridLayout(
    measuredWidth ?? measureBuilderGridWidth(viewportWidth),
  );
  const scrollMargin = useDocumentOffsetTop(listRef);
  const hintId = useId();
  const [abilityCard, setAbilityCard] = useState<Card | null>(null);
  // Stable, so showing a card's ability re-renders no tile.
  const showAbility = useCallback((card: Card) => setAbilityCard(card), []);

  return (
    <>
      {/* Said with each button too; on a touch screen, which has the − and + always, it is not shown. */}
      <p id={hintId} className="hidden pb-2 text-xs text-stone-400 pointer-fine:block">
        {DECK_SHORTCUT_HINT}
      </p>
      <VirtualCardRows
        cards={cards}
        layout={layout}
        scrollMargin={scrollMargin}
        listRef={listRef}
        renderTile={(card, slot) => {
          const cardAvailability = checks.availability(card, availability);
          return (
            <DeckCardTile
              card={card}
              availabilityStatus={cardAvailability.status}
              availabilityMessage={cardAvailability.message}
              remaining={checks.remaining(card, availability)}
              copies={targetCopiesById.get(card.id) ?? 0}
              place={target}
              width={slot.width}
              position={slot.position}
              total={slot.total}
              isInFirstRow={slot.isInFirstRow}
              hintId={hintId}
              onAdd={onAdd}
              onRemove={onRemove}
              onShowAbility={showAbility}
            />
          );
        }}
      />
      <CardAbilityDialog card={abilityCard} onClose={() => setAbilityCard(null)} />
    </>
  );
});
