import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { formatDeckTag } from '../../../domain/decks/deck';
import type { BrokenSavedDeck } from '../../lib/broken-saved-decks';
import type { SavedDeckVerdict } from '../../lib/saved-deck-verdicts';
import type { StoredDeck } from '../../lib/saved-decks-store';
import { describeUnavailableCards } from '../../ui/unavailable-cards-notice';
import { BrokenDeckNotice } from './broken-deck-notice';
import { SavedDeckLegality } from './saved-deck-legality';
import { formatCardCount } from '../../lib/count-labels';

interface SavedDeckRowProps {
  deck: StoredDeck;
  /** The format's display name, or null when this browser does not know it. */
  formatName: string | null;
  /** Its legality now, and how many of its cards the catalogue has or lost (issue 14). */
  verdict: SavedDeckVerdict;
  /** What a newer official list broke in it, if anything (issue 15, item 5). */
  broken: BrokenSavedDeck | undefined;
  /** Opens the deck on the builder, with what a newer list broke marked when there is any. */
  onLoad: (deck: StoredDeck, broken?: BrokenSavedDeck) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  /** Whether deleting puts the deck in the account's 'Papelera' rather than deleting it. */
  isOnAccount?: boolean;
  /** The deck's account tools (issue 16): sync state, conflict, history. */
  accountTools?: ReactNode;
}

/**
 * A saved deck in 'Cargar Mazo Existente': its name and tag (SPEC §2), its legality badge with
 * the reasons (issue 15), what a newer official list broke in it, rename and delete.
 */
export function SavedDeckRow({
  deck,
  formatName,
  verdict,
  broken,
  onLoad,
  onRename,
  onDelete,
  isOnAccount = false,
  accountTools,
}: SavedDeckRowProps) {
  const [isRenaming, setIsRenaming] = useState(false);
  const [name, setName] = useState(deck.name);
  const inputId = useId();
  const badgeId = useId();
  const brokenId = useId();
  const { playableCount, unavailableCount } = verdict;

  function handleRename(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    onRename(deck.id, name);
    setIsRenaming(false);
  }

  if (isRenaming) {
    return (
      <li className="rounded-lg border border-amber-300/25 bg-stone-950/60 p-3">
        <form onSubmit={handleRename} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="mb-1 block text-xs text-stone-400">
              Nuevo nombre para {deck.name}
            </label>
            <input
              id={inputId}
              autoFocus
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setIsRenaming(false);
              }}
              className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
            />
          </div>
          <button
            type="submit"
            disabled={name.trim() === ''}
            className="min-h-11 rounded-md bg-amber-300 px-3 py-2 text-sm font-semibold text-stone-950 hover:bg-amber-200 disabled:bg-stone-700 disabled:text-stone-400 sm:min-h-0"
          >
            Guardar nombre
          </button>
          <button
            type="button"
            onClick={() => setIsRenaming(false)}
            className="min-h-11 rounded-md border border-stone-600 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800 sm:min-h-0"
          >
            Cancelar
          </button>
        </form>
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300/25 bg-stone-950/60 p-2">
      <button
        type="button"
        onClick={() => onLoad(deck, broken)}
        aria-describedby={broken === undefined ? badgeId : `${badgeId} ${brokenId}`}
        className="min-w-60 flex-1 rounded-md px-2 py-1 text-left hover:bg-stone-800/60"
      >
        {/* Wraps rather than truncates: the [RE]/[RL] tag (SPEC §2) must stay in sight. */}
        <span className="block font-semibold break-words text-amber-100">
          {deck.name} {formatDeckTag(deck)}
        </span>
        <span className="block truncate text-xs text-stone-400">
          {formatName ?? deck.format} · {formatCardCount(playableCount)}
        </span>
        {unavailableCount > 0 && (
          <span className="mt-0.5 block text-xs text-amber-300">
            {describeUnavailableCards(unavailableCount)}
          </span>
        )}
      </button>
      <SavedDeckLegality
        deckName={deck.name}
        formatKey={deck.format}
        formatName={formatName}
        verdict={verdict}
        badgeId={badgeId}
      />
      <button
        type="button"
        aria-label={`Renombrar ${deck.name}`}
        onClick={() => {
          setName(deck.name);
          setIsRenaming(true);
        }}
        className="min-h-11 rounded-md px-2 py-1 text-sm text-stone-300 hover:bg-stone-800 hover:text-amber-100 sm:min-h-0"
      >
        Renombrar
      </button>
      <AlertDialog.Root>
        <AlertDialog.Trigger
          aria-label={`Eliminar ${deck.name}`}
          className="min-h-11 rounded-md px-2 py-1 text-sm text-rose-200 hover:bg-rose-950/60 sm:min-h-0"
        >
          Eliminar
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-amber-300/30 bg-stone-900 p-6 shadow-2xl shadow-black">
            <AlertDialog.Title className="font-serif text-xl text-amber-200">
              Eliminar mazo
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-stone-200">
              ¿Seguro que quieres eliminar el mazo "{deck.name}"?{' '}
              {isOnAccount
                ? 'Irá a la Papelera de tu cuenta, donde podrás restaurarlo durante 30 días.'
                : 'Esta acción no se puede deshacer.'}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className="rounded-md border border-stone-600 px-4 py-2 text-stone-200 hover:bg-stone-800">
                Cancelar
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => onDelete(deck.id)}
                className="rounded-md bg-rose-300 px-4 py-2 font-semibold text-rose-950 hover:bg-rose-200"
              >
                Eliminar
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {accountTools}
      {broken !== undefined && (
        <BrokenDeckNotice
          deckName={deck.name}
          broken={broken}
          headingId={brokenId}
          onOpen={() => onLoad(deck, broken)}
        />
      )}
    </li>
  );
}
