import type { EditorMode } from './card-fields';

interface EditorActionsProps {
  mode: EditorMode;
  isSaving: boolean;
  onCancel: () => void;
  onSave: () => void;
  onSkip?: () => void;
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-stone-600 bg-stone-800 px-1.5 py-0.5 font-mono text-[0.7rem] text-stone-200">
      {children}
    </kbd>
  );
}

/** Cancelar, Guardar and, in review, 'Siguiente Sin Revisar' (SPEC §2), with their shortcuts. */
export function EditorActions({ mode, isSaving, onCancel, onSave, onSkip }: EditorActionsProps) {
  const isReview = mode === 'review';
  return (
    <div className="space-y-3 border-t border-stone-800 pt-4">
      <p className="text-xs text-stone-400">
        <span className="sr-only">Atajos de teclado: </span>
        <Kbd>Ctrl+Enter</Kbd> {isReview ? 'Guardar y siguiente' : 'Guardar'}
        {isReview && (
          <>
            {' · '}
            <Kbd>Ctrl+Mayús+Enter</Kbd> Siguiente Sin Revisar
          </>
        )}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800"
        >
          Cancelar
        </button>
        {isReview && onSkip && (
          <button
            type="button"
            onClick={onSkip}
            aria-keyshortcuts="Control+Shift+Enter"
            className="rounded-md border border-amber-300/40 px-4 py-2 text-amber-100 hover:bg-amber-300/10"
          >
            Siguiente Sin Revisar
          </button>
        )}
        <button
          type="button"
          onClick={onSave}
          disabled={isSaving}
          aria-keyshortcuts="Control+Enter"
          className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {isSaving ? 'Guardando...' : 'Guardar'}
        </button>
      </div>
    </div>
  );
}
