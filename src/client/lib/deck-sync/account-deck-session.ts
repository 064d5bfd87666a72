import { followOtherTabChanges } from '../other-tab-changes';
import { useSavedDecksStore } from '../saved-decks-store';
import { syncAccountDecks } from './deck-sync-runner';
import { DECK_SYNC_STORAGE_KEY, useDeckSyncStore } from './deck-sync-store';
import { writeLastPlayer } from './last-player';

/** How often a round runs while the page is in sight: queued saves retry, other devices' changes arrive. */
const ROUND_EVERY_MS = 30_000;

/**
 * Switches the browser's decks to a player. Signing out takes the previous player's decks on the
 * account out of this browser (they stay on the account, and queued saves wait for them).
 */
export function switchPlayer(userId: string | null): void {
  const store = useDeckSyncStore.getState();
  const previous = store.userId;
  if (previous === userId) return;
  if (previous !== null) useSavedDecksStore.getState().removeDecks(Object.keys(store.sync.decks));
  store.activate(userId);
  writeLastPlayer(userId);
  if (userId !== null) void syncAccountDecks();
}

/**
 * Runs a round on coming back online or to the tab and every 30 s while the tab is in sight, and
 * follows other tabs' changes; returns what stops it.
 */
export function watchSyncTriggers(): () => void {
  const sync = () => void syncAccountDecks();
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  window.addEventListener('online', sync);
  const stopFollowingOtherTabs = followOtherTabChanges(DECK_SYNC_STORAGE_KEY, () =>
    useDeckSyncStore.getState().reloadFromStorage(),
  );
  document.addEventListener('visibilitychange', onVisible);
  // A hidden tab waits: coming back to it starts a round (onVisible).
  const timer = window.setInterval(() => {
    if (document.visibilityState === 'visible') sync();
  }, ROUND_EVERY_MS);
  return () => {
    window.removeEventListener('online', sync);
    stopFollowingOtherTabs();
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}
