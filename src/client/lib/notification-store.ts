import { create } from 'zustand';

interface NotificationState {
  /** The message on show, or null when the notification modal is closed. */
  message: string | null;
  notify: (message: string) => void;
  dismiss: () => void;
}

/** The one notification modal of the app (SPEC §2 'Notification modal'), open to every screen. */
export const useNotificationStore = create<NotificationState>()((set) => ({
  message: null,
  notify: (message) => set({ message }),
  dismiss: () => set({ message: null }),
}));

/** Shows a message in the notification modal; callable from handlers outside React too. */
export function notify(message: string): void {
  useNotificationStore.getState().notify(message);
}
