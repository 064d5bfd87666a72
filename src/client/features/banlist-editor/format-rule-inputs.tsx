import { useId, useState } from 'react';

export const labelClassName =
  'mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase';

/** Digits only: a sign, a decimal point or a letter leaves the number unreadable (NaN). */
function parseWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/u.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function isSameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

export interface NumberRuleFieldProps {
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
export function NumberRuleField({ label, hint, value, error, onChange }: NumberRuleFieldProps) {
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
export function SwitchRuleField({ label, hint, checked, onChange }: SwitchRuleFieldProps) {
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
