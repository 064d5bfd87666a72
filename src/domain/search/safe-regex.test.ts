import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REGEX_LENGTH } from './regex-syntax';
import { checkRegexSource, compileSafeRegex } from './safe-regex';

describe('compileSafeRegex', () => {
  it.each<[string, string, boolean]>([
    ['roba', 'roba dos cartas', true],
    ['^roba', 'el aliado roba', false],
    ['cartas?$', 'roba una carta', true],
    ['\\d+ cartas', 'roba 12 cartas', true],
    ['\\bsol\\b', 'girasol', false],
    ['\\bsol\\b', 'el sol sale', true],
    ['\\Bsol', 'girasol', true],
    ['(des)?truye', 'destruye', true],
    ['(?:roba|busca) \\w+', 'busca oro', true],
    ['[a-c]{3}', 'xxabcxx', true],
    ['[^a-z ]', 'solo letras', false],
    ['[^a-z ]', 'con 1 numero', true],
    ['o{2,}', 'oro', false],
    ['o{2,}', 'zoo', true],
    ['a.c', 'a\nc', false],
    ['\\s', 'dos palabras', true],
    ['\\.', 'punto.', true],
    ['\\/', 'a/b', true],
    ['Única', 'unica. roba', true],
    ['[ÁÉ]', 'este', true],
    ['', 'cualquier texto', true],
  ])('/%s/ on "%s" is %s', (source, text, expected) => {
    expect(checkRegexSource(source)).toBeNull();
    expect(compileSafeRegex(source)(text)).toBe(expected);
  });

  it.each<[string, string]>([
    ['(a)\\1', 'no admite referencias hacia atrás'],
    ['(?<n>a)\\k<n>', 'no admite lookahead ni lookbehind'],
    ['a(?=b)', 'no admite lookahead ni lookbehind'],
    ['(?<=a)b', 'no admite lookahead ni lookbehind'],
    ['a{21}', 'repeticiones de más de 20'],
    ['a{3,2}', 'repetición {n,m} con m menor que n'],
    ['*a', '«*» sin nada que repetir'],
    ['a**', 'dos cuantificadores seguidos'],
    ['(ab', 'falta cerrar un paréntesis'],
    ['ab)', 'paréntesis de cierre de más'],
    ['[ab', 'termina antes de tiempo'],
    ['[z-a]', 'rango z-a al revés'],
    ['a'.repeat(MAX_REGEX_LENGTH + 1), 'más de 100 caracteres'],
    ['((a{20}){20}){20}', 'demasiado larga una vez expandida'],
  ])('refuses /%s/: %s', (source, reason) => {
    expect(checkRegexSource(source)).toBe(reason);
  });

  // With a backtracking engine each of these takes exponential time on a long text that fails.
  it.each(['(a*)*b', '(a|a)*b', '(a|aa)+b', '(.*a){20}x', '(a+)+b'])(
    'answers /%s/ on 20,000 characters without backtracking',
    (source) => {
      expect(compileSafeRegex(source)('a'.repeat(20_000))).toBe(false);
      expect(compileSafeRegex(source)(`${'a'.repeat(20_000)}b`)).toBe(!source.includes('x'));
    },
  );

  it('agrees with the native engine on patterns both read', () => {
    const atom = fc.constantFrom(
      'a',
      'b',
      '.',
      '[ab]',
      '[^a]',
      '\\d',
      '\\w',
      '(a|b)',
      '(?:ab)',
      '^',
      '$',
      '\\b',
    );
    const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,2}', '{2,}');
    const piece = fc
      .tuple(atom, quantifier)
      .map(([item, times]) => (['^', '$', '\\b'].includes(item) ? item : item + times));
    const pattern = fc.array(piece, { maxLength: 5 }).map((pieces) => pieces.join(''));
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' '), maxLength: 12 });
    fc.assert(
      fc.property(pattern, text, (source, subject) => {
        expect(compileSafeRegex(source)(subject)).toBe(new RegExp(source, 'u').test(subject));
      }),
      { numRuns: 2000 },
    );
  });
});
