import { formatCardCount } from '../../domain/cards/card-count';

interface CardCountBarProps {
  shown: number;
  total: number;
  isFilterActive: boolean;
  onClearFilter: () => void;
  className?: string;
}

/** Above a filtered card grid: how many cards show, and 'Limpiar filtros' while one applies. */
export function CardCountBar({
  shown,
  total,
  isFilterActive,
  onClearFilter,
  className = '',
}: CardCountBarProps) {
  return (
    <div className={`flex items-center justify-between gap-3 text-sm text-stone-400 ${className}`}>
      <p aria-live="polite">{formatCardCount(shown, total)}</p>
      {isFilterActive && (
        <button
          type="button"
          onClick={onClearFilter}
          className="rounded-md px-2 py-1 text-amber-200 underline-offset-4 hover:underline"
        >
          Limpiar filtros
        </button>
      )}
    </div>
  );
}
