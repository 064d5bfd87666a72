import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import {
  DEFAULT_REVIEW_FILTER,
  filterReviewCards,
  listReviewFilterOptions,
  REVIEW_STATE_LABELS,
  type ReviewFilter,
} from './review-filter';

const cards = [
  makeCard({ id: 1, nombre: 'Caballero Negro', tipo: 'aliado', raza: 'Caballero', revisada: true }),
  makeCard({ id: 2, nombre: 'Dragón Dorado', tipo: 'aliado', raza: 'Dragón', revisada: false }),
  makeCard({ id: 3, nombre: 'Escudo Negro', tipo: 'arma', raza: null, revisada: false }),
  makeCard({ id: 4, nombre: 'Tótem Solar', tipo: 'totem', raza: '', revisada: true }),
];

function idsFor(overrides: Partial<ReviewFilter>): number[] {
  return filterReviewCards(cards, { ...DEFAULT_REVIEW_FILTER, ...overrides }).map(
    (card) => card.id,
  );
}

describe('filterReviewCards', () => {
  it.each<{ name: string; filter: Partial<ReviewFilter>; ids: number[] }>([
    { name: 'keeps every card by default', filter: {}, ids: [1, 2, 3, 4] },
    { name: 'name contains the text', filter: { searchTerm: 'negro' }, ids: [1, 3] },
    { name: 'name ignores case', filter: { searchTerm: 'DORADO' }, ids: [2] },
    { name: 'type matches exactly', filter: { selectedType: 'aliado' }, ids: [1, 2] },
    { name: 'race matches exactly', filter: { selectedRace: 'Dragón' }, ids: [2] },
    { name: 'race does not match a part', filter: { selectedRace: 'Drag' }, ids: [] },
    {
      name: 'state reviewed keeps only reviewed cards',
      filter: { selectedState: 'reviewed' },
      ids: [1, 4],
    },
    {
      name: 'state unreviewed keeps only unreviewed cards',
      filter: { selectedState: 'unreviewed' },
      ids: [2, 3],
    },
    {
      name: 'filters combine',
      filter: { searchTerm: 'negro', selectedState: 'unreviewed', selectedType: 'arma' },
      ids: [3],
    },
  ])('$name', ({ filter, ids }) => {
    expect(idsFor(filter)).toEqual(ids);
  });

  it('labels the states as the screen shows them', () => {
    expect(REVIEW_STATE_LABELS).toEqual({
      all: 'Todos los Estados',
      reviewed: 'Revisados',
      unreviewed: 'Sin Revisar',
    });
  });
});

describe('listReviewFilterOptions', () => {
  it('lists the distinct types present and the distinct non-empty races', () => {
    expect(listReviewFilterOptions([...cards, makeCard({ id: 5, raza: 'Dragón' })])).toEqual({
      types: ['aliado', 'arma', 'totem'],
      races: ['Caballero', 'Dragón'],
    });
  });
});
