import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
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

  describe('with a card query (issue 18)', () => {
    const armory = [
      makeCard({ id: 1, nombre: 'Lanza', tipo: 'arma', coste: 1 }),
      makeCard({ id: 2, nombre: 'Espada Larga', tipo: 'arma', coste: 3 }),
      makeCard({ id: 3, nombre: 'Daga', tipo: 'arma', coste: 0, edicion: 'Cruzadas' }),
      makeCard({ id: 4, nombre: 'Lancero', tipo: 'aliado', coste: 1 }),
      makeCard({ id: 5, nombre: 'Lanza', tipo: 'arma', coste: 1, edicion: 'Cruzadas' }),
      makeCard({ id: 6, nombre: 'Hacha', tipo: 'arma', coste: 1 }),
    ];
    const names = (query: string, chosen: string[] = [], limit?: number) =>
      suggestCards(armory, query, chosen, limit).map((card) => card.nombre);

    it('offers the cards a query describes, one per name, chosen names left out', () => {
      expect(names('t:arma c<=1')).toEqual(['Lanza', 'Daga', 'Hacha']);
      expect(names('t:arma c<=1', ['LANZA'])).toEqual(['Daga', 'Hacha']);
      expect(names('t:arma', [], 2)).toEqual(['Lanza', 'Espada Larga']);
    });

    it('combines bare words with keys, negation and o', () => {
      expect(names('lan -t:aliado')).toEqual(['Lanza']);
      expect(names('daga o hacha')).toEqual(['Daga', 'Hacha']);
    });

    it('applies the valid part of a broken query', () => {
      expect(names('t:arma c<=')).toEqual(['Lanza', 'Espada Larga', 'Daga', 'Hacha']);
    });

    it('offers nothing for a query with no valid part', () => {
      expect(names('x:lanza')).toEqual([]);
    });

    it('reads ban: against the formats of the context', () => {
      const context = {
        banlists: [makeBanlist({ key: 'mini', rules: { banned: ['Daga'] } })],
        editionBlocks: {},
      };
      const suggested = suggestCards(armory, 'ban:mini', [], 5, context);
      expect(suggested.map((card) => card.nombre)).toEqual(['Daga']);
    });

    it('reads plain words as typed, as before', () => {
      const named = [
        makeCard({ id: 1, nombre: 'Caballero (Rework)' }),
        makeCard({ id: 2, nombre: 'Rework del Caballero' }),
      ];
      const suggested = suggestCards(named, 'caballero (rework', []);
      expect(suggested.map((card) => card.nombre)).toEqual(['Caballero (Rework)']);
    });
  });
});
