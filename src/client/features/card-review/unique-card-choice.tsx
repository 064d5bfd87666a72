import { useId } from 'react';
import { isUniqueCard } from '../../../domain/cards/unique-card';
import { CARD_FIELD_LABELS, UNIQUE_FROM_TEXT_LABEL } from '../../../domain/review/card-changes';

const OPTIONS: readonly { value: boolean | null; label: string }[] = [
  { value: null, label: UNIQUE_FROM_TEXT_LABEL },
  { value: true, label: 'Sí' },
  { value: false, label: 'No' },
];

interface UniqueCardChoiceProps {
  value: boolean | null;
  /** The ability text as typed, so the hint says what 'Según el texto' means for this card. */
  habilidad: string;
  onChange: (unica: boolean | null) => void;
}

/**
 * 'Carta única' (ADR 0012): follow the ability text, or an editor's yes or no. Native radio
 * buttons whose whole box is the touch target; arrow keys move between them.
 */
export function UniqueCardChoice({ value, habilidad, onChange }: UniqueCardChoiceProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const isUniqueByText = isUniqueCard(habilidad);
  return (
    <fieldset aria-describedby={hintId} className="sm:col-span-2">
      <legend className="mb-1 text-xs font-medium tracking-wide text-stone-400 uppercase">
        {CARD_FIELD_LABELS.unica}
      </legend>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label
            key={String(option.value)}
            className={`flex min-h-11 min-w-16 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-stone-100 has-focus-visible:outline-2 has-focus-visible:outline-amber-300 ${
              value === option.value ? 'border-amber-300/60 bg-amber-300/10' : 'border-stone-700'
            }`}
          >
            <input
              type="radio"
              name={`${baseId}-unica`}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-amber-300"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1 text-sm text-stone-400">
        {isUniqueByText
          ? 'El texto de la habilidad la marca como única: 1 copia por mazo.'
          : 'El texto de la habilidad no la marca como única.'}
      </p>
    </fieldset>
  );
}
