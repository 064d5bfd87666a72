import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';

/** Height of a row in pixels; rows are one line, so a fixed size keeps scrolling exact. */
const ROW_HEIGHT = 52;
/** Rows kept in the page beyond each edge of the viewport, so Tab finds the next one. */
const OVERSCAN_ROWS = 8;

interface ReviewTableProps {
  cards: readonly Card[];
  /** Opens a card in the edit modal; absent for someone who may only look. */
  onEdit?: (card: Card) => void;
}

const ROW_GRID =
  'grid grid-cols-[minmax(0,1fr)_4.5rem_5.5rem] items-center gap-x-3 px-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.4fr)_5rem_6rem]';

/**
 * The review table (SPEC §2): Nombre, Tipo, Edición, Revisado (Sí in green, No in red) and
 * Acciones. Virtualised against the window scroll, so 20,000 cards keep only the visible rows in
 * the page. On a phone, type and edition move under the name.
 */
export function ReviewTable({ cards, onEdit }: ReviewTableProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: cards.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  useLayoutEffect(() => {
    // The rows start below the header, the filters and the column headings.
    const top = bodyRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);

  return (
    <div
      role="table"
      aria-label="Cartas para revisar"
      aria-rowcount={cards.length + 1}
      className="rounded-lg border border-stone-700/70 text-sm"
    >
      <div role="rowgroup" className="sticky top-14 z-10 rounded-t-lg bg-stone-900">
        <div
          role="row"
          aria-rowindex={1}
          className={`${ROW_GRID} py-3 text-xs tracking-wide text-stone-400 uppercase`}
        >
          <span role="columnheader">Nombre</span>
          <span role="columnheader" className="hidden sm:block">
            Tipo
          </span>
          <span role="columnheader" className="hidden sm:block">
            Edición
          </span>
          <span role="columnheader">Revisado</span>
          <span role="columnheader" className="text-right">
            Acciones
          </span>
        </div>
      </div>
      <div
        ref={bodyRef}
        role="rowgroup"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const card = cards[item.index];
          if (!card) return null;
          return (
            <div
              key={card.id}
              role="row"
              aria-rowindex={item.index + 2}
              className={`${ROW_GRID} absolute top-0 left-0 w-full border-t border-stone-800 hover:bg-stone-800/40`}
              style={{
                height: ROW_HEIGHT,
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <span role="cell" className="min-w-0">
                <span className="block truncate text-stone-100">{card.nombre}</span>
                <span
                  className="block truncate text-xs text-stone-400 sm:hidden"
                  aria-hidden="true"
                >
                  {formatCardType(card.tipo)} · {card.edicion}
                </span>
              </span>
              <span role="cell" className="hidden truncate text-stone-300 sm:block">
                {formatCardType(card.tipo)}
              </span>
              <span role="cell" className="hidden truncate text-stone-300 sm:block">
                {card.edicion}
              </span>
              <span
                role="cell"
                className={
                  card.revisada ? 'font-semibold text-emerald-400' : 'font-semibold text-rose-400'
                }
              >
                {card.revisada ? 'Sí' : 'No'}
              </span>
              <span role="cell" className="text-right">
                {onEdit ? (
                  <button
                    type="button"
                    onClick={() => onEdit(card)}
                    aria-label={`Editar ${card.nombre}`}
                    className="min-h-11 rounded-md border border-amber-300/40 px-3 py-1 text-amber-100 hover:bg-amber-300/10 sm:min-h-0"
                  >
                    Editar
                  </button>
                ) : (
                  <span className="text-stone-500">—</span>
                )}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
