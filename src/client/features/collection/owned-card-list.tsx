import { useEffect, useState } from 'react';
import { COLLECTION_LIMITS } from '../../../contract/collection';
import type { Card } from '../../../domain/cards/card';

/** An owned card as listed: the catalogue's card (null if it left the catalogue) and copies. */
export interface OwnedCard {
  id: number;
  card: Card | null;
  count: number;
}

interface OwnedCardListProps {
  cards: readonly OwnedCard[];
  onSetCount: (cardId: number, count: number) => void;
}

const STEP_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-md text-xl font-bold text-amber-100 ' +
  'hover:bg-stone-700/80 disabled:cursor-not-allowed disabled:opacity-40';

/** The copies of one card: − , a number to type and + ; a typed number is set on leaving it. */
function CountInput({
  id,
  nombre,
  count,
  onSetCount,
}: OwnedCard & {
  nombre: string;
  onSetCount: OwnedCardListProps['onSetCount'];
}) {
  const [typed, setTyped] = useState(String(count));
  useEffect(() => setTyped(String(count)), [count]);

  function handleCommit() {
    const value = Number.parseInt(typed, 10);
    if (Number.isNaN(value)) setTyped(String(count));
    else if (value !== count) onSetCount(id, value);
  }

  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-label={`Quitar una copia de ${nombre}`}
        onClick={() => onSetCount(id, count - 1)}
        className={STEP_BUTTON}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={COLLECTION_LIMITS.copies}
        aria-label={`Copias de ${nombre}`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={handleCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') handleCommit();
        }}
        className="h-11 w-16 rounded-md border border-stone-700 bg-stone-950 px-2 text-center text-stone-100 tabular-nums"
      />
      <button
        type="button"
        aria-label={`Añadir una copia de ${nombre}`}
        disabled={count >= COLLECTION_LIMITS.copies}
        onClick={() => onSetCount(id, count + 1)}
        className={STEP_BUTTON}
      >
        +
      </button>
    </div>
  );
}

/** The owned cards, one row each: name, edition and copies (issue 17 'Mi colección'). */
export function OwnedCardList({ cards, onSetCount }: OwnedCardListProps) {
  return (
    <ul aria-label="Cartas de tu colección" className="divide-y divide-stone-800">
      {cards.map((owned) => {
        const nombre = owned.card?.nombre ?? `Carta ${owned.id} (no disponible)`;
        return (
          <li key={owned.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-stone-100">{nombre}</p>
              <p className="text-sm text-stone-400">{owned.card?.edicion ?? 'Sin edición'}</p>
            </div>
            <CountInput {...owned} nombre={nombre} onSetCount={onSetCount} />
          </li>
        );
      })}
    </ul>
  );
}
