import type { Violation } from '../../../domain/decks/deck-legality';
import type { ChangedCards } from './changed-cards-store';

interface ChangedCardsNoticeProps {
  marks: ChangedCards;
  onDismiss: () => void;
}

/**
 * Above the deck's list, for a saved deck a newer official list broke (issue 15, item 5): which
 * list, that the changed cards are marked below, that the deck has not been changed, and the
 * rules of the whole deck it broke (those mark no card). 'Quitar marcas' dismisses it all.
 */
export function ChangedCardsNotice({ marks, onDismiss }: ChangedCardsNoticeProps) {
  const deckRules: Violation[] = marks.violations.filter(
    (violation) => violation.cardId === undefined,
  );
  const hasMarkedCards = deckRules.length < marks.violations.length;
  return (
    <div className="mt-3 rounded-md border border-rose-400/50 bg-rose-950/40 px-3 py-2 text-sm text-rose-100">
      {/* Announced as the deck opens, like the notice of cards the catalogue lost. */}
      <div role="alert">
        <p className="font-semibold">Con la lista {marks.listOf} este mazo dejó de ser legal.</p>
        <p className="mt-0.5 text-rose-100/85">
          {hasMarkedCards && 'Las cartas que cambiaron están marcadas abajo. '}El mazo no se ha
          cambiado.
        </p>
        {deckRules.length > 0 && (
          <ul className="mt-1 list-disc pl-5 break-words">
            {deckRules.map((violation) => (
              <li key={violation.code}>{violation.message}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="mt-2 min-h-9 rounded-md border border-rose-300/60 px-3 py-1 text-xs font-semibold hover:bg-rose-300/10"
      >
        {hasMarkedCards ? 'Quitar marcas' : 'Cerrar aviso'}
      </button>
    </div>
  );
}
