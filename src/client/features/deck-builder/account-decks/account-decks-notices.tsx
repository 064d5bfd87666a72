import { listLocalOnlyDecks, uploadLocalDecks } from '../../../lib/deck-sync/deck-library';
import { useDeckSyncStore } from '../../../lib/deck-sync/deck-sync-store';
import { notify } from '../../../lib/notification-store';
import type { StoredDeck } from '../../../lib/saved-decks-store';

function describeDecks(count: number): string {
  return count === 1 ? '1 mazo' : `${count} mazos`;
}

/**
 * Above 'Cargar Mazo Existente' for a signed-in player (issue 16): the offer to upload the decks
 * only this browser holds ('Subir N mazos a tu cuenta'), and a notice while the server is out of
 * reach that saves wait here.
 */
export function AccountDecksNotices({ decks }: { decks: readonly StoredDeck[] }) {
  const userId = useDeckSyncStore((state) => state.userId);
  const known = useDeckSyncStore((state) => state.sync.decks);
  const reachable = useDeckSyncStore((state) => state.reachable);
  if (userId === null) return null;
  const localOnly = listLocalOnlyDecks(decks, known).length;

  function handleUpload() {
    const uploaded = uploadLocalDecks();
    notify(`${describeDecks(uploaded)} en camino a tu cuenta.`);
  }

  return (
    <div className="mb-3 space-y-2">
      {!reachable && (
        <p
          role="status"
          className="rounded-md border border-amber-300/40 bg-amber-950/40 p-2 text-sm text-amber-100"
        >
          Sin conexión con el servidor: tus cambios se guardan en este navegador y se enviarán a tu
          cuenta al volver la conexión.
        </p>
      )}
      {localOnly > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300/25 bg-stone-950/60 p-2 text-sm text-stone-200">
          <p className="min-w-0 flex-1">
            {localOnly === 1
              ? 'Tienes 1 mazo solo en este navegador.'
              : `Tienes ${localOnly} mazos solo en este navegador.`}
          </p>
          <button
            type="button"
            onClick={handleUpload}
            className="rounded-md bg-amber-300 px-3 py-1.5 font-semibold text-stone-950 hover:bg-amber-200"
          >
            Subir {describeDecks(localOnly)} a tu cuenta
          </button>
        </div>
      )}
    </div>
  );
}
