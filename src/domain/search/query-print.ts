import { isOrWord } from './query-lexer';
import type { QueryNode } from './query-ast';
import { keyNameOfTextField } from './query-keys';

const KEY_LIKE = /^\p{L}+(<=|>=|!=|:|=|<|>)/u;

function quote(text: string): string {
  return `"${text.replace(/[\\"]/gu, (char) => `\\${char}`)}"`;
}

/** Whether a value can be written without quotes and read back unchanged. */
function isBareValue(text: string): boolean {
  return /^[^\s()"/][^\s()"]*$/u.test(text);
}

/** Whether bare name words read back as this one name term. */
function isBareName(text: string): boolean {
  const words = text.split(' ');
  return words.every(
    (word) => /^[^\s()"\-/!][^\s()"]*$/u.test(word) && !KEY_LIKE.test(word) && !isOrWord(word),
  );
}

function printValue(text: string): string {
  return isBareValue(text) ? text : quote(text);
}

function printTerm(node: QueryNode, isAfterBareName: boolean): string {
  switch (node.kind) {
    case 'and':
    case 'or':
      return `(${printCardQuery(node)})`;
    case 'not': {
      const inner = node.term;
      const isGroup = inner.kind === 'and' || inner.kind === 'or';
      // '-' takes one word, so a name of several words is quoted.
      const isWords = inner.kind === 'name' && inner.text.includes(' ');
      return `-${isGroup ? `(${printCardQuery(inner)})` : printTerm(inner, isWords)}`;
    }
    case 'name':
      return !isAfterBareName && isBareName(node.text) ? node.text : quote(node.text);
    case 'exact':
      return `!${quote(node.text)}`;
    case 'text':
      return `${keyNameOfTextField(node.field)}${node.equals ? '=' : ':'}${printValue(node.text)}`;
    case 'regex':
      return `${node.field === 'nombre' ? '' : `${keyNameOfTextField(node.field)}:`}/${node.source}/`;
    case 'number':
      return `${node.field === 'coste' ? 'c' : 'f'}${node.op}${node.value}`;
    case 'type':
      return `t:${node.value}`;
    case 'flag':
      return `es:${node.value}`;
    case 'format':
      return `${node.test}:${printValue(node.format)}`;
    case 'tag':
      return `tag:${node.tag}`;
  }
}

/**
 * Writes a query tree back as text (issue 18) so that parsing it gives the same tree: groups in
 * parentheses where precedence needs them, values quoted where bare words would read otherwise.
 */
export function printCardQuery(node: QueryNode): string {
  if (node.kind === 'or') {
    return node.terms
      .map((term) => (term.kind === 'or' ? printTerm(term, false) : printAnd(term)))
      .join(' o ');
  }
  return printAnd(node);
}

function printAnd(node: QueryNode): string {
  if (node.kind !== 'and') return printTerm(node, false);
  const parts: string[] = [];
  let isAfterBareName = false;
  for (const term of node.terms) {
    const printed = printTerm(term, isAfterBareName);
    parts.push(printed);
    isAfterBareName = term.kind === 'name' && !printed.startsWith('"');
  }
  return parts.join(' ');
}
