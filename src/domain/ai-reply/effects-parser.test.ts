import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeStructuredEffects,
  EFFECTS_PARSE_ATTEMPTS,
  parseStructuredEffects,
} from './effects-parser';

const effects = [{ descripcion: 'Roba', opciones: [] }];

describe('parseStructuredEffects', () => {
  it.each([
    { name: 'an array as it is', value: effects },
    { name: 'a JSON string', value: JSON.stringify(effects) },
    { name: 'a JSON string encoded twice', value: JSON.stringify(JSON.stringify(effects)) },
    {
      name: 'a string whose backslashes were doubled',
      value: JSON.stringify(JSON.stringify(effects)).replaceAll('\\', '\\\\'),
    },
  ])('reads $name', ({ value }) => {
    expect(parseStructuredEffects(value)).toEqual(effects);
  });

  it.each([
    { name: 'an object', value: { descripcion: 'Roba' } },
    { name: 'a JSON object string', value: '{"descripcion": "Roba"}' },
    { name: 'text that is not JSON', value: 'Roba una carta' },
    { name: 'an empty string', value: '' },
    { name: 'null', value: null },
    { name: 'undefined', value: undefined },
    { name: 'a number', value: 3 },
  ])('gives an empty list for $name', ({ value }) => {
    expect(parseStructuredEffects(value)).toEqual([]);
  });

  it('gives up after 5 attempts', () => {
    expect(EFFECTS_PARSE_ATTEMPTS).toBe(5);
    let nested: unknown = effects;
    for (let level = 0; level < 4; level += 1) nested = JSON.stringify(nested);
    expect(parseStructuredEffects(nested)).toEqual(effects);
    expect(parseStructuredEffects(JSON.stringify(nested))).toEqual(effects);
    expect(parseStructuredEffects(JSON.stringify(JSON.stringify(nested)))).toEqual([]);
  });

  it('collapses repeated backslashes only after a failed attempt', () => {
    expect(decodeStructuredEffects('["a\\\\\\\\b"]')).toEqual(['a\\\\b']);
  });

  it('never throws on arbitrary strings (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'grapheme' })), (text) => {
        expect(Array.isArray(parseStructuredEffects(text))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
