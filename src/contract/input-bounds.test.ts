import { describe, expect, it } from 'vitest';
import { boundedText, rowIdParamSchema } from './input-bounds';

describe('rowIdParamSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %d', (text, id) => {
    expect(rowIdParamSchema.parse(text)).toBe(id);
  });

  it.each([
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    '0x10',
    ' 1',
    '',
    'NaN',
    'Infinity',
    '2147483648',
    '3000000000',
    '99999999999999999999',
  ])('refuses %j', (text) => {
    expect(rowIdParamSchema.safeParse(text).success).toBe(false);
  });
});

describe('boundedText', () => {
  it('accepts text up to its length with tabs and line breaks', () => {
    expect(boundedText(5).safeParse('a\tb\nc').success).toBe(true);
  });

  it.each([
    ['too long', 'abcdef'],
    ['with NUL', 'a\u0000'],
    ['with an escape character', '\u001b[31m'],
  ])('refuses text %s', (_case, text) => {
    expect(boundedText(5).safeParse(text).success).toBe(false);
  });
});
