import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCardMatchKey } from '../cards/card-name';
import { toCardNameKey } from './card-name-key';
import { createClosestNameFinder, findClosestNames, measureEditDistance } from './closest-names';

const NAMES = [
  'César Augusto',
  'Rayos',
  'Rayos de Zeus',
  'Bennu',
  'Baal-Zaphon',
  "Ma'arrat an-Numán",
  'Xiuhcoatl',
  'Amosis I',
  'Tótem de Nwyre',
  'Oro',
];

describe('measureEditDistance', () => {
  it.each([
    { a: '', b: '', distance: 0 },
    { a: 'bennu', b: 'bennu', distance: 0 },
    { a: '', b: 'oro', distance: 3 },
    { a: 'rayo', b: 'rayos', distance: 1 },
    { a: 'benu', b: 'bennu', distance: 1 },
    { a: 'bnenu', b: 'bennu', distance: 1 },
    { a: 'cesar', b: 'cesra', distance: 1 },
    { a: 'kitten', b: 'sitting', distance: 3 },
  ])('puts "$a" at $distance from "$b"', ({ a, b, distance }) => {
    expect(measureEditDistance(a, b)).toBe(distance);
    expect(measureEditDistance(b, a)).toBe(distance);
  });

  it.each([
    { a: 'kitten', b: 'sitting', limit: 1, distance: 2 },
    { a: 'kitten', b: 'sitting', limit: 3, distance: 3 },
    { a: 'abcdefgh', b: 'zyxwvuts', limit: 2, distance: 3 },
    { a: 'ab', b: 'ba', limit: 1, distance: 1 },
  ])(
    'stops at limit + 1 when "$a" and "$b" are farther than $limit',
    ({ a, b, limit, distance }) => {
      expect(measureEditDistance(a, b, limit)).toBe(distance);
    },
  );

  it('gives the exact distance within the limit and limit + 1 beyond it (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 10 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 10 }),
        fc.integer({ min: 0, max: 6 }),
        (a, b, limit) => {
          const exact = measureEditDistance(a, b);
          expect(measureEditDistance(a, b, limit)).toBe(exact <= limit ? exact : limit + 1);
        },
      ),
    );
  });

  it('is zero only for equal strings and never more than the longer length (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = measureEditDistance(a, b);
        expect(distance === 0).toBe(a === b);
        expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(distance).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      }),
    );
  });
});

describe('findClosestNames', () => {
  it.each([
    {
      name: 'finds a name typed without accents',
      query: 'Cesar Agusto',
      expected: ['César Augusto'],
    },
    { name: 'finds a name with two letters swapped', query: 'Bneun', expected: ['Bennu'] },
    {
      name: 'ranks the exact name first, then names that contain it',
      query: 'rayos',
      expected: ['Rayos', 'Rayos de Zeus'],
    },
    {
      name: 'offers names that contain a partial query',
      query: 'Zeus',
      expected: ['Rayos de Zeus'],
    },
    {
      name: 'finds a name with a typographic apostrophe',
      query: 'Ma’arat an Numan',
      expected: ["Ma'arrat an-Numán"],
    },
    { name: 'finds a name starting with x', query: 'Xiuhcatl', expected: ['Xiuhcoatl'] },
    { name: 'ignores names that are too far away', query: 'Dragón Dorado', expected: [] },
    { name: 'gives nothing for an empty query', query: '   ', expected: [] },
  ])('$name', ({ query, expected }) => {
    expect(findClosestNames(query, NAMES)).toEqual(expected);
  });

  it('gives at most three names by default, best first, ties alphabetically', () => {
    const names = ['Guerrero D', 'Guerrero C', 'Guerrero B', 'Guerrero A', 'Guerrero'];
    expect(findClosestNames('Guerrero', names)).toEqual(['Guerrero', 'Guerrero A', 'Guerrero B']);
  });

  it('honours a custom limit, and gives nothing for a limit of zero', () => {
    expect(findClosestNames('rayos', NAMES, 1)).toEqual(['Rayos']);
    expect(findClosestNames('rayos', NAMES, 0)).toEqual([]);
  });

  it('offers each name once when reprints repeat it', () => {
    expect(findClosestNames('Bennu', ['Bennu', 'BENNU', 'Benu'])).toEqual(['Bennu', 'Benu']);
  });

  it('compares names by the key it is given, offering names with one key once', () => {
    const suggest = createClosestNameFinder(
      ['Cathbadh el Druida', 'Cathbadh el Druida (Rework)', 'Bas-Pef'],
      toCardMatchKey,
    );
    expect(suggest('Cathbad el Druida (Rework)')).toEqual(['Cathbadh el Druida']);
    expect(suggest('Bas Pef')).toEqual(['Bas-Pef']);
  });

  it('finds a name contained in a longer query', () => {
    expect(findClosestNames('Bennu de Espada Sagrada', NAMES)).toEqual(['Bennu']);
  });

  it('offers exactly the names within reach, ranked, whatever they look like (property)', () => {
    const letter = fc.constantFrom('a', 'b', 'c', 'á', 'A', ' ', '-');
    const word = fc.string({ unit: letter, minLength: 1, maxLength: 9 });
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 12 }), word, (names, query) => {
        const queryKey = toCardNameKey(query);
        const seen = new Set<string>();
        const expected = names
          .map((name) => ({ name, key: toCardNameKey(name) }))
          .filter(({ key }) => key !== '' && !seen.has(key) && seen.add(key))
          .map(({ name, key }) => {
            const isContained =
              (queryKey.length >= 3 && key.includes(queryKey)) ||
              (key.length >= 3 &&
                (queryKey.startsWith(key) ||
                  (key.length * 2 >= queryKey.length && queryKey.includes(key))));
            const distance = measureEditDistance(queryKey, key);
            const maxDistance = Math.max(2, Math.ceil(Math.min(queryKey.length, key.length) * 0.4));
            return {
              name,
              distance,
              rank: isContained ? Math.min(distance, 1) : distance,
              isContained,
              maxDistance,
            };
          })
          .filter(
            ({ distance, isContained, maxDistance }) => isContained || distance <= maxDistance,
          )
          .sort(
            (a, b) =>
              a.rank - b.rank || a.distance - b.distance || a.name.localeCompare(b.name, 'es'),
          )
          .map(({ name }) => name);

        expect(findClosestNames(query, names, Infinity)).toEqual(queryKey === '' ? [] : expected);
      }),
    );
  });

  it.each([
    ['Joyero', ['Oro', 'Joyería']],
    ['Corona del Día', ['Oro', 'Coronado']],
    ['Forma de Toro', ['Oro', 'Toro']],
  ])('never offers a short name that only ends or hides inside %s', (query, names) => {
    expect(findClosestNames(query, names)).not.toContain('Oro');
  });

  it('always offers a listed name for itself, first (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.integer({ min: 1, max: 5 }), (name, limit) => {
        const suggestions = findClosestNames(name, NAMES, limit);
        expect(suggestions[0]).toBe(name);
        expect(suggestions.length).toBeLessThanOrEqual(limit);
        for (const suggestion of suggestions) expect(NAMES).toContain(suggestion);
      }),
    );
  });
});
