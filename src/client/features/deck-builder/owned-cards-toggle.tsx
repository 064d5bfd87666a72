import { Switch } from 'radix-ui';
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
      <Switch.Root
        id={id}
        checked={filter.isOn}
        disabled={!filter.isAvailable}
        onCheckedChange={filter.setOn}
        className="relative h-6 w-11 shrink-0 rounded-full bg-stone-700 disabled:opacity-50 data-[state=checked]:bg-emerald-500"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
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
