/**
 * How long the player must leave the page alone before background work starts: longer than the
 * gaps between keystrokes, taps and scroll steps, shorter than reading a screen of results.
 */
export const PLAYER_PAUSE_MS = 2_000;

/** What a player does to the page: each one starts the wait again. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'input',
  'change',
  'wheel',
  'scroll',
] as const;

/**
 * Runs `callback` once the player has left the page alone for `quietMs`, or at once when the page
 * is hidden (the player switched away); returns what cancels it. For background work that shares
 * the phone's cores and connection: the service worker's precaching of the whole app started the
 * moment the catalogue arrived, and on a 2-core machine at 4× CPU the first two keystrokes typed
 * then took 128–275 ms to show their results, against 54–204 ms with no service worker
 * (issue 19).
 */
export function afterPlayerPauses(
  callback: () => void,
  quietMs: number = PLAYER_PAUSE_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, true);
    document.removeEventListener('visibilitychange', runIfHidden);
  };
  const run = () => {
    stop();
    callback();
  };
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  }
  function runIfHidden() {
    if (document.visibilityState === 'hidden') run();
  }
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, restart, { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', runIfHidden);
  restart();
  return stop;
}
