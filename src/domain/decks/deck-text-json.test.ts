import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { IMPORT_MESSAGES } from './deck-import';
import { parseDeckJson } from './deck-json';

const arturo = makeCard({ id: 1, nombre: 'Arturo' });
const oro = makeCard({ id: 6, nombre: 'Oro', tipo: 'oro' });
const bennu = makeCard({ id: 7, nombre: 'Bennu' });
const bennuReprint = makeCard({ id: 30, nombre: 'Bennu', edicion: 'Cruzadas' });
const catalogue = [arturo, oro, bennu, bennuReprint];

describe('parseDeckJson', () => {
  it('reads the JSON export: name, format key, and cards by id (exact for reprints)', () => {
    const text = JSON.stringify({
      name: 'Faraones',
      format: 'racialLibre',
      cards: [
        { id: 30, count: 2 },
        { id: 6, count: 20 },
      ],
    });
    expect(parseDeckJson(text, catalogue)).toEqual({
      name: 'Faraones',
      formatName: 'racialLibre',
      entries: [
        { card: bennuReprint, count: 2, lineNumber: 1 },
        { card: oro, count: 20, lineNumber: 2 },
      ],
      sideEntries: [],
      unmatched: [],
    });
  });

  it('reports unknown ids and malformed entries with their position in cards', () => {
    const text = JSON.stringify({
      name: 'X',
      format: 'f',
      cards: [{ id: 1, count: 1 }, { id: 999, count: 2 }, { id: 2 }],
    });
    const parsed = parseDeckJson(text, catalogue);
    expect(parsed.entries).toEqual([{ card: arturo, count: 1, lineNumber: 1 }]);
    expect(parsed.unmatched).toEqual([
      {
        lineNumber: 2,
        text: '{"id":999,"count":2}',
        suggestions: [],
        reason: IMPORT_MESSAGES.unknownId,
      },
      { lineNumber: 3, text: '{"id":2}', suggestions: [], reason: IMPORT_MESSAGES.invalidEntry },
    ]);
  });

  it.each([
    { name: 'missing', document: { cards: [] } },
    { name: 'not text', document: { name: 5, format: ['racialLibre'], cards: [] } },
    { name: 'blank', document: { name: ' ', format: '', cards: [] } },
  ])('gives no name or format when they are $name', ({ document }) => {
    const parsed = parseDeckJson(JSON.stringify(document), catalogue);
    expect(parsed).toEqual({
      name: null,
      formatName: null,
      entries: [],
      sideEntries: [],
      unmatched: [],
    });
  });

  it.each([
    {
      name: 'broken JSON',
      text: '{"name": "Faraones", "cards": [',
      firstLine: '{"name": "Faraones", "cards": [',
    },
    {
      name: 'a list instead of a deck',
      text: '[{"id": 1, "count": 2}]',
      firstLine: '[{"id": 1, "count": 2}]',
    },
    { name: 'a deck without cards', text: '{\n  "name": "Faraones"\n}', firstLine: '{' },
    { name: 'an empty text', text: '', firstLine: '' },
  ])('reports $name as a whole on line 1', ({ text, firstLine }) => {
    expect(parseDeckJson(text, catalogue)).toEqual({
      name: null,
      formatName: null,
      entries: [],
      sideEntries: [],
      unmatched: [
        {
          lineNumber: 1,
          text: firstLine,
          suggestions: [],
          reason: IMPORT_MESSAGES.invalidDocument,
        },
      ],
    });
  });
});
