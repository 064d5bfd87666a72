import { useId } from 'react';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { groupDeckCards } from '../../../domain/decks/deck-order';
import {
  nameUnavailableCard,
  type UnavailableDeckCard,
} from '../../../domain/decks/unavailable-cards';
import { Link } from 'wouter';
import { toCardDetailPath } from '../../paths';

function CardLines({ cards, label }: { cards: readonly Card[]; label: string }) {
  const lines = groupDeckCards(cards);
  return (
    <ul aria-label={label} className="space-y-0.5 text-sm text-stone-200">
      {lines.map(({ card, count }) => (
        <li key={card.id}>
          {count}x{' '}
          <Link href={toCardDetailPath(card.id)} className="text-amber-100 hover:underline">
            {card.nombre}
          </Link>{' '}
          <span className="text-xs text-stone-400">{formatCardType(card.tipo)}</span>
        </li>
      ))}
    </ul>
  );
}

interface PublicDeckListsProps {
  cards: readonly Card[];
  side: readonly Card[];
  unavailable: readonly UnavailableDeckCard[];
}

/** A deck's cards in the spec's deck order (SPEC §5), its side deck, and cards the catalogue lost. */
export function PublicDeckLists({ cards, side, unavailable }: PublicDeckListsProps) {
  const mainId = useId();
  const sideId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby={mainId}>
        <h3 id={mainId} className="mb-2 font-serif text-xl text-amber-200">
          Mazo ({cards.length})
        </h3>
        <CardLines cards={cards} label="Cartas del mazo" />
        {unavailable.length > 0 && (
          <ul className="mt-2 space-y-0.5 text-sm text-amber-300">
            {unavailable.map((entry) => (
              <li key={entry.id}>
                {entry.count}x {nameUnavailableCard(entry)} (no disponible)
              </li>
            ))}
          </ul>
        )}
      </section>
      {side.length > 0 && (
        <section aria-labelledby={sideId}>
          <h3 id={sideId} className="mb-2 font-serif text-xl text-amber-200">
            Side deck ({side.length})
          </h3>
          <CardLines cards={side} label="Cartas del side deck" />
        </section>
      )}
    </div>
  );
}
