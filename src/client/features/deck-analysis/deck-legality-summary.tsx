import { useId } from 'react';
import type { DeckVerdict } from '../../../domain/decks/legality-verdict';
import { LegalityBadge, LegalityReasons } from '../../ui/deck-legality-report';

interface DeckLegalitySummaryProps {
  /** The deck's format key, named when the format no longer exists. */
  formatKey: string;
  /** The format's name, or null when it no longer exists. */
  formatName: string | null;
  verdict: DeckVerdict;
}

/**
 * The deck's legality under its format as the format stands now: the same badge and reasons as
 * the builder's 'Legalidad' panel and the saved-deck list (issue 15).
 */
export function DeckLegalitySummary({ formatKey, formatName, verdict }: DeckLegalitySummaryProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-stone-700/70 bg-stone-900/70 p-3"
    >
      <h3 className="flex items-center gap-2">
        <span id={titleId} className="font-serif text-lg text-amber-200">
          Legalidad
        </span>
        <LegalityBadge verdict={verdict.verdict} />
      </h3>
      <div className="mt-2 text-sm">
        <LegalityReasons
          formatName={formatName}
          formatKey={formatKey}
          legality={verdict.legality}
        />
      </div>
    </section>
  );
}
