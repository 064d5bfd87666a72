import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { IMPORT_MESSAGES } from './deck-import';
import { parseDeckText } from './deck-text';

const arturo = makeCard({ id: 1, nombre: 'Arturo' });
const lancelot = makeCard({ id: 2, nombre: 'Lancelot' });
const excalibur = makeCard({ id: 3, nombre: 'Excalibur', tipo: 'arma' });
const grial = makeCard({ id: 4, nombre: 'Santo Grial', tipo: 'talisman' });
const mesa = makeCard({ id: 5, nombre: 'Tótem de la Mesa', tipo: 'totem' });
const oro = makeCard({ id: 6, nombre: 'Oro', tipo: 'oro' });
const bennu = makeCard({ id: 7, nombre: 'Bennu' });
const bennuReprint = makeCard({ id: 30, nombre: 'Bennu', edicion: 'Cruzadas' });
const maarrat = makeCard({ id: 8, nombre: "Ma'arrat an-Numán" });
const amosis = makeCard({ id: 9, nombre: 'Amosis I' });
const xiuhcoatl = makeCard({ id: 10, nombre: 'Xiuhcoatl' });
const sabios = makeCard({ id: 11, nombre: '7 Sabios' });
const sabiosShort = makeCard({ id: 12, nombre: 'Sabios' });
const cesar = makeCard({ id: 13, nombre: 'César Augusto' });
const catalogue = [
  arturo,
  lancelot,
  excalibur,
  grial,
  mesa,
  oro,
  bennu,
  bennuReprint,
  maarrat,
  amosis,
  xiuhcoatl,
  sabios,
  sabiosShort,
  cesar,
];

describe('parseDeckText: card lines', () => {
  it.each([
    { line: '3x Bennu', card: bennu, count: 3 },
    { line: '3X Bennu', card: bennu, count: 3 },
    { line: '3 x Bennu', card: bennu, count: 3 },
    { line: '3×Bennu', card: bennu, count: 3 },
    { line: '3 Bennu', card: bennu, count: 3 },
    { line: 'x3 Bennu', card: bennu, count: 3 },
    { line: 'Bennu x3', card: bennu, count: 3 },
    { line: 'Bennu', card: bennu, count: 1 },
    { line: '  2x   BÉNNU  ', card: bennu, count: 2 },
    { line: '- 2x Bennu', card: bennu, count: 2 },
    { line: '• Bennu', card: bennu, count: 1 },
    { line: '2x cesar augusto', card: cesar, count: 2 },
    { line: '2x César   Augusto', card: cesar, count: 2 },
    { line: '1x Ma’arrat an-Numan', card: maarrat, count: 1 },
    { line: 'Amosis I', card: amosis, count: 1 },
    { line: '2 Amosis I', card: amosis, count: 2 },
    { line: 'Xiuhcoatl', card: xiuhcoatl, count: 1 },
    { line: '3 Xiuhcoatl', card: xiuhcoatl, count: 3 },
    { line: '3x Xiuhcoatl', card: xiuhcoatl, count: 3 },
    { line: 'x2 Xiuhcoatl', card: xiuhcoatl, count: 2 },
    { line: '2x 7 Sabios', card: sabios, count: 2 },
    { line: '7 Sabios', card: sabiosShort, count: 7 },
    { line: '20x Oro', card: oro, count: 20 },
    { line: '1 Oro', card: oro, count: 1 },
  ])('reads "$line" as $count of $card.nombre', ({ line, card, count }) => {
    const parsed = parseDeckText(line, catalogue);
    expect(parsed.unmatched).toEqual([]);
    expect(parsed.entries).toEqual([{ card, count, lineNumber: 1 }]);
  });

  it('reads a name starting with a number as a bare name when no shorter name matches', () => {
    const parsed = parseDeckText('7 Sabios', [sabios]);
    expect(parsed.entries).toEqual([{ card: sabios, count: 1, lineNumber: 1 }]);
  });

  it('gives a name shared by reprints to the first printing (lowest id)', () => {
    expect(parseDeckText('2x Bennu', catalogue).entries[0]?.card).toBe(bennu);
  });

  it('adds up repeated lines for one card, keeping the line it first appeared on', () => {
    const parsed = parseDeckText('2x Arturo\n1x Oro\narturo\n3 ARTURO', catalogue);
    expect(parsed.entries).toEqual([
      { card: arturo, count: 6, lineNumber: 1 },
      { card: oro, count: 1, lineNumber: 2 },
    ]);
  });
});

describe('parseDeckText: headers, headings and layout', () => {
  it.each([
    'ALIADO',
    'Aliados',
    'aliado:',
    'ALIADO (18)',
    'Aliados (18):',
    'TALISMÁN',
    'Talismanes: 12',
    'ARMA',
    'armas (2)',
    'TÓTEM',
    'Tótems',
    'Totemes:',
    'ORO',
    'Oros 20',
  ])('skips the type heading "%s"', (heading) => {
    const parsed = parseDeckText(`${heading}\n2x Arturo`, catalogue);
    expect(parsed.unmatched).toEqual([]);
    expect(parsed.entries).toEqual([{ card: arturo, count: 2, lineNumber: 2 }]);
  });

  it.each([
    {
      name: 'the usual header',
      text: 'Formato: Racial Libre\nMazo: Faraones',
      deckName: 'Faraones',
      formatName: 'Racial Libre',
    },
    {
      name: 'any case and spacing',
      text: 'FORMATO : Libre \nmazo:Faraones',
      deckName: 'Faraones',
      formatName: 'Libre',
    },
    {
      name: 'a deck name given as Nombre',
      text: 'Nombre: Faraones',
      deckName: 'Faraones',
      formatName: null,
    },
    {
      name: 'empty header values as unknown',
      text: 'Formato:\nMazo:   ',
      deckName: null,
      formatName: null,
    },
    {
      name: 'the first header of each kind',
      text: 'Mazo: Uno\nMazo: Dos',
      deckName: 'Uno',
      formatName: null,
    },
    { name: 'no header at all', text: '2x Arturo', deckName: null, formatName: null },
  ])('reads $name', ({ text, deckName, formatName }) => {
    const parsed = parseDeckText(text, catalogue);
    expect(parsed.name).toBe(deckName);
    expect(parsed.formatName).toBe(formatName);
    expect(parsed.unmatched).toEqual([]);
  });

  it('accepts Windows and old Mac line endings, a byte order mark and blank lines', () => {
    const parsed = parseDeckText('\uFEFFMazo: Faraones\r\n\r\n2x Arturo\r1x Oro\n   \n', catalogue);
    expect(parsed.name).toBe('Faraones');
    expect(parsed.entries).toEqual([
      { card: arturo, count: 2, lineNumber: 3 },
      { card: oro, count: 1, lineNumber: 4 },
    ]);
  });

  it('gives an empty result for an empty text', () => {
    expect(parseDeckText('', catalogue)).toEqual({
      name: null,
      formatName: null,
      entries: [],
      sideEntries: [],
      unmatched: [],
    });
  });
});

describe('parseDeckText: lines that name no card', () => {
  it('lists each with its 1-based line number, its text, close names and a reason', () => {
    const parsed = parseDeckText(
      'Mazo: Prueba\n\n2x Benu\n1x Arturo\nCesar Agusto\nqwertyuiop',
      catalogue,
    );
    expect(parsed.entries).toEqual([{ card: arturo, count: 1, lineNumber: 4 }]);
    expect(parsed.unmatched).toEqual([
      {
        lineNumber: 3,
        text: '2x Benu',
        suggestions: ['Bennu'],
        reason: IMPORT_MESSAGES.unknownCard,
      },
      {
        lineNumber: 5,
        text: 'Cesar Agusto',
        suggestions: ['César Augusto'],
        reason: IMPORT_MESSAGES.unknownCard,
      },
      { lineNumber: 6, text: 'qwertyuiop', suggestions: [], reason: IMPORT_MESSAGES.unknownCard },
    ]);
  });

  it('suggests at most three names', () => {
    const guards = ['Guardia A', 'Guardia B', 'Guardia C', 'Guardia D'].map((nombre, index) =>
      makeCard({ id: 100 + index, nombre }),
    );
    expect(parseDeckText('3x Guardia', guards).unmatched[0]?.suggestions).toEqual([
      'Guardia A',
      'Guardia B',
      'Guardia C',
    ]);
  });

  it.each(['0x Bennu', '1000x Bennu', '0 Bennu'])('refuses the count in "%s"', (line) => {
    expect(parseDeckText(line, catalogue)).toMatchObject({
      entries: [],
      unmatched: [
        { lineNumber: 1, text: line, suggestions: [], reason: IMPORT_MESSAGES.invalidCount },
      ],
    });
  });

  it('reports a card line with a count but no known name, such as a total', () => {
    expect(parseDeckText('Total: 50', catalogue).unmatched).toHaveLength(1);
  });

  it('never drops a line: each is a header, a heading, part of an entry or reported (property)', () => {
    const junk = fc
      .stringMatching(/^[a-z]{4,10} [0-9]{1,2}$/)
      .filter((line) => !line.startsWith('oro'));
    const cardLine = fc.record({
      card: fc.constantFrom(...catalogue.slice(0, 6)),
      count: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(junk, cardLine), { maxLength: 30 }), (lines) => {
        const text = lines
          .map((line) => (typeof line === 'string' ? line : `${line.count}x ${line.card.nombre}`))
          .join('\n');
        const parsed = parseDeckText(text, catalogue);
        const junkNumbers = lines.flatMap((line, index) =>
          typeof line === 'string' ? [index + 1] : [],
        );
        expect(parsed.unmatched.map((line) => line.lineNumber)).toEqual(junkNumbers);
        const expectedTotal = lines.reduce(
          (sum, line) => sum + (typeof line === 'string' ? 0 : line.count),
          0,
        );
        expect(parsed.entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(expectedTotal);
      }),
    );
  });
});
