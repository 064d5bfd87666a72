import { describe, expect, it } from 'vitest';
import { isUniqueCard } from './unique-card';

describe('isUniqueCard', () => {
  it.each([
    {
      name: 'the usual spelling',
      text: 'Carta Única. Al entrar en juego roba una carta.',
      expected: true,
    },
    { name: 'lower case without accent', text: 'carta unica', expected: true },
    { name: 'upper case with accent', text: 'CARTA ÚNICA', expected: true },
    { name: 'a combining accent', text: 'Carta U\u0301nica', expected: true },
    {
      name: 'inside a longer text',
      text: 'Guerrero. Carta única, no puede ser anulada.',
      expected: true,
    },
    { name: 'a line break between the words', text: 'Carta\nÚnica', expected: true },
    { name: 'no mention', text: 'Roba una carta.', expected: false },
    { name: 'a word ending in -nica', text: 'Carta técnica: roba una carta.', expected: false },
    { name: '"única" alone', text: 'Es la única que sobrevive.', expected: false },
    { name: 'an empty text', text: '', expected: false },
    { name: 'no ability text', text: null, expected: false },
  ])('detects $name: $expected', ({ text, expected }) => {
    expect(isUniqueCard(text)).toBe(expected);
  });
});
