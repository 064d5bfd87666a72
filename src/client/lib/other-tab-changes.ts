/**
 * Other tabs' changes to localStorage, for the stores that keep a key there (banlists, saved
 * decks, the account's deck sync).
 *
 * One `storage` listener serves every store, and it is added once the page has loaded and is
 * idle. Chromium opens the page's sessionStorage when the first `storage` listener is added
 * (`DOMWindowStorageController::DidAddEventListener`), a synchronous call to the browser process.
 * While that process is busy loading the page it took 8–53 ms of the builder's start-up at full
 * CPU speed, which Lighthouse counts four times over (issue 19: a phone's budget). A change
 * another tab makes before the listener exists is not lost: each key's stored text is noted when
 * it is followed and compared once the listener is in place.
 */

type Follower = {
  key: string;
  onChange: () => void;
  /** The key's stored text when it was followed, until the listener is in place. */
  seenBefore: string | null;
};

const followers = new Set<Follower>();
let state: 'waiting' | 'scheduled' | 'listening' = 'waiting';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function handleStorage(event: StorageEvent): void {
  if (event.storageArea !== null && event.storageArea !== localStorage) return;
  for (const follower of [...followers]) {
    // A null key is another tab's localStorage.clear(): every key may have changed.
    if (event.key === null || event.key === follower.key) follower.onChange();
  }
}

function startListening(): void {
  state = 'listening';
  window.addEventListener('storage', handleStorage);
  for (const follower of [...followers]) {
    if (readStored(follower.key) !== follower.seenBefore) follower.onChange();
  }
}

/** After the load event, when the page is idle (or at once where there is no idle callback). */
function scheduleListening(): void {
  state = 'scheduled';
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(startListening);
    else window.setTimeout(startListening, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Calls `onChange` whenever another tab changes localStorage's `key` (or clears the storage);
 * returns what stops it. A change made before the shared listener was in place is reported
 * when it is, once.
 */
export function followOtherTabChanges(key: string, onChange: () => void): () => void {
  const follower: Follower = {
    key,
    onChange,
    seenBefore: state === 'listening' ? null : readStored(key),
  };
  followers.add(follower);
  if (state === 'waiting') scheduleListening();
  return () => {
    followers.delete(follower);
  };
}
