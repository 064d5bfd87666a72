import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { parseDeckText } from './deck-text';
import { replaceDeckLineCard } from './deck-line-fix';

describe('replaceDeckLineCard', () => {
  it.each([
    ['3x Benu', '3x Bennu'],
    ['3X Benu', '3x Bennu'],
    ['2 Benu', '2x Bennu'],
    ['x2 Benu', '2x Bennu'],
    ['Benu x2', '2x Bennu'],
    ['- 3x Benu', '3x Bennu'],
    ['  Benu  ', '1x Bennu'],
    ['0x Benu', '1x Bennu'],
  ])('rewrites "%s" as "%s"', (line, fixed) => {
    expect(replaceDeckLineCard(`ALIADO\n${line}\n1x Oro`, 2, 'Bennu')).toBe(
      `ALIADO\n${fixed}\n1x Oro`,
    );
  });

  it('leaves the text alone when the line does not exist', () => {
    expect(replaceDeckLineCard('3x Oro', 4, 'Bennu')).toBe('3x Oro');
  });

  it('makes the fixed line readable by the import with the copies it asked for', () => {
    const catalogue = [makeCard({ id: 1, nombre: 'Bennu' }), makeCard({ id: 2, nombre: 'Oro' })];
    const text = 'ALIADOS\r\n2 Benu\r\nORO\r\n3x Oro';
    const parsed = parseDeckText(replaceDeckLineCard(text, 2, 'Bennu'), catalogue);
    expect(parsed.unmatched).toEqual([]);
    expect(parsed.entries.map(({ card, count }) => [card.nombre, count])).toEqual([
      ['Bennu', 2],
      ['Oro', 3],
    ]);
  });
});
