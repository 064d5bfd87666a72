import type { CardType } from '../cards/card';
import { ABILITY_TAGS } from '../cards/ability-tags';
import type { Comparator, QueryNode, TextField } from './query-ast';

/** How the echo names things the tree holds only by key. */
export interface QueryEchoOptions {
  /** A format's name from its key; left out, the key is shown. */
  formatName?: (key: string) => string;
}

const TYPE_PLURALS: Readonly<Record<CardType, string>> = {
  aliado: 'Aliados',
  arma: 'Armas',
  talisman: 'Talismanes',
  totem: 'Tótems',
  oro: 'Oros',
};

const POSSESSIVES: Readonly<Record<TextField, string>> = {
  nombre: 'cuyo nombre',
  habilidad: 'cuya habilidad',
  historia: 'cuya historia',
  ilustrador: 'cuyo ilustrador',
  raza: 'cuya raza',
  edicion: 'cuya edición',
  bloque: 'cuyo bloque',
};

const COMPARISONS: Readonly<Record<Comparator, (value: number) => string>> = {
  '=': (value) => `${value}`,
  '!=': (value) => `distinto de ${value}`,
  '<': (value) => `menor que ${value}`,
  '>': (value) => `mayor que ${value}`,
  '<=': (value) => `${value} o menos`,
  '>=': (value) => `${value} o más`,
};

function quote(text: string): string {
  return `«${text}»`;
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

function tagLabel(id: string): string {
  return ABILITY_TAGS.find((tag) => tag.id === id)?.label ?? id;
}

function describeText(
  node: Extract<QueryNode, { kind: 'text' }>,
  isNegated: boolean,
  ending: string,
): string {
  const value = node.equals ? `exactamente ${quote(node.text)}` : quote(node.text);
  const no = isNegated ? 'no ' : '';
  switch (node.field) {
    case 'raza':
      return `${isNegated ? 'que no son ' : ''}de raza ${node.equals ? 'exactamente ' : ''}${capitalize(node.text)}`;
    case 'edicion':
      return `${isNegated ? 'que no son ' : ''}de la edición ${value}`;
    case 'bloque':
      return `${isNegated ? 'que no son ' : ''}del bloque ${value}`;
    case 'ilustrador':
      return `${no}ilustrad${ending} por ${value}`;
    case 'nombre':
      return `${POSSESSIVES.nombre} ${no}${node.equals ? 'es' : 'contiene'} ${quote(node.text)}`;
    default:
      return `${POSSESSIVES[node.field]} ${no}${node.equals ? 'es' : 'menciona'} ${quote(node.text)}`;
  }
}

/** One condition as a phrase that follows a noun ('Aliados …'); negated when asked. */
/** Agreement of an adjective with the subject: 'as' after Cartas or Armas, 'os' after the rest. */
type Ending = 'as' | 'os';

function describeClause(
  node: QueryNode,
  isNegated: boolean,
  ending: Ending,
  options: QueryEchoOptions,
): string {
  const no = isNegated ? 'no ' : '';
  switch (node.kind) {
    case 'not':
      return describeClause(node.term, !isNegated, ending, options);
    case 'and':
    case 'or': {
      const inner = describeGroup(node, options);
      return isNegated ? `que no cumplen (${inner})` : `(${inner})`;
    }
    case 'name':
      return `cuyo nombre ${no}contiene ${quote(node.text)}`;
    case 'exact':
      return isNegated
        ? `que no se llaman ${quote(node.text)}`
        : `llamad${ending} exactamente ${quote(node.text)}`;
    case 'text':
      return describeText(node, isNegated, ending);
    case 'regex':
      return `${POSSESSIVES[node.field]} ${no}coincide con /${node.source}/`;
    case 'number': {
      const what = `${node.field} ${COMPARISONS[node.op](node.value)}`;
      return isNegated ? `que no tienen ${what}` : `con ${what}`;
    }
    case 'type':
      return `que ${no}son ${TYPE_PLURALS[node.value]}`;
    case 'flag':
      if (node.value === 'unica') return `${no}únic${ending}`;
      return isNegated ? 'sin revisar' : `revisad${ending}`;
    case 'format': {
      const name = options.formatName?.(node.format) ?? node.format;
      return `${no}${node.test === 'ban' ? `prohibid${ending}` : 'legales'} en ${name}`;
    }
    case 'tag':
      return `${isNegated ? 'sin' : 'con'} la etiqueta ${quote(tagLabel(node.tag))}`;
  }
}

/** The subject a group starts with: its card types when its only type terms say so. */
function describeSubject(terms: readonly QueryNode[]): {
  subject: string;
  ending: Ending;
  rest: QueryNode[];
} {
  const typeTerm = terms.find(
    (term) =>
      term.kind === 'type' ||
      (term.kind === 'or' && term.terms.every((alternative) => alternative.kind === 'type')),
  );
  if (typeTerm === undefined) return { subject: 'Cartas', ending: 'as', rest: [...terms] };
  const types = typeTerm.kind === 'or' ? typeTerm.terms : [typeTerm];
  const labels = types.map((term) => (term.kind === 'type' ? TYPE_PLURALS[term.value] : ''));
  // Spanish agrees with the masculine as soon as one of the types is (Armas o Tótems … únicos).
  const isFeminine = types.every((term) => term.kind === 'type' && term.value === 'arma');
  return {
    subject: labels.join(' o '),
    ending: isFeminine ? 'as' : 'os',
    rest: terms.filter((term) => term !== typeTerm),
  };
}

// The order clauses read best in Spanish, whatever order they were typed in: who the cards are
// (race, edition, block), then their figures, then what their texts say.
const TEXT_FIELD_RANKS: Readonly<Record<TextField, number>> = {
  raza: 0,
  edicion: 1,
  bloque: 1,
  nombre: 4,
  habilidad: 5,
  historia: 5,
  ilustrador: 6,
};
const KIND_RANKS: Readonly<Partial<Record<QueryNode['kind'], number>>> = {
  flag: 2,
  number: 3,
  name: 4,
  exact: 4,
  tag: 7,
  format: 8,
};

function rankClause(node: QueryNode): number {
  const term = node.kind === 'not' ? node.term : node;
  if (term.kind === 'text' || term.kind === 'regex') return TEXT_FIELD_RANKS[term.field];
  return KIND_RANKS[term.kind] ?? 9;
}

function describeGroup(node: QueryNode, options: QueryEchoOptions): string {
  if (node.kind === 'or') {
    return node.terms.map((term) => describeGroup(term, options)).join(', o ');
  }
  const terms = node.kind === 'and' ? node.terms : [node];
  const { subject, ending, rest } = describeSubject(terms);
  const ordered = [...rest].sort((a, b) => rankClause(a) - rankClause(b));
  const clauses = ordered.map((term) => describeClause(term, false, ending, options));
  return [subject, ...clauses].join(' ');
}

/**
 * The query in plain Spanish (issue 18), shown under the search box: 'Aliados de raza Caballero
 * con coste 2 o menos cuya habilidad menciona «destruye»'. Total: it never throws.
 */
export function describeCardQuery(node: QueryNode | null, options: QueryEchoOptions = {}): string {
  return node === null ? 'Todas las cartas' : describeGroup(node, options);
}
