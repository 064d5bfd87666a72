/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { useUpdateStore } from './update-store';

/** How often an open app asks the server whether a new release is out. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * Registers the production service worker (docs/decisions/0025-offline-app.md). A new release
 * only raises the 'Actualización disponible' prompt: the page reloads after 'Actualizar' in this
 * tab, never because a release arrived or another tab accepted it.
 */
export function registerServiceWorker(): void {
  let hasAcceptedUpdate = false;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      useUpdateStore.getState().showUpdate(() => {
        hasAcceptedUpdate = true;
        void updateServiceWorker();
      }),
    onNeedReload: () => {
      if (hasAcceptedUpdate) window.location.reload();
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const checkForUpdate = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      // Back from a spell without signal is when a release published meanwhile shows up.
      window.addEventListener('online', checkForUpdate);
      window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
