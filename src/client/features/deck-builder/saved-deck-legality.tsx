import { useId, useState } from 'react';
import type { SavedDeckVerdict } from '../../lib/saved-deck-verdicts';
import { LEGALITY_BADGE_TEXT, LegalityBadge, LegalityReasons } from '../../ui/deck-legality-report';

interface SavedDeckLegalityProps {
  deckName: string;
  formatKey: string;
  /** The format's name, or null when this browser no longer has the format. */
  formatName: string | null;
  verdict: SavedDeckVerdict;
  /** Id for the badge, so the row's load button can name the verdict as its description. */
  badgeId: string;
}

/**
 * A saved deck's 'Legal' / 'No legal' badge in 'Cargar Mazo Existente' (issue 15). When there is
 * more to say (broken rules, guides, a format that no longer exists) the badge is a disclosure
 * button that shows the reasons below the row: a tap works where a tooltip would not.
 */
export function SavedDeckLegality({
  deckName,
  formatKey,
  formatName,
  verdict,
  badgeId,
}: SavedDeckLegalityProps) {
  const [isOpen, setIsOpen] = useState(false);
  const reasonsId = useId();
  const hasGuides = (verdict.legality?.warnings.length ?? 0) > 0;
  const badge = (
    <span id={badgeId} className="inline-flex">
      <LegalityBadge verdict={verdict.verdict} />
    </span>
  );
  if (verdict.verdict === 'legal' && !hasGuides) return badge;
  const what = verdict.verdict === 'legal' ? 'guías' : 'motivos';
  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={reasonsId}
        aria-label={`${LEGALITY_BADGE_TEXT[verdict.verdict]}, ver ${what} de ${deckName}`}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 py-1 text-stone-300 hover:bg-stone-800 sm:min-h-9"
      >
        {badge}
        <span aria-hidden="true" className="text-xs">
          {isOpen ? '▴' : '▾'}
        </span>
      </button>
      <div
        id={reasonsId}
        hidden={!isOpen}
        className="order-last basis-full rounded-md bg-stone-900/70 px-3 py-2 text-sm"
      >
        <LegalityReasons
          formatName={formatName}
          formatKey={formatKey}
          legality={verdict.legality}
        />
      </div>
    </>
  );
}
