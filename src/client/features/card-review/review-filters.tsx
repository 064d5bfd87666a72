import { useId } from 'react';
import { isCardType } from '../../../domain/cards/card';
import { ALL } from '../../../domain/cards/card-filter';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import {
  REVIEW_STATE_LABELS,
  REVIEW_STATES,
  type ReviewFilter,
  type ReviewFilterOptions,
} from '../../../domain/review/review-filter';

interface ReviewFiltersProps {
  filter: ReviewFilter;
  options: ReviewFilterOptions;
  onChange: (patch: Partial<ReviewFilter>) => void;
}

const labelClassName = 'mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase';
const controlClassName =
  'h-10 w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500';

function labelType(value: string): string {
  return isCardType(value) ? formatCardType(value) : value;
}

/**
 * The review screen's search and three dropdowns (SPEC §2 'Card revision screen'): Todos los
 * Tipos plus the types present, Todas las Razas plus the non-empty races present, and the state.
 */
export function ReviewFilters({ filter, options, onChange }: ReviewFiltersProps) {
  const id = useId();
  return (
    <div
      role="search"
      aria-label="Filtros de revisión"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor={`${id}-name`} className={labelClassName}>
          Nombre
        </label>
        <input
          id={`${id}-name`}
          type="search"
          placeholder="Buscar por nombre..."
          value={filter.searchTerm}
          onChange={(event) => onChange({ searchTerm: event.target.value })}
          className={controlClassName}
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className={labelClassName}>
          Tipo
        </label>
        <select
          id={`${id}-type`}
          value={filter.selectedType}
          onChange={(event) => onChange({ selectedType: event.target.value })}
          className={controlClassName}
        >
          <option value={ALL}>Todos los Tipos</option>
          {options.types.map((tipo) => (
            <option key={tipo} value={tipo}>
              {labelType(tipo)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-race`} className={labelClassName}>
          Raza
        </label>
        <select
          id={`${id}-race`}
          value={filter.selectedRace}
          onChange={(event) => onChange({ selectedRace: event.target.value })}
          className={controlClassName}
        >
          <option value={ALL}>Todas las Razas</option>
          {options.races.map((raza) => (
            <option key={raza} value={raza}>
              {raza}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-state`} className={labelClassName}>
          Estado
        </label>
        <select
          id={`${id}-state`}
          value={filter.selectedState}
          onChange={(event) => {
            const state = REVIEW_STATES.find((value) => value === event.target.value);
            if (state) onChange({ selectedState: state });
          }}
          className={controlClassName}
        >
          {REVIEW_STATES.map((state) => (
            <option key={state} value={state}>
              {REVIEW_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
