import type { CardFlag, TextField } from './query-ast';

/** What a query key searches (issue 18). */
export type KeyMeaning =
  | { kind: 'type' }
  | { kind: 'number'; field: 'coste' | 'fuerza' }
  | { kind: 'text'; field: TextField }
  | { kind: 'flag' }
  | { kind: 'format'; test: 'ban' | 'legal' }
  | { kind: 'tag' };

/** One key of the query language: the spellings it accepts and how the help shows it. */
export interface QueryKey {
  /** The spelling the printer writes; the first of `names`. */
  name: string;
  names: readonly string[];
  meaning: KeyMeaning;
  description: string;
  /** A query the help popover applies on click. */
  example: string;
}

/** Every key of the query language (issue 18), in the order the help lists them. */
export const QUERY_KEYS: readonly QueryKey[] = [
  {
    name: 't',
    names: ['t', 'tipo'],
    meaning: { kind: 'type' },
    description: 'Tipo: aliado, arma, talismán, tótem u oro',
    example: 't:aliado',
  },
  {
    name: 'c',
    names: ['c', 'coste'],
    meaning: { kind: 'number', field: 'coste' },
    description: 'Coste, con = != < > <= >=',
    example: 'c<=2',
  },
  {
    name: 'f',
    names: ['f', 'fuerza'],
    meaning: { kind: 'number', field: 'fuerza' },
    description: 'Fuerza, con = != < > <= >=',
    example: 'f>=3',
  },
  {
    name: 'nombre',
    names: ['nombre', 'n'],
    meaning: { kind: 'text', field: 'nombre' },
    description: 'Nombre (como las palabras sueltas)',
    example: 'nombre:dragon',
  },
  {
    name: 'raza',
    names: ['raza'],
    meaning: { kind: 'text', field: 'raza' },
    description: 'Raza (contiene; con = debe ser igual)',
    example: 'raza:caballero',
  },
  {
    name: 'ed',
    names: ['ed', 'edicion'],
    meaning: { kind: 'text', field: 'edicion' },
    description: 'Edición',
    example: 'ed:"espada sagrada"',
  },
  {
    name: 'bloque',
    names: ['bloque'],
    meaning: { kind: 'text', field: 'bloque' },
    description: 'Bloque de la edición',
    example: 'bloque:helenica',
  },
  {
    name: 'h',
    names: ['h', 'hab', 'habilidad'],
    meaning: { kind: 'text', field: 'habilidad' },
    description: 'Texto de la habilidad',
    example: 'h:destruye',
  },
  {
    name: 'hist',
    names: ['hist', 'historia'],
    meaning: { kind: 'text', field: 'historia' },
    description: 'Texto de historia',
    example: 'hist:dragon',
  },
  {
    name: 'ilus',
    names: ['ilus', 'ilustrador'],
    meaning: { kind: 'text', field: 'ilustrador' },
    description: 'Ilustrador',
    example: 'ilus:rojas',
  },
  {
    name: 'es',
    names: ['es'],
    meaning: { kind: 'flag' },
    description: 'es:unica (cartas únicas) o es:revisada (revisadas)',
    example: 'es:unica',
  },
  {
    name: 'ban',
    names: ['ban'],
    meaning: { kind: 'format', test: 'ban' },
    description: 'Prohibida en un formato (su lista vigente), por su clave',
    example: 'ban:racialEdicion',
  },
  {
    name: 'legal',
    names: ['legal'],
    meaning: { kind: 'format', test: 'legal' },
    description: 'Se puede jugar en un formato (no prohibida, edición permitida)',
    example: 'legal:racialLibre',
  },
  {
    name: 'tag',
    names: ['tag', 'etiqueta'],
    meaning: { kind: 'tag' },
    description: 'Etiqueta de habilidad: roba, destruye, genera-oro…',
    example: 'tag:roba',
  },
];

/** How the help shows what is not a key: words, quotes, regex, negation, 'o', parentheses. */
export const QUERY_SYNTAX_HELP: readonly { description: string; example: string }[] = [
  { description: 'Palabras sueltas: el nombre las contiene', example: 'dragon' },
  { description: 'Nombre exacto', example: '!"Dragón Dorado"' },
  { description: 'Expresión regular sobre el nombre o un texto', example: 'h:/roba \\d cartas?/' },
  { description: 'Negar un término con -', example: 't:aliado -raza:dragon' },
  { description: 'o / or entre términos, y paréntesis', example: '(t:arma o t:totem) c<=1' },
];

/** The spellings of `es:` (accents and case ignored). */
export const FLAG_NAMES: Readonly<Record<string, CardFlag>> = {
  unica: 'unica',
  revisada: 'revisada',
};

const KEY_BY_NAME = new Map(QUERY_KEYS.flatMap((key) => key.names.map((name) => [name, key])));

/** The key a spelling names (already normalised: lowercase, no accents), if any. */
export function findQueryKey(name: string): QueryKey | undefined {
  return KEY_BY_NAME.get(name);
}

/** The printer's spelling of a text field's key. */
export function keyNameOfTextField(field: TextField): string {
  const found = QUERY_KEYS.find(
    (key) => key.meaning.kind === 'text' && key.meaning.field === field,
  );
  return found?.name ?? field;
}
