import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';

interface SaveDeckControlProps {
  /** The deck's current name, offered in the name field. */
  currentName: string | null;
  /** Whether this deck was saved before: saving replaces it rather than adding a deck. */
  isSavedDeck: boolean;
  isDeckEmpty: boolean;
  onSave: (name: string) => boolean;
}

/**
 * What saving under a name does, as the builder saves (decks are told apart by their id, never by
 * their name): a new deck is added beside any deck of the same name; a saved one is replaced.
 */
function describeSaving(isSavedDeck: boolean): string {
  return isSavedDeck
    ? 'Reemplaza la versión guardada de este mazo; otro mazo con el mismo nombre no cambia.'
    : 'Se guarda como un mazo nuevo; si otro ya tiene este nombre, se conservan los dos.';
}

/**
 * 'Guardar Mazo' (SPEC §2): the first click asks for a name and the button becomes 'Confirmar
 * Guardado'; it is disabled while the deck or the name is empty.
 */
export function SaveDeckControl({
  currentName,
  isSavedDeck,
  isDeckEmpty,
  onSave,
}: SaveDeckControlProps) {
  const [isNaming, setIsNaming] = useState(false);
  const [name, setName] = useState(currentName ?? '');
  const nameId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isFocusDue = useRef(false);
  const isDisabled = isDeckEmpty || (isNaming && name.trim() === '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isDisabled) return;
    if (!isNaming) {
      setName(currentName ?? '');
      setIsNaming(true);
      return;
    }
    if (onSave(name)) stopNaming();
  }

  // The name field goes away: the focus goes to the button it leaves (enabled again by then), so
  // the keyboard keeps its place. Before the save's notification opens (radix moves the focus in
  // a passive effect), so closing it gives the focus back to the button.
  function stopNaming() {
    isFocusDue.current = true;
    setIsNaming(false);
  }
  useLayoutEffect(() => {
    if (isNaming || !isFocusDue.current) return;
    isFocusDue.current = false;
    buttonRef.current?.focus();
  }, [isNaming]);

  return (
    <form onSubmit={handleSubmit} className="space-y-2">
      {isNaming && (
        <div>
          <label htmlFor={nameId} className="mb-1 block text-xs font-medium text-stone-400">
            Nombre del mazo
          </label>
          <input
            id={nameId}
            autoFocus
            placeholder="Ej.: Caballeros del Alba"
            aria-describedby={`${nameId}-ayuda`}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') stopNaming();
            }}
            className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500"
          />
          <p id={`${nameId}-ayuda`} className="mt-1 text-xs leading-snug text-stone-400">
            {describeSaving(isSavedDeck)}
          </p>
        </div>
      )}
      <button
        ref={buttonRef}
        type="submit"
        disabled={isDisabled}
        className="w-full rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-not-allowed disabled:bg-stone-700 disabled:text-stone-400"
      >
        {isNaming ? 'Confirmar Guardado' : 'Guardar Mazo'}
      </button>
    </form>
  );
}
