import { useBanlistStore } from '../../lib/banlist-store';

/**
 * Said once when the stored banlists could not be read: the published lists are in use and the
 * unreadable data was kept under a backup key, so nothing was lost.
 */
export function StorageRecoveryNotice() {
  const recovery = useBanlistStore((state) => state.recovery);
  const dismissRecovery = useBanlistStore((state) => state.dismissRecovery);
  if (!recovery) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-300/40 bg-amber-950/40 p-4">
      <p className="text-amber-100">
        Las banlists guardadas en este navegador no se pudieron leer ({recovery.reason}), así que se
        cargaron las listas publicadas. Los datos anteriores se conservaron en la clave «
        {recovery.backupKey}» del almacenamiento local.
      </p>
      <button
        type="button"
        onClick={dismissRecovery}
        className="mt-3 rounded-md bg-amber-300 px-4 py-2 text-sm font-semibold text-stone-950 hover:bg-amber-200"
      >
        Entendido
      </button>
    </div>
  );
}
