import { Dialog } from 'radix-ui';
import { useNotificationStore } from '../lib/notification-store';
import { useReturnFocus } from './use-return-focus';

/** The notification modal (SPEC §2): 'Notificación', the message and 'Cerrar'. */
export function NotificationModal() {
  const returnFocus = useReturnFocus();
  const message = useNotificationStore((state) => state.message);
  const dismiss = useNotificationStore((state) => state.dismiss);
  return (
    <Dialog.Root open={message !== null} onOpenChange={(isOpen) => !isOpen && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-amber-300/30 bg-stone-900 p-6 shadow-2xl shadow-black"
        >
          <Dialog.Title className="font-serif text-xl text-amber-200">Notificación</Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-200">{message}</Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200">
              Cerrar
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
