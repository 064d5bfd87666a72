import type { ReactNode } from 'react';
import type { SuggestedFieldStatus } from '../../../domain/review/suggestion-draft';

interface EditorFieldProps {
  id: string;
  label: string;
  /** The field's problem, in Spanish, or undefined. */
  problem?: string;
  /** Set when the AI suggestion changed this field and the editor has not reverted it. */
  suggestion?: {
    status: SuggestedFieldStatus;
    before: string;
    onAccept: () => void;
    onRevert: () => void;
  };
  className?: string;
  children: ReactNode;
}

export const inputClassName =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500 aria-[invalid=true]:border-rose-400';

/**
 * One field of the edit modal: its label, the control, its problem and, after an AI suggestion
 * changed it, the value before and the buttons to accept or revert it.
 */
export function EditorField({
  id,
  label,
  problem,
  suggestion,
  className = '',
  children,
}: EditorFieldProps) {
  const isPending = suggestion?.status === 'pending';
  return (
    <div
      className={`rounded-md ${isPending ? 'bg-amber-300/10 p-2 ring-1 ring-amber-300/60' : ''} ${className}`}
      data-suggested={suggestion ? suggestion.status : undefined}
    >
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
      >
        {label}
      </label>
      {children}
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-rose-300">
          {problem}
        </p>
      )}
      {suggestion && (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-amber-100/90">
          <span className="min-w-0 break-words">
            {suggestion.status === 'accepted' ? 'Sugerencia aceptada' : 'Sugerido por la IA'} ·
            antes: <span className="text-stone-300">{suggestion.before || '(vacío)'}</span>
          </span>
          {isPending && (
            <button
              type="button"
              aria-label={`Aceptar ${label}`}
              onClick={suggestion.onAccept}
              className="rounded px-1.5 py-0.5 text-emerald-200 underline underline-offset-2 hover:bg-emerald-900/40"
            >
              Aceptar
            </button>
          )}
          <button
            type="button"
            aria-label={`Revertir ${label}`}
            onClick={suggestion.onRevert}
            className="rounded px-1.5 py-0.5 text-amber-200 underline underline-offset-2 hover:bg-amber-900/40"
          >
            Revertir
          </button>
        </div>
      )}
    </div>
  );
}
