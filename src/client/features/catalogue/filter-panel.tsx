import { useCallback, useId, useMemo } from 'react';
import { findAbilityTag } from '../../../domain/cards/ability-tags';
import { listFilterOptions, type CardFilter } from '../../../domain/cards/card-filter';
import { isCardType } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { useCards } from '../../lib/catalogue-queries';
import { useCardFilter } from '../../lib/use-card-filter';
import { FilterSelect, toFilterOptions as toOptions } from './filter-select';
import { QuerySearchField, useIsSearchAboveGrid } from '../../ui/query-search-field';

function labelType(value: string): string {
  return isCardType(value) ? formatCardType(value) : value;
}

function labelTag(id: string): string {
  const label = findAbilityTag(id)?.label ?? id;
  return label.charAt(0).toLocaleUpperCase('es') + label.slice(1);
}

/**
 * The filter panel of SPEC §2: the search box (with the card query language of issue 18; above
 * the grid instead on a narrow screen) and the five dropdowns, whose options are the distinct values of the catalogue, then the ability tags
 * some card carries (issue 18). Its state is the URL query.
 */
export function FilterPanel() {
  const { data: cards } = useCards();
  const options = useMemo(() => {
    const values = listFilterOptions(cards ?? []);
    return {
      types: toOptions(values.types, labelType),
      editions: toOptions(values.editions),
      costs: toOptions(values.costs),
      races: toOptions(values.races),
      strengths: toOptions(values.strengths),
      tags: toOptions(values.tags, labelTag),
    };
  }, [cards]);
  const [filter, updateFilter] = useCardFilter();
  const searchId = useId();
  // On a narrow screen the box is above the grid, where the results are.
  const isSearchAboveGrid = useIsSearchAboveGrid();
  // Stable handlers: each memoised control re-renders only when its own value changes.
  const handlers = useMemo(() => {
    const change = (field: keyof CardFilter) => (value: string) => updateFilter({ [field]: value });
    return {
      selectedType: change('selectedType'),
      selectedEdition: change('selectedEdition'),
      selectedCost: change('selectedCost'),
      selectedRace: change('selectedRace'),
      selectedStrength: change('selectedStrength'),
      selectedTag: change('selectedTag'),
    };
  }, [updateFilter]);
  const handleSearchChange = useCallback(
    (searchTerm: string) => updateFilter({ searchTerm }),
    [updateFilter],
  );

  return (
    <section
      aria-labelledby={`${searchId}-title`}
      className="border-t border-amber-300/15 px-5 py-4"
    >
      <h2 id={`${searchId}-title`} className="mb-3 font-serif text-lg text-amber-200">
        Filtros
      </h2>
      <div className="space-y-3">
        {!isSearchAboveGrid && (
          <QuerySearchField value={filter.searchTerm} onChange={handleSearchChange} />
        )}
        <FilterSelect
          label="Tipo"
          allLabel="Todos los Tipos"
          value={filter.selectedType}
          options={options.types}
          onChange={handlers.selectedType}
        />
        <FilterSelect
          label="Edición"
          allLabel="Todas las Ediciones"
          value={filter.selectedEdition}
          options={options.editions}
          onChange={handlers.selectedEdition}
        />
        <FilterSelect
          label="Coste"
          allLabel="Coste"
          value={filter.selectedCost}
          options={options.costs}
          onChange={handlers.selectedCost}
        />
        <FilterSelect
          label="Raza"
          allLabel="Todas las Razas"
          value={filter.selectedRace}
          options={options.races}
          onChange={handlers.selectedRace}
        />
        <FilterSelect
          label="Fuerza"
          allLabel="Fuerza"
          value={filter.selectedStrength}
          options={options.strengths}
          onChange={handlers.selectedStrength}
        />
        <FilterSelect
          label="Etiqueta"
          allLabel="Todas las Etiquetas"
          value={filter.selectedTag}
          options={options.tags}
          formatLabel={labelTag}
          onChange={handlers.selectedTag}
        />
      </div>
    </section>
  );
}
