import type { ParsedQuery, QueryNode, QueryProblem } from './query-ast';
import { lexQuery, type QueryToken } from './query-lexer';
import { readKeyedTerm, readValueTerm, type QueryParseOptions } from './query-terms';

/**
 * Recursive descent over the tokens (issue 18): `or` binds looser than the implicit `and`, `-`
 * negates the term or group after it. A broken piece is reported and left out, so the valid
 * part of the query still applies.
 */
class Parser {
  private index = 0;
  readonly problems: QueryProblem[];

  constructor(
    private readonly tokens: readonly QueryToken[],
    problems: QueryProblem[],
    private readonly options: QueryParseOptions,
  ) {
    this.problems = problems;
  }

  private peek(): QueryToken | undefined {
    return this.tokens[this.index];
  }

  private report(position: number, message: string): void {
    this.problems.push({ position, message: `${message} en la posición ${position}` });
  }

  parseQuery(): QueryNode | null {
    const terms: (QueryNode | null)[] = [];
    while (this.index < this.tokens.length) {
      terms.push(this.parseOr());
      const stray = this.peek();
      if (stray?.type === 'close') {
        this.report(stray.position, 'Sobra un paréntesis de cierre');
        this.index += 1;
      }
    }
    return combine('and', terms);
  }

  private parseOr(): QueryNode | null {
    const alternatives: (QueryNode | null)[] = [];
    let orPosition: number | undefined;
    for (;;) {
      const before = this.index;
      const alternative = this.parseAnd();
      if (orPosition !== undefined && this.index === before) {
        this.report(orPosition, 'Falta un término después de «o»');
      }
      alternatives.push(alternative);
      const next = this.peek();
      if (next?.type !== 'or') break;
      if (this.index === before) this.report(next.position, 'Falta un término antes de «o»');
      orPosition = next.position;
      this.index += 1;
    }
    return combine('or', alternatives);
  }

  private parseAnd(): QueryNode | null {
    const terms: (QueryNode | null)[] = [];
    for (let token = this.peek(); token !== undefined; token = this.peek()) {
      if (token.type === 'or' || token.type === 'close') break;
      terms.push(this.parseUnary());
    }
    return combine('and', mergeBareWords(terms));
  }

  private parseUnary(): QueryNode | null {
    const token = this.peek();
    if (token?.type !== 'not') return this.parsePrimary();
    this.index += 1;
    const next = this.peek();
    if (next === undefined || next.type === 'or' || next.type === 'close') {
      this.report(token.position, 'Falta un término después de «-»');
      return null;
    }
    const term = this.parseUnary();
    return term === null ? null : { kind: 'not', term: unmarkBare(term) };
  }

  private parsePrimary(): QueryNode | null {
    const token = this.peek();
    if (token === undefined) return null;
    this.index += 1;
    if (token.type === 'open') {
      const problemsBefore = this.problems.length;
      const inner = this.parseOr();
      if (inner === null && this.problems.length === problemsBefore) {
        this.report(token.position, 'Paréntesis vacíos');
      }
      if (this.peek()?.type === 'close') this.index += 1;
      else this.report(token.position, 'Falta cerrar el paréntesis abierto');
      return inner === null ? null : unmarkBare(inner);
    }
    if (token.type === 'value') return this.accept(readValueTerm(token.value, token.exact), token);
    if (token.type === 'keyed') {
      const { key, op, value, position } = token;
      return this.accept(readKeyedTerm(key, op, value, position, this.options), token);
    }
    return null;
  }

  private accept(result: ReturnType<typeof readValueTerm>, token: QueryToken): QueryNode | null {
    if (result === null) return null;
    if (!result.ok) {
      this.problems.push(result.problem);
      return null;
    }
    const isBareWord = token.type === 'value' && !token.exact && token.value.form === 'word';
    return isBareWord && result.node.kind === 'name' ? markBare(result.node) : result.node;
  }
}

// Bare words typed side by side are one name search ('espada sagrada', SPEC §5); quoted text is
// not. The mark lives only while parsing one group.
const bareWords = new WeakSet<QueryNode>();

function markBare(node: QueryNode): QueryNode {
  bareWords.add(node);
  return node;
}

function unmarkBare(node: QueryNode): QueryNode {
  bareWords.delete(node);
  return node;
}

function mergeBareWords(terms: readonly (QueryNode | null)[]): (QueryNode | null)[] {
  const merged: (QueryNode | null)[] = [];
  for (const term of terms) {
    const last = merged[merged.length - 1];
    if (
      term?.kind === 'name' &&
      last?.kind === 'name' &&
      bareWords.has(term) &&
      bareWords.has(last)
    ) {
      merged[merged.length - 1] = markBare({ kind: 'name', text: `${last.text} ${term.text}` });
    } else {
      merged.push(term);
    }
  }
  return merged;
}

function combine(kind: 'and' | 'or', terms: readonly (QueryNode | null)[]): QueryNode | null {
  const present = terms.filter((term): term is QueryNode => term !== null);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0] ?? null;
  return { kind, terms: present.map(unmarkBare) };
}

/**
 * Parses a card query (issue 18). Never throws: what cannot be read is reported with its
 * position and left out, and the rest is returned.
 */
export function parseCardQuery(text: string, options: QueryParseOptions = {}): ParsedQuery {
  const { tokens, problems } = lexQuery(text);
  const node = new Parser(tokens, problems, options).parseQuery();
  problems.sort((a, b) => a.position - b.position);
  return { node, problems };
}
