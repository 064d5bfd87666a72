import { parseCardType } from '../cards/card-type-labels';
import { normalizeName } from '../cards/card-name';
import { findAbilityTag } from '../cards/ability-tags';
import type { Comparator, QueryNode, QueryProblem, TextField } from './query-ast';
import type { RawValue } from './query-lexer';
import { FLAG_NAMES, findQueryKey } from './query-keys';
import { checkRegexSource } from './safe-regex';

/** What the parser knows beyond the grammar: the formats `ban:` and `legal:` may name. */
export interface QueryParseOptions {
  /** Format keys; left out, any key is accepted as typed. */
  formatKeys?: readonly string[];
}

/** A term turned into a node, or the problem that drops it. */
export type TermResult = { ok: true; node: QueryNode } | { ok: false; problem: QueryProblem };

const CARD_TYPE_NAMES = 'aliado, arma, talismán, tótem u oro';

function fail(position: number, message: string): TermResult {
  return { ok: false, problem: { position, message: `${message} en la posición ${position}` } };
}

function negateIf(isNegated: boolean, node: QueryNode): TermResult {
  return { ok: true, node: isNegated ? { kind: 'not', term: node } : node };
}

/** 'aliados', 'Tótems', 'talismanes' → the stored type (plurals accepted). */
function readCardType(text: string) {
  const key = normalizeName(text);
  return (
    parseCardType(key) ??
    parseCardType(key.replace(/e?s$/u, '')) ??
    parseCardType(key.replace(/s$/u, ''))
  );
}

/** A bare value: words, a quoted name or a regex over the name (SPEC §5 name search). */
export function readValueTerm(value: RawValue, exact: boolean): TermResult | null {
  if (exact) return { ok: true, node: { kind: 'exact', text: value.text } };
  if (value.form === 'regex') return readRegex('nombre', value);
  if (value.text.trim() === '') return null;
  return { ok: true, node: { kind: 'name', text: value.text } };
}

function readRegex(field: TextField, value: RawValue): TermResult {
  const problem = checkRegexSource(value.text);
  if (problem !== null) return fail(value.position, `Expresión regular no válida (${problem})`);
  return { ok: true, node: { kind: 'regex', field, source: value.text } };
}

/**
 * A `key:value` term (issue 18) as a node: the key's aliases, its operators and its values are
 * checked here, so every problem carries the position where the player typed it.
 */
export function readKeyedTerm(
  keyText: string,
  op: string,
  value: RawValue | null,
  position: number,
  options: QueryParseOptions,
): TermResult {
  const key = findQueryKey(normalizeName(keyText));
  if (key === undefined) return fail(position, `Clave desconocida «${keyText}»`);
  if (value === null) return fail(position, `Falta el valor de «${keyText}${op}»`);
  const { meaning } = key;
  if (meaning.kind === 'number') {
    if (!/^-?\d{1,6}$/u.test(value.text) || value.form !== 'word') {
      return fail(value.position, `«${keyText}» necesita un número entero`);
    }
    const comparator: Comparator = op === ':' ? '=' : (op as Comparator);
    return {
      ok: true,
      node: { kind: 'number', field: meaning.field, op: comparator, value: Number(value.text) },
    };
  }
  if (op !== ':' && op !== '=' && op !== '!=') {
    return fail(position, `«${op}» solo compara números (coste o fuerza)`);
  }
  const isNegated = op === '!=';
  if (meaning.kind === 'text') {
    if (value.form === 'regex') {
      const result = readRegex(meaning.field, value);
      return result.ok ? negateIf(isNegated, result.node) : result;
    }
    const node: QueryNode = {
      kind: 'text',
      field: meaning.field,
      equals: op !== ':',
      text: value.text,
    };
    return negateIf(isNegated, node);
  }
  if (value.form === 'regex')
    return fail(value.position, `«${keyText}» no admite expresiones regulares`);
  if (meaning.kind === 'type') {
    const type = readCardType(value.text);
    if (type === null)
      return fail(value.position, `Tipo desconocido «${value.text}» (usa ${CARD_TYPE_NAMES})`);
    return negateIf(isNegated, { kind: 'type', value: type });
  }
  if (meaning.kind === 'flag') {
    const flag = FLAG_NAMES[normalizeName(value.text)];
    if (flag === undefined)
      return fail(value.position, `«es:» admite unica o revisada, no «${value.text}»`);
    return negateIf(isNegated, { kind: 'flag', value: flag });
  }
  if (meaning.kind === 'tag') {
    const tag = findAbilityTag(value.text);
    if (tag === undefined) return fail(value.position, `Etiqueta desconocida «${value.text}»`);
    return negateIf(isNegated, { kind: 'tag', tag: tag.id });
  }
  const format = findFormatKey(value.text, options.formatKeys);
  if (format === null)
    return fail(value.position, `No hay un formato con la clave «${value.text}»`);
  return negateIf(isNegated, { kind: 'format', test: meaning.test, format });
}

function findFormatKey(text: string, formatKeys: readonly string[] | undefined): string | null {
  if (formatKeys === undefined) return text;
  const wanted = normalizeName(text);
  return formatKeys.find((key) => normalizeName(key) === wanted) ?? null;
}
