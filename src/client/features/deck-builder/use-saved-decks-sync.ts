import { useEffect } from 'react';
import { onDeckIdChange } from '../../lib/deck-sync/deck-sync-runner';
import { followOtherTabChanges } from '../../lib/other-tab-changes';
import { SAVED_DECKS_STORAGE_KEY, useSavedDecksStore } from '../../lib/saved-decks-store';
import { useDraftDeckStore } from './draft-deck-store';

/**
 * Follows decks saved, renamed or deleted in another tab, so this tab never writes over them,
 * and a deck on the builder whose id the account sync had to change (issue 16).
 */
export function useSavedDecksSync(): void {
  useEffect(() => {
    const stopFollowingDecks = followOtherTabChanges(SAVED_DECKS_STORAGE_KEY, () =>
      useSavedDecksStore.getState().reloadFromStorage(),
    );
    const stopFollowingIds = onDeckIdChange((from, to) => {
      const { draft, updateDraft } = useDraftDeckStore.getState();
      if (draft?.id === from) updateDraft({ id: to });
    });
    return () => {
      stopFollowingDecks();
      stopFollowingIds();
    };
  }, []);
}
