import { useMemo, useRef, useState } from 'react';
import type { Card } from '../../domain/cards/card';
import { findMissingCards } from '../../domain/decks/missing-cards';
import { useCollection } from '../lib/collection-store';
import { copyText } from '../lib/deck-file';

interface MissingCardsSectionProps {
  deckCards: readonly Card[];
  sideCards: readonly Card[];
}

function toEntries(cards: readonly Card[]) {
  return cards.map((card) => ({ id: card.id, count: 1 }));
}

/** 'Nx Nombre', one card a line, as the deck's text export writes a list. */
function formatMissingList(lines: readonly { count: number; nombre: string }[]): string {
  return lines.map((line) => `${line.count}x ${line.nombre}`).join('\n');
}

/**
 * 'Te faltan N cartas' (issue 17): the copies of the deck and its side deck the player's
 * collection lacks, listed as 'Nx Nombre' under a disclosure and copied as text; 'Tienes todas
 * las cartas' when none. Shown once the collection is known and the deck has cards.
 */
export function MissingCardsSection({ deckCards, sideCards }: MissingCardsSectionProps) {
  const { collection, isReady } = useCollection();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The list is drawn only while open, so the deck's own lines are the only 'Nx name' on screen.
  const [isOpen, setOpen] = useState(false);
  const fallbackRef = useRef<HTMLTextAreaElement>(null);
  const missing = useMemo(() => {
    const names = new Map([...deckCards, ...sideCards].map((card) => [card.id, card.nombre]));
    const found = findMissingCards(toEntries(deckCards), toEntries(sideCards), collection);
    const lines = found.entries.map((entry) => ({
      id: entry.id,
      count: entry.count,
      nombre: names.get(entry.id) ?? '',
    }));
    return { total: found.total, lines };
  }, [deckCards, sideCards, collection]);

  if (!isReady || deckCards.length + sideCards.length === 0) return null;
  if (missing.total === 0) {
    return <p className="mt-3 text-sm text-emerald-300">Tienes todas las cartas</p>;
  }
  const text = formatMissingList(missing.lines);

  async function handleCopy() {
    const { ok } = await copyText(text);
    setCopyState(ok ? 'copied' : 'failed');
    // Without a clipboard the list is shown selected, to copy by hand.
    if (!ok) window.setTimeout(() => fallbackRef.current?.select(), 0);
  }

  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group my-3 rounded-md border border-amber-300/30 bg-stone-950/50 px-3"
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-amber-100">
        Te faltan {missing.total} {missing.total === 1 ? 'carta' : 'cartas'}
        <span aria-hidden="true" className="ml-auto transition-transform group-open:rotate-90">
          ▸
        </span>
      </summary>
      {isOpen && (
        <>
          <ul aria-label="Cartas que te faltan" className="space-y-0.5 text-sm text-stone-200">
            {missing.lines.map((line) => (
              <li key={line.id} className="break-words">
                {line.count}x {line.nombre}
              </li>
            ))}
          </ul>
          <div className="my-2 flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => void handleCopy()}
              className="min-h-11 rounded-md border border-amber-300/40 px-3 text-sm text-amber-100 hover:bg-stone-800"
            >
              Copiar lista
            </button>
            <p aria-live="polite" className="text-xs text-stone-400">
              {copyState === 'copied' && 'Lista copiada.'}
              {copyState === 'failed' && 'No se pudo copiar: selecciona el texto y cópialo.'}
            </p>
          </div>
          {copyState === 'failed' && (
            <textarea
              ref={fallbackRef}
              readOnly
              aria-label="Lista de cartas que te faltan"
              value={text}
              rows={Math.min(8, missing.lines.length)}
              className="mb-2 w-full rounded-md bg-stone-950 p-2 font-mono text-xs text-stone-100"
            />
          )}
        </>
      )}
    </details>
  );
}
