import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard } from '../testing/card-factory';
import {
  expandDeckEntries,
  IMPORT_MESSAGES,
  indexCatalogue,
  isValidLineCount,
  resolveDeckCardCounts,
  resolveDeckFormat,
} from './deck-import';

const bennu = makeCard({ id: 4, nombre: 'Bennu' });
const bennuReprint = makeCard({ id: 2, nombre: 'BENNU', edicion: 'Cruzadas' });
const oro = makeCard({ id: 10, nombre: 'Oro', tipo: 'oro' });
const catalogue = [bennu, bennuReprint, oro];

describe('isValidLineCount', () => {
  it.each([
    { count: 1, isValid: true },
    { count: 999, isValid: true },
    { count: 0, isValid: false },
    { count: 1000, isValid: false },
    { count: -2, isValid: false },
    { count: 1.5, isValid: false },
    { count: Number.NaN, isValid: false },
  ])('says $isValid for $count copies', ({ count, isValid }) => {
    expect(isValidLineCount(count)).toBe(isValid);
  });
});

describe('indexCatalogue', () => {
  it('gives a name shared by reprints to the lowest id, the first printing', () => {
    const index = indexCatalogue(catalogue);
    expect(index.byNameKey.get('bennu')).toBe(bennuReprint);
    expect(indexCatalogue([bennuReprint, bennu]).byNameKey.get('bennu')).toBe(bennuReprint);
  });

  it('finds every card by id and suggests catalogue names, each once', () => {
    const index = indexCatalogue(catalogue);
    expect(index.byId.get(4)).toBe(bennu);
    expect(index.suggestNames('Benu')).toEqual(['Bennu']);
    expect(index.suggestNames('Ora')).toEqual(['Oro']);
  });
});

describe('resolveDeckCardCounts', () => {
  it('turns known ids into entries and adds up repeated ids at their first position', () => {
    const resolved = resolveDeckCardCounts(
      [
        { id: 4, count: 2 },
        { id: 10, count: 20 },
        { id: 4, count: 1 },
      ],
      catalogue,
    );
    expect(resolved.unmatched).toEqual([]);
    expect(resolved.entries).toEqual([
      { card: bennu, count: 3, lineNumber: 1 },
      { card: oro, count: 20, lineNumber: 2 },
    ]);
  });

  it.each([
    {
      name: 'an id the catalogue lacks',
      value: { id: 99, count: 1 },
      reason: IMPORT_MESSAGES.unknownId,
    },
    { name: 'a count of zero', value: { id: 4, count: 0 }, reason: IMPORT_MESSAGES.invalidCount },
    {
      name: 'a fractional count',
      value: { id: 4, count: 1.5 },
      reason: IMPORT_MESSAGES.invalidCount,
    },
    { name: 'a missing count', value: { id: 4 }, reason: IMPORT_MESSAGES.invalidEntry },
    {
      name: 'an id written as text',
      value: { id: '4', count: 1 },
      reason: IMPORT_MESSAGES.invalidEntry,
    },
    { name: 'an entry that is not an object', value: 4, reason: IMPORT_MESSAGES.invalidEntry },
    { name: 'an undefined entry', value: undefined, reason: IMPORT_MESSAGES.invalidEntry },
  ])('reports $name with its 1-based position', ({ value, reason }) => {
    const resolved = resolveDeckCardCounts([{ id: 10, count: 1 }, value], catalogue);
    expect(resolved.entries).toHaveLength(1);
    expect(resolved.unmatched).toEqual([
      { lineNumber: 2, text: JSON.stringify(value) ?? 'undefined', suggestions: [], reason },
    ]);
  });
});

describe('expandDeckEntries', () => {
  it('gives one card per copy in listing order', () => {
    const cards = expandDeckEntries([
      { card: oro, count: 2 },
      { card: bennu, count: 1 },
    ]);
    expect(cards).toEqual([bennu, oro, oro]);
  });
});

describe('resolveDeckFormat', () => {
  const banlists = [
    makeBanlist({ key: 'racialEdicion', name: 'Racial Edición - Primer Bloque' }),
    makeBanlist({ key: 'formatoLibre', name: 'Formato Libre - Primer Bloque' }),
  ];

  it.each([
    { name: 'by key', formatName: 'formatoLibre', key: 'formatoLibre' },
    { name: 'by display name', formatName: 'Racial Edición - Primer Bloque', key: 'racialEdicion' },
    {
      name: 'by name without accents or case',
      formatName: ' racial edicion - primer bloque ',
      key: 'racialEdicion',
    },
    { name: 'by key in another case', formatName: 'FORMATOLIBRE', key: 'formatoLibre' },
  ])('finds the format $name', ({ formatName, key }) => {
    expect(resolveDeckFormat(formatName, banlists)?.key).toBe(key);
  });

  it.each([
    { name: 'no format', formatName: null },
    { name: 'an empty format', formatName: '   ' },
    { name: 'an unknown format', formatName: 'Imperio' },
  ])('gives null for $name', ({ formatName }) => {
    expect(resolveDeckFormat(formatName, banlists)).toBeNull();
  });
});
