import { useId } from 'react';
import { restoreLibraryDeck } from '../../../lib/deck-sync/deck-library';
import { useDeckSyncStore } from '../../../lib/deck-sync/deck-sync-store';

/** Days a deck stays in 'Papelera' before the server purges it. */
const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function describeTimeLeft(deletedAt: string, now: number): string {
  const days = Math.max(0, Math.ceil((Date.parse(deletedAt) + TRASH_DAYS * DAY_MS - now) / DAY_MS));
  return days === 1 ? 'Se borrará en 1 día' : `Se borrará en ${days} días`;
}

/**
 * 'Papelera' (issue 16): the signed-in player's deleted decks, kept 30 days on the account, on
 * every device, each with 'Restaurar'.
 */
export function DeckTrashSection() {
  const trash = useDeckSyncStore((state) => state.trash);
  const headingId = useId();
  if (trash.length === 0) return null;
  const now = Date.now();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="mb-2 font-serif text-xl text-amber-200">
        Papelera
      </h4>
      <ul className="space-y-2">
        {trash.map((deck) => (
          <li
            key={deck.id}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-700 bg-stone-950/40 p-2"
          >
            <div className="min-w-0 flex-1">
              <p className="break-words text-stone-200">{deck.content.name}</p>
              <p className="text-xs text-stone-400">
                {deck.deletedAt === null ? '' : describeTimeLeft(deck.deletedAt, now)}
              </p>
            </div>
            <button
              type="button"
              aria-label={`Restaurar ${deck.content.name}`}
              onClick={() => restoreLibraryDeck(deck.id)}
              className="rounded-md border border-amber-300/50 px-2 py-1 text-sm text-amber-100 hover:bg-amber-300/10"
            >
              Restaurar
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
