import { AlertDialog } from 'radix-ui';
import { useReturnFocus } from '../../ui/use-return-focus';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before something that cannot be undone; focus starts on the safe answer. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-amber-300/30 bg-stone-900 p-6 shadow-2xl shadow-black"
        >
          <AlertDialog.Title className="font-serif text-xl text-amber-200">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-stone-200">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800">
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-md bg-rose-300 px-4 py-2 font-semibold text-rose-950 hover:bg-rose-200"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
