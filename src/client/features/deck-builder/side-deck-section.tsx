import { useId } from 'react';
import type { Card } from '../../../domain/cards/card';
import { groupDeckCards } from '../../../domain/decks/deck-order';
import { DeckCardLine } from './deck-card-line';

/** Where the grid's 'Añadir una copia' puts a card: the main deck or the side deck (issue 15). */
export type DeckTarget = 'main' | 'side';

interface SideDeckSectionProps {
  /** The format's side-deck size; 0 when it has none. */
  size: number;
  sideCards: readonly Card[];
  target: DeckTarget;
  onTargetChange: (target: DeckTarget) => void;
  onRemove: (cardId: number) => void;
}

const TARGETS: readonly { value: DeckTarget; label: string }[] = [
  { value: 'main', label: 'Mazo' },
  { value: 'side', label: 'Side deck' },
];

/**
 * 'Side deck' (issue 15, item 3) under 'Mazo Actual': its count against the format's size, a
 * choice of where the grid adds cards, and its cards with a button that removes one copy each.
 * A format without side deck shows nothing, unless a deck still holds side cards (they can be
 * removed; the 'Legalidad' panel says why they are a problem).
 */
export function SideDeckSection({
  size,
  sideCards,
  target,
  onTargetChange,
  onRemove,
}: SideDeckSectionProps) {
  const titleId = useId();
  if (size === 0 && sideCards.length === 0) return null;
  const lines = groupDeckCards(sideCards);
  return (
    <section aria-labelledby={titleId} className="mt-3 border-t border-stone-800 pt-3">
      <div className="flex items-baseline justify-between gap-3">
        <h4 id={titleId} className="font-serif text-lg text-amber-200">
          Side deck
        </h4>
        <p role="status" className="font-semibold text-stone-100 tabular-nums">
          <span className="sr-only">Cartas en el side deck: </span>
          {sideCards.length}/{size}
        </p>
      </div>
      {size > 0 && (
        <fieldset className="mt-2">
          <legend className="text-xs text-stone-400">Las cartas de la cuadrícula van a:</legend>
          <div className="mt-1 grid grid-cols-2 gap-1 rounded-lg bg-stone-950/60 p-1">
            {TARGETS.map(({ value, label }) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-md text-sm text-stone-200 has-checked:bg-amber-300 has-checked:font-semibold has-checked:text-stone-950 has-focus-visible:outline-2 has-focus-visible:outline-amber-300"
              >
                <input
                  type="radio"
                  name={`${titleId}-target`}
                  value={value}
                  checked={target === value}
                  onChange={() => onTargetChange(value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">Sin cartas en el side deck.</p>
      ) : (
        <ul aria-label="Contenido del side deck" className="mt-2 space-y-0.5">
          {lines.map(({ card, count }) => (
            <DeckCardLine
              key={card.id}
              card={card}
              count={count}
              newLimit={undefined}
              removeLabel={`Quitar una copia de ${card.nombre} del side deck`}
              onRemoveCopy={() => onRemove(card.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
