import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, type Card } from '../cards/card';
import { ABILITY_TAGS } from '../cards/ability-tags';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { DEFAULT_BANLIST_RULES } from '../banlists/banlist';
import { makeCard } from '../testing/card-factory';
import type { Comparator, QueryNode, TextField } from './query-ast';
import { parseCardQuery } from './query-parser';
import { printCardQuery } from './query-print';
import { describeCardQuery } from './query-echo';
import { compileQueryNode, type QueryContext } from './card-query-predicate';
import { readCardSearchFields } from './card-search-fields';

const FORMAT_KEYS = ['racialEdicion', 'racialLibre'];
const CONTEXT: QueryContext = {
  banlists: FORMAT_KEYS.map((key) => ({
    key,
    name: key,
    effectiveDate: null,
    rules: { ...DEFAULT_BANLIST_RULES, banned: ['Dama del Lago'] },
  })),
  editionBlocks: DEFAULT_EDITION_BLOCKS,
};

// Words players type, with accents, capitals, hyphens, apostrophes, and words that look like
// syntax once quoted ('o', 'c:2', parentheses).
const word = fc.constantFrom(
  'rey',
  'Dragón',
  'an-Morén',
  "Dru'ath",
  'o',
  'OR',
  'c:2',
  '(sol)',
  'x"y',
  'a\\b',
  '-lago',
  '!',
  '/x/',
);
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const textField = fc.constantFrom<TextField>(
  'nombre',
  'habilidad',
  'historia',
  'ilustrador',
  'raza',
  'edicion',
  'bloque',
);
const comparator = fc.constantFrom<Comparator>('=', '!=', '<', '>', '<=', '>=');
const regexSource = fc.constantFrom(
  '^rey',
  'd.*n$',
  'roba \\d cartas?',
  '(a|b)+c',
  '[^aeiou]{2,3}',
  '\\bsol\\b',
);

const leaf: fc.Arbitrary<QueryNode> = fc.oneof(
  text.map((value) => ({ kind: 'name', text: value })),
  text.map((value) => ({ kind: 'exact', text: value })),
  fc.record({ kind: fc.constant('text'), field: textField, equals: fc.boolean(), text }),
  fc.record({ kind: fc.constant('regex'), field: textField, source: regexSource }),
  fc.record({
    kind: fc.constant('number'),
    field: fc.constantFrom('coste', 'fuerza'),
    op: comparator,
    value: fc.integer({ min: -5, max: 20 }),
  }),
  fc.constantFrom(...CARD_TYPES).map((value) => ({ kind: 'type', value })),
  fc.constantFrom('unica', 'revisada').map((value) => ({ kind: 'flag', value })),
  fc.record({
    kind: fc.constant('format'),
    test: fc.constantFrom('ban', 'legal'),
    format: fc.constantFrom(...FORMAT_KEYS),
  }),
  fc.constantFrom(...ABILITY_TAGS.map((tag) => tag.id)).map((tag) => ({ kind: 'tag', tag })),
) as fc.Arbitrary<QueryNode>;

const { query } = fc.letrec<{ query: QueryNode }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('query').map((term) => ({ kind: 'not', term }) as QueryNode),
    fc
      .array(tie('query'), { minLength: 2, maxLength: 3 })
      .map((terms) => ({ kind: 'and', terms }) as QueryNode),
    fc
      .array(tie('query'), { minLength: 2, maxLength: 3 })
      .map((terms) => ({ kind: 'or', terms }) as QueryNode),
  ),
}));

const card = fc
  .record({
    nombre: fc.constantFrom('Rey Arturo', 'Dama del Lago', 'Dragón Dorado', 'Sol'),
    tipo: fc.constantFrom(...CARD_TYPES),
    coste: fc.option(fc.integer({ min: 0, max: 8 })),
    fuerza: fc.option(fc.integer({ min: 0, max: 8 })),
    raza: fc.option(fc.constantFrom('Caballero', 'Dragón', '')),
    edicion: fc.constantFrom('Espada Sagrada', 'Helénica', 'Drácula'),
    habilidad: fc.option(fc.constantFrom('Roba 2 cartas.', 'Única. Destruye un aliado.', '')),
    revisada: fc.boolean(),
  })
  .map((fields): Card => makeCard(fields));

describe('card query properties', () => {
  it('reads back what it prints: parse(print(q)) equals q', () => {
    fc.assert(
      fc.property(query, (node) => {
        const printed = printCardQuery(node);
        expect(parseCardQuery(printed, { formatKeys: FORMAT_KEYS })).toEqual({
          node,
          problems: [],
        });
      }),
      { numRuns: 500 },
    );
  });

  it('splits the catalogue in two with negation: q and -q never share a card and cover it', () => {
    fc.assert(
      fc.property(query, fc.array(card, { maxLength: 20 }), (node, cards) => {
        const matches = compileQueryNode(node, CONTEXT);
        const negated = compileQueryNode({ kind: 'not', term: node }, CONTEXT);
        for (const each of cards) {
          const fields = readCardSearchFields(each);
          expect(matches(each, fields)).toBe(!negated(each, fields));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('echoes any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const { node } = parseCardQuery(typed);
        expect(typeof describeCardQuery(node)).toBe('string');
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(query, (node) => {
        expect(describeCardQuery(node).length).toBeGreaterThan(0);
      }),
    );
  });

  it('never throws on any text and reports positions inside it', () => {
    fc.assert(
      fc.property(
        fc.string({
          maxLength: 60,
          unit: fc.constantFrom(
            't',
            ':',
            '"',
            '(',
            ')',
            '-',
            ' ',
            'o',
            '/',
            'c',
            '<',
            '=',
            '!',
            'a',
            '\\',
          ),
        }),
        (typed) => {
          const { problems } = parseCardQuery(typed);
          for (const problem of problems) {
            expect(problem.position).toBeGreaterThanOrEqual(1);
            expect(problem.position).toBeLessThanOrEqual(typed.length);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
