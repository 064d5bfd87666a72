import { memo, useId } from 'react';
import { ALL } from '../../../domain/cards/card-filter';

/** One option of a filter dropdown: the value kept in the URL and the text shown. */
export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** How a value the options lack is shown (a shared link may name one). */
  formatLabel?: (value: string) => string;
}

/**
 * A dropdown of the filter panel (SPEC §2), led by its 'all' option. Memoised: another
 * dropdown's choice does not re-render it (its options and handler are kept by the panel).
 */
export const FilterSelect = memo(function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  formatLabel = String,
}: FilterSelectProps) {
  const id = useId();
  // A shared link may name a value this catalogue lacks; keep it selectable so the panel
  // tells the truth about why the grid is empty.
  const isValueListed = value === ALL || options.some((option) => option.value === value);
  const shownOptions = isValueListed ? options : [...options, { value, label: formatLabel(value) }];
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
      >
        <option value={ALL}>{allLabel}</option>
        {shownOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
});

/** Options whose label is the value, or what `formatLabel` makes of it. */
export function toFilterOptions(
  values: readonly string[],
  formatLabel: (value: string) => string = String,
): FilterOption[] {
  return values.map((value) => ({ value, label: formatLabel(value) }));
}
