import type { Card } from '../../../domain/cards/card';

interface DeckCardLineProps {
  card: Card;
  count: number;
  /** The card's new limit when a newer official list changed it ('Prohibida en este formato'). */
  newLimit: string | undefined;
  /** The remove button's accessible name; 'Quitar una copia de <nombre>' unless given. */
  removeLabel?: string;
  onRemoveCopy: () => void;
}

/**
 * A line of 'Mazo Actual': 'Nx name' with a button that removes one copy (SPEC §2). A card a
 * newer official list changed is marked with a rose frame and 'Cambió con la nueva lista', its
 * new limit beside it, in words as well as colour.
 */
export function DeckCardLine({
  card,
  count,
  newLimit,
  removeLabel = `Quitar una copia de ${card.nombre}`,
  onRemoveCopy,
}: DeckCardLineProps) {
  const isChanged = newLimit !== undefined;
  return (
    <li
      data-changed-card={isChanged ? '' : undefined}
      className={`flex items-center justify-between gap-2 rounded border-l-4 py-0.5 pl-2 text-sm ${
        isChanged
          ? 'border-rose-400 bg-rose-950/50 hover:bg-rose-950/70'
          : 'border-transparent hover:bg-stone-800/60'
      }`}
    >
      <span className="min-w-0">
        <span className="block truncate text-stone-100">
          {count}x {card.nombre}
        </span>
        {isChanged && (
          <span className="block text-xs break-words text-rose-200">
            <span className="font-semibold">Cambió con la nueva lista:</span> {newLimit}
          </span>
        )}
      </span>
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemoveCopy}
        className="grid size-11 shrink-0 place-items-center rounded text-lg text-rose-200 hover:bg-rose-950/60 lg:pointer-fine:size-7"
      >
        <span aria-hidden="true">−</span>
      </button>
    </li>
  );
}
