import { useSyncExternalStore } from 'react';

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function readIsOnline(): boolean {
  return navigator.onLine;
}

/**
 * Whether the browser believes it has a network connection (`navigator.onLine`), updated when it
 * goes offline or comes back. False means surely offline; true only means "maybe reachable".
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToConnection, readIsOnline, () => true);
}
