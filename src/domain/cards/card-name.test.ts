import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  compareSpanish,
  prepareSpanishOrder,
  normalizeName,
  normalizeNameCached,
  toCardMatchKey,
  toCardMatchKeyCached,
} from './card-name';

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

/** SPEC §5's loose comparison and name matching with Unicode's properties on every text. */
const REFERENCE = {
  normalizeName: (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim(),
  toCardMatchKey: (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/(?:\(\s*rework\s*\)[^\p{L}\p{N}]*)+$/u, '')
      .replace(/[^\p{L}\p{N}]/gu, ''),
};

describe('normalizeName and toCardMatchKey on any text', () => {
  it("give what Unicode's properties give, whichever path a text takes", () => {
    const pieces = [
      'a',
      'Z',
      'n',
      'ñ',
      'Ñ',
      'á',
      'É',
      'ü',
      'ç',
      'İ',
      'ß',
      'ʼ',
      'Ω',
      'ж',
      '7',
      ' ',
      '\t',
      "'",
      '-',
      '^',
      '`',
      '_',
      '(',
      ')',
      '(Rework)',
      ' (rework) ',
      'rew',
      'ork',
      '\u0301',
      '\u0303',
      '\u0308',
      '\u034f',
      '\u0363',
      '\u0327',
    ];
    const text = fc
      .array(fc.constantFrom(...pieces), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (name) => {
        expect(normalizeName(name)).toBe(REFERENCE.normalizeName(name));
        expect(toCardMatchKey(name)).toBe(REFERENCE.toCardMatchKey(name));
      }),
      { numRuns: 5000 },
    );
    for (const name of ['Bennu (Rew^ork)', 'Bennu (Re`work)', 'Ñu (Rework)', 'ʼAb (rework) !']) {
      expect(toCardMatchKey(name)).toBe(REFERENCE.toCardMatchKey(name));
    }
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

describe('toCardMatchKey', () => {
  it.each([
    { name: 'ignores case', input: 'BENNU', key: 'bennu' },
    { name: 'ignores accents', input: 'Tótem de Nwyre', key: 'totemdenwyre' },
    { name: 'ignores a tilde and a diaeresis', input: 'Ñandú Güemes', key: 'nanduguemes' },
    { name: 'ignores combining accents', input: 'Ro\u0301mulo', key: 'romulo' },
    { name: 'ignores a straight apostrophe', input: "Dru'ath", key: 'druath' },
    { name: 'ignores a typographic apostrophe', input: 'Dru’ath', key: 'druath' },
    { name: 'ignores a modifier-letter apostrophe', input: 'Druʼath', key: 'druath' },
    { name: 'ignores hyphens', input: 'Baal-Zaphon', key: 'baalzaphon' },
    {
      name: 'ignores inner and surrounding spaces',
      input: '  César   Augusto\t',
      key: 'cesaraugusto',
    },
    { name: 'ignores other punctuation', input: '¡Rayos, de Zeus!', key: 'rayosdezeus' },
    { name: 'keeps digits', input: 'Amosis I - 2', key: 'amosisi2' },
    {
      name: 'drops a trailing (Rework)',
      input: 'Cathbadh el Druida (Rework)',
      key: 'cathbadheldruida',
    },
    {
      name: 'drops a (rework) in any case and spacing',
      input: 'Marmita Druida( REWORK )',
      key: 'marmitadruida',
    },
    {
      name: 'drops a (Rework) followed by punctuation',
      input: 'Dalriada (Rework).',
      key: 'dalriada',
    },
    {
      name: 'keeps a Rework that is not a trailing bracket',
      input: 'Rework (Dalriada)',
      key: 'reworkdalriada',
    },
    {
      name: 'keeps a (Rework) that is not at the end',
      input: 'Dalriada (Rework) II',
      key: 'dalriadareworkii',
    },
    { name: 'leaves a name of punctuation empty', input: " '-- ", key: '' },
  ])('$name: "$input" → "$key"', ({ input, key }) => {
    expect(toCardMatchKey(input)).toBe(key);
  });

  it.each([
    ["Dru'ath an-Morén", 'Dru ath an-Moren'],
    ["Dru'ath an-Morén", 'druathanmoren'],
    ["Ma'arrat an-Numán", 'MA’ARRAT AN NUMAN'],
    ['Cathbadh el Druida (Rework)', 'Cathbadh el Druida'],
    ['Rómulo y Remo', 'romulo y-remo'],
  ])('reads "%s" and "%s" as one name', (a, b) => {
    expect(toCardMatchKey(a)).toBe(toCardMatchKey(b));
  });

  it.each([
    ['Rayos', 'Rayos de Zeus'],
    ['Amosis I', 'Amosis II'],
    ['Goblin', 'Goblin Stone'],
  ])('tells "%s" from "%s"', (a, b) => {
    expect(toCardMatchKey(a)).not.toBe(toCardMatchKey(b));
  });

  it('is idempotent and gives only lowercase letters and digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const key = toCardMatchKey(name);
        expect(toCardMatchKey(key)).toBe(key);
        expect(key).toMatch(/^[\p{L}\p{N}]*$/u);
      }),
    );
  });

  // Letters up to 'j' only, so no generated name can spell 'rework'.
  const letter = fc.constantFrom(...'abcdefghijABCDEFGHIJáéíÁÉÍñÑüç0123456789');
  const punctuation = fc.constantFrom(...` '’ʼ´-‐–—.,;:!¡?¿"«»()[]/_&\t`);

  it('ignores punctuation and spacing put anywhere in a name (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(letter, fc.array(punctuation, { maxLength: 3 })), { maxLength: 20 }),
        (parts) => {
          const plain = parts.map(([character]) => character).join('');
          const punctuated = parts.map(([character, marks]) => character + marks.join('')).join('');
          expect(toCardMatchKey(punctuated)).toBe(toCardMatchKey(plain));
        },
      ),
    );
  });

  const plainToken = fc.constantFrom(
    'a',
    'Z',
    '0',
    ' ',
    '-',
    "'",
    '^',
    '`',
    'rework',
    '(Rework)',
    ' ( REWORK ).',
  );

  it('gives the same key on the plain-text fast path as on the full Unicode path (property)', () => {
    fc.assert(
      fc.property(fc.array(plainToken, { maxLength: 12 }), (tokens) => {
        const name = tokens.join('');
        // A leading accented letter sends the name down the full path; it only adds an 'e'.
        expect(toCardMatchKey(`é${name}`)).toBe(`e${toCardMatchKey(name)}`);
      }),
    );
  });
});

describe('toCardMatchKeyCached', () => {
  it('gives the same result as toCardMatchKey, on first and repeated calls', () => {
    for (const name of ["Dru'ath an-Morén", "Dru'ath an-Morén", 'Cathbadh el Druida (Rework)']) {
      expect(toCardMatchKeyCached(name)).toBe(toCardMatchKey(name));
    }
  });
});

describe('compareSpanish', () => {
  it('sorts in Spanish alphabetical order: ñ after n, accents beside their letter', () => {
    expect(['Ñandú', 'Nube', 'Zorro', 'Águila', 'Oso'].sort(compareSpanish)).toEqual([
      'Águila',
      'Nube',
      'Ñandú',
      'Oso',
      'Zorro',
    ]);
  });

  it('orders any two texts as the Spanish collator does', () => {
    const collator = new Intl.Collator('es');
    const letters = ['a', 'b', 'n', 'ñ', 'Ñ', 'N', 'o', 'z', 'Á', 'á', 'é', 'ü', 'ç', 'İ', ' '];
    const others = ['0', '1', '9', '-', "'", ',', '^', 'ß', '\u0301', '\u0303', '\u0323', '\t'];
    const text = fc
      .array(fc.constantFrom(...letters, ...others), { maxLength: 6 })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(Math.sign(compareSpanish(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 3000 },
    );
    // A few that matter: accents and case tie, ñ after n, space before letters and digits.
    for (const [a, b] of [
      ['Águila', 'aguila'],
      ['Ñandú', 'Nz'],
      ['Ñandú', 'Nandu'],
      ['Piñón', 'Pinz'],
      ['Piñón', 'Pino'],
      ['Ñ', 'N '],
      ['n\u0303a', 'ña'],
      ['Ñu', 'Ño'],
      ['ab', 'a b'],
      ['10', '9'],
      ['Dragón 2', 'Dragon 10'],
    ]) {
      expect(Math.sign(compareSpanish(a!, b!))).toBe(Math.sign(collator.compare(a!, b!)));
    }
  });

  it('needs no collator for texts of letters, ñ among them, digits and spaces', async () => {
    vi.resetModules();
    const makeCollator = vi.spyOn(Intl, 'Collator');
    const fresh = await import('./card-name');

    expect(
      ['Piñón', 'Pino', 'Ñandú', 'Nube', 'Árbol 2', 'árbol 10'].sort(fresh.compareSpanish),
    ).toEqual(['árbol 10', 'Árbol 2', 'Nube', 'Ñandú', 'Pino', 'Piñón']);
    expect(makeCollator).not.toHaveBeenCalled();
    makeCollator.mockRestore();
  });

  it('sorts with the one collator prepareSpanishOrder makes ahead of time', () => {
    const collator = prepareSpanishOrder();

    expect(prepareSpanishOrder()).toBe(collator);
    expect(compareSpanish('Ñandú', 'Oso')).toBe(collator.compare('Ñandú', 'Oso'));
  });
});
