import { describe, expect, it } from 'vitest';
import type { CardType } from './card';
import { formatCardType, parseCardType } from './card-type-labels';

describe('formatCardType', () => {
  it.each<[CardType, string]>([
    ['aliado', 'Aliado'],
    ['arma', 'Arma'],
    ['talisman', 'Talismán'],
    ['totem', 'Tótem'],
    ['oro', 'Oro'],
  ])('shows %s as %s', (tipo, label) => {
    expect(formatCardType(tipo)).toBe(label);
  });
});

describe('parseCardType', () => {
  it.each<[string, CardType | null]>([
    ['Talismán', 'talisman'],
    ['TALISMAN', 'talisman'],
    ['tótem', 'totem'],
    ['Tótem', 'totem'],
    ['Aliado', 'aliado'],
    [' arma ', 'arma'],
    ['ORO', 'oro'],
    ['hechizo', null],
    ['', null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseCardType(input)).toBe(expected);
  });

  it('reads back every label it formats', () => {
    for (const tipo of ['aliado', 'arma', 'talisman', 'totem', 'oro'] as const) {
      expect(parseCardType(formatCardType(tipo))).toBe(tipo);
    }
  });
});
