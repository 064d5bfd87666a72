import type { CatalogueImportMode } from './catalogue-upload';

const MODES: readonly { value: CatalogueImportMode; label: string; detail: string }[] = [
  {
    value: 'merge',
    label: 'Fusionar',
    detail: 'actualiza por id y conserva el resto',
  },
  {
    value: 'replace',
    label: 'Reemplazar',
    detail: 'el archivo pasa a ser todo el catálogo',
  },
];

interface ImportModeChoiceProps {
  mode: CatalogueImportMode;
  isDisabled: boolean;
  onChange: (mode: CatalogueImportMode) => void;
}

/** Merge or replace, as native radio buttons whose whole row is the touch target. */
export function ImportModeChoice({ mode, isDisabled, onChange }: ImportModeChoiceProps) {
  return (
    <fieldset disabled={isDisabled} className="space-y-2">
      <legend className="mb-2 font-semibold text-stone-100">Modo de importación</legend>
      {MODES.map((option) => (
        <label
          key={option.value}
          className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 has-focus-visible:outline-2 has-focus-visible:outline-amber-300 ${
            mode === option.value ? 'border-amber-300/60 bg-amber-300/10' : 'border-stone-700'
          }`}
        >
          <input
            type="radio"
            name="catalogue-import-mode"
            value={option.value}
            checked={mode === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 size-4 shrink-0 accent-amber-300"
          />
          <span className="text-stone-100">
            <span className="font-semibold">{option.label}</span>{' '}
            <span className="text-stone-300">({option.detail})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
