import { describe, expect, it } from 'vitest';
import { normalizeName, normalizeNameCached } from './card-name';

describe('normalizeName', () => {
  it.each([
    { name: 'lowercases', input: 'BENNU', expected: 'bennu' },
    { name: 'strips acute accents', input: 'Tótem de Nwyre', expected: 'totem de nwyre' },
    { name: 'strips tildes and diaereses', input: 'Ñandú Güemes', expected: 'nandu guemes' },
    { name: 'strips combining accents', input: 'Ro\u0301mulo', expected: 'romulo' },
    { name: 'trims surrounding spaces', input: '  Rayos \t', expected: 'rayos' },
    {
      name: 'keeps inner spaces and punctuation',
      input: "Ma'arrat an-Numán",
      expected: "ma'arrat an-numan",
    },
    { name: 'leaves an empty name empty', input: '   ', expected: '' },
    { name: 'drops spacing accents written in ASCII', input: 'Ra^ `Ka', expected: 'ra ka' },
    { name: 'lowercases plain ASCII too', input: ' Rayos DE Zeus ', expected: 'rayos de zeus' },
  ])('$name', ({ input, expected }) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe('normalizeNameCached', () => {
  it('gives the same result as normalizeName, on first and repeated calls', () => {
    for (const name of ['César Augusto', 'César Augusto', ' Hogar de Demonios ']) {
      expect(normalizeNameCached(name)).toBe(normalizeName(name));
    }
  });

  it('keeps answering correctly after its cache fills up and is cleared', () => {
    for (let index = 0; index < 50_010; index += 1) normalizeNameCached(`Carta ${index}`);
    expect(normalizeNameCached('Carta 3')).toBe('carta 3');
    expect(normalizeNameCached('Ánfora Única')).toBe('anfora unica');
  });
});
