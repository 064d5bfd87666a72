import { useId } from 'react';
import type { Card } from '../../../domain/cards/card';
import {
  nameUnavailableCard,
  type UnavailableDeckCard,
} from '../../../domain/decks/unavailable-cards';

interface UnavailableDeckLineProps {
  entry: UnavailableDeckCard;
  /** The closest current card by name, offered in its place. */
  suggestion: Card | undefined;
  onReplace: (cardId: number, replacement: Card) => void;
  onRemove: (cardId: number) => void;
}

/**
 * A card of 'Mazo Actual' that the catalogue no longer has (issue 14): 'Nx name (no disponible)',
 * set apart by its dashed amber frame, with 'Cambiar por <nombre>' for the closest current card
 * and a button that drops it from the deck.
 */
export function UnavailableDeckLine({
  entry,
  suggestion,
  onReplace,
  onRemove,
}: UnavailableDeckLineProps) {
  const labelId = useId();
  const label = nameUnavailableCard(entry);
  return (
    <li
      data-unavailable-line=""
      className="rounded-md border border-dashed border-amber-400/50 bg-amber-950/30 px-2 py-1.5 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <span id={labelId} className="min-w-0 break-words text-amber-100/90">
          {entry.count}x <span className="italic">{label}</span>{' '}
          <span className="text-xs font-semibold whitespace-nowrap text-amber-300">
            (no disponible)
          </span>
        </span>
        <button
          type="button"
          aria-label={`Quitar ${label} del mazo`}
          onClick={() => onRemove(entry.id)}
          className="min-h-11 min-w-11 shrink-0 rounded px-2 text-xs text-rose-200 hover:bg-rose-950/60 lg:pointer-fine:min-h-0 lg:pointer-fine:py-0.5"
        >
          Quitar
        </button>
      </div>
      {suggestion && (
        <button
          type="button"
          aria-describedby={labelId}
          onClick={() => onReplace(entry.id, suggestion)}
          className="mt-1 min-h-11 max-w-full rounded-md border border-amber-300/60 px-2 py-1 text-left lg:pointer-fine:min-h-0 text-xs font-semibold break-words text-amber-100 hover:bg-amber-300/10"
        >
          Cambiar por {suggestion.nombre}
        </button>
      )}
    </li>
  );
}
