import { useId, useState } from 'react';
import { CARD_TYPES, type CardType } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import {
  DECK_SIZE_BOUNDS,
  type FormatRuleErrors,
  type FormatRuleSettings,
} from './format-rule-settings';

interface FormatRulesFieldsProps {
  settings: FormatRuleSettings;
  errors: FormatRuleErrors;
  onChange: (change: Partial<FormatRuleSettings>) => void;
  className?: string;
}

const labelClassName = 'mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase';

/** Digits only: a sign, a decimal point or a letter leaves the number unreadable (NaN). */
function parseWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/u.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function isSameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

interface NumberRuleFieldProps {
  label: string;
  hint: string;
  value: number;
  error: string | null;
  onChange: (value: number) => void;
}

/**
 * A whole-number limit. The text is kept as typed, so an unfinished or wrong entry stays on
 * screen beside its error; when the value changes from outside (discarded edits), the text
 * follows it.
 */
function NumberRuleField({ label, hint, value, error, onChange }: NumberRuleFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => (Number.isNaN(value) ? '' : String(value)));
  if (!isSameNumber(parseWholeNumber(text), value)) {
    setText(Number.isNaN(value) ? '' : String(value));
  }
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseWholeNumber(event.target.value));
        }}
        className="min-h-11 w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 tabular-nums aria-invalid:border-rose-400"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-400">
        {hint}
      </p>
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-rose-300 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}

interface SwitchRuleFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off rule: the label and the switch both toggle it; the hint says what it does. */
function SwitchRuleField({ label, hint, checked, onChange }: SwitchRuleFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer py-2.5 text-stone-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-400">
          {hint}
        </p>
      </div>
      {/* A native checkbox in the switch role: keyboard, forms and touch for free. The ::after
          box widens the touch target to 44 px around the 28 px track. */}
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-700 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-6 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] after:absolute after:-inset-2 after:content-[''] checked:bg-amber-400 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      />
    </div>
  );
}

interface CountedTypesFieldProps {
  counted: readonly CardType[];
  onChange: (counted: CardType[]) => void;
}

/** 'Cuentan para el mínimo:': the card types counted toward the minimum, at least one. */
function CountedTypesField({ counted, onChange }: CountedTypesFieldProps) {
  const hintId = useId();
  const handleToggle = (type: CardType, isChecked: boolean) => {
    const next = new Set(counted);
    if (isChecked) next.add(type);
    else next.delete(type);
    onChange(CARD_TYPES.filter((candidate) => next.has(candidate)));
  };
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-stone-100">Cuentan para el mínimo:</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {CARD_TYPES.map((type) => {
          const isChecked = counted.includes(type);
          // The last type left cannot be unticked: a minimum must count something.
          const isLast = isChecked && counted.length === 1;
          return (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-700 px-3 text-stone-100 has-checked:border-amber-300/60 has-checked:bg-amber-300/10 has-disabled:cursor-not-allowed"
            >
              <input
                type="checkbox"
                checked={isChecked}
                disabled={isLast}
                onChange={(event) => handleToggle(type, event.target.checked)}
                className="size-5 accent-amber-300"
              />
              {formatCardType(type)}
            </label>
          );
        })}
      </div>
      <p id={hintId} className="mt-1 text-xs text-stone-400">
        Al menos un tipo cuenta siempre.
      </p>
    </fieldset>
  );
}

/**
 * 'Reglas del formato' (issue 15): the deck size, the minimum of allies and the switches of a
 * format, for a new format and for the chosen one's draft alike.
 */
export function FormatRulesFields({
  settings,
  errors,
  onChange,
  className = 'rounded-xl border border-stone-800 bg-stone-900/60 p-4',
}: FormatRulesFieldsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h3 id={titleId} className="font-serif text-lg text-amber-200">
        Reglas del formato
      </h3>
      <div className="mt-3 grid max-w-2xl gap-4 sm:grid-cols-2">
        <NumberRuleField
          label="Tamaño del mazo"
          hint={`Máximo de cartas del mazo, de ${DECK_SIZE_BOUNDS.min} a ${DECK_SIZE_BOUNDS.max}.`}
          value={settings.maxCard}
          error={errors.maxCard}
          onChange={(maxCard) => onChange({ maxCard })}
        />
        <NumberRuleField
          label="Mínimo de aliados"
          hint="0 para no pedir ninguno."
          value={settings.minAllies}
          error={errors.minAllies}
          onChange={(minAllies) => onChange({ minAllies })}
        />
      </div>
      <div className="mt-4 divide-y divide-stone-800">
        <SwitchRuleField
          label="Una sola raza (la del primer aliado)"
          hint="Los demás aliados deben ser de la raza del primer aliado del mazo."
          checked={settings.oneRace}
          onChange={(oneRace) => onChange({ oneRace })}
        />
        <SwitchRuleField
          label="Un solo bloque de edición (el del primer aliado)"
          hint="Todas las cartas deben ser del bloque del primer aliado; hasta que haya uno, solo se pueden añadir aliados."
          checked={settings.oneBlock}
          onChange={(oneBlock) => onChange({ oneBlock })}
        />
        <SwitchRuleField
          label="El mínimo de aliados es obligatorio"
          hint="Apagado, el mínimo es una guía: el mazo avisa, pero se puede guardar."
          checked={settings.minAlliesRequired}
          onChange={(minAlliesRequired) => onChange({ minAlliesRequired })}
        />
      </div>
      <div className="mt-4">
        <CountedTypesField
          counted={settings.minAlliesCountedTypes}
          onChange={(minAlliesCountedTypes) => onChange({ minAlliesCountedTypes })}
        />
      </div>
    </section>
  );
}
