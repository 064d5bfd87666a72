import { COLLECTION_LIMITS } from '../../contract/collection';
import { useCollection } from '../lib/collection-store';

interface CollectionCountControlProps {
  cardId: number;
  cardName: string;
  className?: string;
}

export const COLLECTION_STEP_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-md text-xl font-bold text-amber-100 ' +
  'hover:bg-stone-700/80 disabled:cursor-not-allowed disabled:opacity-40 ' +
  'focus-visible:outline-2 focus-visible:outline-amber-300';

/**
 * How many copies of a card the player owns ('Mi colección', issue 17), on the card's page: 'En
 * tu colección: N' beside − and + of 44 px (a grid tile has its own, TileCollectionControl).
 * It reads and writes the collection itself: the account's for a player, this browser's for a
 * visitor. Nothing shows while it is not known who is signed in.
 */
export function CollectionCountControl({
  cardId,
  cardName,
  className = '',
}: CollectionCountControlProps) {
  const { collection, isReady, setCount } = useCollection();
  if (!isReady) return null;
  const count = collection.get(cardId) ?? 0;
  const buttons = {
    remove: (
      <button
        type="button"
        aria-label={`Quitar una copia de ${cardName} de tu colección`}
        disabled={count === 0}
        onClick={() => setCount(cardId, count - 1)}
        className={COLLECTION_STEP_BUTTON}
      >
        −
      </button>
    ),
    add: (
      <button
        type="button"
        aria-label={`Añadir una copia de ${cardName} a tu colección`}
        disabled={count >= COLLECTION_LIMITS.copies}
        onClick={() => setCount(cardId, count + 1)}
        className={COLLECTION_STEP_BUTTON}
      >
        +
      </button>
    ),
  };

  return (
    <div
      role="group"
      aria-label={`${cardName} en tu colección`}
      className={`flex items-center gap-2 ${className}`}
    >
      <p className="text-stone-300">
        En tu colección: <span className="font-semibold text-stone-100 tabular-nums">{count}</span>
      </p>
      <div className="flex gap-1 rounded-lg bg-stone-900/80 ring-1 ring-stone-700">
        {buttons.remove}
        {buttons.add}
      </div>
    </div>
  );
}
