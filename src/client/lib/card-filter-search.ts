import { DEFAULT_CARD_FILTER, type CardFilter } from '../../domain/cards/card-filter';

/** URL query parameter of each filter field; short Spanish words so shared links read well. */
const PARAM_OF_FIELD = {
  searchTerm: 'q',
  selectedType: 'tipo',
  selectedEdition: 'edicion',
  selectedCost: 'coste',
  selectedRace: 'raza',
  selectedStrength: 'fuerza',
  selectedTag: 'etiqueta',
} as const satisfies Record<keyof CardFilter, string>;

const FIELDS = Object.keys(PARAM_OF_FIELD) as (keyof CardFilter)[];

/** Reads the filter from a URL query string; absent or empty parameters keep their default. */
export function parseCardFilterSearch(search: string): CardFilter {
  const params = new URLSearchParams(search);
  const filter: CardFilter = { ...DEFAULT_CARD_FILTER };
  for (const field of FIELDS) {
    const value = params.get(PARAM_OF_FIELD[field]);
    if (value !== null && value !== '') filter[field] = value;
  }
  return filter;
}

/**
 * Writes the filter into a URL query string, leaving out fields at their default so a plain
 * catalogue link stays plain. Parameters that are not the filter's are kept.
 */
export function writeCardFilterSearch(search: string, filter: CardFilter): string {
  const params = new URLSearchParams(search);
  for (const field of FIELDS) {
    const value = filter[field];
    if (value === DEFAULT_CARD_FILTER[field] || value === '') params.delete(PARAM_OF_FIELD[field]);
    else params.set(PARAM_OF_FIELD[field], value);
  }
  return params.toString();
}

/** Whether any field differs from its default, i.e. the list is narrowed. */
export function isCardFilterActive(filter: CardFilter): boolean {
  return FIELDS.some((field) => filter[field] !== DEFAULT_CARD_FILTER[field]);
}
