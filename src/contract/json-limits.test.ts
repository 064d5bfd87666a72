import { describe, expect, it } from 'vitest';
import {
  formatJsonPath,
  inspectJsonValue,
  isJsonTextNestedDeeperThan,
  MAX_JSON_DEPTH,
} from './json-limits';

const nest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('isJsonTextNestedDeeperThan', () => {
  it.each([
    ['a flat object', '{"a":1}', 1, false],
    ['exactly the limit', nest(3), 3, false],
    ['one level past the limit', nest(4), 3, true],
    ['objects and arrays together', '{"a":[{"b":[1]}]}', 3, true],
    ['brackets inside strings', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '["\\\\",[[1]]]', 2, true],
    ['a huge nesting', nest(100_000), MAX_JSON_DEPTH, true],
  ])('reads %s', (_case, text, maxDepth, expected) => {
    expect(isJsonTextNestedDeeperThan(text, maxDepth)).toBe(expected);
  });
});

describe('inspectJsonValue', () => {
  it('accepts text with tabs and line breaks', () => {
    expect(inspectJsonValue({ a: ['x\ty\r\nz'] })).toBeNull();
  });

  it.each([
    ['NUL', { card: { nombre: 'a\u0000' } }, ['card', 'nombre']],
    ['a bell', ['ok', 'x\u0007'], [1]],
    ['DEL', { a: '\u007f' }, ['a']],
    ['a C1 control', { a: '\u0085' }, ['a']],
    ['a lone surrogate', { a: 'x\ud800' }, ['a']],
    ['a control character in a key', { card: { 'no\u0000mbre': 'x' } }, ['card', 'no\u0000mbre']],
  ])('finds %s and where it is', (_case, value, path) => {
    expect(inspectJsonValue(value)).toEqual({ kind: 'forbidden_characters', path });
  });

  it('accepts a surrogate pair (an emoji)', () => {
    expect(inspectJsonValue({ a: 'carta 🃏' })).toBeNull();
  });

  it('refuses nesting deeper than the limit without walking it all', () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];

    expect(inspectJsonValue(deep)).toEqual({ kind: 'too_deep' });
    expect(inspectJsonValue(JSON.parse(nest(MAX_JSON_DEPTH)))).toBeNull();
    expect(inspectJsonValue(JSON.parse(nest(MAX_JSON_DEPTH + 1)))).toEqual({ kind: 'too_deep' });
  });

  it('names a path as the API messages do, escaping a bad key', () => {
    expect(formatJsonPath(['card', 'habilidades', 0, 'a\u0000'])).toBe(
      'card.habilidades.0.a\\u0000',
    );
  });
});
