import { useEffect } from 'react';
import { notify } from '../../lib/notification-store';
import { useSavedDecksStore } from '../../lib/saved-decks-store';
import { useDraftDeckStore } from './draft-deck-store';

/**
 * Tells the player once, in the notification modal, that stored decks could not be read and
 * where the original data was kept, then forgets the recovery.
 */
export function useStorageRecoveryNotice(): void {
  const savedDecksRecovery = useSavedDecksStore((state) => state.recovery);
  const draftRecovery = useDraftDeckStore((state) => state.recovery);

  useEffect(() => {
    const messages: string[] = [];
    if (savedDecksRecovery !== null) {
      messages.push(
        `No se pudieron leer tus mazos guardados (${savedDecksRecovery.reason}). Los datos originales se conservan en la clave "${savedDecksRecovery.backupKey}" del almacenamiento del navegador.`,
      );
    }
    if (draftRecovery !== null) {
      messages.push(
        `No se pudo recuperar el mazo en curso (${draftRecovery.reason}). Los datos originales se conservan en la clave "${draftRecovery.backupKey}".`,
      );
    }
    if (messages.length === 0) return;
    notify(messages.join(' '));
    useSavedDecksStore.getState().dismissRecovery();
    useDraftDeckStore.getState().dismissRecovery();
  }, [savedDecksRecovery, draftRecovery]);
}
