import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listCardTags } from './ability-tags';
import { makeCard } from '../testing/card-factory';
import type { Card } from './card';
import {
  ALL,
  DEFAULT_CARD_FILTER,
  filterCards,
  listFilterOptions,
  prepareDropdownIndex,
  type CardFilter,
} from './card-filter';

/** One ability holding one action, in the shape of SPEC §3. */
function effectsDoing(accion: string): object[] {
  return [
    { descripcion: 'Prueba', opciones: [{ descripcion_opcion: 'Prueba', acciones: [{ accion }] }] },
  ];
}

const catalogue: Card[] = [
  makeCard({
    id: 1,
    nombre: 'César Augusto',
    tipo: 'aliado',
    edicion: 'Imperio',
    coste: 4,
    fuerza: 3,
    raza: 'Héroe',
    habilidades: effectsDoing('draw'),
  }),
  makeCard({
    id: 2,
    nombre: 'Espada de Fuego',
    tipo: 'arma',
    edicion: 'Espada Sagrada',
    coste: 2,
    fuerza: null,
    raza: null,
  }),
  makeCard({
    id: 3,
    nombre: 'Oro',
    tipo: 'oro',
    edicion: 'Espada Sagrada',
    coste: null,
    fuerza: null,
    raza: '',
  }),
  makeCard({
    id: 4,
    nombre: 'Caballero Templario',
    tipo: 'aliado',
    edicion: 'Cruzadas',
    coste: 10,
    fuerza: 12,
    raza: 'Caballero',
    habilidades: effectsDoing('destroy'),
  }),
];

function idsFor(overrides: Partial<CardFilter>): number[] {
  return filterCards(catalogue, { ...DEFAULT_CARD_FILTER, ...overrides }).map((card) => card.id);
}

describe('filterCards', () => {
  it('keeps every card with the default filter', () => {
    expect(idsFor({})).toEqual([1, 2, 3, 4]);
  });

  it.each([
    { name: 'name contains the text', filter: { searchTerm: 'espada' }, ids: [2] },
    { name: 'name match ignores case', filter: { searchTerm: 'CABALLERO' }, ids: [4] },
    { name: 'name match ignores accents', filter: { searchTerm: 'cesar' }, ids: [1] },
    { name: 'type matches exactly', filter: { selectedType: 'aliado' }, ids: [1, 4] },
    { name: 'edition matches exactly', filter: { selectedEdition: 'Espada Sagrada' }, ids: [2, 3] },
    { name: 'race matches exactly', filter: { selectedRace: 'Héroe' }, ids: [1] },
    { name: 'cost compares as text', filter: { selectedCost: '2' }, ids: [2] },
    { name: 'cost "1" does not match 10', filter: { selectedCost: '1' }, ids: [] },
    { name: 'cost "02" is not the text of 2', filter: { selectedCost: '02' }, ids: [] },
    { name: 'cost " 2" is not the text of 2', filter: { selectedCost: ' 2' }, ids: [] },
    { name: 'cost "2.0" is not the text of 2', filter: { selectedCost: '2.0' }, ids: [] },
    { name: 'strength compares as text', filter: { selectedStrength: '12' }, ids: [4] },
    { name: 'filters combine', filter: { selectedType: 'aliado', selectedCost: '4' }, ids: [1] },
    { name: 'the card carries the chosen tag', filter: { selectedTag: 'destruye' }, ids: [4] },
    { name: 'a tag no card carries matches none', filter: { selectedTag: 'baraja' }, ids: [] },
  ])('$name', ({ filter, ids }) => {
    expect(idsFor(filter)).toEqual(ids);
  });

  it('keeps exactly the cards every chosen part accepts, whichever parts are chosen (property)', () => {
    // Mostly 'all', so that a part is often the only one chosen and its effect shows.
    const pick = (values: string[]) =>
      fc.oneof(
        { arbitrary: fc.constant(ALL), weight: 3 },
        { arbitrary: fc.constantFrom(...values, 'ninguno'), weight: 1 },
      );
    const filters = fc.record({
      searchTerm: fc.oneof(
        { arbitrary: fc.constant(''), weight: 3 },
        { arbitrary: fc.constantFrom('es', 'CABALLERO', 'cesar', 'zz'), weight: 1 },
      ),
      selectedType: pick(['aliado', 'arma', 'oro']),
      selectedEdition: pick(['Imperio', 'Espada Sagrada', 'Cruzadas']),
      selectedCost: pick(['2', '4', '10', '1', '02', '']),
      selectedRace: pick(['Héroe', 'Caballero', '']),
      selectedStrength: pick(['3', '12']),
      selectedTag: pick(['destruye', 'roba']),
    });
    const folded = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    const accepts = (card: Card, filter: CardFilter) =>
      folded(card.nombre).includes(folded(filter.searchTerm)) &&
      (filter.selectedType === ALL || card.tipo === filter.selectedType) &&
      (filter.selectedEdition === ALL || card.edicion === filter.selectedEdition) &&
      (filter.selectedRace === ALL || card.raza === filter.selectedRace) &&
      (filter.selectedCost === ALL || String(card.coste ?? 'null') === filter.selectedCost) &&
      (filter.selectedStrength === ALL ||
        String(card.fuerza ?? 'null') === filter.selectedStrength) &&
      (filter.selectedTag === ALL || listCardTags(card).includes(filter.selectedTag));
    fc.assert(
      fc.property(filters, (filter) => {
        expect(filterCards(catalogue, filter)).toEqual(
          catalogue.filter((card) => accepts(card, filter)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a card listing a tag twice once, in the list order, with the dropdowns combined', () => {
    const cards = [
      makeCard({ id: 7, tipo: 'aliado', etiquetas: ['destruye', 'destruye'] }),
      makeCard({ id: 8, tipo: 'arma', etiquetas: ['destruye'] }),
      makeCard({ id: 9, tipo: 'aliado', etiquetas: ['roba', 'destruye'] }),
    ];
    const ids = (filter: Partial<CardFilter>) =>
      filterCards(cards, { ...DEFAULT_CARD_FILTER, ...filter }).map((card) => card.id);
    expect(ids({ selectedTag: 'destruye' })).toEqual([7, 8, 9]);
    expect(ids({ selectedTag: 'destruye', selectedType: 'aliado' })).toEqual([7, 9]);
    expect(ids({ selectedType: 'aliado', selectedTag: 'roba' })).toEqual([9]);
    expect(ids({ selectedType: 'oro' })).toEqual([]);
  });

  it('excludes cards whose cost or strength is null once a value is chosen', () => {
    expect(idsFor({ selectedCost: '0' })).toEqual([]);
    expect(idsFor({ selectedStrength: '0' })).toEqual([]);
  });

  it('uses "all" as the value that does not filter', () => {
    expect(ALL).toBe('all');
    expect(DEFAULT_CARD_FILTER).toEqual({
      searchTerm: '',
      selectedType: 'all',
      selectedEdition: 'all',
      selectedCost: 'all',
      selectedRace: 'all',
      selectedStrength: 'all',
      selectedTag: 'all',
    });
  });
});

describe('prepareDropdownIndex', () => {
  it('makes an index in pieces that filters as one made at once, reading each card once', () => {
    const races = ['Dragón', 'Faerie', null, 'Dragón', 'Héroe', 'Faerie', 'Dragón'];
    const cards = races.map((raza, index) => makeCard({ id: index + 1, raza }));
    // Which cards have been read, in order of first reading.
    const read = new Set<number>();
    for (const card of cards) {
      const { raza, id } = card;
      Object.defineProperty(card, 'raza', {
        get: () => {
          read.add(id);
          return raza;
        },
      });
    }

    expect(prepareDropdownIndex(cards, 'selectedRace', 2)).toBe(2);
    expect(prepareDropdownIndex(cards, 'selectedRace', 5)).toBe(5);
    // Asking for less than is made makes nothing more.
    expect(prepareDropdownIndex(cards, 'selectedRace', 3)).toBe(5);
    expect([...read]).toEqual([1, 2, 3, 4, 5]);
    read.clear();
    const dragons = filterCards(cards, { ...DEFAULT_CARD_FILTER, selectedRace: 'Dragón' });
    expect(dragons.map((card) => card.id)).toEqual([1, 4, 7]);
    // Only the two cards the pieces had not reached.
    expect([...read]).toEqual([6, 7]);
    read.clear();
    expect(prepareDropdownIndex(cards, 'selectedRace', 100)).toBe(7);
    expect(read.size).toBe(0);
  });
});

describe('listFilterOptions', () => {
  it('lists the distinct values, numbers numerically, text alphabetically, no empty races', () => {
    expect(listFilterOptions(catalogue)).toEqual({
      types: ['aliado', 'arma', 'oro'],
      editions: ['Cruzadas', 'Espada Sagrada', 'Imperio'],
      races: ['Caballero', 'Héroe'],
      costs: ['2', '4', '10'],
      strengths: ['3', '12'],
      tags: ['roba', 'destruye'],
    });
  });

  it('gives empty lists for no cards', () => {
    expect(listFilterOptions([])).toEqual({
      types: [],
      editions: [],
      races: [],
      costs: [],
      strengths: [],
      tags: [],
    });
  });
});
