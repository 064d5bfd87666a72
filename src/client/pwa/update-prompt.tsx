import { useUpdateStore } from './update-store';

/**
 * 'Actualización disponible': a small banner, not a dialog, so it never takes the focus or blocks
 * the screen. The new release takes over only when the player presses 'Actualizar'. On a phone it
 * sits just under the header (menu, title and account stay in reach), from `sm` up bottom right.
 */
export function UpdatePrompt() {
  const isUpdateWaiting = useUpdateStore((state) => state.isUpdateWaiting);
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  const dismissUpdate = useUpdateStore((state) => state.dismissUpdate);
  if (!isUpdateWaiting) return null;
  return (
    <section
      aria-labelledby="update-prompt-title"
      className="fixed inset-x-2 top-16 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-amber-300/40 bg-stone-900 px-4 py-3 text-sm text-stone-100 shadow-xl shadow-black sm:inset-x-auto sm:right-4 sm:bottom-4 sm:top-auto"
    >
      <div role="status" className="min-w-40 flex-1">
        <p id="update-prompt-title" className="font-semibold text-amber-200">
          Actualización disponible
        </p>
        <p className="text-stone-300">Hay una versión nueva de Grimorio.</p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={dismissUpdate}
          className="min-h-11 rounded-md border border-stone-500 px-3 text-stone-100 hover:bg-stone-800"
        >
          Más tarde
        </button>
        <button
          type="button"
          onClick={applyUpdate}
          className="min-h-11 rounded-md bg-amber-300 px-3 font-semibold text-stone-950 hover:bg-amber-200"
        >
          Actualizar
        </button>
      </div>
    </section>
  );
}
