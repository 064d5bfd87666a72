import { describe, expect, it } from 'vitest';
import { coerceCardForm, coerceWholeNumber } from './card-form';

describe('coerceWholeNumber', () => {
  it.each([
    { name: 'a whole number', input: 4, expected: 4 },
    { name: 'a decimal, truncated', input: 3.9, expected: 3 },
    { name: 'numeric text', input: '5', expected: 5 },
    { name: 'numeric text with spaces', input: ' 7 ', expected: 7 },
    { name: 'text with a leading number', input: '2 oros', expected: 2 },
    { name: 'decimal text', input: '2.5', expected: 2 },
    { name: 'non-numeric text', input: 'X', expected: 0 },
    { name: 'empty text', input: '', expected: 0 },
    { name: 'a negative number', input: -2, expected: 0 },
    { name: 'NaN', input: Number.NaN, expected: 0 },
    { name: 'Infinity', input: Number.POSITIVE_INFINITY, expected: 0 },
    { name: 'null', input: null, expected: 0 },
    { name: 'undefined', input: undefined, expected: 0 },
    { name: 'a boolean', input: true, expected: 0 },
  ])('turns $name into $expected', ({ input, expected }) => {
    expect(coerceWholeNumber(input)).toBe(expected);
  });
});

describe('coerceCardForm', () => {
  it('coerces coste and fuerza and keeps the other fields', () => {
    expect(coerceCardForm({ nombre: 'Bennu', coste: '3', fuerza: 'abc', tipo: 'aliado' })).toEqual({
      nombre: 'Bennu',
      coste: 3,
      fuerza: 0,
      tipo: 'aliado',
    });
  });

  it.each([
    { input: 'Talismán', expected: 'talisman' },
    { input: 'TOTEM', expected: 'totem' },
    { input: 'hechizo', expected: 'aliado' },
    { input: 7, expected: 'aliado' },
    { input: undefined, expected: 'aliado' },
  ])('limits type $input to the five values as $expected', ({ input, expected }) => {
    expect(coerceCardForm({ tipo: input }).tipo).toBe(expected);
  });
});
