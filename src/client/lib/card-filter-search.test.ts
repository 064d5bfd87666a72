import { describe, expect, it } from 'vitest';
import { DEFAULT_CARD_FILTER } from '../../domain/cards/card-filter';
import {
  isCardFilterActive,
  parseCardFilterSearch,
  writeCardFilterSearch,
} from './card-filter-search';

describe('card filter in the URL query', () => {
  it('reads every field from its parameter', () => {
    expect(
      parseCardFilterSearch(
        'q=drag%C3%B3n&tipo=aliado&edicion=Cruzadas&coste=3&raza=Faerie&fuerza=2&etiqueta=roba',
      ),
    ).toEqual({
      searchTerm: 'dragón',
      selectedType: 'aliado',
      selectedEdition: 'Cruzadas',
      selectedCost: '3',
      selectedRace: 'Faerie',
      selectedStrength: '2',
      selectedTag: 'roba',
    });
  });

  it('keeps the defaults for absent or empty parameters', () => {
    expect(parseCardFilterSearch('')).toEqual(DEFAULT_CARD_FILTER);
    expect(parseCardFilterSearch('tipo=&q=')).toEqual(DEFAULT_CARD_FILTER);
  });

  it('writes only the fields that differ from the defaults', () => {
    expect(writeCardFilterSearch('', { ...DEFAULT_CARD_FILTER, selectedCost: '2' })).toBe(
      'coste=2',
    );
    expect(writeCardFilterSearch('coste=2', DEFAULT_CARD_FILTER)).toBe('');
  });

  it("keeps query parameters that are not the filter's", () => {
    expect(writeCardFilterSearch('vista=lista&q=x', DEFAULT_CARD_FILTER)).toBe('vista=lista');
  });

  it('reads back what it writes', () => {
    const filter = {
      ...DEFAULT_CARD_FILTER,
      searchTerm: 'Rey & Reina',
      selectedEdition: 'Hijos de Daana',
    };
    expect(parseCardFilterSearch(writeCardFilterSearch('', filter))).toEqual(filter);
  });

  it('reads back a query with quotes, comparisons, parentheses and a regex', () => {
    const filter = {
      ...DEFAULT_CARD_FILTER,
      searchTerm: '(t:arma o t:totem) c<=1 -ed:"espada sagrada" h:/roba \\d+/ & #',
      selectedTag: 'genera-oro',
    };
    const search = writeCardFilterSearch('', filter);
    expect(search).toContain('etiqueta=genera-oro');
    expect(parseCardFilterSearch(search)).toEqual(filter);
  });

  it('tells whether the list is narrowed', () => {
    expect(isCardFilterActive(DEFAULT_CARD_FILTER)).toBe(false);
    expect(isCardFilterActive({ ...DEFAULT_CARD_FILTER, selectedRace: 'Faerie' })).toBe(true);
    expect(isCardFilterActive({ ...DEFAULT_CARD_FILTER, selectedTag: 'roba' })).toBe(true);
  });
});
