import { useEffect, useId, useRef, useState } from 'react';
import {
  BANLIST_LIST_LABELS,
  type FormatCardListName,
} from '../../../domain/banlists/exclusive-card-lists';
import type { UnresolvedBanlistEntry } from '../../../domain/banlists/unresolved-entries';
import type { Card } from '../../../domain/cards/card';
import { CardCombobox } from './card-combobox';
import { CloseIcon } from '../../ui/close-icon';
import { UnresolvedEntryChip } from './unresolved-entry-chip';

interface CardListPickerProps {
  list: FormatCardListName;
  names: readonly string[];
  cards: readonly Card[];
  /** What the list does, under its title, when the title alone does not say it. */
  description?: string;
  /** Names in any of the format's lists. */
  chosenNames: readonly string[];
  /** This list's entries that name no card of the catalogue, by position. */
  unresolved: ReadonlyMap<number, UnresolvedBanlistEntry>;
  onAdd: (list: FormatCardListName, nombre: string) => void;
  onRemove: (list: FormatCardListName, nombre: string) => void;
  onReplace: (list: FormatCardListName, nombre: string, replacement: string) => void;
}

/**
 * One of the editor's three card pickers (SPEC §2): the list's cards as removable chips and a
 * type-ahead to add more; an entry that names no card gets a warning chip with replacements
 * (issue 14). Removing or replacing a chip by keyboard moves focus to the chip now in its
 * place, so a keyboard user is never dropped at the top of the page.
 */
export function CardListPicker({
  list,
  names,
  description,
  cards,
  chosenNames,
  unresolved,
  onAdd,
  onRemove,
  onReplace,
}: CardListPickerProps) {
  const label = BANLIST_LIST_LABELS[list];
  const headingId = useId();
  const inputId = useId();
  const chipsRef = useRef<HTMLUListElement>(null);
  const [focusChipAt, setFocusChipAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusChipAt === null) return;
    const buttons = chipsRef.current?.querySelectorAll('button[data-chip-remove]') ?? [];
    const next = buttons[Math.min(focusChipAt, buttons.length - 1)];
    (next instanceof HTMLElement ? next : document.getElementById(inputId))?.focus();
    setFocusChipAt(null);
  }, [focusChipAt, names, inputId]);

  const handleRemove = (nombre: string, position: number) => {
    onRemove(list, nombre);
    setAnnouncement(`${nombre} quitada de ${label}.`);
    setFocusChipAt(position);
  };

  const handleReplace = (nombre: string, replacement: string, position: number) => {
    onReplace(list, nombre, replacement);
    setAnnouncement(`${nombre} reemplazada por ${replacement} en ${label}.`);
    setFocusChipAt(position);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-800 bg-stone-900/60 p-4"
    >
      <h3 id={headingId} className="font-serif text-lg text-amber-200">
        {label} <span className="text-sm text-stone-400">({names.length})</span>
      </h3>
      {description !== undefined && <p className="mt-1 text-sm text-stone-400">{description}</p>}
      {unresolved.size > 0 && (
        <p className="mt-1 text-xs text-rose-200">
          {unresolved.size === 1 ? '1 entrada' : `${unresolved.size} entradas`} sin carta en el
          catálogo
        </p>
      )}
      {names.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">Ninguna carta en esta lista.</p>
      ) : (
        <ul ref={chipsRef} aria-label={label} className="mt-3 flex flex-wrap gap-2">
          {names.map((nombre, position) => {
            const entry = unresolved.get(position);
            if (entry) {
              return (
                <UnresolvedEntryChip
                  key={nombre}
                  entry={entry}
                  onRemove={() => handleRemove(nombre, position)}
                  onReplace={(replacement) => handleReplace(nombre, replacement, position)}
                />
              );
            }
            return (
              <li
                key={nombre}
                className="flex items-center gap-1 rounded-full border border-amber-300/25 bg-stone-800 py-0.5 pr-0.5 pl-3 text-sm text-stone-100"
              >
                {nombre}
                <button
                  type="button"
                  data-chip-remove=""
                  aria-label={`Quitar ${nombre}`}
                  onClick={() => handleRemove(nombre, position)}
                  className="rounded-full p-1.5 text-stone-400 hover:bg-stone-700 hover:text-amber-100"
                >
                  <CloseIcon className="size-3.5" strokeWidth={2.5} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <CardCombobox
        id={inputId}
        listLabel={label}
        cards={cards}
        chosenNames={chosenNames}
        onChoose={(card) => {
          onAdd(list, card.nombre);
          setAnnouncement(`${card.nombre} añadida a ${label}.`);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
