import { useId, useMemo } from 'react';
import { ALL, listFilterOptions, type CardFilter } from '../../../domain/cards/card-filter';
import { isCardType } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { useCards } from '../../lib/catalogue-queries';
import { useCardFilter } from '../../lib/use-card-filter';

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  // A shared link may name a value this catalogue lacks; keep it selectable so the panel
  // tells the truth about why the grid is empty.
  const isValueListed = value === ALL || options.some((option) => option.value === value);
  const shownOptions = isValueListed ? options : [...options, { value, label: value }];
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
}

function toOptions(values: readonly string[], formatLabel: (value: string) => string = String) {
  return values.map((value) => ({ value, label: formatLabel(value) }));
}

function labelType(value: string): string {
  return isCardType(value) ? formatCardType(value) : value;
}

/**
 * The filter panel of SPEC §2: name search and the five dropdowns, whose options are the
 * distinct values of the catalogue. Its state is the URL query.
 */
export function FilterPanel() {
  const { data: cards } = useCards();
  const options = useMemo(() => listFilterOptions(cards ?? []), [cards]);
  const [filter, updateFilter] = useCardFilter();
  const searchId = useId();
  const change = (field: keyof CardFilter) => (value: string) => updateFilter({ [field]: value });

  return (
    <section
      aria-labelledby={`${searchId}-title`}
      className="border-t border-amber-300/15 px-5 py-4"
    >
      <h2 id={`${searchId}-title`} className="mb-3 font-serif text-lg text-amber-200">
        Filtros
      </h2>
      <div className="space-y-3">
        <div>
          <label
            htmlFor={searchId}
            className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
          >
            Nombre
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Buscar por nombre..."
            value={filter.searchTerm}
            onChange={(event) => updateFilter({ searchTerm: event.target.value })}
            className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500"
          />
        </div>
        <FilterSelect
          label="Tipo"
          allLabel="Todos los Tipos"
          value={filter.selectedType}
          options={toOptions(options.types, labelType)}
          onChange={change('selectedType')}
        />
        <FilterSelect
          label="Edición"
          allLabel="Todas las Ediciones"
          value={filter.selectedEdition}
          options={toOptions(options.editions)}
          onChange={change('selectedEdition')}
        />
        <FilterSelect
          label="Coste"
          allLabel="Coste"
          value={filter.selectedCost}
          options={toOptions(options.costs)}
          onChange={change('selectedCost')}
        />
        <FilterSelect
          label="Raza"
          allLabel="Todas las Razas"
          value={filter.selectedRace}
          options={toOptions(options.races)}
          onChange={change('selectedRace')}
        />
        <FilterSelect
          label="Fuerza"
          allLabel="Fuerza"
          value={filter.selectedStrength}
          options={toOptions(options.strengths)}
          onChange={change('selectedStrength')}
        />
      </div>
    </section>
  );
}
