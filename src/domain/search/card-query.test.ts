import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { DEFAULT_CARD_FILTER } from '../cards/card-filter';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { DEFAULT_BANLIST_RULES, type Banlist } from '../banlists/banlist';
import { makeCard } from '../testing/card-factory';
import { compileCardQuery, createNarrowingSearch, searchCards } from './card-query';
import type { QueryContext } from './card-query-predicate';
import {
  adoptNormalizedNames,
  readCardSearchFields,
  readListSearchFields,
  warmSearchTexts,
} from './card-search-fields';

function drawing(): unknown {
  const action = { accion: 'draw', objetivo: { selector: 'propio', cantidad: 2 } };
  const option = { descripcion_opcion: 'Roba', costo: [], acciones: [action] };
  return [
    {
      descripcion: 'Roba dos cartas',
      tipo_habilidad: 'activada',
      limite_por_turno: null,
      fase_activacion: [],
      trigger: [],
      opciones: [option],
    },
  ];
}

const CATALOGUE: Card[] = [
  makeCard({
    id: 1,
    nombre: 'Sir Galahad',
    raza: 'Caballero',
    coste: 2,
    fuerza: 3,
    habilidad: 'Destruye un Tótem.',
    ilustrador: 'Ana Rojas',
    revisada: true,
  }),
  makeCard({
    id: 2,
    nombre: 'Dama del Lago',
    raza: 'Caballero',
    coste: 4,
    fuerza: 4,
    habilidad: 'Única. Roba dos cartas.',
    flavor_text: 'Del agua nace la espada.',
    habilidades: drawing(),
  }),
  makeCard({
    id: 3,
    nombre: 'Dragón Dorado',
    raza: 'Dragón',
    coste: 5,
    fuerza: 6,
    edicion: 'Helénica',
  }),
  makeCard({
    id: 4,
    nombre: 'Excalibur',
    tipo: 'arma',
    raza: null,
    fuerza: null,
    coste: 1,
    habilidad: 'El portador gana 2 a la fuerza.',
  }),
  makeCard({
    id: 5,
    nombre: 'Oro',
    tipo: 'oro',
    raza: null,
    fuerza: null,
    coste: null,
    habilidad: null,
  }),
  makeCard({
    id: 6,
    nombre: 'Tótem del Sol',
    tipo: 'totem',
    raza: null,
    fuerza: null,
    coste: 2,
    edicion: 'Cruzadas',
  }),
];

const RACIAL: Banlist = {
  key: 'racialEdicion',
  name: 'Racial Edición',
  effectiveDate: null,
  rules: {
    ...DEFAULT_BANLIST_RULES,
    banned: ['Excalibur'],
    allowedEditions: ['Espada Sagrada', 'Cruzadas'],
  },
};

const CONTEXT: QueryContext = {
  banlists: [RACIAL],
  editionBlocks: DEFAULT_EDITION_BLOCKS,
  catalogue: CATALOGUE,
};

function idsOf(query: string): number[] {
  const compiled = compileCardQuery(query, CONTEXT);
  expect(compiled.problems).toEqual([]);
  return CATALOGUE.filter(compiled.matches).map((card) => card.id);
}

const QUERY_CASES: [string, string, number[]][] = [
  ['plain words search the name ignoring case and accents', 'DRAGON dor', [3]],
  ['t: keeps one type', 't:arma', [4]],
  ['c= keeps an exact cost and never a null one', 'c=2', [1, 6]],
  ['c!= leaves out the cost and the cards without one', 'c!=2', [2, 3, 4]],
  ['c< compares', 'c<2', [4]],
  ['c> compares', 'c>4', [3]],
  ['c<= compares', 'c<=2', [1, 4, 6]],
  ['c>= compares', 'c>=4', [2, 3]],
  ['f compares strength, never a null one', 'f>=4', [2, 3]],
  ['raza: contains', 'raza:caba', [1, 2]],
  ['raza= must be equal', 'raza=dragon', [3]],
  ['ed: contains, ignoring accents', 'ed:helenica', [3]],
  ['bloque: uses the edition → block mapping', 'bloque:"espada sagrada"', [1, 2, 4, 5, 6]],
  ['h: searches the ability', 'h:destruye', [1]],
  ['hist: searches the flavour text', 'hist:espada', [2]],
  ['ilus: searches the illustrator', 'ilus:rojas', [1]],
  ['es:unica follows the ability text', 'es:unica', [2]],
  ['es:revisada', 'es:revisada', [1]],
  ['ban: uses the format list', 'ban:racialEdicion', [4]],
  ['legal: leaves out banned cards and other editions', 'legal:racialEdicion', [1, 2, 5, 6]],
  ['tag: uses the ability tags', 'tag:roba', [2]],
  ['!"" wants the whole name', '!"oro"', [5]],
  ['/regex/ searches the name', '/^d.*[ao]$/', [2, 3]],
  ['h:/regex/ searches the ability', 'h:/gana \\d/', [4]],
  ['- negates', '-t:aliado', [4, 5, 6]],
  ['o is an alternative', 't:arma o t:totem', [4, 6]],
  ['parentheses and AND', '(t:arma o t:totem) c<=1', [4]],
  ['the issue example', 't:aliado c<=2 raza:caballero', [1]],
];

describe('compileCardQuery', () => {
  it.each(QUERY_CASES)('%s', (_name, query, expected) => {
    expect(idsOf(query)).toEqual(expected);
  });

  it('applies the valid part of a broken query', () => {
    const compiled = compileCardQuery('t:aliado ed:"espada', CONTEXT);
    expect(compiled.problems).toHaveLength(1);
    expect(CATALOGUE.filter(compiled.matches).map((card) => card.id)).toEqual([1, 2, 3]);
  });

  it('matches nothing for a format it does not know', () => {
    const compiled = compileCardQuery('ban:vintage', CONTEXT);
    expect(compiled.problems[0]?.message).toContain('vintage');
    expect(compiled.node).toBeNull();
  });
});

describe('searchCards', () => {
  it('combines the dropdowns and the query with AND', () => {
    const filter = { ...DEFAULT_CARD_FILTER, selectedRace: 'Caballero', searchTerm: 'c>=3' };
    const found = searchCards(CATALOGUE, filter, compileCardQuery(filter.searchTerm, CONTEXT));
    expect(found.map((card) => card.id)).toEqual([2]);
  });

  it('finds by position what each card finds by itself, with the texts warmed in part first', () => {
    const list = [...CATALOGUE];
    // The warm-up stopped half-way: the search computes the rest.
    expect(readListSearchFields(list, 3)).toHaveLength(3);
    for (const [, query, expected] of QUERY_CASES) {
      const found = searchCards(list, DEFAULT_CARD_FILTER, compileCardQuery(query, CONTEXT));
      expect(found.map((card) => card.id)).toEqual(expected);
    }
    const fields = readListSearchFields(list);
    expect(fields).toHaveLength(list.length);
    list.forEach((card, index) => expect(fields[index]).toBe(readCardSearchFields(card)));
  });
});

describe('createNarrowingSearch', () => {
  // Letters a player types, with accents, capitals, a space and query syntax, so a step can
  // refine a name, leave bare words for a query of another kind, or go back.
  const letter = fc.constantFrom(
    'd',
    'r',
    'a',
    'Á',
    'g',
    'o',
    'n',
    ' ',
    'l',
    ':',
    't',
    '-',
    'c',
    '2',
  );
  const step = fc.oneof(
    { weight: 6, arbitrary: letter.map((typed) => ({ kind: 'type' as const, typed })) },
    { weight: 2, arbitrary: fc.constant({ kind: 'erase' as const }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('all', 'Caballero', 'Dragón')
        .map((race) => ({ kind: 'race' as const, race })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0, 1).map((list) => ({ kind: 'list' as const, list })),
    },
  );

  it('finds what searchCards finds after every keystroke, dropdown or list change', () => {
    // Two lists with the same cards: a new catalogue is a new list, never narrowed from the old.
    const lists = [CATALOGUE, [...CATALOGUE].reverse()];
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const search = createNarrowingSearch();
        let filter = DEFAULT_CARD_FILTER;
        let list = lists[0] as Card[];
        for (const next of steps) {
          if (next.kind === 'type')
            filter = { ...filter, searchTerm: filter.searchTerm + next.typed };
          if (next.kind === 'erase')
            filter = { ...filter, searchTerm: filter.searchTerm.slice(0, -1) };
          if (next.kind === 'race') filter = { ...filter, selectedRace: next.race };
          if (next.kind === 'list') list = lists[next.list] as Card[];
          const query = compileCardQuery(filter.searchTerm, CONTEXT);
          expect(search(list, filter, query)).toEqual(searchCards(list, filter, query));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tests again only the cards found before while the name grows', () => {
    const search = createNarrowingSearch();
    const tested: number[] = [];
    const spy = (text: string) => {
      const query = compileCardQuery(text, CONTEXT);
      return {
        ...query,
        test: (card: Card, fields: Parameters<typeof query.test>[1]) => {
          tested.push(card.id);
          return query.test(card, fields);
        },
      };
    };
    expect(search(CATALOGUE, DEFAULT_CARD_FILTER, spy('d')).map((card) => card.id)).toEqual([
      1, 2, 3, 6,
    ]);
    tested.length = 0;
    expect(search(CATALOGUE, DEFAULT_CARD_FILTER, spy('dr')).map((card) => card.id)).toEqual([3]);
    expect(tested).toEqual([1, 2, 3, 6]);
  });
});

describe('readCardSearchFields', () => {
  /** A card that counts how often its ability is read. */
  function countingAbilityReads() {
    const card = makeCard({ id: 90, nombre: 'Fénix', habilidad: 'Róba una carta.' });
    const reads = { count: 0 };
    const { habilidad } = card;
    Object.defineProperty(card, 'habilidad', {
      get: () => {
        reads.count += 1;
        return habilidad;
      },
    });
    return { card, reads };
  }

  it('normalises the name at once and the other texts once, when first read', () => {
    const { card, reads } = countingAbilityReads();
    const fields = readCardSearchFields(card);
    expect(fields.nombre).toBe('fenix');
    expect(reads.count).toBe(0);
    expect(fields.habilidad).toBe('roba una carta.');
    expect(fields.habilidad).toBe('roba una carta.');
    expect(reads.count).toBe(1);
  });

  it('a name search never reads the other texts; warmSearchTexts reads them ahead', () => {
    const { card, reads } = countingAbilityReads();
    const list = [card];
    expect(searchCards(list, DEFAULT_CARD_FILTER, compileCardQuery('fen', CONTEXT))).toEqual([
      card,
    ]);
    expect(reads.count).toBe(0);
    warmSearchTexts(readListSearchFields(list)[0]!);
    expect(reads.count).toBe(1);
    expect(searchCards(list, DEFAULT_CARD_FILTER, compileCardQuery('h:roba', CONTEXT))).toEqual([
      card,
    ]);
    expect(reads.count).toBe(1);
  });

  it('takes names normalised elsewhere: searches read them, never the cards’ names again', () => {
    const reads = { count: 0 };
    const fenix = makeCard({ id: 91, nombre: 'Fénix' });
    Object.defineProperty(fenix, 'nombre', {
      get: () => {
        reads.count += 1;
        return 'Fénix';
      },
    });
    const searchedBefore = makeCard({ id: 92, nombre: 'Ñandú' });
    const before = readCardSearchFields(searchedBefore);
    const list = [fenix, searchedBefore];

    adoptNormalizedNames(list, ['fenix', 'otro nombre']);

    expect(reads.count).toBe(0);
    expect(searchCards(list, DEFAULT_CARD_FILTER, compileCardQuery('fen', CONTEXT))).toEqual([
      fenix,
    ]);
    expect(reads.count).toBe(0);
    // Fields already made for a card are kept: one card, one set of fields.
    expect(readCardSearchFields(searchedBefore)).toBe(before);
    expect(readListSearchFields(list)[1]?.nombre).toBe('nandu');
  });
});
