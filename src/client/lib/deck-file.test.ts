import { describe, expect, it } from 'vitest';
import { toDeckFileName } from './deck-file';

describe('toDeckFileName', () => {
  it.each([
    ['Caballeros del Alba', 'txt', 'Caballeros del Alba.txt'],
    ['Hadas: versión 2/3', 'json', 'Hadas versión 2 3.json'],
    ['  "Mazo"  <final>?  ', 'txt', 'Mazo final.txt'],
    ['...oculto', 'txt', 'oculto.txt'],
    [null, 'json', 'mazo.json'],
    ['***', 'txt', 'mazo.txt'],
  ] as const)('names the file of "%s" (%s) "%s"', (name, extension, fileName) => {
    expect(toDeckFileName(name, extension)).toBe(fileName);
  });

  it('keeps long names to 80 characters before the extension', () => {
    expect(toDeckFileName('a'.repeat(200), 'txt')).toBe(`${'a'.repeat(80)}.txt`);
  });
});
