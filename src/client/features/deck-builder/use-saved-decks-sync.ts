import { useEffect } from 'react';
import { SAVED_DECKS_STORAGE_KEY, useSavedDecksStore } from '../../lib/saved-decks-store';

/** Follows decks saved, renamed or deleted in another tab, so this tab never writes over them. */
export function useSavedDecksSync(): void {
  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (event.key === SAVED_DECKS_STORAGE_KEY) useSavedDecksStore.getState().reloadFromStorage();
    }
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);
}
