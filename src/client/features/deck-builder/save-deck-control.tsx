import { useId, useState, type FormEvent } from 'react';

interface SaveDeckControlProps {
  /** The deck's current name, offered in the name field. */
  currentName: string | null;
  isDeckEmpty: boolean;
  onSave: (name: string) => boolean;
}

/**
 * 'Guardar Mazo' (SPEC §2): the first click asks for a name and the button becomes 'Confirmar
 * Guardado'; it is disabled while the deck or the name is empty.
 */
export function SaveDeckControl({ currentName, isDeckEmpty, onSave }: SaveDeckControlProps) {
  const [isNaming, setIsNaming] = useState(false);
  const [name, setName] = useState(currentName ?? '');
  const nameId = useId();
  const isDisabled = isDeckEmpty || (isNaming && name.trim() === '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isDisabled) return;
    if (!isNaming) {
      setName(currentName ?? '');
      setIsNaming(true);
      return;
    }
    if (onSave(name)) setIsNaming(false);
  }

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
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setIsNaming(false);
            }}
            className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
          />
        </div>
      )}
      <button
        type="submit"
        disabled={isDisabled}
        className="w-full rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-not-allowed disabled:bg-stone-700 disabled:text-stone-400"
      >
        {isNaming ? 'Confirmar Guardado' : 'Guardar Mazo'}
      </button>
    </form>
  );
}
