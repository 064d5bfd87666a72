import { useId, useMemo, useState } from 'react';
import type { Card } from '../../../domain/cards/card';
import { ownsCard } from '../../../domain/decks/missing-cards';
import { useCollection } from '../../lib/collection-store';

/**
 * 'Solo mi colección' (issue 17): the builder's grid narrowed to the cards the player owns, after
 * the side menu's filters. It is off while the collection is unknown or empty.
 */
export function useOwnedCardsFilter(cards: readonly Card[]) {
  const { collection, isReady, isOwnedFilterAvailable } = useCollection();
  const [isChosen, setChosen] = useState(false);
  const isOn = isChosen && isOwnedFilterAvailable;
  const shownCards = useMemo(
    () => (isOn ? cards.filter((card) => ownsCard(collection, card.id)) : cards),
    [isOn, cards, collection],
  );
  return {
    cards: shownCards,
    isOn,
    setOn: setChosen,
    isReady,
    isAvailable: isOwnedFilterAvailable,
  };
}

interface OwnedCardsToggleProps {
  filter: ReturnType<typeof useOwnedCardsFilter>;
}

/** The switch of 'Solo mi colección'; disabled, with a hint, while the collection is empty. */
export function OwnedCardsToggle({ filter }: OwnedCardsToggleProps) {
  const id = useId();
  if (!filter.isReady) return null;
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-3 pb-1 text-sm">
      {/* A native checkbox in the switch role, like the format rules' switches: radix's Switch
          keeps its button in state through a callback ref, and that update at the end of the
          builder's first commit made React run the screen's effects and their re-renders in the
          same task (ADR 0026, 30 November). The ::after box makes the 24 px track a 44 px tall
          target for a finger. */}
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={filter.isOn}
        disabled={!filter.isAvailable}
        onChange={(event) => filter.setOn(event.target.checked)}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-700 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] after:absolute after:inset-x-0 after:-inset-y-2.5 after:content-[''] checked:bg-emerald-500 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:cursor-default disabled:opacity-50"
      />
      <label htmlFor={id} className="text-stone-200">
        Solo mi colección
      </label>
      {!filter.isAvailable && (
        <span className="text-xs text-stone-400">
          Tu colección está vacía: añade cartas desde el catálogo.
        </span>
      )}
    </div>
  );
}
