import { describe, expect, it } from 'vitest';
import { findSection, hasFilterPanel, toCardDetailPath } from './paths';

describe('paths', () => {
  it.each([
    ['/cartas', 'Visor de Cartas'],
    ['/mazos', 'Fabrica de tech'],
    ['/banlists', 'Editor de Banlists'],
    ['/analisis', 'Análisis de Mazos'],
    ['/revision', 'Revisión de Cartas'],
    ['/comunidad', 'Mazos de la comunidad'],
    ['/mazo/1795497009009', 'Mazos de la comunidad'],
    ['/coleccion', 'Mi colección'],
    ['/', 'Visor de Cartas'],
    ['/cartas/12', 'Visor de Cartas'],
    ['/desconocida', 'Visor de Cartas'],
  ])('puts %s under the section "%s"', (path, title) => {
    expect(findSection(path).title).toBe(title);
  });

  it('offers filters over the card viewer and the deck builder grids only', () => {
    expect(hasFilterPanel('/cartas')).toBe(true);
    expect(hasFilterPanel('/mazos')).toBe(true);
    expect(hasFilterPanel('/cartas/12')).toBe(false);
    expect(hasFilterPanel('/banlists')).toBe(false);
  });

  it('builds a card detail path from its id', () => {
    expect(toCardDetailPath(42)).toBe('/cartas/42');
  });
});
