import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeName } from '../cards/card-name';
import { toCardNameKey } from './card-name-key';

describe('toCardNameKey', () => {
  it.each([
    {
      name: 'ignores case and accents like banlist matching',
      input: 'RÓMULO y Remo',
      key: 'romulo y remo',
    },
    { name: 'trims surrounding spaces', input: '  Bennu \t', key: 'bennu' },
    { name: 'collapses repeated inner spaces', input: 'César   Augusto', key: 'cesar augusto' },
    {
      name: 'reads a typographic apostrophe as a plain one',
      input: 'Ma’arrat an-Numán',
      key: "ma'arrat an-numan",
    },
    { name: 'reads an opening quote as an apostrophe', input: 'Ma‘arrat', key: "ma'arrat" },
    { name: 'keeps digits and hyphens', input: 'Amosis I - 2', key: 'amosis i - 2' },
  ])('$name', ({ input, key }) => {
    expect(toCardNameKey(input)).toBe(key);
  });

  it('is idempotent and agrees with normalizeName on single-spaced plain names (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const key = toCardNameKey(name);
        expect(toCardNameKey(key)).toBe(key);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñÑ]{1,8}( [A-Za-z]{1,8})?$/), (name) => {
        expect(toCardNameKey(name)).toBe(normalizeName(name));
      }),
    );
  });
});
