import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseModelReply } from './reply-parser';

describe('parseModelReply', () => {
  it.each([
    {
      name: 'a bare JSON object',
      text: '{"nombre": "Bennu", "coste": 3}',
      expected: { nombre: 'Bennu', coste: 3 },
    },
    {
      name: 'a fenced json block',
      text: 'Aquí está:\n```json\n{"nombre": "Bennu"}\n```\nSaludos {no}',
      expected: { nombre: 'Bennu' },
    },
    {
      name: 'a fenced block without language',
      text: '```\n{"a": [1, 2]}\n```',
      expected: { a: [1, 2] },
    },
    {
      name: 'the outermost braces inside prose',
      text: 'Claro: {"nombre": "Rayos", "efectos": {"x": 1}} espero que sirva',
      expected: { nombre: 'Rayos', efectos: { x: 1 } },
    },
    {
      name: 'the outermost braces when the fence holds no JSON',
      text: '```\nsin json\n```\n{"nombre": "Tebas"}',
      expected: { nombre: 'Tebas' },
    },
    {
      name: 'a repair closing unbalanced braces and brackets',
      text: '{"nombre": "Bennu", "efectos": [{"accion": "draw"}',
      expected: { nombre: 'Bennu', efectos: [{ accion: 'draw' }] },
    },
    {
      name: 'a repair of a fenced block cut off before its end',
      text: '```json\n{"nombre": "Bennu", "tipo": "aliado"',
      expected: { nombre: 'Bennu', tipo: 'aliado' },
    },
    {
      name: 'a repair trimming a trailing comma',
      text: '{"nombre": "Bennu", "coste": 3,  ',
      expected: { nombre: 'Bennu', coste: 3 },
    },
    {
      name: 'a repair closing a string cut off mid-value',
      text: '{"nombre": "Bennu", "habilidad": "Roba una car',
      expected: { nombre: 'Bennu', habilidad: 'Roba una car' },
    },
    {
      name: 'a repair dropping a key cut off before its value',
      text: '{"nombre": "Bennu", "habilidad":',
      expected: { nombre: 'Bennu' },
    },
    {
      name: 'a repair dropping a half-written key',
      text: '{"nombre": "Bennu", "habil',
      expected: { nombre: 'Bennu' },
    },
    {
      name: 'a repair keeping braces and escapes inside strings',
      text: '{"texto": "un } y un \\" dentro", "b": [1',
      expected: { texto: 'un } y un " dentro', b: [1] },
    },
    {
      name: 'a repair of a string cut off right after a backslash',
      text: '{"nombre": "Bennu", "texto": "abc\\',
      expected: { nombre: 'Bennu', texto: 'abc' },
    },
  ])('reads $name', ({ text, expected }) => {
    expect(parseModelReply(text)).toEqual(expected);
  });

  it.each([
    { name: 'text without JSON', text: 'Lo siento, no puedo ayudar con eso.' },
    { name: 'an empty reply', text: '' },
    { name: 'a JSON array', text: '[1, 2, 3]' },
    { name: 'a JSON string', text: '"hola"' },
    { name: 'hopeless braces', text: '{{{:::}}}' },
    { name: 'a lone closing brace', text: '}' },
  ])('gives an empty object for $name', ({ text }) => {
    expect(parseModelReply(text)).toEqual({});
  });

  it('gives an empty object for a value that is not text at all', () => {
    expect(parseModelReply(undefined as never)).toEqual({});
    expect(
      parseModelReply({
        toString: () => {
          throw new Error('boom');
        },
      } as never),
    ).toEqual({});
  });

  it('never throws and always returns a plain object, whatever the text (property)', () => {
    const jsonish = fc
      .array(
        fc.constantFrom(
          '{',
          '}',
          '[',
          ']',
          '"',
          '\\',
          ',',
          ':',
          '```',
          'json',
          '\n',
          'a',
          '1',
          ' ',
        ),
        {
          maxLength: 80,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), jsonish), (text) => {
        const result = parseModelReply(text);
        expect(typeof result).toBe('object');
        expect(Array.isArray(result)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('reads back any object it is given as JSON, with prose around it (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (value, prose) => {
        const clean = JSON.parse(JSON.stringify(value));
        const text = `${prose.replaceAll('{', '').replaceAll('}', '').replaceAll('`', '')}\n${JSON.stringify(value)}`;
        expect(parseModelReply(text)).toEqual(clean);
      }),
    );
  });
});
