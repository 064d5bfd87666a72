import { readDeckSyncStatus } from '../../../../domain/decks/deck-sync-queue';
import { useDeckSyncStore } from '../../../lib/deck-sync/deck-sync-store';

const STATUS_LOOK = {
  synced: { label: 'Guardado en tu cuenta', className: 'text-emerald-300' },
  pending: { label: 'Pendiente de sincronizar', className: 'text-amber-300' },
  conflict: { label: 'Conflicto', className: 'text-rose-300 font-semibold' },
  refused: { label: 'No se pudo guardar en tu cuenta', className: 'text-rose-300' },
  local: { label: 'Solo en este navegador', className: 'text-stone-400' },
} as const;

/**
 * Where a deck stands with the signed-in player's account (issue 16): 'Guardado en tu cuenta',
 * 'Pendiente de sincronizar' or 'Conflicto'. Nothing for a visitor.
 */
export function DeckSyncStatus({ deckId }: { deckId: string }) {
  const status = useDeckSyncStore((state) =>
    state.userId === null ? null : readDeckSyncStatus(state.sync, deckId),
  );
  const refusal = useDeckSyncStore((state) => state.sync.decks[deckId]?.refusal ?? null);
  if (status === null) return null;
  const look = STATUS_LOOK[status];
  return (
    <span className={`text-xs ${look.className}`}>
      {look.label}
      {status === 'refused' && refusal !== null && `: ${refusal}`}
    </span>
  );
}
