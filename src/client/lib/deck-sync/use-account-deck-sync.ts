import { useEffect, useState } from 'react';
import { useCurrentUser } from '../session';
import type * as AccountDeckSessionModule from './account-deck-session';
import { readLastPlayer } from './last-player';

type AccountDeckSession = typeof AccountDeckSessionModule;

let session: Promise<AccountDeckSession> | null = null;

// The sync's code (its stores, zod schemas and requests) is a chunk of its own: a visitor who
// never signed in on this browser has nothing to sync, and the first screen should not carry it.
function loadSession(): Promise<AccountDeckSession> {
  session ??= import('./account-deck-session');
  return session;
}

/**
 * Keeps the signed-in player's decks in sync with the account (issue 16): a round on sign-in,
 * on coming back online or to the tab, every 30 s while the tab is in sight, and after every
 * save. While the server cannot say who is signed in (offline), the last player's saves keep being
 * queued. The sync's code loads once a player is known here, or to take a player's decks out of
 * this browser on signing out.
 */
export function useAccountDeckSync(): void {
  const { data: user, isError } = useCurrentUser();
  const known = user === undefined ? (isError ? readLastPlayer() : undefined) : (user?.id ?? null);
  const [isSyncing, setIsSyncing] = useState(false);
  const isWanted = isSyncing || typeof known === 'string';

  useEffect(() => {
    if (known === undefined || !isWanted) return undefined;
    let isCurrent = true;
    void loadSession().then((loaded) => {
      if (!isCurrent) return;
      loaded.switchPlayer(known);
      setIsSyncing(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [known, isWanted]);

  useEffect(() => {
    if (!isSyncing) return undefined;
    let stop = () => {};
    let isCurrent = true;
    void loadSession().then((loaded) => {
      if (isCurrent) stop = loaded.watchSyncTriggers();
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [isSyncing]);
}
