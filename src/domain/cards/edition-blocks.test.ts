import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION_BLOCKS, findBlock } from './edition-blocks';

describe('findBlock with the default mapping', () => {
  it.each([
    ['Espada Sagrada', 'Espada Sagrada'],
    ['Cruzadas', 'Espada Sagrada'],
    ['Helénica', 'Helénica'],
    ['Imperio', 'Helénica'],
    ['Hijos de Daana', 'Hijos de Daana'],
    ['Tierras Altas', 'Hijos de Daana'],
    ['Dominios de Ra', 'Dominios de Ra'],
    ['Encrucijada', 'Dominios de Ra'],
  ])('puts %s in the block %s', (edicion, block) => {
    expect(findBlock(edicion, DEFAULT_EDITION_BLOCKS)).toBe(block);
  });

  it.each([
    ['without accents', 'Helenica', 'Helénica'],
    ['in upper case', 'CRUZADAS', 'Espada Sagrada'],
    ['with surrounding spaces', ' tierras altas ', 'Hijos de Daana'],
  ])('matches an edition written %s', (_how, edicion, block) => {
    expect(findBlock(edicion, DEFAULT_EDITION_BLOCKS)).toBe(block);
  });

  it.each([['Mundo Gótico'], ['Kilimanjaro'], ['']])('gives no block to %j', (edicion) => {
    expect(findBlock(edicion, DEFAULT_EDITION_BLOCKS)).toBeNull();
  });

  it('gives no block to a card without edition', () => {
    expect(findBlock(null, DEFAULT_EDITION_BLOCKS)).toBeNull();
  });
});

describe('findBlock with a mapping passed in', () => {
  it('uses the mapping it is given, not the default', () => {
    const mapping = { 'Mundo Gótico': 'Segundo Bloque' };
    expect(findBlock('mundo gotico', mapping)).toBe('Segundo Bloque');
    expect(findBlock('Cruzadas', mapping)).toBeNull();
  });
});
