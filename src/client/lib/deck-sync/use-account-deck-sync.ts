import { useEffect } from 'react';
import { useSavedDecksStore } from '../saved-decks-store';
import { useCurrentUser } from '../session';
import { syncAccountDecks } from './deck-sync-runner';
import { DECK_SYNC_STORAGE_KEY, useDeckSyncStore } from './deck-sync-store';

/** localStorage key of the last player signed in here, to keep queueing saves while offline. */
const LAST_USER_KEY = 'grimorioDeckSyncUser';
/** How often a round runs while the page is in sight: queued saves retry, other devices' changes arrive. */
const ROUND_EVERY_MS = 30_000;

function readLastUser(): string | null {
  try {
    return localStorage.getItem(LAST_USER_KEY);
  } catch {
    return null;
  }
}

function writeLastUser(userId: string | null): void {
  try {
    if (userId === null) localStorage.removeItem(LAST_USER_KEY);
    else localStorage.setItem(LAST_USER_KEY, userId);
  } catch {
    // Private mode: the sync still runs while the page is open.
  }
}

/**
 * Switches the browser's decks to a player. Signing out takes the previous player's decks on the
 * account out of this browser (they stay on the account, and queued saves wait for them).
 */
function switchPlayer(userId: string | null): void {
  const store = useDeckSyncStore.getState();
  const previous = store.userId;
  if (previous === userId) return;
  if (previous !== null) useSavedDecksStore.getState().removeDecks(Object.keys(store.sync.decks));
  store.activate(userId);
  writeLastUser(userId);
  if (userId !== null) void syncAccountDecks();
}

/**
 * Keeps the signed-in player's decks in sync with the account (issue 16): a round on sign-in,
 * on coming back online or to the tab, every 30 s while the tab is in sight, and after every save. While the server cannot
 * say who is signed in (offline), the last player's saves keep being queued.
 */
export function useAccountDeckSync(): void {
  const { data: user, isError } = useCurrentUser();
  const known = user === undefined ? (isError ? readLastUser() : undefined) : (user?.id ?? null);

  useEffect(() => {
    if (known !== undefined) switchPlayer(known);
  }, [known]);

  useEffect(() => {
    const sync = () => void syncAccountDecks();
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === DECK_SYNC_STORAGE_KEY) useDeckSyncStore.getState().reloadFromStorage();
    };
    window.addEventListener('online', sync);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    // A hidden tab waits: coming back to it starts a round (onVisible).
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') sync();
    }, ROUND_EVERY_MS);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, []);
}
