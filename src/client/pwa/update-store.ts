import { create } from 'zustand';

interface UpdateState {
  /** A new release's service worker is installed and waits for the player's 'Actualizar'. */
  isUpdateWaiting: boolean;
  /** Hands control to the waiting release; the page reloads once it has taken over. */
  applyUpdate: () => void;
  showUpdate: (applyUpdate: () => void) => void;
  dismissUpdate: () => void;
}

/** The 'Actualización disponible' prompt's state, set by the service worker's registration. */
export const useUpdateStore = create<UpdateState>()((set) => ({
  isUpdateWaiting: false,
  applyUpdate: () => undefined,
  showUpdate: (applyUpdate) => set({ isUpdateWaiting: true, applyUpdate }),
  dismissUpdate: () => set({ isUpdateWaiting: false }),
}));
