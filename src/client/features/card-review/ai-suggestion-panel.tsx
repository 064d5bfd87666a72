import { useId } from 'react';
import type { AiProviderKind } from '../../../contract/ai';
import type { EditorMode } from './card-fields';
import { inputClassName } from './editor-field';
import type { AiSuggestionState } from './use-ai-suggestion';

interface AiSuggestionPanelProps {
  mode: EditorMode;
  ai: AiSuggestionState;
  imageUrl: string;
}

const PROVIDER_LABELS: Record<AiProviderKind, string> = {
  'openai-compatible': 'modelo de visión',
  ocr: 'lectura de texto sin conexión',
};

/**
 * The AI button of the edit modal (SPEC §2): 'Revisar con IA' in review, 'Autocompletar con IA'
 * in the main mode with its custom prompt; 'Analizando...' while running; disabled while running
 * or without an image URL. Says who answered and what in the effects does not fit.
 */
export function AiSuggestionPanel({ mode, ai, imageUrl }: AiSuggestionPanelProps) {
  const promptId = useId();
  const hintId = useId();
  const hasImage = imageUrl.trim() !== '';
  const label = mode === 'review' ? 'Revisar con IA' : 'Autocompletar con IA';
  return (
    <div className="space-y-3">
      {mode === 'main' && (
        <div>
          <label
            htmlFor={promptId}
            className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
          >
            Instrucciones adicionales para la IA
          </label>
          <textarea
            id={promptId}
            rows={3}
            value={ai.customPrompt}
            onChange={(event) => ai.setCustomPrompt(event.target.value)}
            placeholder="Opcional: p. ej. «la carta es de la edición Cruzadas»"
            className={`${inputClassName} text-sm`}
          />
        </div>
      )}
      <button
        type="button"
        onClick={() => void ai.analyze()}
        disabled={ai.isAnalyzing || !hasImage}
        aria-describedby={hasImage ? undefined : hintId}
        className="w-full rounded-md border border-sky-300/50 bg-sky-950/50 px-4 py-2 font-medium text-sky-100 hover:bg-sky-900/60 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {ai.isAnalyzing ? 'Analizando...' : label}
      </button>
      {!hasImage && (
        <p id={hintId} className="text-xs text-stone-400">
          Añade la URL de la imagen para usar la IA.
        </p>
      )}
      {ai.note && <p className="text-xs text-stone-400">{ai.note}</p>}
      {ai.suggestion && (
        <div role="status" className="space-y-2 text-xs text-stone-300">
          <p>
            Sugerencia de <span className="text-sky-200">{ai.suggestion.model}</span> (
            {PROVIDER_LABELS[ai.suggestion.provider]}).{' '}
            {Object.keys(ai.suggestion.review.fields).length > 0
              ? 'Los campos cambiados están resaltados.'
              : 'No cambió ningún campo del formulario.'}
          </p>
          {ai.suggestion.effectProblems.length > 0 && (
            <div>
              <p className="text-amber-200">Efectos que no encajan con el vocabulario:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono">
                {ai.suggestion.effectProblems.map((problem) => (
                  <li key={`${problem.path}-${problem.problem}`}>
                    {problem.path}: {problem.problem}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
