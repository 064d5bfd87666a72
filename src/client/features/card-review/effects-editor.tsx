import { useDeferredValue, useMemo } from 'react';
import { validateStructuredEffects } from '../../../domain/ai-reply/effect-validator';
import { readStructuredEffectsText } from '../../../domain/review/card-draft';

interface EffectsEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** What is wrong with the typed effects: the JSON error, or what does not fit the vocabulary. */
function useEffectsProblems(text: string): { jsonError: string | null; problems: string[] } {
  const deferredText = useDeferredValue(text);
  return useMemo(() => {
    const reading = readStructuredEffectsText(deferredText);
    if (!reading.ok) return { jsonError: reading.error, problems: [] };
    return {
      jsonError: null,
      problems: validateStructuredEffects(reading.value).map(
        (problem) => `${problem.path}: ${problem.problem}`,
      ),
    };
  }, [deferredText]);
}

/**
 * The structured-effects JSON editor of the main mode (SPEC §2 'Older edit form'): the effects
 * indented by 2 spaces; a JSON error or a vocabulary problem shows as it is typed, before saving.
 */
export function EffectsEditor({ id, value, onChange }: EffectsEditorProps) {
  const { jsonError, problems } = useEffectsProblems(value);
  const hasProblems = jsonError !== null || problems.length > 0;
  return (
    <>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={10}
        spellCheck={false}
        aria-invalid={jsonError !== null}
        aria-describedby={`${id}-check`}
        className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 font-mono text-xs leading-relaxed text-stone-100 aria-[invalid=true]:border-rose-400"
      />
      <div id={`${id}-check`} className="mt-1 text-sm">
        {jsonError !== null && <p className="text-rose-300">{jsonError}</p>}
        {problems.length > 0 && (
          <>
            <p className="text-amber-200">No encaja con el vocabulario de efectos:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono text-xs text-amber-100/90">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
        {!hasProblems && <p className="text-emerald-300">Formato correcto.</p>}
      </div>
    </>
  );
}
