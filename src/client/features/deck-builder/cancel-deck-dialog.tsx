import { AlertDialog } from 'radix-ui';

interface CancelDeckDialogProps {
  onConfirm: () => void;
}

/** 'Cancelar' and its confirmation (SPEC §2): the deck in progress is lost only after 'Confirmar'. */
export function CancelDeckDialog({ onConfirm }: CancelDeckDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="rounded-md border border-rose-300/40 px-3 py-2 text-sm font-semibold text-rose-100 hover:bg-rose-950/60">
        Cancelar
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-amber-300/30 bg-stone-900 p-6 shadow-2xl shadow-black">
          <AlertDialog.Title className="font-serif text-xl text-amber-200">
            Cancelar Creación de Mazo
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-stone-200">
            ¿Estás seguro de que quieres cancelar? Se perderá el progreso del mazo actual.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-stone-600 px-4 py-2 text-stone-200 hover:bg-stone-800">
              Cancelar
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-md bg-rose-300 px-4 py-2 font-semibold text-rose-950 hover:bg-rose-200"
            >
              Confirmar
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
