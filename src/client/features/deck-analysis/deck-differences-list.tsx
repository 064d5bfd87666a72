import { useId, useMemo } from 'react';
import { compareDecks } from '../../../domain/analysis/deck-differences';
import type { Card } from '../../../domain/cards/card';
import type { SavedDeck } from '../../../domain/decks/deck';

interface DeckDifferencesListProps {
  first: SavedDeck;
  second: SavedDeck;
}

interface DifferenceLine {
  card: Card;
  text: string;
}

function DeckLines({ title, lines }: { title: string; lines: readonly DifferenceLine[] }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-lg border border-stone-700/70 bg-stone-900/70 p-3"
    >
      <h3 id={titleId} className="font-serif text-lg text-amber-200">
        {title}
      </h3>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">Ninguna carta.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-stone-200">
          {lines.map(({ card, text }) => (
            <li key={card.id}>
              {text}
              {/* Several editions print a card of the same name ('Oro'): the edition tells them apart. */}
              <span className="text-stone-400"> · {card.edicion}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What sets the two decks apart: cards only in each, and cards in both with their copies. */
export function DeckDifferencesList({ first, second }: DeckDifferencesListProps) {
  const differences = useMemo(
    () => compareDecks(first.cards, second.cards),
    [first.cards, second.cards],
  );
  return (
    <section aria-labelledby="deck-differences-title" className="mt-8">
      <h2 id="deck-differences-title" className="font-serif text-2xl text-amber-200">
        Diferencias entre los mazos
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        <DeckLines
          title={`Solo en ${first.name}`}
          lines={differences.onlyInFirst.map(({ card, count }) => ({
            card,
            text: `${count}x ${card.nombre}`,
          }))}
        />
        <DeckLines
          title={`Solo en ${second.name}`}
          lines={differences.onlyInSecond.map(({ card, count }) => ({
            card,
            text: `${count}x ${card.nombre}`,
          }))}
        />
        <DeckLines
          title="En ambos"
          lines={differences.inBoth.map(({ card, countFirst, countSecond }) => ({
            card,
            text: `${card.nombre}: ${countFirst} en ${first.name}, ${countSecond} en ${second.name}`,
          }))}
        />
      </div>
    </section>
  );
}
