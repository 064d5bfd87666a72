import { describe, expect, it } from 'vitest';
import type { QueryNode } from './query-ast';
import { parseCardQuery } from './query-parser';

const FORMATS = { formatKeys: ['racialEdicion', 'racialLibre'] };

describe('parseCardQuery problems', () => {
  it.each<[string, string, string, QueryNode | null]>([
    [
      'an unclosed quote',
      't:aliado ed:"espada',
      'Falta cerrar la comilla en la posición 13',
      { kind: 'type', value: 'aliado' },
    ],
    [
      'an unclosed regex',
      'c:1 h:/roba',
      'Falta cerrar la expresión regular en la posición 7',
      { kind: 'number', field: 'coste', op: '=', value: 1 },
    ],
    [
      'an unknown key',
      'x:1 t:oro',
      'Clave desconocida «x» en la posición 1',
      { kind: 'type', value: 'oro' },
    ],
    [
      'a key without value',
      't:oro c:',
      'Falta el valor de «c:» en la posición 7',
      { kind: 'type', value: 'oro' },
    ],
    [
      'a number key with a word',
      'c:dos t:oro',
      '«c» necesita un número entero en la posición 3',
      { kind: 'type', value: 'oro' },
    ],
    [
      'an unknown type',
      't:mago c:1',
      'Tipo desconocido «mago» (usa aliado, arma, talismán, tótem u oro) en la posición 3',
      { kind: 'number', field: 'coste', op: '=', value: 1 },
    ],
    [
      'a comparison on text',
      'raza<caballero',
      '«<» solo compara números (coste o fuerza) en la posición 1',
      null,
    ],
    [
      'an unknown es: value',
      'es:rara',
      '«es:» admite unica o revisada, no «rara» en la posición 4',
      null,
    ],
    [
      'an unknown format',
      'ban:vintage',
      'No hay un formato con la clave «vintage» en la posición 5',
      null,
    ],
    ['an unknown tag', 'tag:vuela', 'Etiqueta desconocida «vuela» en la posición 5', null],
    [
      'an unclosed parenthesis applies its content',
      '(t:oro c:0',
      'Falta cerrar el paréntesis abierto en la posición 1',
      {
        kind: 'and',
        terms: [
          { kind: 'type', value: 'oro' },
          { kind: 'number', field: 'coste', op: '=', value: 0 },
        ],
      },
    ],
    [
      'a stray closing parenthesis',
      't:oro) c:0',
      'Sobra un paréntesis de cierre en la posición 6',
      {
        kind: 'and',
        terms: [
          { kind: 'type', value: 'oro' },
          { kind: 'number', field: 'coste', op: '=', value: 0 },
        ],
      },
    ],
    [
      'empty parentheses',
      't:oro ()',
      'Paréntesis vacíos en la posición 7',
      { kind: 'type', value: 'oro' },
    ],
    [
      'o with nothing after it',
      't:oro o',
      'Falta un término después de «o» en la posición 7',
      { kind: 'type', value: 'oro' },
    ],
    [
      'a lone minus',
      't:oro -',
      'Falta un término después de «-» en la posición 7',
      { kind: 'type', value: 'oro' },
    ],
    [
      'a regex with a backreference',
      '/(a)\\1/ t:oro',
      'Expresión regular no válida (no admite referencias hacia atrás) en la posición 1',
      { kind: 'type', value: 'oro' },
    ],
    ['a regex on a number key', 'c:/1/', '«c» necesita un número entero en la posición 3', null],
  ])('reports %s with its position and keeps the valid part', (_name, text, message, node) => {
    const parsed = parseCardQuery(text, FORMATS);
    expect(parsed.problems.map((problem) => problem.message)).toEqual([message]);
    expect(parsed.node).toEqual(node);
  });
});
