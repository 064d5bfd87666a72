import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { makeCard } from '../testing/card-factory';
import { exportDeckJson } from './deck-json';
import { exportDeckText } from './deck-text';

const arturo = makeCard({ id: 1, nombre: 'Arturo' });
const lancelot = makeCard({ id: 2, nombre: 'Lancelot' });
const excalibur = makeCard({ id: 3, nombre: 'Excalibur', tipo: 'arma' });
const grial = makeCard({ id: 4, nombre: 'Santo Grial', tipo: 'talisman' });
const mesa = makeCard({ id: 5, nombre: 'Tótem de la Mesa', tipo: 'totem' });
const oro = makeCard({ id: 6, nombre: 'Oro', tipo: 'oro' });

const copies = (card: Card, count: number): Card[] => Array.from({ length: count }, () => card);

describe('exportDeckText', () => {
  it('writes the format and name on top, then Nx lines under each type heading in listing order', () => {
    const cards = [
      ...copies(oro, 20),
      ...copies(lancelot, 2),
      excalibur,
      mesa,
      ...copies(grial, 3),
      ...copies(arturo, 3),
    ];
    expect(
      exportDeckText({
        name: 'Caballeros de la Mesa',
        formatName: 'Racial Edición - Primer Bloque',
        cards,
      }),
    ).toBe(
      [
        'Formato: Racial Edición - Primer Bloque',
        'Mazo: Caballeros de la Mesa',
        '',
        'ALIADO',
        '3x Arturo',
        '2x Lancelot',
        '',
        'TALISMÁN',
        '3x Santo Grial',
        '',
        'ARMA',
        '1x Excalibur',
        '',
        'TÓTEM',
        '1x Tótem de la Mesa',
        '',
        'ORO',
        '20x Oro',
        '',
      ].join('\n'),
    );
  });

  it('writes a heading only for the types the deck has', () => {
    const text = exportDeckText({ name: 'Mazo', formatName: 'Libre', cards: [arturo, oro] });
    expect(text).toContain('ALIADO\n1x Arturo\n\nORO\n1x Oro\n');
    expect(text).not.toContain('ARMA');
  });

  it.each([
    {
      name: 'leaves out a missing name and format',
      deckName: null,
      formatName: null,
      top: 'ALIADO',
    },
    { name: 'leaves out a blank name', deckName: '  ', formatName: 'Libre', top: 'Formato: Libre' },
    {
      name: 'keeps a name without a format',
      deckName: 'Solo',
      formatName: null,
      top: 'Mazo: Solo',
    },
    {
      name: 'puts a name written over lines on one line',
      deckName: 'Dos\nlíneas',
      formatName: null,
      top: 'Mazo: Dos líneas',
    },
  ])('$name', ({ deckName, formatName, top }) => {
    const text = exportDeckText({ name: deckName, formatName, cards: [arturo] });
    expect(text.split('\n')[0]).toBe(top);
  });

  it('gives just the header for an empty deck', () => {
    expect(exportDeckText({ name: 'Vacío', formatName: null, cards: [] })).toBe('Mazo: Vacío\n');
  });

  it('heads a card of a type outside the five with that type in capitals', () => {
    const stray = { ...makeCard({ id: 50, nombre: 'Rareza' }), tipo: 'hechizo' } as unknown as Card;
    expect(exportDeckText({ name: null, formatName: null, cards: [stray] })).toBe(
      'HECHIZO\n1x Rareza\n',
    );
  });
});

describe('exportDeckJson', () => {
  it('gives the name, the format key and the cards by id and count in listing order', () => {
    expect(
      exportDeckJson({
        name: 'Caballeros',
        format: 'racialEdicion',
        cards: [oro, lancelot, oro, arturo],
      }),
    ).toEqual({
      name: 'Caballeros',
      format: 'racialEdicion',
      cards: [
        { id: 1, count: 1 },
        { id: 2, count: 1 },
        { id: 6, count: 2 },
      ],
    });
  });
});
