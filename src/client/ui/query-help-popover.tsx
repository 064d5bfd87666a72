import { useId, useRef, useState, type RefObject } from 'react';
import { QUERY_KEYS, QUERY_SYNTAX_HELP } from '../../domain/search/query-keys';
import { useViewportWidth } from '../lib/viewport-width';
import { LazyPopover } from './lazy-popover';

interface HelpEntry {
  id: string;
  /** The key's spellings ('t: · tipo:'); none for syntax entries. */
  spellings: string | null;
  description: string;
  example: string;
}

const HELP_ENTRIES: readonly HelpEntry[] = [
  ...QUERY_KEYS.map((key) => ({
    id: `clave-${key.name}`,
    spellings: key.names.map((name) => `${name}:`).join(' · '),
    description: key.description,
    example: key.example,
  })),
  ...QUERY_SYNTAX_HELP.map((entry, index) => ({
    id: `sintaxis-${index}`,
    spellings: null,
    description: entry.description,
    example: entry.example,
  })),
];

// From this width the side menu leaves room to its right, where the help can use the full height.
const BESIDE_MENU_MIN_WIDTH = 768;

const KEY_ENTRIES = HELP_ENTRIES.filter((entry) => entry.spellings !== null);
const SYNTAX_ENTRIES = HELP_ENTRIES.filter((entry) => entry.spellings === null);

interface HelpListProps {
  idPrefix: string;
  entries: readonly HelpEntry[];
  onChoose: (example: string) => void;
}

function HelpList({ idPrefix, entries, onChoose }: HelpListProps) {
  return (
    <ul className="divide-y divide-stone-800">
      {entries.map((entry) => {
        const descriptionId = `${idPrefix}-${entry.id}`;
        return (
          <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
            <span id={descriptionId} className="min-w-0 text-sm text-stone-300">
              {entry.spellings !== null && (
                <span className="block font-mono text-amber-200">{entry.spellings} </span>
              )}
              {entry.description}
            </span>
            <button
              type="button"
              aria-describedby={descriptionId}
              onClick={() => onChoose(entry.example)}
              className="min-h-11 max-w-[55%] shrink-0 rounded-md border border-amber-300/30 bg-stone-950 px-2 py-1 text-left font-mono text-sm break-all text-amber-100 hover:border-amber-300/70 hover:bg-amber-300/10 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              {entry.example}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface QueryHelpPopoverProps {
  /** Adds an example to the search box. */
  onInsert: (example: string) => void;
  /** The search box, which gets focus back once an example is in it. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The '?' of the search box (issue 18): every key of the query language and its syntax, each with
 * an example that goes into the box on click.
 */
export function QueryHelpPopover({ onInsert, inputRef }: QueryHelpPopoverProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const hasInserted = useRef(false);
  const isBesideMenu = useViewportWidth() >= BESIDE_MENU_MIN_WIDTH;

  function handleChoose(example: string) {
    onInsert(example);
    hasInserted.current = true;
    setIsOpen(false);
  }

  function handleCloseAutoFocus(event: Event) {
    if (!hasInserted.current) return;
    // After an example the player goes on typing, so focus goes to the box, not to '?'.
    hasInserted.current = false;
    event.preventDefault();
    const input = inputRef.current;
    if (input === null) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }

  return (
    // Modal: the focus stays in the help while it is open (it is a dialog) and goes back on close.
    <LazyPopover
      open={isOpen}
      onOpenChange={setIsOpen}
      label="Ayuda de búsqueda"
      buttonClassName="grid size-11 shrink-0 place-items-center rounded-md border border-stone-700 bg-stone-950 font-serif text-lg text-amber-200 hover:border-amber-300/60 hover:bg-stone-800 data-[state=open]:border-amber-300/60"
      button="?"
      titleId={`${id}-title`}
      side={isBesideMenu ? 'right' : 'bottom'}
      align={isBesideMenu ? 'center' : 'end'}
      sideOffset={6}
      onCloseAutoFocus={handleCloseAutoFocus}
      className="z-50 max-h-(--radix-popover-content-available-height) w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-amber-300/25 bg-stone-900 p-4 shadow-2xl shadow-black"
    >
      <h3 id={`${id}-title`} className="font-serif text-lg text-amber-200">
        Cómo buscar
      </h3>
      <p className="mt-1 text-sm text-stone-400">
        Separa los términos con espacios: la carta debe cumplirlos todos. Pulsa un ejemplo para
        añadirlo a la búsqueda.
      </p>
      <h4 className="mt-3 text-xs font-medium tracking-wide text-stone-400 uppercase">Claves</h4>
      <HelpList idPrefix={id} entries={KEY_ENTRIES} onChoose={handleChoose} />
      <h4 className="mt-3 text-xs font-medium tracking-wide text-stone-400 uppercase">Combinar</h4>
      <HelpList idPrefix={id} entries={SYNTAX_ENTRIES} onChoose={handleChoose} />
      <button
        type="button"
        onClick={() => setIsOpen(false)}
        className="mt-3 min-h-11 w-full rounded-md border border-stone-700 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800"
      >
        Cerrar
      </button>
    </LazyPopover>
  );
}
