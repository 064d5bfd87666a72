import type { Banlist } from '../../../domain/banlists/banlist';
import type { DeckLegality, Violation } from '../../../domain/decks/deck-legality';

interface DeckLegalitySummaryProps {
  /** The deck's format key, named when the format no longer exists. */
  formatKey: string;
  banlist: Banlist | undefined;
  legality: DeckLegality | null;
}

function ViolationList({ violations, className }: { violations: Violation[]; className: string }) {
  return (
    <ul className={`mt-1 list-disc space-y-0.5 pl-5 text-sm ${className}`}>
      {violations.map((violation, index) => (
        <li key={`${violation.code}-${violation.cardId ?? index}`}>{violation.message}</li>
      ))}
    </ul>
  );
}

/** The deck's legality under its format as the format stands now, with each broken rule. */
export function DeckLegalitySummary({ formatKey, banlist, legality }: DeckLegalitySummaryProps) {
  return (
    <section className="rounded-lg border border-stone-700/70 bg-stone-900/70 p-3">
      <h3 className="font-serif text-lg text-amber-200">Legalidad</h3>
      {!banlist || !legality ? (
        <p className="mt-2 text-sm text-stone-300">
          El formato de este mazo ({formatKey}) ya no existe, así que no se puede comprobar su
          legalidad.
        </p>
      ) : (
        <>
          {legality.errors.length === 0 ? (
            <p className="mt-2 text-sm font-semibold text-emerald-300">Legal en {banlist.name}.</p>
          ) : (
            <>
              <p className="mt-2 text-sm font-semibold text-rose-300">
                No es legal en {banlist.name}:
              </p>
              <ViolationList violations={legality.errors} className="text-rose-100" />
            </>
          )}
          {legality.warnings.length > 0 && (
            <>
              <p className="mt-2 text-sm font-semibold text-amber-200">Avisos:</p>
              <ViolationList violations={legality.warnings} className="text-amber-100" />
            </>
          )}
        </>
      )}
    </section>
  );
}
