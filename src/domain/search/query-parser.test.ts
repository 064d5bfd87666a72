import { describe, expect, it } from 'vitest';
import type { QueryNode } from './query-ast';
import { parseCardQuery } from './query-parser';

const FORMATS = { formatKeys: ['racialEdicion', 'racialLibre'] };

function parse(text: string) {
  return parseCardQuery(text, FORMATS);
}

describe('parseCardQuery', () => {
  it.each<[string, string, QueryNode | null]>([
    [
      'plain words are one name search, as SPEC §5',
      'espada  sagrada',
      { kind: 'name', text: 'espada sagrada' },
    ],
    ['an empty query is no condition', '   ', null],
    ['t: reads a type', 't:aliado', { kind: 'type', value: 'aliado' }],
    ['tipo: with accents, capitals and plural', 'Tipo:Tótems', { kind: 'type', value: 'totem' }],
    ['t= reads like t:', 't=talismán', { kind: 'type', value: 'talisman' }],
    ['t!= negates the type', 't!=oro', { kind: 'not', term: { kind: 'type', value: 'oro' } }],
    ['c: is equality', 'c:2', { kind: 'number', field: 'coste', op: '=', value: 2 }],
    ['coste= is equality', 'coste=3', { kind: 'number', field: 'coste', op: '=', value: 3 }],
    ['c!= is inequality', 'c!=3', { kind: 'number', field: 'coste', op: '!=', value: 3 }],
    ['c< is less than', 'c<3', { kind: 'number', field: 'coste', op: '<', value: 3 }],
    ['c> is more than', 'c>3', { kind: 'number', field: 'coste', op: '>', value: 3 }],
    ['c<= is at most', 'c<=2', { kind: 'number', field: 'coste', op: '<=', value: 2 }],
    ['c>= is at least', 'c>=2', { kind: 'number', field: 'coste', op: '>=', value: 2 }],
    [
      'f: and fuerza: read strength',
      'fuerza>=4',
      { kind: 'number', field: 'fuerza', op: '>=', value: 4 },
    ],
    ['f< reads strength', 'f<1', { kind: 'number', field: 'fuerza', op: '<', value: 1 }],
    [
      'raza: contains',
      'raza:caballero',
      { kind: 'text', field: 'raza', equals: false, text: 'caballero' },
    ],
    ['raza= equals', 'raza=Dragón', { kind: 'text', field: 'raza', equals: true, text: 'Dragón' }],
    [
      'ed: with a quoted value',
      'ed:"espada sagrada"',
      { kind: 'text', field: 'edicion', equals: false, text: 'espada sagrada' },
    ],
    [
      'edicion: spelled out',
      'edición:helenica',
      { kind: 'text', field: 'edicion', equals: false, text: 'helenica' },
    ],
    [
      'bloque:',
      'bloque:helenica',
      { kind: 'text', field: 'bloque', equals: false, text: 'helenica' },
    ],
    [
      'h: searches the ability',
      'h:destruye',
      { kind: 'text', field: 'habilidad', equals: false, text: 'destruye' },
    ],
    ['hab: is h:', 'hab:roba', { kind: 'text', field: 'habilidad', equals: false, text: 'roba' }],
    [
      'hist: searches the flavour text',
      'hist:dragon',
      { kind: 'text', field: 'historia', equals: false, text: 'dragon' },
    ],
    [
      'ilus: searches the illustrator',
      'ilus:rojas',
      { kind: 'text', field: 'ilustrador', equals: false, text: 'rojas' },
    ],
    [
      'nombre: searches the name',
      'nombre:rey',
      { kind: 'text', field: 'nombre', equals: false, text: 'rey' },
    ],
    ['es:unica', 'es:única', { kind: 'flag', value: 'unica' }],
    ['es:revisada', 'es:revisada', { kind: 'flag', value: 'revisada' }],
    [
      'ban: a known format, any case',
      'ban:racialedicion',
      { kind: 'format', test: 'ban', format: 'racialEdicion' },
    ],
    [
      'legal: a known format',
      'legal:racialLibre',
      { kind: 'format', test: 'legal', format: 'racialLibre' },
    ],
    ['tag: an ability tag by its label', 'tag:roba', { kind: 'tag', tag: 'roba' }],
    ['!"exact name"', '!"Rey Arturo"', { kind: 'exact', text: 'Rey Arturo' }],
    ['/regex/ searches the name', '/^rey/', { kind: 'regex', field: 'nombre', source: '^rey' }],
    [
      'h:/regex/ searches the ability',
      'h:/roba \\d cartas?/',
      { kind: 'regex', field: 'habilidad', source: 'roba \\d cartas?' },
    ],
    ['- negates a term', '-t:oro', { kind: 'not', term: { kind: 'type', value: 'oro' } }],
    [
      '- negates a group',
      '-(t:oro o t:arma)',
      {
        kind: 'not',
        term: {
          kind: 'or',
          terms: [
            { kind: 'type', value: 'oro' },
            { kind: 'type', value: 'arma' },
          ],
        },
      },
    ],
    [
      'terms side by side are AND',
      't:aliado c<=2',
      {
        kind: 'and',
        terms: [
          { kind: 'type', value: 'aliado' },
          { kind: 'number', field: 'coste', op: '<=', value: 2 },
        ],
      },
    ],
    [
      'o between terms is OR',
      't:arma o t:totem',
      {
        kind: 'or',
        terms: [
          { kind: 'type', value: 'arma' },
          { kind: 'type', value: 'totem' },
        ],
      },
    ],
    [
      'or between terms is OR',
      't:arma OR t:totem',
      {
        kind: 'or',
        terms: [
          { kind: 'type', value: 'arma' },
          { kind: 'type', value: 'totem' },
        ],
      },
    ],
    [
      'AND binds tighter than OR',
      't:arma c:1 o t:oro',
      {
        kind: 'or',
        terms: [
          {
            kind: 'and',
            terms: [
              { kind: 'type', value: 'arma' },
              { kind: 'number', field: 'coste', op: '=', value: 1 },
            ],
          },
          { kind: 'type', value: 'oro' },
        ],
      },
    ],
    [
      'parentheses group an OR inside an AND',
      '(t:arma o t:totem) c<=1',
      {
        kind: 'and',
        terms: [
          {
            kind: 'or',
            terms: [
              { kind: 'type', value: 'arma' },
              { kind: 'type', value: 'totem' },
            ],
          },
          { kind: 'number', field: 'coste', op: '<=', value: 1 },
        ],
      },
    ],
    [
      'a quoted name stays apart from bare words',
      'rey "del sol"',
      {
        kind: 'and',
        terms: [
          { kind: 'name', text: 'rey' },
          { kind: 'name', text: 'del sol' },
        ],
      },
    ],
    ['a lone o is a word of a name', 'o', { kind: 'name', text: 'o' }],
    ['a hyphen inside a word is part of the name', 'an-morén', { kind: 'name', text: 'an-morén' }],
  ])('%s', (_name, text, expected) => {
    expect(parse(text)).toEqual({ node: expected, problems: [] });
  });

  it('accepts any format key when it is not told which exist', () => {
    expect(parseCardQuery('legal:miFormato').node).toEqual({
      kind: 'format',
      test: 'legal',
      format: 'miFormato',
    });
  });
});
