import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { suggestCards } from './card-suggestions';

const cards = [
  'Caballero Negro',
  'Caballero Templario',
  'Caballo Lunar',
  'Caballero del Grial',
  'Caballería Ligera',
  'Caballero Andante',
  'Cábala',
  'Rayos',
].map((nombre, index) => makeCard({ id: index + 1, nombre }));

function namesFor(query: string, chosen: string[] = [], limit?: number): string[] {
  return suggestCards(cards, query, chosen, limit).map((card) => card.nombre);
}

describe('suggestCards', () => {
  it('offers at most 5 cards', () => {
    expect(namesFor('caba')).toHaveLength(5);
  });

  it('matches names that contain the text, ignoring case', () => {
    expect(namesFor('LUNAR')).toEqual(['Caballo Lunar']);
    expect(namesFor('ero')).toEqual([
      'Caballero Negro',
      'Caballero Templario',
      'Caballero del Grial',
      'Caballero Andante',
    ]);
  });

  it('matches ignoring accents too', () => {
    expect(namesFor('cabala')).toEqual(['Cábala']);
  });

  it('leaves out cards already chosen, whatever their case or accents', () => {
    expect(namesFor('caballero', ['caballero negro', 'CABALLERO TEMPLARIO'])).toEqual([
      'Caballero del Grial',
      'Caballero Andante',
    ]);
  });

  it('leaves out a card chosen under another spelling or as its (Rework)', () => {
    expect(namesFor('caballero', ['Caballero-Negro (Rework)', 'caballerotemplario'])).toEqual([
      'Caballero del Grial',
      'Caballero Andante',
    ]);
  });

  it('offers a reprinted name once', () => {
    const reprinted = [makeCard({ id: 1, nombre: 'Rayos' }), makeCard({ id: 2, nombre: 'Rayos' })];
    expect(suggestCards(reprinted, 'ray', [])).toHaveLength(1);
  });

  it.each([
    { name: 'an empty text', query: '' },
    { name: 'a blank text', query: '   ' },
  ])('offers nothing for $name', ({ query }) => {
    expect(namesFor(query)).toEqual([]);
  });

  it('honours a smaller limit and offers nothing for a limit of 0', () => {
    expect(namesFor('caba', [], 2)).toHaveLength(2);
    expect(namesFor('caba', [], 0)).toEqual([]);
  });
});
