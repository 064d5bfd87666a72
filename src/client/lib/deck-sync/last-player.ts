/** localStorage key of the last player signed in here, to keep queueing saves while offline. */
const LAST_PLAYER_KEY = 'grimorioDeckSyncUser';

/** The last player signed in on this browser, or null (never, signed out, storage blocked). */
export function readLastPlayer(): string | null {
  try {
    return localStorage.getItem(LAST_PLAYER_KEY);
  } catch {
    return null;
  }
}

export function writeLastPlayer(userId: string | null): void {
  try {
    if (userId === null) localStorage.removeItem(LAST_PLAYER_KEY);
    else localStorage.setItem(LAST_PLAYER_KEY, userId);
  } catch {
    // Private mode: the sync still runs while the page is open.
  }
}
