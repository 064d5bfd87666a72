import { COLLECTION_LIMITS } from '../../../contract/collection';
import { COLLECTION_STEP_BUTTON as BUTTON } from '../../ui/collection-count-control';
import type { TileLabelIds } from './tile-labels';

interface TileCollectionControlProps {
  cardId: number;
  /** The element holding the card's name, which the group and its buttons are labelled with. */
  nameId: string;
  labels: TileLabelIds;
  /** Copies owned; the grid reads the collection once for all its tiles. */
  count: number;
  onCountChange: (cardId: number, count: number) => void;
  className?: string;
}

/**
 * A catalogue tile's copies in 'Mi colección' (issue 17): − count + with 44 px buttons, out of
 * the Tab order so the grid keeps one stop per card (the keyboard sets counts on the card's
 * page). It takes the count as a prop instead of reading the collection itself, so a filter
 * change does not run the collection's queries once per tile and a count change re-renders one.
 * Its labels read the card's name from the tile (TileLabelIds).
 */
export function TileCollectionControl({
  cardId,
  nameId,
  labels,
  count,
  onCountChange,
  className = '',
}: TileCollectionControlProps) {
  return (
    <div
      role="group"
      aria-labelledby={`${nameId} ${labels.inCollection}`}
      className={`flex items-center justify-between rounded-lg bg-stone-950/85 ring-1 ring-amber-200/20 ${className}`}
    >
      <button
        type="button"
        aria-labelledby={`${labels.removeCopy} ${nameId} ${labels.fromCollection}`}
        disabled={count === 0}
        tabIndex={-1}
        onClick={() => onCountChange(cardId, count - 1)}
        className={BUTTON}
      >
        −
      </button>
      <p className="min-w-0 text-center text-sm font-semibold text-stone-100 tabular-nums">
        <span className="sr-only">En tu colección: </span>
        {count}
      </p>
      <button
        type="button"
        aria-labelledby={`${labels.addCopy} ${nameId} ${labels.toCollection}`}
        disabled={count >= COLLECTION_LIMITS.copies}
        tabIndex={-1}
        onClick={() => onCountChange(cardId, count + 1)}
        className={BUTTON}
      >
        +
      </button>
    </div>
  );
}
