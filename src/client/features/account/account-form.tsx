import { useId, type FormEvent, type ReactNode } from 'react';

export const fieldClassName =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500 aria-[invalid=true]:border-rose-400';
const labelClassName = 'mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase';

interface AccountFieldProps {
  label: string;
  name: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem with this field, in Spanish, or null. */
  error: string | null;
  hint?: string;
}

/** A labelled account field whose problem is read out with it. */
export function AccountField({
  label,
  name,
  type,
  autoComplete,
  value,
  onChange,
  error,
  hint,
}: AccountFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={describedBy || undefined}
        className={fieldClassName}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}

interface AccountFormProps {
  title: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** What the server refused, shown above the button. */
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame of the sign-in and sign-up forms. */
export function AccountForm({
  title,
  submitLabel,
  isSubmitting,
  failure,
  onSubmit,
  children,
  footer,
}: AccountFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="mx-auto max-w-sm px-4 py-12">
      <h2 className="font-serif text-3xl text-amber-200">{title}</h2>
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-4" aria-label={title}>
        {children}
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-rose-400/40 bg-rose-950/40 p-3 text-sm text-rose-100"
          >
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {isSubmitting ? 'Enviando...' : submitLabel}
        </button>
      </form>
      <div className="mt-6 text-sm text-stone-300">{footer}</div>
    </section>
  );
}
