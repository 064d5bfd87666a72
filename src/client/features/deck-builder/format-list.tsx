import type { Banlist } from '../../../domain/banlists/banlist';
import { describeEffectiveDate } from '../../../domain/banlists/effective-date';

interface FormatListProps {
  banlists: readonly Banlist[];
  onChoose: (format: string) => void;
}

/** One button per format (SPEC §2 'Crear tech'), with the date its lists took effect. */
export function FormatList({ banlists, onChoose }: FormatListProps) {
  return (
    <ul className="space-y-2">
      {banlists.map((banlist) => {
        const effectiveDate = describeEffectiveDate(banlist.effectiveDate);
        return (
          <li key={banlist.key}>
            <button
              type="button"
              onClick={() => onChoose(banlist.key)}
              className="w-full rounded-lg border border-amber-300/25 bg-stone-950/60 px-4 py-3 text-left hover:border-amber-300/60 hover:bg-stone-800/60"
            >
              <span className="block font-semibold text-amber-100">{banlist.name}</span>
              {effectiveDate !== null && (
                <span className="block text-xs text-stone-400">{effectiveDate}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
