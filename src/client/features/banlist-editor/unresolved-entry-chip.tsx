import {
  UNRESOLVED_ENTRY_MESSAGE,
  type UnresolvedBanlistEntry,
} from '../../../domain/banlists/unresolved-entries';
import { CloseIcon } from '../../ui/close-icon';

interface UnresolvedEntryChipProps {
  entry: UnresolvedBanlistEntry;
  onRemove: () => void;
  onReplace: (replacement: string) => void;
}

function WarningIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M12 3 2 21h20L12 3z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18h.01" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An entry of a list that names no card of the catalogue (issue 14): a warning chip with the
 * closest card names, each a one-click replacement. Takes a whole row, so the warning and the
 * replacements read as belonging to this entry on a narrow screen too.
 */
export function UnresolvedEntryChip({ entry, onRemove, onReplace }: UnresolvedEntryChipProps) {
  const { nombre, suggestions } = entry;
  return (
    <li className="flex basis-full flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed border-rose-300/50 bg-rose-950/30 py-1.5 pr-1.5 pl-3 text-sm">
      <span className="flex min-w-0 items-center gap-1 font-medium break-words text-stone-100">
        {nombre}
        <button
          type="button"
          data-chip-remove=""
          aria-label={`Quitar ${nombre}`}
          onClick={onRemove}
          className="rounded-full p-1.5 text-stone-400 hover:bg-stone-700 hover:text-amber-100"
        >
          <CloseIcon className="size-3.5" strokeWidth={2.5} />
        </button>
      </span>
      <span className="flex items-center gap-1.5 rounded-full bg-rose-300/15 px-2.5 py-0.5 text-xs text-rose-100">
        <WarningIcon />
        {UNRESOLVED_ENTRY_MESSAGE}
      </span>
      {suggestions.length > 0 && (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-stone-300">Reemplazar por:</span>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              aria-label={`Reemplazar ${nombre} por ${suggestion}`}
              onClick={() => onReplace(suggestion)}
              className="rounded-full border border-amber-300/50 px-2.5 py-1 text-xs text-amber-100 hover:bg-amber-300/10"
            >
              {suggestion}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}
