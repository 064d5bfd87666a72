import { useId } from 'react';
import {
  ABILITY_TAGS,
  deriveAbilityTags,
  sortAbilityTagIds,
} from '../../../domain/cards/ability-tags';
import { CARD_FIELD_LABELS, formatCardFieldValue } from '../../../domain/review/card-changes';

interface AbilityTagsChoiceProps {
  /** The editor's correction; null follows the structured effects. */
  value: string[] | null;
  /** The structured effects as typed, so the automatic tags follow the form. */
  habilidades: string;
  onChange: (etiquetas: string[] | null) => void;
}

/**
 * 'Etiquetas' (ADR 0023): the tags the structured effects give, which an editor may correct by
 * ticking or unticking them; 'Volver a las automáticas' drops the correction. Native checkboxes
 * whose whole box is the touch target.
 */
export function AbilityTagsChoice({ value, habilidades, onChange }: AbilityTagsChoiceProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const derived = deriveAbilityTags(habilidades);
  const carried = value ?? derived;

  function handleToggle(id: string, isChecked: boolean) {
    const next = isChecked ? [...carried, id] : carried.filter((tag) => tag !== id);
    onChange(sortAbilityTagIds(next));
  }

  return (
    <fieldset aria-describedby={hintId} className="sm:col-span-2">
      <legend className="mb-1 text-xs font-medium tracking-wide text-stone-400 uppercase">
        {CARD_FIELD_LABELS.etiquetas}
      </legend>
      <div className="flex flex-wrap gap-2">
        {ABILITY_TAGS.map((tag) => {
          const isChecked = carried.includes(tag.id);
          return (
            <label
              key={tag.id}
              title={tag.description}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-stone-100 has-focus-visible:outline-2 has-focus-visible:outline-amber-300 ${
                isChecked ? 'border-amber-300/60 bg-amber-300/10' : 'border-stone-700'
              }`}
            >
              <input
                type="checkbox"
                checked={isChecked}
                onChange={(event) => handleToggle(tag.id, event.target.checked)}
                className="size-4 shrink-0 accent-amber-300"
              />
              {tag.label}
            </label>
          );
        })}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p id={hintId} className="text-sm text-stone-400">
          {value === null
            ? 'Automáticas: siguen los efectos estructurados.'
            : `Corregidas a mano. Las automáticas serían: ${formatCardFieldValue('etiquetas', derived)}.`}
        </p>
        {value !== null && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="min-h-11 rounded-md px-2 text-sm text-amber-200 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            Volver a las automáticas
          </button>
        )}
      </div>
    </fieldset>
  );
}
