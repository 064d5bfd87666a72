import type { DeckLegality, Violation } from '../../domain/decks/deck-legality';
import type { LegalityVerdict } from '../../domain/decks/legality-verdict';

/** The badge's words for each verdict: guides never make a deck 'No legal' (issue 15). */
export const LEGALITY_BADGE_TEXT: Record<LegalityVerdict, string> = {
  legal: 'Legal',
  notLegal: 'No legal',
  unknownFormat: 'Sin comprobar',
};

const BADGE_STYLES: Record<LegalityVerdict, string> = {
  legal: 'border-emerald-400/50 bg-emerald-950/60 text-emerald-200',
  notLegal: 'border-rose-400/50 bg-rose-950/60 text-rose-200',
  unknownFormat: 'border-stone-500/60 bg-stone-800/60 text-stone-300',
};

/** 'Legal', 'No legal' or 'Sin comprobar' as a small coloured badge. */
export function LegalityBadge({ verdict }: { verdict: LegalityVerdict }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE_STYLES[verdict]}`}
    >
      {LEGALITY_BADGE_TEXT[verdict]}
    </span>
  );
}

function ViolationList({ violations, className }: { violations: Violation[]; className: string }) {
  return (
    <ul className={`mt-1 list-disc space-y-0.5 pl-5 break-words ${className}`}>
      {violations.map((violation, index) => (
        <li key={`${index}-${violation.message}`}>{violation.message}</li>
      ))}
    </ul>
  );
}

interface LegalityReasonsProps {
  /** The deck's format name; null when the format no longer exists. */
  formatName: string | null;
  /** The deck's format key, named when the format no longer exists. */
  formatKey: string;
  legality: DeckLegality | null;
}

/**
 * Why a deck is or is not legal in its format, worded alike in the builder, the saved-deck list
 * and the analysis: the broken rules ('El mazo no es legal en este formato:') or 'Legal en
 * <formato>.', then the guides ('Guías:'), which never make a deck not legal.
 */
export function LegalityReasons({ formatName, formatKey, legality }: LegalityReasonsProps) {
  if (formatName === null || legality === null) {
    return (
      <p className="text-stone-300">
        El formato de este mazo ({formatKey}) ya no existe, así que no se puede comprobar su
        legalidad.
      </p>
    );
  }
  return (
    <div>
      {legality.errors.length === 0 ? (
        <p className="font-semibold text-emerald-300">Legal en {formatName}.</p>
      ) : (
        <>
          <p className="font-semibold text-rose-300">El mazo no es legal en este formato:</p>
          <ViolationList violations={legality.errors} className="text-rose-100" />
        </>
      )}
      {legality.warnings.length > 0 && (
        <>
          <p className="mt-2 font-semibold text-amber-200">Guías:</p>
          <ViolationList violations={legality.warnings} className="text-amber-100" />
        </>
      )}
    </div>
  );
}
