import { describe, expect, it } from 'vitest';
import {
  findSection,
  hasFilterPanel,
  needsCatalogueAtOnce,
  needsFormatsAtOnce,
  toCardDetailPath,
} from './paths';

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
    expect(hasFilterPanel('/cuenta/entrar')).toBe(false);
    expect(hasFilterPanel('/catalogo')).toBe(false);
    expect(hasFilterPanel('/desconocida')).toBe(true);
  });

  it.each([
    ['/', '', true],
    ['/cartas', '?q=dragon', true],
    ['/desconocida', '', true],
    ['/mazos', '?mazo=1.AwAB', true],
    ['/mazos', '', false],
    ['/cartas/12', '', false],
    ['/cuenta/entrar', '?volver=%2Fcartas', false],
    ['/catalogo', '', false],
    ['/banlists', '', false],
    ['/analisis', '', false],
  ])('asks for the catalogue before the first render at %s%s: %s', (pathname, search, expected) => {
    expect(needsCatalogueAtOnce(pathname, search)).toBe(expected);
  });

  it.each([
    ['/mazos', true],
    ['/banlists', true],
    ['/analisis', true],
    ['/comunidad', true],
    ['/mazo/1795497009009', true],
    ['/cartas', false],
    ['/cartas/12', false],
    ['/coleccion', false],
    ['/revision', false],
    ['/cuenta/entrar', false],
  ])('asks for the formats with the page at %s: %s', (pathname, expected) => {
    expect(needsFormatsAtOnce(pathname)).toBe(expected);
  });

  it('builds a card detail path from its id', () => {
    expect(toCardDetailPath(42)).toBe('/cartas/42');
  });
});
