import { useId } from 'react';
import { normalizeName } from '../../../domain/cards/card-name';
import { SwitchRuleField } from './format-rule-inputs';

interface AllowedEditionsFieldProps {
  /** Editions to offer: the catalogue's and the mapping's, plus any the format already lists. */
  editions: readonly string[];
  /** null: every edition. */
  allowed: readonly string[] | null;
  reprintsAllowed: boolean;
  error: string | null;
  onChange: (change: { allowedEditions?: string[] | null; reprintsAllowed?: boolean }) => void;
}

const sameEdition = (a: string, b: string) => normalizeName(a) === normalizeName(b);

/**
 * 'Solo algunas ediciones' (issue 15): off, every edition is allowed; on, the chosen ones, and a
 * switch for reprints of their cards printed in other editions (the real Racial Edición rule).
 */
export function AllowedEditionsField({
  editions,
  allowed,
  reprintsAllowed,
  error,
  onChange,
}: AllowedEditionsFieldProps) {
  const legendId = useId();
  const errorId = useId();
  const offered = [
    ...editions,
    ...(allowed ?? []).filter((edition) => !editions.some((other) => sameEdition(edition, other))),
  ];
  const isChosen = (edition: string) =>
    allowed?.some((chosen) => sameEdition(chosen, edition)) ?? false;
  const handleToggle = (edition: string, isChecked: boolean) => {
    const current = allowed ?? [];
    onChange({
      allowedEditions: isChecked
        ? [...current, edition]
        : current.filter((chosen) => !sameEdition(chosen, edition)),
    });
  };
  return (
    <div>
      <SwitchRuleField
        label="Solo algunas ediciones"
        hint="Apagado, se permiten cartas de cualquier edición."
        checked={allowed !== null}
        onChange={(isOn) => onChange({ allowedEditions: isOn ? [...editions] : null })}
      />
      {allowed !== null && (
        <fieldset aria-labelledby={legendId} aria-describedby={errorId} className="mt-2">
          <legend id={legendId} className="text-stone-100">
            Ediciones permitidas:
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {offered.map((edition) => (
              <label
                key={edition}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-700 px-3 text-stone-100 has-checked:border-amber-300/60 has-checked:bg-amber-300/10"
              >
                <input
                  type="checkbox"
                  checked={isChosen(edition)}
                  onChange={(event) => handleToggle(edition, event.target.checked)}
                  className="size-5 accent-amber-300"
                />
                {edition}
              </label>
            ))}
          </div>
          <p id={errorId} aria-live="polite" className="text-sm text-rose-300 empty:hidden">
            {error ?? ''}
          </p>
          <SwitchRuleField
            label="Se permiten reimpresiones"
            hint="Una carta de otra edición vale si el catálogo la tiene también en una edición permitida."
            checked={reprintsAllowed}
            onChange={(isOn) => onChange({ reprintsAllowed: isOn })}
          />
        </fieldset>
      )}
    </div>
  );
}
