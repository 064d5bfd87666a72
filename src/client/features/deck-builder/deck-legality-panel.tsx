import { useId, useState, type ReactNode } from 'react';
import type { DeckLegality } from '../../../domain/decks/deck-legality';
import { judgeDeckLegality } from '../../../domain/decks/legality-verdict';
import { LegalityBadge, LegalityReasons } from '../../ui/deck-legality-report';

interface DeckLegalityPanelProps {
  formatKey: string;
  formatName: string;
  legality: DeckLegality;
  /** Shown below the reasons, e.g. the check against an earlier dated list. */
  children?: ReactNode;
}

/**
 * 'Legalidad' under 'Mazo Actual' (issue 15): the deck's verdict in its format as a badge, and
 * a region that can be folded away with the broken rules and the guides. The verdict alone is
 * announced politely when it changes, never each card's effect on the reasons. Saving is never
 * blocked by it (SPEC §5).
 */
export function DeckLegalityPanel({
  formatKey,
  formatName,
  legality,
  children,
}: DeckLegalityPanelProps) {
  const [isOpen, setIsOpen] = useState(true);
  const titleId = useId();
  const contentId = useId();
  const verdict = judgeDeckLegality(legality);
  return (
    <section
      aria-labelledby={titleId}
      className="mt-3 rounded-md border border-stone-700/70 bg-stone-950/60 text-sm"
    >
      <h4>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-stone-800/60"
        >
          <span id={titleId} className="font-serif text-base text-amber-200">
            Legalidad
          </span>
          <LegalityBadge verdict={verdict} />
          <span aria-hidden="true" className="ml-auto text-stone-400">
            {isOpen ? '▴' : '▾'}
          </span>
        </button>
      </h4>
      <p aria-live="polite" className="sr-only">
        {verdict === 'legal'
          ? `El mazo es legal en ${formatName}.`
          : `El mazo no es legal en ${formatName}.`}
      </p>
      <div id={contentId} hidden={!isOpen} className="px-3 pb-3">
        <LegalityReasons formatName={formatName} formatKey={formatKey} legality={legality} />
        {children}
      </div>
    </section>
  );
}
