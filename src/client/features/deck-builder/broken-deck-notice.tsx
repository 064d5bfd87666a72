import { describeListOf } from '../../lib/banlist-history';
import type { BrokenSavedDeck } from '../../lib/broken-saved-decks';

interface BrokenDeckNoticeProps {
  deckName: string;
  broken: BrokenSavedDeck;
  /** Id for the heading, so the row's load button can name it as part of its description. */
  headingId: string;
  onOpen: () => void;
}

/**
 * Under a saved deck a newer official list broke (issue 15, item 5): which list, each card with
 * its new limit (or the rule of the whole deck it broke), and 'Abrir y ver las cartas', which
 * opens the deck on the builder with those cards marked. The deck is not changed.
 */
export function BrokenDeckNotice({ deckName, broken, headingId, onOpen }: BrokenDeckNoticeProps) {
  return (
    <div className="order-10 basis-full rounded-md border border-rose-400/50 bg-rose-950/40 px-3 py-2 text-sm text-rose-100">
      <p id={headingId} className="font-semibold">
        Con la lista {describeListOf(broken.current)} este mazo dejó de ser legal:
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words">
        {broken.violations.map((violation) => (
          <li key={`${violation.code}-${violation.cardId ?? ''}`}>{violation.message}</li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          aria-label={`Abrir y ver las cartas de ${deckName}`}
          onClick={onOpen}
          className="min-h-9 rounded-md bg-rose-200 px-3 py-1 text-sm font-semibold text-rose-950 hover:bg-rose-100"
        >
          Abrir y ver las cartas
        </button>
        <span className="text-xs text-rose-100/80">El mazo no se ha cambiado.</span>
      </div>
    </div>
  );
}
